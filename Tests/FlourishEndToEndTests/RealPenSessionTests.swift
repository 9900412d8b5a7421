import FlourishSamples
import Foundation
import Testing

/// `../shared/data/wacom-x201t/x201t-evtest-full.txt`: a real Wacom ISDv4 pen and eraser
/// session (evtest log, ~144 Hz, pressure 0..255), or nil where ../shared is absent.
let x201tSession: String? = {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let path = root.deletingLastPathComponent().appendingPathComponent("shared/data/wacom-x201t/x201t-evtest-full.txt").path
    return FileManager.default.fileExists(atPath: path) ? path : nil
}()

@Suite(
    "A real Wacom session through the virtual pen", .serialized,
    .enabled(
        if: TabletTools.available,
        "needs Xorg with the dummy and inputtest drivers, xinput and xdotool (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
    ),
    .enabled(if: x201tSession != nil, "../shared/data/wacom-x201t/x201t-evtest-full.txt is absent: skipped"))
struct RealPenSessionTests {
    /// The evtest frames go to the stylus or eraser device with their real timing: a frame
    /// that changes the tip becomes a button event, one that moves or presses a motion. The
    /// app must record exactly those, in order, with the same tool, tip and pressure.
    @Test("the X201T session replays sample for sample: 5 pen strokes, 3 eraser passes")
    func x201tSessionReplays() async throws {
        let log = try EvtestLog(path: try #require(x201tSession))
        let sent = log.frames.filter { $0.tool != nil && ($0.moved || $0.touchChanged) }
        #expect(sent.count > 900, "the log has \(sent.count) frames with a tool in proximity")

        // Map the part of the tablet the hand used onto a 640x480 window, keeping its shape
        // (the sensor's units are square: 100 per mm on both axes).
        let xs = sent.map(\.x)
        let ys = sent.map(\.y)
        let (minX, maxX, minY, maxY) = (Double(xs.min()!), Double(xs.max()!), Double(ys.min()!), Double(ys.max()!))
        let scale = min(560 / (maxX - minX), 400 / (maxY - minY))
        func window(_ f: EvtestLog.Frame) -> Point {
            Point(
                x: 320 + (Double(f.x) - (minX + maxX) / 2) * scale,
                y: 240 + (Double(f.y) - (minY + maxY) / 2) * scale)
        }

        let session = try await TabletSession.start(width: 640, height: 480)
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        let eraser = try session.server.device(.eraser)
        let start = monotonicNow() + 0.1
        let t0 = sent[0].time
        for (index, frame) in sent.enumerated() {
            sleep(until: start + frame.time - t0)
            let device = frame.tool == .eraser ? eraser : stylus
            let p = window(frame)
            let v = session.valuators(x: p.x, y: p.y)
            let pressure = Double(frame.pressure) * 1000 / Double(log.maxPressure)
            if frame.touchChanged {
                try device.button(1, pressed: frame.touching, x: v.x, y: v.y, pressure: pressure)
            } else {
                try device.motion(x: v.x, y: v.y, pressure: pressure)
            }
            if index % 200 == 199 { try device.sync() }
        }
        try stylus.sync()
        try eraser.sync()
        let outcome = try await session.finish()

        // Sample for sample: count, order, tool, tip and pressure.
        let samples = outcome.recording.samples
        try #require(samples.count == sent.count, "\(samples.count) samples recorded for \(sent.count) frames sent")
        var mismatches: [String] = []
        for (i, (sample, frame)) in zip(samples, sent).enumerated() {
            let tool: Tool = frame.tool == .eraser ? .eraser : .pen
            let pressure = Double(frame.pressure) / Double(log.maxPressure)
            // While the tip is up the engine ignores pressure; compare it where it paints.
            let pressureOK = !frame.touching || abs(sample.pressure - pressure) < 1e-6
            let p = window(frame)
            if sample.tool != tool || sample.isDown != frame.touching || !pressureOK
                || abs(sample.x - p.x) > 0.01 || abs(sample.y - p.y) > 0.01
            {
                mismatches.append("#\(i): got \(sample.tool) down=\(sample.isDown) p=\(sample.pressure) at \(sample.x),\(sample.y); sent \(tool) down=\(frame.touching) p=\(pressure) at \(p)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) samples differ from the frames sent: \(mismatches.prefix(5))")

        // The strokes, as the log has them: runs of tip-down frames per tool.
        var strokes: [(tool: EvtestLog.Tool, points: [Point])] = []
        var previousDown = false
        for frame in sent {
            if frame.touching, let tool = frame.tool {
                if !previousDown || strokes.last?.tool != tool { strokes.append((tool, [])) }
                strokes[strokes.count - 1].points.append(window(frame))
            }
            previousDown = frame.touching
        }
        let pen = strokes.filter { $0.tool == .pen }
        let erasing = strokes.filter { $0.tool == .eraser }
        #expect(pen.count == 5 && erasing.count == 3, "\(pen.count) pen strokes and \(erasing.count) eraser passes")

        // The picture: every pen stroke shows along most of its length...
        let canvas = outcome.canvas
        for (n, stroke) in pen.enumerated() {
            let covered = stroke.points.filter { StrokeCheck.hasPaint(near: $0, within: 3, in: canvas) }
            #expect(covered.count * 10 >= stroke.points.count * 8, "pen stroke \(n + 1): paint near \(covered.count) of \(stroke.points.count) points")
        }
        // ...and the eraser passes left no paint of their own: where they went, the canvas is
        // clear (they erase; they never paint with the pen's brush).
        for (n, pass) in erasing.enumerated() {
            let painted = pass.points.filter { StrokeCheck.hasPaint(near: $0, within: 1, in: canvas) }
            #expect(painted.isEmpty, "eraser pass \(n + 1) has paint at \(painted.prefix(3))")
        }
    }
}
