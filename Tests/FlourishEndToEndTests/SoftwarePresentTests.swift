import FlourishFrameStats
import FlourishImage
import FlourishVirtualPen
import Foundation
import Testing

/// The software path redraws and sends only what a frame changed: what the X server shows
/// must still be, pixel for pixel, the whole frame the app drew.
@Suite(
    "The software path under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct SoftwarePresentTests {
    @Test(
        "the screen is the frame drawn: a stroke, a hover and a leave sent as damaged rectangles leave nothing stale",
        arguments: [("software", 0), ("gpu", 0), ("software", -2), ("software", 3), ("software", 4)])
    func screenIsTheFrame(renderer: String, wheelClicks: Int) async throws {
        let session = try await InteractiveSession.start(extra: ["--renderer", renderer, "--brush", "classic/pen"])
        defer { session.stop() }
        // Zoomed out or in by steps of 2^(1/4) (0.71x and 1.68x, drawn filtered, where a
        // change reaches a pixel or two around it; 2x, drawn in parts aligned to the scale).
        if wheelClicks != 0 {
            try await session.wheel(up: wheelClicks > 0, clicks: abs(wheelClicks), at: 200, 150)
            try await session.movePointerAway()
        }
        let corner = try await session.xdo.origin(of: session.window)
        let screen = try FramebufferProbe(display: session.display.name)
        func onScreen() throws -> RGBAImage {
            try #require(screen.image(x: corner.x, y: corner.y, width: 400, height: 300), "XGetImage failed")
        }
        let blank = try await session.settledFrame()
        #expect(differingColours(try onScreen(), blank) == 0, "the first frame is not what the screen shows")

        let path = Polyline([Point(x: 40, y: 60), Point(x: 200, y: 230), Point(x: 360, y: 90)])
        try await session.drag(path)
        try await session.movePointer(toWindowX: 300, 200)
        let hovering = try await session.settledFrame()
        let hoverScreen = try onScreen()
        // The negative control: the stroke and the ring changed the picture.
        #expect(differingColours(hoverScreen, blank) > 500, "the stroke does not show on screen")
        #expect(differingColours(hoverScreen, hovering) == 0, "the screen is not the frame after a stroke and a hover")

        try await session.movePointerAway()
        let left = try await session.settledFrame()
        #expect(differingColours(try onScreen(), left) == 0, "the screen is not the frame after the pointer left")
        #expect(differingColours(left, hovering) > 0, "the ring did not go when the pointer left")
        // A frame drawn whole (the overlay shown and hidden again: each toggle redraws the
        // window) is the picture the rectangles built up: none was missed.
        try await session.key("F3")
        try await session.key("F3")
        let redrawn = try await session.settledFrame()
        #expect(differingColours(redrawn, left) == 0, "the frames drawn in part differ from the frame drawn whole")
        #expect(differingColours(try onScreen(), redrawn) == 0)
        try await session.quit()

        let report = try RunReport.read(from: session.app.statsPath)
        let window = 400 * 300
        let painting = report.frames.dropFirst().filter { $0.samples > 0 }
        #expect(!painting.isEmpty)
        if renderer == "software" {
            #expect(report.renderer == "software")
            // A stroke's frame sends its dabs and the ring, not the window.
            let sent = painting.map(\.presentedPixels).sorted()
            #expect(sent[sent.count / 2] < window / 10, "a painting frame sent \(sent[sent.count / 2]) of \(window) pixels (median)")
        } else {
            #expect(report.renderer != "software")
            #expect(painting.allSatisfy { $0.presentedPixels == window }, "the GPU path sends whole frames")
        }
    }
}
