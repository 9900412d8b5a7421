import FlourishImage
import Testing

/// The stabilizer through the real window under Xvfb: the same jittery line drawn with it off
/// and at full strength (Shift+] ten times), the second hugging the straight line it jitters
/// about.
///
/// The stabilizer lags in time (0.25 s × strength²), and xdotool's moves reach the app at the
/// machine's pace: on a loaded machine, gaps of 60 ms and more between samples come, which at
/// 0.5 (a 62 ms lag) leave little to smooth, so the line drawn then depended on the load. At
/// full strength (250 ms) those gaps are still well inside the lag.
@Suite(
    "The stabilizer in the window under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct StabilizerWindowTests {
    /// A straight line at height `y` from x 40 to 360, each vertex 8 px on and up to 5 px off
    /// it, from a fixed seed (a linear congruential generator, so every run draws the same).
    static func jitteryLine(y: Double) -> Polyline {
        var state: UInt32 = 12345
        func next() -> Double {
            state = state &* 1_103_515_245 &+ 12345
            return Double((state >> 16) & 0x7FFF) / 32767 * 2 - 1
        }
        return Polyline(stride(from: 40.0, through: 360, by: 8).map { Point(x: $0, y: y + 5 * next()) })
    }

    /// The root mean square distance of each column's ink centre from height `y`, over the
    /// columns from 70 to 330 (away from the ends), in rows y - 30 ..< y + 30.
    static func deviation(_ image: RGBAImage, y: Int) -> (rms: Double, columns: Int) {
        var sum = 0.0
        var columns = 0
        for x in 70..<330 {
            var weight = 0.0
            var moment = 0.0
            for row in (y - 30)..<(y + 30) {
                let a = Double(image.pixel(x: x, y: row).a)
                weight += a
                moment += a * Double(row)
            }
            guard weight > 0 else { continue }
            let centre = moment / weight
            sum += (centre - Double(y)) * (centre - Double(y))
            columns += 1
        }
        return (columns > 0 ? (sum / Double(columns)).squareRoot() : .infinity, columns)
    }

    @Test("at full strength a jittery line's ink keeps closer to the straight line than with it off, and reaches the pen's last point")
    func steadierLine() async throws {
        let session = try await InteractiveSession.start(extra: ["--brush", "classic/pen"])
        defer { session.stop() }
        let off = Self.jitteryLine(y: 80)
        let on = Self.jitteryLine(y: 210)
        try await session.drag(off)
        for _ in 0..<10 { try await session.key("shift+bracketright") }
        try await session.drag(on)
        try await session.movePointerAway()
        let canvas = try await session.save()
        try await session.quit()
        let (rough, roughColumns) = Self.deviation(canvas, y: 80)
        let (steady, steadyColumns) = Self.deviation(canvas, y: 210)
        #expect(roughColumns > 200 && steadyColumns > 200, "the lines are missing columns: \(roughColumns), \(steadyColumns)")
        print("stabilizer in the window: ink centre RMS off \(rough) px, at full strength \(steady) px, factor \(rough / steady)")
        #expect(steady < rough * 0.75, "at full strength the line deviates \(steady) px, off \(rough) px")
        // The ink reaches the pen's last point: the stroke ends where the pen did.
        let last = on.vertices[on.vertices.count - 1]
        var reached = false
        for dy in -4...4 {
            for dx in -4...4 where canvas.pixel(x: Int(last.x) + dx, y: Int(last.y) + dy).a > 0 { reached = true }
        }
        #expect(reached, "no ink within 4 px of the pen's last point \(last)")
        let text = try String(contentsOfFile: session.app.recordingPath, encoding: .utf8)
        #expect(text.contains("\nt "), "the stabilizer's changes were not recorded")
    }
}
