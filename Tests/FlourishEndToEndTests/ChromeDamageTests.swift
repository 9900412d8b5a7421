import FlourishImage
import FlourishPanels
import FlourishVirtualPen
import Foundation
import Testing

/// The chrome on the software path, which sends the X server only the rectangles a frame
/// changed: the toolbar and its tooltips are drawn again only where they changed, and what
/// the screen shows is still the whole frame the app drew.
@Suite(
    "The chrome on the software path under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct ChromeDamageTests {
    let width = 800
    let height = 600

    @Test("the screen is the frame drawn: a tooltip that comes and goes, a stroke passing under the toolbar")
    func screenIsTheFrame() async throws {
        let session = try await ChromeSession.start(width: width, height: height, extra: ["--renderer", "software"])
        defer { session.stop() }
        let corner = try await session.xdo.origin(of: session.window)
        let screen = try FramebufferProbe(display: session.display.name)
        func onScreen() throws -> RGBAImage {
            try #require(screen.image(x: corner.x, y: corner.y, width: width, height: height), "XGetImage failed")
        }
        try await session.movePointer(toWindowX: 400, 400)
        let blank = try await session.settledFrame()
        #expect(differingColours(try onScreen(), blank) == 0, "the first frame is not what the screen shows")

        // The pointer over the layers button: its tooltip shows under the band.
        let layers = ChromeSession.button(.layers, width: width)
        let band = ChromeSession.band(width: width)
        let tip = ChromeRect(x: layers.x, y: band.maxY, width: 60, height: 12)
        try await session.movePointer(toWindowX: layers.x + layers.width / 2, layers.y + layers.height / 2)
        let hovered = try await session.settledFrame()
        #expect(differingColours(try onScreen(), hovered) == 0, "the screen is not the frame with a tooltip")
        #expect(ChromeSession.darkPixels(hovered, in: tip) > 300, "no tooltip under the layers button")
        #expect(ChromeSession.darkPixels(blank, in: tip) == 0, "the negative control: no tooltip before")

        // Back over the canvas: the tooltip goes, and nothing of it stays on screen.
        try await session.movePointer(toWindowX: 400, 400)
        let left = try await session.settledFrame()
        #expect(differingColours(try onScreen(), left) == 0, "the screen is not the frame after the tooltip went")
        #expect(ChromeSession.darkPixels(left, in: tip) == 0, "the tooltip stayed")

        // A stroke begun on the canvas, under the toolbar and back: the toolbar stays on top.
        try await session.drag(Polyline([Point(x: 300, y: 300), Point(x: 700, y: 10), Point(x: 760, y: 300)]))
        try await session.movePointer(toWindowX: 400, 400)
        let stroked = try await session.settledFrame()
        #expect(differingColours(try onScreen(), stroked) == 0, "the screen is not the frame after a stroke under the toolbar")
        // Where the stroke passed under the band, the band shows.
        #expect(stroked.pixel(x: 701, y: 21) == (30, 30, 36, 255), "the stroke shows over the toolbar")
        try await session.quit()
    }

    /// The pixels sent per frame that carried samples, for one drag, the toolbar shown or not.
    func strokeFrames(toolbar shown: Bool) async throws -> [Int] {
        let session = try await ChromeSession.start(
            width: width, height: height, interface: shown ? ChromeSession.shown : FlourishApp.chromeHidden,
            extra: ["--renderer", "software"])
        defer { session.stop() }
        try await session.drag(Polyline([Point(x: 100, y: 300), Point(x: 700, y: 500)]))
        try await session.quit()
        return try RunReportFile.read(session).frames.filter { $0.samples > 0 }.map(\.presentedPixels).sorted()
    }

    @Test("a stroke's frames send about as much of the window with the toolbar shown as hidden: the toolbar is not sent again")
    func strokeFramesLeaveTheChrome() async throws {
        let shown = try await strokeFrames(toolbar: true)
        let hidden = try await strokeFrames(toolbar: false)
        try #require(!shown.isEmpty && !hidden.isEmpty, "no frame carried samples")
        let (withToolbar, without) = (shown[shown.count / 2], hidden[hidden.count / 2])
        let band = ChromeSession.band(width: width)
        #expect(withToolbar > 0, "the frames sent nothing")
        // The toolbar drawn again with each frame would send its band (27,200 pixels) each time.
        #expect(withToolbar < band.width * band.height / 4, "a stroke's frame sends \(withToolbar) pixels")
        // How many samples a frame carries varies with the machine's load, and with it the
        // rectangle each sends; the toolbar's band would be a difference of its whole area.
        #expect(
            abs(withToolbar - without) < band.width * band.height / 4,
            "a stroke's frame sends \(withToolbar) pixels with the toolbar, \(without) without")
    }
}
