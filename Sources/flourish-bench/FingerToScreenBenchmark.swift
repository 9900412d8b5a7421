import FlourishFrameClock
import FlourishVirtualPen
import Foundation

/// `flourish-bench finger-to-screen`: a finger's pan measured from outside the app the way
/// `pen-to-ink` measures the pen (issue 31). A real Xorg (dummy video) with the `inputtest`
/// touch screen and pen, the app's window at 1:1; the pen paints a vertical red line first,
/// then one finger pans the canvas 8 px at a time every 30 ms, in rows of 40 moves back and
/// forth (lifted and set down again between rows), and the X framebuffer is read back
/// (XGetImage) where the line must show after each move: each move's time to the screen,
/// p50/p95/max (goal p95 within one frame, 8.33 ms at the 120 Hz cap), how many moves showed,
/// the frame's work over the same frames, and the CPU the app and the X server used. Every
/// renderer path asked for is measured (`gpu`, `software`).
struct FingerToScreenBenchmark: Benchmark {
    static let name = "finger-to-screen"

    let app: String
    let width = 800
    let height = 600
    let renderers: [String]
    /// Where the line is painted (window x at 1:1), and the row of the screen it is read on.
    let lineX = 100.0
    let readY = 300
    let step = 8.0
    let movesPerRow = 40

    init(options: BenchmarkOptions) {
        app = options.appPath ?? AppLauncher().app
        renderers = options.renderers
    }

    func setUp() throws {
        guard XorgServer.available else {
            throw BenchmarkUnavailable(
                "SKIP finger-to-screen: missing \(XorgServer.missingRequirements.joined(separator: ", ")) (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
            )
        }
        guard FileManager.default.isExecutableFile(atPath: app) else {
            throw BenchmarkFailure(description: "\(app) is missing: build the flourish product first")
        }
    }

    func run() throws {
        print(
            "finger to screen, from outside: Xorg (dummy video) with the inputtest touch screen, an \(width)x\(height) window at 1:1, one finger panning 8 px every 30 ms, the framebuffer read (XGetImage) where the painted line must show after each move"
        )
        print("  app: \(app)")
        for renderer in renderers {
            let server = try XorgServer.launch()
            defer { server.stop() }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flourish-finger-\(getpid())-\(renderer)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let measured = try measure(server: server, folder: folder, renderer: renderer, moves: 100, interval: 0.030)
            report(renderer: renderer, measured)
        }
    }

    struct Measured {
        var outside: [Double]
        var moves: Int
        var shown: Int
        var work: [Double]
        var appCPU: Double
        var serverCPU: Double
        var rendererLine: String
    }

    private func measure(server: XorgServer, folder: URL, renderer: String, moves: Int, interval: Double) throws -> Measured {
        let brush = try InkBrush.write(in: folder.path)
        let launched = try XorgWindowApp.launch(
            app: app, server: server, folder: folder, settings: InkBrush.settings + "renderer = \(renderer)\n", width: width,
            height: height, extra: ["--brush", brush])
        defer { launched.stop() }
        let origin = launched.origin
        let screen = try FramebufferProbe(display: server.name)
        func valuators(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            (
                (Double(origin.x) + x) * TabletScreenMapping.axisSpan / Double(server.screenWidth),
                (Double(origin.y) + y) * TabletScreenMapping.axisSpan / Double(server.screenHeight)
            )
        }
        func lineShown(at x: Double) -> Bool {
            screen.pixel(x: origin.x + Int(x.rounded()), y: origin.y + readY).map(InkBrush.isInk) ?? false
        }

        // The line, painted with the pen from top to bottom.
        let pen = try server.device(.stylus)
        var v = valuators(lineX, 100)
        try pen.motion(x: v.x, y: v.y, pressure: 0)
        try pen.button(1, pressed: true, x: v.x, y: v.y, pressure: 800)
        for y in stride(from: 104.0, through: 500, by: 4) {
            v = valuators(lineX, y)
            try pen.motion(x: v.x, y: v.y, pressure: 800)
            usleep(2000)
        }
        try pen.button(1, pressed: false, x: v.x, y: v.y, pressure: 0)
        try pen.sync()
        let penDone = WaitClock.now()
        let shownBy = WaitClock.now() + 5
        while !lineShown(at: lineX), WaitClock.now() < shownBy { usleep(5000) }
        guard lineShown(at: lineX) else { throw BenchmarkFailure(description: "the pen's line never showed") }
        // Palm rejection ignores fingers for 0.5 s after the pen's last event.
        MonotonicClock.sleep(until: penDone + 0.6)

        let finger = try server.device(.touch)
        let cpuBefore = (PenToInkBenchmark.cpuSeconds(launched.process.processIdentifier), PenToInkBenchmark.cpuSeconds(server.processIdentifier))
        let began = WaitClock.now()
        var offset = 0.0
        var outside: [Double] = []
        var next = WaitClock.now()
        var done = 0
        var row = 0
        while done < moves {
            let direction = row % 2 == 0 ? 1.0 : -1.0
            let anchor = (x: 400.0, y: Double(readY))
            let start = offset
            var f = valuators(anchor.x, anchor.y)
            try finger.touch(0, .begin, x: f.x, y: f.y)
            for i in 1...min(movesPerRow, moves - done) {
                next += interval
                offset = start + direction * step * Double(i)
                f = valuators(anchor.x + offset - start, anchor.y)
                let sent = WaitClock.now()
                try finger.touch(0, .update, x: f.x, y: f.y)
                while WaitClock.now() < next - 0.001 {
                    if lineShown(at: lineX + offset) {
                        outside.append((WaitClock.now() - sent) * 1000)
                        break
                    }
                }
                MonotonicClock.sleep(until: next)
                done += 1
            }
            try finger.touch(0, .end, x: f.x, y: f.y)
            try finger.sync()
            row += 1
        }
        let seconds = WaitClock.now() - began
        let cpuAfter = (PenToInkBenchmark.cpuSeconds(launched.process.processIdentifier), PenToInkBenchmark.cpuSeconds(server.processIdentifier))
        let report = try launched.finish()
        // The report's frame times count from the app's launch: the pan's frames are the ones
        // after the last frame that carried the pen's samples.
        let penFrames = report.frames.lastIndex { $0.samples > 0 }.map { $0 + 1 } ?? 0
        let work = report.frames[penFrames...].map { $0.total * 1000 }
        return Measured(
            outside: outside, moves: moves, shown: outside.count, work: work,
            appCPU: (cpuAfter.0 - cpuBefore.0) / seconds * 100, serverCPU: (cpuAfter.1 - cpuBefore.1) / seconds * 100,
            rendererLine: launched.rendererLine)
    }

    private func report(renderer: String, _ m: Measured) {
        print("  renderer = \(renderer): \(m.rendererLine)")
        print(String(
            format: "    pans every 30 ms: %d of %d moves on screen; move to screen %@ (goal p95 <= 8.33, one frame); the frame's work %@; ratio p95 %.2f",
            m.shown, m.moves, PenToInkBenchmark.summary(m.outside), PenToInkBenchmark.summary(m.work),
            percentile(m.outside, 0.95) / percentile(m.work, 0.95)))
        print(String(
            format: "      CPU while panning: app %.1f%% + X server %.1f%% of one core; %d frames drawn",
            m.appCPU, m.serverCPU, m.work.count))
    }
}
