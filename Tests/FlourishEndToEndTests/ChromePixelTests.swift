import FlourishAppCore
import FlourishImage
import FlourishPanels
import Foundation
import Testing

/// The chrome as the screen shows it, at 1x and at 2x (the desktop's `Xft.dpi` 192), each
/// measured against where the layout puts it, with a negative control.
@Suite(
    "The toolbar, the palette and the help at 1x and 2x under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct ChromePixelTests {
    let width = 1000
    let height = 740

    func scale(_ doubled: Bool) -> ChromeScale { ChromeScale(factor: doubled ? 2 : 1) }

    /// Rows from the top, down column `x`, in the toolbar's grey.
    func bandHeight(_ frame: RGBAImage, x: Int) -> Int {
        var rows = 0
        while rows < frame.height, frame.pixel(x: x, y: rows) == (30, 30, 36, 255) { rows += 1 }
        return rows
    }

    @Test("the toolbar: a band as tall as its layout, every button drawn; Tab hides it and the next start remembers", arguments: [false, true])
    func toolbar(doubled: Bool) async throws {
        let session = try await ChromeSession.start(width: width, height: height, doubled: doubled)
        defer { session.stop() }
        let shown = try await session.settledFrame()
        let toolbar = Toolbar(width: width, scale: scale(doubled))
        #expect(bandHeight(shown, x: width - 3) == toolbar.band.height)
        for control in ToolbarControl.ordered {
            let button = toolbar.button(of: control)
            // Each button is its own grey, lighter than the band, with its face in the middle.
            #expect(shown.pixel(x: button.x + 1, y: button.y + 1) == (46, 46, 54, 255), "\(control)'s button")
            let face = ChromeSession.distinctColors(shown, in: button)
            #expect(face > 3, "\(control)'s face shows \(face) colours")
        }
        // The negative control: Tab hides it; the canvas is there instead.
        try await session.key("Tab")
        try await session.waitForLines(startingWith: "flourish: chrome hidden", count: 1)
        let hidden = try await session.settledFrame()
        #expect(bandHeight(hidden, x: width - 3) == 0)
        #expect(ChromeSession.isPaper(hidden.pixel(x: width - 3, y: 2)))
        try await session.quit()
        let remembered = try String(contentsOfFile: "\(session.folder)/state/flourish/interface", encoding: .utf8)
        #expect(remembered.contains("chrome = hidden"))
    }

    @Test("the palette: on a right click, a disc of its layout's radius inside the window; nothing before", arguments: [false, true])
    func palette(doubled: Bool) async throws {
        let session = try await ChromeSession.start(width: width, height: height, doubled: doubled)
        defer { session.stop() }
        let pointer = (x: 500, y: 400)
        try await session.movePointer(toWindowX: pointer.x, pointer.y)
        let before = try await session.settledFrame()
        let layout = PaletteLayout(pointer: (Double(pointer.x), Double(pointer.y)), window: (width, height), scale: scale(doubled))
        let red = layout.position(hue: 0, shade: 0.5)
        #expect(ChromeSession.isPaper(before.pixel(x: Int(red.x), y: Int(red.y))), "the negative control")
        try await session.xdo.run(["click", "3"])
        let open = try await session.settledFrame()
        let p = open.pixel(x: Int(red.x), y: Int(red.y))
        #expect(p.r > 240 && p.g < 20 && p.b < 20, "the colour ring's red is \(p)")
        // The disc's edge below its middle (between slots 5 and 6), as far down as its radius.
        let (cx, cy) = (Int(layout.centerX), Int(layout.centerY))
        var edge = cy
        while edge + 1 < open.height, !ChromeSession.isPaper(open.pixel(x: cx, y: edge + 1)) { edge += 1 }
        #expect(abs(Double(edge - cy) - layout.radius) <= 2, "the disc reaches \(edge - cy) px down, its radius is \(layout.radius)")
        #expect(layout.frame.y >= 0 && layout.frame.maxY <= height)
        try await session.key("Escape")
        let closed = try await session.settledFrame()
        #expect(ChromeSession.isPaper(closed.pixel(x: Int(red.x), y: Int(red.y))), "Escape left the palette open")
        try await session.quit()
    }

    /// The first run of rows from the top of `rect` holding bright (text) pixels: its height.
    func firstLineHeight(_ frame: RGBAImage, in rect: ChromeRect) -> Int {
        func bright(_ y: Int) -> Bool {
            (rect.x..<rect.maxX).contains { x in
                let p = frame.pixel(x: x, y: y)
                return p.r > 200 && p.g > 200 && p.b > 200
            }
        }
        var y = rect.y
        while y < rect.maxY, !bright(y) { y += 1 }
        let top = y
        while y < rect.maxY, bright(y) { y += 1 }
        return y - top
    }

    /// Bright (text) pixels in `rect`.
    func brightPixels(_ frame: RGBAImage, in rect: ChromeRect) -> Int {
        var count = 0
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX {
                let p = frame.pixel(x: x, y: y)
                if p.r > 200 && p.g > 200 && p.b > 200 { count += 1 }
            }
        }
        return count
    }

    @Test("the help: F1 shows every key, its text twice as tall at 2x; a search nothing matches empties the list", arguments: [false, true])
    func help(doubled: Bool) async throws {
        let session = try await ChromeSession.start(width: width, height: height, doubled: doubled)
        defer { session.stop() }
        try await session.movePointer(toWindowX: 500, 600)
        try await session.key("F1")
        let open = try await session.settledFrame()
        let panel = ChromeRect(x: 40, y: 20, width: width - 80, height: height - 40)
        let title = firstLineHeight(open, in: panel)
        let expected = doubled ? 16...30 : 8...15
        #expect(expected.contains(title), "the help's first line is \(title) px tall")
        let list = ChromeRect(x: 40, y: height / 3, width: width - 80, height: height / 2)
        let full = brightPixels(open, in: list)
        #expect(full > 2000, "the list shows \(full) text pixels")
        // The negative control: a word no key does leaves the list empty.
        try await session.xdo.run(["type", "--window", session.window, "--delay", "30", "xylophone"])
        let searched = try await session.settledFrame()
        #expect(brightPixels(searched, in: list) < full / 20, "the search kept \(brightPixels(searched, in: list)) text pixels")
        try await session.key("F1")
        let closed = try await session.settledFrame()
        #expect(brightPixels(closed, in: list) == 0 && ChromeSession.darkPixels(closed, in: list) < 50, "F1 left the help open")
        try await session.quit()
    }
}
