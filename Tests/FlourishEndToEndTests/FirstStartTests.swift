import FlourishAppCore
import FlourishImage
import FlourishPanels
import Foundation
import Testing

/// A newcomer's first start, from a fresh state folder: the painting at 1:1, a first stroke
/// that shows, the hint that says where the keys are (once, gone by itself), and a stroke that
/// passes under the toolbar still painting.
@Suite(
    "A readable first start under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct FirstStartTests {
    /// Luminance, 0...255 (Rec. 709 weights on the 8-bit values).
    func luminance(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Double {
        0.2126 * Double(p.r) + 0.7152 * Double(p.g) + 0.0722 * Double(p.b)
    }

    /// The stroke's contrast on screen: how much darker than the paper the darkest pixel of
    /// each column across `box` is, as a share of the paper's luminance, the median of the
    /// columns (a line that shows along its length, not one dark dab).
    func strokeContrast(_ frame: RGBAImage, in box: ChromeRect) -> Double {
        let paper = luminance((0xf4, 0xf0, 0xe6, 255))
        var columns: [Double] = []
        for x in box.x..<box.maxX {
            let darkest = (box.y..<box.maxY).map { luminance(frame.pixel(x: x, y: $0)) }.min() ?? paper
            columns.append((paper - darkest) / paper)
        }
        return columns.sorted()[columns.count / 2]
    }

    /// What the first stroke on a 4096x4096 canvas in a 1000x740 window shows, with `settings`.
    func firstStroke(settings: String?) async throws -> (contrast: Double, session: InteractiveSession) {
        let session = try await ChromeSession.start(width: 1000, height: 740, canvas: (4096, 4096), settings: settings, interface: nil)
        try await session.drag(Polyline([Point(x: 300, y: 400), Point(x: 700, y: 400)]))
        try await session.movePointerAway()
        let frame = try await session.settledFrame()
        return (strokeContrast(frame, in: ChromeRect(x: 350, y: 385, width: 300, height: 30)), session)
    }

    /// The least contrast a first stroke must show: a line a newcomer sees at a glance.
    static let visible = 0.5

    @Test("a fresh start opens at 1:1 and its first stroke shows clearly; fitted, as before, it hardly showed")
    func visibleStroke() async throws {
        let (contrast, session) = try await firstStroke(settings: nil)
        defer { session.stop() }
        #expect(contrast >= Self.visible, "the first stroke's contrast is \(contrast)")
        // The hint: said once, remembered, gone by itself.
        try await session.waitForLines(startingWith: "flourish: F1: keys and help", count: 1)
        let state = try String(contentsOfFile: "\(session.folder)/state/flourish/interface", encoding: .utf8)
        #expect(state.contains("hint = seen") && state.contains("chrome = shown"))
        var gone = false
        for _ in 0..<40 where !gone {
            try await Task.sleep(for: .milliseconds(500))
            gone = noticeBox(in: try await session.settledFrame(quiet: 0.2)) == nil
        }
        #expect(gone, "the hint never went")
        try await session.quit()
        // The negative control: the old start, fitted.
        let (fitted, old) = try await firstStroke(settings: "start_zoom = fit\n")
        defer { old.stop() }
        #expect(fitted < Self.visible, "fitted, the stroke's contrast is \(fitted)")
        try await old.quit()
    }

    @Test("the hint shows on the first start only")
    func hintOnce() async throws {
        let session = try await ChromeSession.start(width: 400, height: 300, interface: "chrome = shown\nhint = seen\n")
        defer { session.stop() }
        try await session.quit()
        #expect(!session.app.child.stdout.text.contains("F1: keys and help"))
    }

    @Test("a drag begun on the canvas that passes under the toolbar paints there; one begun on the toolbar paints nothing")
    func strokeUnderToolbar() async throws {
        let width = 400
        let session = try await ChromeSession.start(width: width, height: 300)
        defer { session.stop() }
        let band = ChromeSession.band(width: width)
        try await session.drag(Polyline([Point(x: 200, y: 200), Point(x: 200, y: 8), Point(x: 260, y: 200)]))
        let canvas = try await session.save()
        let under = StrokeCheck.paintedPixels(canvas).filter { $0.y < band.maxY }
        #expect(under.count > 20, "only \(under.count) pixels painted under the toolbar")
        try await session.key("Delete")
        // Begun on the band's empty end, dragged down onto the canvas.
        try await session.drag(Polyline([Point(x: 390, y: 20), Point(x: 390, y: 250), Point(x: 300, y: 250)]))
        #expect(StrokeCheck.paintedPixels(try await session.save()).isEmpty, "a drag from the toolbar painted")
        try await session.quit()
    }
}
