import FlourishImage
import Testing

/// Messages reach the window, not only stderr: a refused command shows on a dark box at the
/// bottom left for as long as it takes to read, and then goes.
@Suite(
    "Notices in the window under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct NoticeTests {
    /// Dark pixels in the window's bottom-left corner, where a notice's box lies (paper and
    /// the margin around the canvas are light or mid grey).
    func darkCorner(_ image: RGBAImage) -> Int {
        var count = 0
        for y in (image.height - 40)..<(image.height - 12) {
            for x in 12..<160 {
                let p = image.pixel(x: x, y: y)
                if Int(p.r) + Int(p.g) + Int(p.b) < 200 { count += 1 }
            }
        }
        return count
    }

    @Test("Shift+Delete on the only layer: the refusal shows at the bottom left, then goes by itself")
    func refusalShowsAndGoes() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.movePointerAway()
        let before = try await session.settledFrame()
        // The negative control: no notice, no dark corner.
        #expect(darkCorner(before) == 0, "the corner is dark before anything was said")
        try await session.key("shift+Delete")
        let refused = await waitUntil(timeout: 10) { session.app.child.stderr.text.contains("the only layer cannot be deleted") }
        #expect(refused, "the refusal was not said")
        let shown = try await session.settledFrame()
        #expect(darkCorner(shown) > 1000, "no notice box in the corner: \(darkCorner(shown)) dark pixels")
        // It goes by itself: the loop wakes for it, with no input.
        var gone = false
        for _ in 0..<40 where !gone {
            try await Task.sleep(for: .milliseconds(500))
            gone = darkCorner(try await session.settledFrame(quiet: 0.2)) == 0
        }
        #expect(gone, "the notice never went")
        try await session.quit()
    }
}
