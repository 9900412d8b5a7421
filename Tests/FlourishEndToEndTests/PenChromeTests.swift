import FlourishImage
import FlourishPanels
import FlourishVirtualPen
import Foundation
import Testing

/// The chrome with a pen and no keyboard, on Xorg with the virtual stylus: a hover over a
/// toolbar button shows its tooltip, a tap on it acts, the upper side button opens the pop-up
/// palette where the pen is, and a tap there picks. What the screen shows is read back from
/// the X server.
@Suite(
    "The toolbar and the palette with a pen, on Xorg with a virtual pen", .serialized,
    .enabled(
        if: TabletTools.available,
        "needs Xorg with the dummy and inputtest drivers, xinput and xdotool (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
    ))
struct PenChromeTests {
    let width = 800
    let height = 600

    /// Waits until the window's pixels in `rect` satisfy `done`; whether they came to.
    func screen(
        _ session: TabletSession, _ probe: FramebufferProbe, _ rect: ChromeRect, until done: @escaping (RGBAImage) -> Bool
    ) async -> Bool {
        await waitUntil(timeout: 10) {
            guard let image = probe.image(
                x: session.origin.x + rect.x, y: session.origin.y + rect.y, width: rect.width, height: rect.height)
            else { return false }
            return done(image)
        }
    }

    func darkPixels(_ image: RGBAImage) -> Int {
        ChromeSession.darkPixels(image, in: ChromeRect(x: 0, y: 0, width: image.width, height: image.height))
    }

    /// Waits until the title satisfies `done`; whether it came to.
    func title(_ session: TabletSession, until done: @escaping (String) -> Bool) async -> Bool {
        let deadline = scaledDeadline(after: 10)
        while monotonicNow() < deadline {
            if let title = try? await session.xdo.title(of: session.window), done(title) { return true }
            try? await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    /// A tap of the pen's tip at window point `at`, hovering in first.
    func tap(_ stylus: VirtualPointerDevice, at: (x: Double, y: Double), _ session: TabletSession) throws {
        let v = session.valuators(x: at.x, y: at.y)
        try stylus.motion(x: v.x, y: v.y, pressure: 0)
        try stylus.button(1, pressed: true, x: v.x, y: v.y, pressure: 600)
        try stylus.button(1, pressed: false, x: v.x, y: v.y, pressure: 0)
        try stylus.sync()
    }

    @Test("the pen's hover shows a button's tooltip and its tap acts; its upper button opens the palette, where a tap picks")
    func penOnly() async throws {
        let session = try await TabletSession.start(width: width, height: height, interface: ChromeSession.shown)
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        let probe = try FramebufferProbe(display: session.server.name)
        let eraser = ChromeSession.button(.eraser, width: width)
        let band = ChromeSession.band(width: width)
        let tip = ChromeRect(x: eraser.x, y: band.maxY, width: 60, height: 12)

        // Hovering over the canvas: no tooltip (the negative control); over the button: its tooltip.
        let canvas = session.valuators(x: 400, y: 300)
        try stylus.motion(x: canvas.x, y: canvas.y, pressure: 0)
        try stylus.sync()
        #expect(await screen(session, probe, tip) { darkPixels($0) == 0 }, "a tooltip with the pen over the canvas")
        let over = session.valuators(x: Double(eraser.x + eraser.width / 2), y: Double(eraser.y + eraser.height / 2))
        try stylus.motion(x: over.x, y: over.y, pressure: 0)
        try stylus.sync()
        #expect(await screen(session, probe, tip) { darkPixels($0) > 300 }, "no tooltip under the hovering pen")

        // A tap on the button: eraser mode, as the title says.
        try tap(stylus, at: (Double(eraser.x + eraser.width / 2), Double(eraser.y + eraser.height / 2)), session)
        #expect(await title(session) { $0.contains("eraser mode") }, "the pen's tap on the eraser button did nothing")

        // The upper side button over the canvas: the palette, at the pen.
        let at = (x: 380.0, y: 330.0)
        let v = session.valuators(x: at.x, y: at.y)
        try stylus.motion(x: v.x, y: v.y, pressure: 0)
        try stylus.button(3, pressed: true, x: v.x, y: v.y, pressure: 0)
        try stylus.button(3, pressed: false, x: v.x, y: v.y, pressure: 0)
        try stylus.sync()
        let layout = PaletteLayout(pointer: at, window: (width, height), scale: .one)
        let ring = layout.position(hue: 0, shade: 0.5)
        let red = ChromeRect(x: Int(ring.x) - 1, y: Int(ring.y) - 1, width: 3, height: 3)
        let opened = await screen(session, probe, red) { image in
            let p = image.pixel(x: 1, y: 1)
            return p.r > 200 && p.g < 60 && p.b < 60
        }
        #expect(opened, "no palette at the pen after its upper button")

        // A tap on slot 3 picks it: the palette closes, the title names the marker.
        let three = layout.slotCenter(2)
        try tap(stylus, at: three, session)
        #expect(await title(session) { $0.hasPrefix("Flourish — 3: classic/marker_fat") }, "the pen's tap on slot 3 picked nothing")
        #expect(await screen(session, probe, red) { ChromeSession.isPaper($0.pixel(x: 1, y: 1)) }, "the palette stayed open")
        let outcome = try await session.finish()
        // Every tap was the chrome's or the palette's: nothing was painted.
        #expect(StrokeCheck.paintedPixels(outcome.canvas).isEmpty, "a tap on the chrome painted")
    }
}
