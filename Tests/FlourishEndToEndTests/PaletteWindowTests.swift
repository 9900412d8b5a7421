import FlourishImage
import FlourishPanels
import Foundation
import Testing

/// The pop-up palette in the real window: opened with the right button where the pointer is,
/// picked from with the left (a pen's tap is the same press to the window), closed by a pick,
/// by Escape or by a press outside it.
@Suite(
    "The pop-up palette under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct PaletteWindowTests {
    let width = 800
    let height = 600

    func layout(at pointer: (x: Int, y: Int)) -> PaletteLayout {
        PaletteLayout(pointer: (Double(pointer.x), Double(pointer.y)), window: (width, height), scale: .one)
    }

    /// Opens the palette with a right click at `pointer`; waits until its disc shows.
    func open(at pointer: (x: Int, y: Int), _ session: InteractiveSession) async throws -> PaletteLayout {
        try await session.xdo.run([
            "mousemove", "--window", session.window, "\(pointer.x)", "\(pointer.y)", "sleep", "0.05", "click", "3",
        ])
        let layout = layout(at: pointer)
        // Undo's half of the middle, below its arrow: its grey (62, 62, 72) at the disc's
        // opacity (235) over the paper.
        func over(_ top: Double, _ paper: UInt8) -> Int { Int((top * 235 + Double(paper) * 20) / 255) }
        let expected = (over(62, ChromeSession.paper.r), over(62, ChromeSession.paper.g), over(72, ChromeSession.paper.b))
        func middle(_ frame: RGBAImage) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) { frame.pixel(x: Int(layout.centerX) - 4, y: Int(layout.centerY) + 24) }
        func isMiddle(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
            abs(Int(c.r) - expected.0) <= 2 && abs(Int(c.g) - expected.1) <= 2 && abs(Int(c.b) - expected.2) <= 2
        }
        let shown = middle(try await session.frame { isMiddle(middle($0)) })
        #expect(isMiddle(shown), "the palette's middle is \(shown), not \(expected)")
        return layout
    }

    /// A left click at window point (`x`, `y`).
    func click(_ x: Double, _ y: Double, _ session: InteractiveSession) async throws {
        try await session.xdo.run([
            "mousemove", "--window", session.window, "\(Int(x))", "\(Int(y))", "sleep", "0.05", "click", "1", "sleep", "0.05",
        ])
    }

    /// The colour the toolbar's colour button shows.
    func swatch(_ frame: RGBAImage) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let button = ChromeSession.button(.color, width: width)
        return frame.pixel(x: button.x + button.width / 2, y: button.y + button.height / 2)
    }

    @Test("a slot, a colour from the ring and undo in the middle are picked with a click; a click outside closes it")
    func picks() async throws {
        let session = try await ChromeSession.start(width: width, height: height)
        defer { session.stop() }
        // A slot: the palette closes and the title names slot 3's brush.
        var layout = try await open(at: (400, 300), session)
        let three = layout.slotCenter(2)
        try await click(three.x, three.y, session)
        try await ChromeSession.title(of: session, "named slot 3") { $0.hasPrefix("Flourish — 3: classic/marker_fat") }
        #expect(ChromeSession.isPaper(try await session.settledFrame().pixel(x: 400, y: 300)), "a slot's pick left it open")

        // A colour from the ring: the colour button shows the colour under the click.
        layout = try await open(at: (380, 320), session)
        let before = swatch(try await session.settledFrame())
        let place = layout.position(hue: 0.33, shade: 0.5)
        let (x, y) = (place.x.rounded(), place.y.rounded())
        try await click(x, y, session)
        let picked = layout.colorPlace(x: x, y: y)
        let expected = PaletteLayout.color(hue: picked.hue, shade: picked.shade)
        try await session.movePointerAway()
        let after = swatch(try await session.settledFrame())
        #expect(after == (expected.r, expected.g, expected.b, 255), "the colour button shows \(after), not \(expected)")
        #expect(after != before, "the negative control: the colour did change")

        // Undo in the middle: the stroke goes, the palette stays open; a click outside closes it.
        try await session.drag(Polyline([Point(x: 100, y: 450), Point(x: 700, y: 480)]))
        #expect(!StrokeCheck.paintedPixels(try await session.save()).isEmpty)
        layout = try await open(at: (400, 300), session)
        try await click(layout.centerX - layout.radius * 0.1, layout.centerY, session)
        #expect(StrokeCheck.paintedPixels(try await session.save()).isEmpty, "undo in the palette left the stroke")
        let still = try await session.settledFrame()
        #expect(!ChromeSession.isPaper(still.pixel(x: Int(layout.centerX), y: Int(layout.centerY - layout.radius / 2))))
        try await click(20, Double(height - 20), session)
        let closed = try await session.settledFrame()
        #expect(ChromeSession.isPaper(closed.pixel(x: Int(layout.centerX), y: Int(layout.centerY - layout.radius / 2))))
        #expect(StrokeCheck.paintedPixels(try await session.save()).isEmpty, "the click that closed it painted")
        try await session.quit()
    }

    @Test("opened in a corner, the whole disc lies inside the window; Escape closes it", arguments: [(780, 590), (15, 70)])
    func insideTheWindow(x: Int, y: Int) async throws {
        let session = try await ChromeSession.start(width: width, height: height)
        defer { session.stop() }
        let layout = try await open(at: (x, y), session)
        let frame = layout.frame
        #expect(frame.x >= 0 && frame.y >= 0 && frame.maxX <= width && frame.maxY <= height, "\(frame)")
        let shown = try await session.settledFrame()
        // The disc's edge on each side, inside the window: not paper a pixel within it.
        for (dx, dy) in [(-1.0, 0.0), (1, 0), (0, -1), (0, 1)] {
            let edge = (x: Int(layout.centerX + dx * (layout.radius - 3)), y: Int(layout.centerY + dy * (layout.radius - 3)))
            #expect(!ChromeSession.isPaper(shown.pixel(x: edge.x, y: edge.y)), "the disc's edge at \(edge) is paper")
        }
        try await session.key("Escape")
        let closed = try await session.settledFrame()
        #expect(ChromeSession.isPaper(closed.pixel(x: Int(layout.centerX), y: Int(layout.centerY + layout.radius / 2))))
        try await session.quit()
    }
}
