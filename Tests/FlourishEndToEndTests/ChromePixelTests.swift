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
            // Each button is its own grey, lighter than the band, with its face in the middle:
            // a symbol or a word (anti-aliased: many greys), or the current colour's swatch.
            #expect(shown.pixel(x: button.x + 1, y: button.y + 1) == (46, 46, 54, 255), "\(control)'s button")
            if control.face == .swatch {
                let middle = shown.pixel(x: button.x + button.width / 2, y: button.y + button.height / 2)
                #expect(middle == (0x22, 0x22, 0x2a, 255), "the colour button shows \(middle)")
            } else {
                let face = ChromeSession.distinctColors(shown, in: button)
                #expect(face > 3, "\(control)'s face shows \(face) colours")
            }
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
        func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 240 && p.g < 20 && p.b < 20 }
        let open = try await session.frame { isRed($0.pixel(x: Int(red.x), y: Int(red.y))) }
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

    /// Whether `p` is text on the chrome's dark grounds: bright, and not the paper.
    func isText(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        p.r > 200 && p.g > 200 && p.b > 200 && !ChromeSession.isPaper(p)
    }

    /// The first run of rows from the top of `rect` holding text pixels: its height.
    func firstLineHeight(_ frame: RGBAImage, in rect: ChromeRect) -> Int {
        func bright(_ y: Int) -> Bool {
            (rect.x..<rect.maxX).contains { isText(frame.pixel(x: $0, y: y)) }
        }
        var y = rect.y
        while y < rect.maxY, !bright(y) { y += 1 }
        let top = y
        while y < rect.maxY, bright(y) { y += 1 }
        return y - top
    }

    /// Text pixels in `rect`.
    func textPixels(_ frame: RGBAImage, in rect: ChromeRect) -> Int {
        var count = 0
        for y in rect.y..<rect.maxY {
            for x in rect.x..<rect.maxX where isText(frame.pixel(x: x, y: y)) { count += 1 }
        }
        return count
    }

    @Test("the help: F1 shows every key, its text twice as tall at 2x; a search nothing matches empties the list", arguments: [false, true])
    func help(doubled: Bool) async throws {
        let session = try await ChromeSession.start(width: width, height: height, doubled: doubled)
        defer { session.stop() }
        try await session.movePointerAway()
        // The negative control first: no help, no text where it goes.
        let panel = HelpLayout(window: (width, height), scale: scale(doubled), lineHeight: 16).frame
        let list = ChromeRect(x: panel.x + 4, y: panel.y + panel.height / 3, width: panel.width - 8, height: panel.height / 2)
        let before = try await session.settledFrame()
        #expect(textPixels(before, in: list) == 0 && ChromeSession.darkPixels(before, in: list) == 0)
        try await session.key("F1")
        let open = try await session.settledFrame()
        // The title, measured inside the help's frame (the toolbar's labels lie above it).
        let title = firstLineHeight(open, in: panel)
        let expected = doubled ? 16...30 : 8...15
        #expect(expected.contains(title), "the help's first line is \(title) px tall")
        let full = textPixels(open, in: list)
        #expect(full > 2000, "the list shows \(full) text pixels")
        #expect(ChromeSession.darkPixels(open, in: list) > list.width * list.height / 2, "the help's ground")
        // A word no key does leaves the list empty.
        try await session.xdo.run(["type", "--window", session.window, "--delay", "30", "xylophone"])
        let searched = try await session.settledFrame()
        #expect(textPixels(searched, in: list) < full / 20, "the search kept \(textPixels(searched, in: list)) text pixels")
        try await session.key("F1")
        let closed = try await session.settledFrame()
        #expect(textPixels(closed, in: list) == 0 && ChromeSession.darkPixels(closed, in: list) == 0, "F1 left the help open")
        try await session.quit()
    }
}
