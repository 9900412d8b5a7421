import FlourishFrameClock
import FlourishFrameStats
import FlourishVirtualPen
import Foundation

/// `flourish-bench pen-to-ink`: pen-to-ink latency measured from outside the app, as a painter
/// sees it (issue 16). A real Xorg (dummy video) with the `inputtest` virtual pen, the app's
/// window at 1:1 with a hard round 2 px brush (`InkBrush`), the pen tip moved 8 px at a time,
/// and the X framebuffer read back (XGetImage) where each new segment must show ink:
/// - moves every 30 ms, slower than the cap: each move's time to ink, p50/p95/max, and how
///   many moves were inked at all;
/// - moves every 4 ms (250 Hz): the age of the newest ink on screen each time the screen
///   shows new ink;
/// each next to the frame log's own figures from the same run (the newest sample's age at
/// present, the frame's work) and as a ratio to the frame's work; with the CPU the app and
/// the X server used while drawing, and the window pixels each frame sent. Every renderer
/// path is measured in the same run (`gpu`, `software`), and `auto` says which it takes here.
/// These runs have the chrome hidden (Tab), as before there was any; then the moves every 30 ms
/// and the unwatched 250 Hz are run with the toolbar shown and hidden in turn, and the two
/// compared (issue 30's goal: within 1.05x): the toolbar is drawn again only where it changed.
struct PenToInkBenchmark: Benchmark {
    static let name = "pen-to-ink"
    struct Failure: Error, CustomStringConvertible { let description: String }

    let app: String
    let width = 800
    let height = 600

    /// Which renderer paths to measure.
    let renderers: [String]

    /// The `flourish` to measure is `--app`'s (another build, e.g. an older commit's, for a
    /// before-and-after), by default the one built beside this benchmark.
    init(options: BenchmarkOptions) {
        app = options.appPath ?? AppLauncher().app
        renderers = options.renderers
    }

    func setUp() throws {
        guard XorgServer.available else {
            throw BenchmarkUnavailable("SKIP pen-to-ink: missing \(XorgServer.missingRequirements.joined(separator: ", ")) (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)")
        }
        guard FileManager.default.isExecutableFile(atPath: app) else {
            throw Failure(description: "\(app) is missing: build the flourish product first")
        }
    }

    func run() throws {
        print("pen to ink, from outside: Xorg (dummy video) with the inputtest pen, an \(width)x\(height) window at 1:1, a hard round 2 px brush, moves of 8 px, the framebuffer read (XGetImage) where each new segment must show ink")
        print("  app: \(app)")
        for renderer in renderers {
            let server = try XorgServer.launch()
            defer { server.stop() }
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flourish-pen-to-ink-\(getpid())-\(renderer)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let slow = try measure(server: server, folder: folder, renderer: renderer, phase: .everyMove(interval: 0.030, moves: 100))
            let fast = try measure(server: server, folder: folder, renderer: renderer, phase: .newestInk(interval: 0.004, moves: 500))
            let quiet = try measure(server: server, folder: folder, renderer: renderer, phase: .unwatched(interval: 0.004, moves: 500))
            let fastest = try measure(server: server, folder: folder, renderer: renderer, phase: .newestInk(interval: 0.001, moves: 1000))
            report(renderer: renderer, slow: slow, fast: fast, quiet: quiet, fastest: fastest)
            try compareToolbar(server: server, folder: folder, renderer: renderer)
        }
        let server = try XorgServer.launch()
        defer { server.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flourish-pen-to-ink-\(getpid())-auto")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let auto = try measure(server: server, folder: folder, renderer: "auto", phase: .everyMove(interval: 0.030, moves: 10))
        print("  renderer = auto (the default) takes here: \(auto.rendererLine)")
    }

    enum Phase {
        /// Each move waits for its ink (or for the next move): the time from move to ink.
        case everyMove(interval: Double, moves: Int)
        /// Moves on a fixed clock; the screen is watched for the newest move inked.
        case newestInk(interval: Double, moves: Int)
        /// Moves on a fixed clock and the screen left alone: what drawing costs the app and
        /// the X server without the reads (which are most of the server's work otherwise).
        case unwatched(interval: Double, moves: Int)
    }

    /// One app run's figures: from outside, ms, and the app's own report.
    struct Measured {
        var outside: [Double]
        var moves: Int
        var inked: Int
        var seconds: Double
        var appCPU: Double
        var serverCPU: Double
        var report: RunReport
        /// The renderer as the app's "ready" line names it (with the GL driver's own name).
        var rendererLine: String
        /// The frames that carried samples.
        var carrying: [FrameRecord] { report.frames.filter { $0.samples > 0 } }
    }

    // MARK: One run

    /// One app run; `toolbar`: with the chrome shown (else hidden, as Tab leaves it), the
    /// first start's hint seen either way (a message over the canvas makes every frame whole).
    func measure(
        server: XorgServer, folder: URL, renderer: String, phase: Phase, toolbar: Bool = false
    ) throws -> Measured {
        let brush = try InkBrush.write(in: folder.path)
        let launched = try XorgWindowApp.launch(
            app: app, server: server, folder: folder, settings: InkBrush.settings + "renderer = \(renderer)\n", width: width,
            height: height, extra: ["--brush", brush], interface: "chrome = \(toolbar ? "shown" : "hidden")\nhint = seen\n")
        defer { launched.stop() }
        let (process, origin, rendererLine) = (launched.process, launched.origin, launched.rendererLine)
        let pen = try server.device(.stylus)
        let screen = try FramebufferProbe(display: server.name)
        func valuators(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
            (
                (Double(origin.x) + x) * TabletScreenMapping.axisSpan / Double(server.screenWidth),
                (Double(origin.y) + y) * TabletScreenMapping.axisSpan / Double(server.screenHeight)
            )
        }
        func inked(_ point: (x: Double, y: Double)) -> Bool {
            screen.pixel(x: origin.x + Int(point.x), y: origin.y + Int(point.y)).map(InkBrush.isInk) ?? false
        }
        /// Puts the pen where `step` says: the tip pressed (raw pressure 800 of 1000), lifted,
        /// hovering or moving.
        func send(_ step: Step) throws {
            let v = valuators(step.to.x, step.to.y)
            switch step.kind {
            case .press: try pen.button(1, pressed: true, x: v.x, y: v.y, pressure: 800)
            case .release: try pen.button(1, pressed: false, x: v.x, y: v.y, pressure: 0)
            case .hover: try pen.motion(x: v.x, y: v.y, pressure: 0)
            case .move: try pen.motion(x: v.x, y: v.y, pressure: 800)
            }
        }
        // The pen hovers in first, so the window knows it and is idle before the first move.
        let start = valuators(60, 60)
        try pen.motion(x: start.x, y: start.y, pressure: 0)
        try pen.sync()
        usleep(300_000)

        let script = Self.strokes(phase: phase, width: width)
        let cpuBefore = (Self.cpuSeconds(process.processIdentifier), Self.cpuSeconds(server.processIdentifier))
        let began = WaitClock.now()
        var outside: [Double] = []
        var inkedMoves = 0
        switch phase {
        case .unwatched(let interval, _):
            var next = WaitClock.now()
            for step in script {
                MonotonicClock.sleep(until: next)
                next += interval
                try send(step)
            }
            // Every move is on screen by the time the last frame is: whatever is still
            // drawing counts too.
            usleep(50_000)
        case .everyMove(let interval, _):
            var next = WaitClock.now()
            for step in script {
                next += interval
                let sent = WaitClock.now()
                try send(step)
                if step.kind == .move {
                    let probe = InkBrush.probe(afterMovingFrom: step.from, to: step.to)
                    while WaitClock.now() < next - 0.001 {
                        if inked(probe) {
                            outside.append((WaitClock.now() - sent) * 1000)
                            inkedMoves += 1
                            break
                        }
                    }
                }
                MonotonicClock.sleep(until: next)
            }
        case .newestInk(let interval, _):
            // One thread sends on the clock and, between sends, watches the moves in order:
            // each time the screen shows moves not seen before, the newest of them is the
            // newest ink, as old as the time since it was sent. (A read takes a fraction of a
            // millisecond, so a send is never later than that.)
            let moves = script.indices.filter { script[$0].kind == .move }
            var sentAt = [Double](repeating: .nan, count: script.count)
            var sentCount = 0
            var seen = 0
            var next = WaitClock.now()
            let giveUp = next + interval * Double(script.count) + 2
            func probe(_ move: Int) -> (x: Double, y: Double) {
                InkBrush.probe(afterMovingFrom: script[moves[move]].from, to: script[moves[move]].to)
            }
            while seen < moves.count, WaitClock.now() < giveUp {
                if sentCount < script.count, WaitClock.now() >= next {
                    sentAt[sentCount] = WaitClock.now()
                    try send(script[sentCount])
                    sentCount += 1
                    next += interval
                    continue
                }
                guard moves[seen] < sentCount, inked(probe(seen)) else { continue }
                let shownAt = WaitClock.now()
                var newest = moves[seen]
                seen += 1
                while seen < moves.count, moves[seen] < sentCount, inked(probe(seen)) {
                    newest = moves[seen]
                    seen += 1
                }
                outside.append((shownAt - sentAt[newest]) * 1000)
            }
            inkedMoves = seen
            // The rest of the script (the last row's release), so the pen ends lifted.
            for step in script[sentCount...] { try send(step) }
        }
        try pen.sync()
        let seconds = WaitClock.now() - began
        let cpuAfter = (Self.cpuSeconds(process.processIdentifier), Self.cpuSeconds(server.processIdentifier))
        // SIGTERM is a way out like any other: the app saves, writes its figures and exits.
        let report = try launched.finish()
        let moveCount = script.filter { $0.kind == .move }.count
        return Measured(
            outside: outside, moves: moveCount, inked: inkedMoves, seconds: seconds,
            appCPU: (cpuAfter.0 - cpuBefore.0) / seconds * 100, serverCPU: (cpuAfter.1 - cpuBefore.1) / seconds * 100,
            report: report, rendererLine: rendererLine)
    }

    /// One step of the pen's script, in window pixels.
    struct Step {
        enum Kind { case hover, press, move, release }
        var kind: Kind
        var from: (x: Double, y: Double)
        var to: (x: Double, y: Double)
    }

    /// Horizontal rows of 8 px moves, 20 px apart, each row pressed at its start and released
    /// at its end, with a hover to the next row's start between.
    static func strokes(phase: Phase, width: Int) -> [Step] {
        let moves: Int
        switch phase {
        case .everyMove(_, let count), .newestInk(_, let count), .unwatched(_, let count): moves = count
        }
        let perRow = (width - 120) / 8
        var steps: [Step] = []
        var done = 0
        var row = 0
        while done < moves {
            let y = 80.0 + 20 * Double(row)
            var point = (x: 60.0, y: y)
            steps.append(Step(kind: .hover, from: point, to: point))
            steps.append(Step(kind: .press, from: point, to: point))
            for _ in 0..<min(perRow, moves - done) {
                let next = (x: point.x + 8, y: y)
                steps.append(Step(kind: .move, from: point, to: next))
                point = next
                done += 1
            }
            steps.append(Step(kind: .release, from: point, to: point))
            row += 1
        }
        return steps
    }

    // MARK: Figures

    private func report(renderer: String, slow: Measured, fast: Measured, quiet: Measured, fastest: Measured) {
        print("  renderer = \(renderer): \(slow.rendererLine)")
        let slowWork = slow.carrying.map { $0.total * 1000 }
        let slowAge = slow.carrying.compactMap(\.newestAge).map { $0 * 1000 }
        print(String(
            format: "    moves every 30 ms: %d of %d moves inked; move to ink %@ (goal p95 <= 8.33); the frame's work %@; ratio p95 %.2f",
            slow.inked, slow.moves, Self.summary(slow.outside), Self.summary(slowWork),
            percentile(slow.outside, 0.95) / percentile(slowWork, 0.95)))
        print(String(
            format: "      frame log: %d frames carried samples; newest sample's age at present %@; ratio p95 to the work %.2f",
            slow.carrying.count, Self.summary(slowAge), percentile(slowAge, 0.95) / percentile(slowWork, 0.95)))
        let fastWork = fast.carrying.map { $0.total * 1000 }
        let fastAge = fast.carrying.compactMap(\.newestAge).map { $0 * 1000 }
        let period = 1000 / 120.0
        print(String(
            format: "    moves every 4 ms: %d of %d moves inked; newest ink's age on screen %@ (goal p95 <= 12); ratio p95 (max) to a frame period + the work p95 %.2f (%.2f)",
            fast.inked, fast.moves, Self.summary(fast.outside),
            percentile(fast.outside, 0.95) / (period + percentile(fastWork, 0.95)),
            (fast.outside.max() ?? .nan) / (period + percentile(fastWork, 0.95))))
        print(String(
            format: "      frame log: %d frames carried samples; newest sample's age at present %@; the frame's work %@; ratio p95 age to work %.2f",
            fast.carrying.count, Self.summary(fastAge), Self.summary(fastWork),
            percentile(fastAge, 0.95) / percentile(fastWork, 0.95)))
        let fastestWork = fastest.carrying.map { $0.total * 1000 }
        print(String(
            format: "    moves every 1 ms: %d of %d moves inked in %.2f s; newest ink's age on screen %@; ratio max to a frame period + the work p95 %.2f; frame log: %d frames carried samples, newest sample's age %@",
            fastest.inked, fastest.moves, fastest.seconds, Self.summary(fastest.outside),
            (fastest.outside.max() ?? .nan) / (period + percentile(fastestWork, 0.95)), fastest.carrying.count,
            Self.summary(fastest.carrying.compactMap(\.newestAge).map { $0 * 1000 })))
        let sent = fast.carrying.map { Double($0.presentedPixels) }
        print(String(
            format: "    CPU while drawing at 250 Hz, the screen not read: app %.1f%% + X server %.1f%% = %.1f%% of one core (MyPaint 2.0.1 here, issue 16: 20%% + 4%%); ratio to MyPaint's %.2f; %d frames",
            quiet.appCPU, quiet.serverCPU, quiet.appCPU + quiet.serverCPU, (quiet.appCPU + quiet.serverCPU) / 24,
            quiet.carrying.count))
        // A build from before the figure existed reports 0 for every frame.
        let pixels =
            sent.contains { $0 > 0 }
            ? String(format: "%.0f of %d (%.1f%%)", percentile(sent, 0.5), width * height, percentile(sent, 0.5) / Double(width * height) * 100)
            : "not reported by this build"
        print(String(
            format: "      while read back at 250 Hz: app %.1f%% + X server %.1f%%; at 30 ms: app %.1f%% + X server %.1f%%; pixels sent per frame p50 %@",
            fast.appCPU, fast.serverCPU, slow.appCPU, slow.serverCPU, pixels))
        let stages: [(String, KeyPath<FrameRecord, Double>)] = [
            ("paint", \.stages.paint), ("upload", \.stages.upload), ("render", \.stages.render),
            ("present", \.stages.present),
        ]
        print("      stages per frame at 250 Hz, p50: " + stages.map { name, path in
            String(format: "%@ %.2f", name, percentile(fast.carrying.map { $0[keyPath: path] * 1000 }, 0.5))
        }.joined(separator: ", ") + " ms")
    }

    static func summary(_ values: [Double]) -> String {
        String(format: "p50 %.2f p95 %.2f max %.2f ms", percentile(values, 0.5), percentile(values, 0.95), values.max() ?? .nan)
    }

    // MARK: Helpers

    /// Seconds of CPU (user + system) process `pid` has used, from /proc.
    static func cpuSeconds(_ pid: Int32) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return .nan }
        // Fields after "(comm)": state is field 3; utime and stime are fields 14 and 15.
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return .nan }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
