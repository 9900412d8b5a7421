import FlourishAppCore
import FlourishImage
import FlourishPanels
import FlourishVirtualPen
import Foundation
import Testing

/// The toolbar in the real window under Xvfb: every control clicked as a painter would, and
/// what it did checked in the title, the saved canvas, the frames or the figures.
@Suite(
    "The toolbar's controls under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct ToolbarWindowTests {
    let width = 800
    let stroke = Polyline([Point(x: 150, y: 250), Point(x: 650, y: 400)])
    /// Below the toolbar, where the panels open.
    let below = ChromeRect(x: 0, y: 60, width: 800, height: 540)

    func click(_ control: ToolbarControl, _ session: InteractiveSession) async throws {
        try await ChromeSession.click(control, in: session, width: width)
    }

    /// The button of `control` shows as on (the panel it opened is open): its corner is blue.
    func isOn(_ control: ToolbarControl, in frame: RGBAImage) -> Bool {
        let button = ChromeSession.button(control, width: width)
        let p = frame.pixel(x: button.x + 2, y: button.y + 2)
        return p.r == 58 && p.g == 82 && p.b == 128
    }

    @Test("undo, redo, eraser, symmetry, mirror, upright, fit, 1:1 and save do what their keys do")
    func actions() async throws {
        let session = try await ChromeSession.start(width: width, height: 600, canvas: (1200, 1200))
        defer { session.stop() }
        let first = try await session.settledFrame()
        // The toolbar is there: its band's empty end is its dark grey; the canvas below is paper.
        let band = ChromeSession.band(width: width)
        #expect(first.pixel(x: width - 5, y: band.height / 2) == (30, 30, 36, 255))
        #expect(ChromeSession.isPaper(first.pixel(x: width - 5, y: band.height + 5)))

        try await session.drag(stroke)
        try await click(.undo, session)
        #expect(StrokeCheck.paintedPixels(try await session.save()).isEmpty, "Undo left the stroke")
        try await click(.redo, session)
        let painted = StrokeCheck.paintedPixels(try await session.save()).count
        #expect(painted > 300, "Redo brought back \(painted) pixels")

        try await click(.eraser, session)
        try await ChromeSession.title(of: session, "said eraser mode") { $0.contains("eraser mode") }
        try await session.drag(stroke)
        let erased = StrokeCheck.paintedPixels(try await session.save()).count
        #expect(erased < painted / 2, "the eraser left \(erased) of \(painted) pixels")
        try await click(.eraser, session)
        try await ChromeSession.title(of: session, "left eraser mode") { !$0.contains("eraser mode") }

        try await click(.symmetry, session)
        try await ChromeSession.title(of: session, "said symmetry") { $0.contains("symmetry vertical") }
        try await click(.mirror, session)
        try await ChromeSession.title(of: session, "said mirrored") { $0.contains("mirrored") }
        try await click(.mirror, session)
        try await ChromeSession.title(of: session, "lost mirrored") { !$0.contains("mirrored") }
        try await session.key("ctrl+Right")
        try await ChromeSession.title(of: session, "said turned") { $0.contains("turned 15°") }
        try await click(.upright, session)
        try await ChromeSession.title(of: session, "lost turned") { !$0.contains("turned") }

        // 1:1 on a 1200x1200 canvas fills the window with paper; fitted, the desk shows beside it.
        let beside = (x: 50, y: 300)
        #expect(ChromeSession.isPaper(try await session.settledFrame().pixel(x: beside.x, y: beside.y)))
        try await click(.fit, session)
        #expect(!ChromeSession.isPaper(try await session.settledFrame().pixel(x: beside.x, y: beside.y)), "Fit left the view")
        try await click(.actualSize, session)
        #expect(ChromeSession.isPaper(try await session.settledFrame().pixel(x: beside.x, y: beside.y)), "1:1 did not come back")

        let saved = "flourish: saved \(session.app.canvasPath)"
        let before = session.app.child.stdout.lines.filter { $0.hasPrefix(saved) }.count
        try await click(.save, session)
        try await session.waitForLines(startingWith: saved, count: before + 1)
        try await session.quit()
    }

    @Test("brushes, colour, layers, new and help open their panels, shown as on in the toolbar; Escape closes them")
    func panels() async throws {
        let session = try await ChromeSession.start(width: width, height: 600)
        defer { session.stop() }
        let closed = try await session.settledFrame()
        let quiet = ChromeSession.darkPixels(closed, in: below)
        #expect(quiet < 100, "\(quiet) dark pixels with no panel open")
        let middle = ChromeRect(x: 280, y: 180, width: 240, height: 240)
        #expect(ChromeSession.distinctColors(closed, in: middle) < 10)
        for control in [ToolbarControl.brushes, .color, .layers, .new, .help] {
            try await click(control, session)
            // The brush chooser counts an opening once its previews are all up (read on a thread
            // of their own): on a loaded machine that takes longer than a settled frame's wait.
            let open = control == .brushes
                ? try await session.frame(showing: { ChromeSession.distinctColors($0, in: below) > 1000 })
                : try await session.settledFrame()
            #expect(isOn(control, in: open), "\(control)'s button is not on")
            if control == .brushes {
                let colors = ChromeSession.distinctColors(open, in: below)
                #expect(colors > 1000, "the brush chooser shows \(colors) colours: its previews never came")
            }
            if control == .color {
                let colors = ChromeSession.distinctColors(open, in: middle)
                #expect(colors > 500, "the colour panel shows \(colors) colours")
            } else {
                let dark = ChromeSession.darkPixels(open, in: below)
                #expect(dark > 10000, "\(control): \(dark) dark pixels, no panel")
            }
            try await session.key("Escape")
            // The pointer leaves the button, and its tooltip goes with it.
            try await session.movePointerAway()
            let again = try await session.settledFrame()
            #expect(!isOn(control, in: again), "\(control)'s button stayed on")
            #expect(ChromeSession.darkPixels(again, in: below) < 100, "\(control)'s panel stayed open")
        }
        try await session.quit()
        #expect(try RunReportFile.read(session).chooserOpenings.count == 1)
    }

    @Test(
        "Open asks the desktop's file chooser for a painting",
        .enabled(if: StandInPortal.unavailability == nil, "\(StandInPortal.unavailability ?? "")"))
    func open() async throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let home = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: home) }
        try portal.answer(1, "cancel")
        let session = try await ChromeSession.start(
            width: width, height: 600,
            environment: ["DBUS_SESSION_BUS_ADDRESS": portal.bus.address, "HOME": home, "PATH": "/nonexistent"])
        defer { session.stop() }
        try await click(.open, session)
        guard await waitUntil(timeout: 20, { portal.requests.count >= 1 }) else {
            throw HarnessError("the portal was asked nothing\n\(portal.errors)")
        }
        #expect(portal.requests[0].method == "OpenFile")
        try await session.quit()
    }
}
