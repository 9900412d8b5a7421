import FlourishFrameStats
import FlourishVirtualPen
import Foundation

/// Benchmarks 2 and 3 of the foundation: the real app in a real window under Xvfb.
/// Idle: no input for 5 s after the first frame; frames drawn and CPU used (goals 0 and < 2%).
/// Flood: 2,000 samples at 1 kHz from another thread; frames per second (goal <= the cap) and
/// samples delivered (goal = pushed).
struct WindowBenchmark {
    struct Failure: Error, CustomStringConvertible { let description: String }

    let app: String
    let cap = 120.0

    init() {
        let bench = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        app = bench.deletingLastPathComponent().appendingPathComponent("flourish").path
    }

    func run() throws {
        try withDisplay("window benchmarks") { display, folder in try runIdleAndFlood(display, folder) }
    }

    /// An Xvfb server and a scratch folder for the app's files, both gone afterwards; skips
    /// (saying why) where Xvfb is not installed.
    func withDisplay(_ what: String, _ body: (XvfbServer, URL) throws -> Void) throws {
        guard XvfbServer.available else {
            print("SKIP \(what): Xvfb is not installed (apt-get install xvfb).")
            return
        }
        guard FileManager.default.isExecutableFile(atPath: app) else {
            throw Failure(description: "\(app) is missing: build the flourish product first")
        }
        let display = try XvfbServer.launch()
        defer { display.stop() }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("flourish-bench-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(display, folder)
    }

    private func runIdleAndFlood(_ display: XvfbServer, _ folder: URL) throws {

        let idle = try runApp(display: display.name, folder: folder, name: "idle", extra: ["--quit-after", "6"])
        let first = idle.frameStarts.first ?? 0
        let later = idle.frameStarts.dropFirst()
        let settled = idle.frameStarts.filter { $0 > first + 0.5 }
        let idleWall = idle.wall - first
        let idleCPU = (idle.cpu - idle.cpuAtFirstFrame) / idleWall * 100
        print(String(format: "idle: %.1f s with no input after the first frame (renderer %@)", idleWall, idle.renderer))
        print("  frames after the first: \(later.count) (of which later than 0.5 s after it: \(settled.count)); goal 0")
        print(String(format: "  process CPU: %.3f%% of one core; goal < 2%%; ratio to goal %.3f", idleCPU, idleCPU / 2))

        let count = 2000
        let hz = 1000.0
        let flood = try runApp(
            display: display.name, folder: folder, name: "flood",
            extra: ["--quit-after", "4", "--flood", "\(count)@\(Int(hz))"])
        guard let start = flood.floodStart, let end = flood.floodEnd else {
            throw Failure(description: "the flood run reported no flood window")
        }
        let during = flood.frameStarts.filter { $0 >= start && $0 <= end }
        let fps = Double(during.count) / (end - start)
        var gaps = zip(during.dropFirst(), during).map { ($0 - $1) * 1000 }
        gaps.sort()
        print(String(format: "flood: %d samples at %.0f Hz from another thread over %.2f s", count, hz, end - start))
        print(String(format: "  frames per second: %.1f; cap %.0f; ratio %.2f", fps, cap, fps / cap))
        if !gaps.isEmpty {
            print(String(format: "  frame-to-frame ms: min %.2f, median %.2f, max %.2f (cap interval %.2f)",
                         gaps.first!, gaps[gaps.count / 2], gaps.last!, 1000 / cap))
        }
        print("  samples pushed \(count), pen samples delivered \(flood.penDelivered); ratio \(String(format: "%.3f", Double(flood.penDelivered) / Double(count)))")
        print("  all samples received \(flood.received), delivered \(flood.delivered) (the rest came from the X pointer)")
        print("  batches \(flood.batches), largest batch \(flood.largestBatch)")
    }

    /// The issue's sizes, each burst timed with the real renderer, frames with and without
    /// the confetti alternating in one run (`--alternate-confetti`).
    func runConfetti(sizes: [Int] = [180, 720, 1440, 5760, 20_000]) throws {
        try withDisplay("confetti window benchmark") { display, folder in
            try runConfetti(display, folder, sizes: sizes)
        }
    }

    private func runConfetti(_ display: XvfbServer, _ folder: URL, sizes: [Int]) throws {
        print("confetti, whole frame (confetti + upload + render + present) with the real renderer, 800x600 window:")
        print("pieces   look   frames   with ms (p50/p95)   without ms (p50/p95)   ratio p50   over 8.33 ms with/without")
        for look in ["flat", "3d"] {
            for size in sizes {
                let stats = try runApp(
                    display: display.name, folder: folder, name: "confetti-\(size)-\(look)",
                    extra: ["--burst", "\(size)", "--burst-look", look, "--alternate-confetti", "--quit-after", "2.5"])
                // Frames while the burst flies: those that drew it, and the ones between.
                let pieces = stats.confettiPieces
                guard let first = pieces.firstIndex(where: { $0 > 0 }), let last = pieces.lastIndex(where: { $0 > 0 }) else {
                    print("\(size) \(look): the burst never showed")
                    continue
                }
                var with: [Double] = []
                var without: [Double] = []
                for i in first...last where i < stats.frameWork.count {
                    if pieces[i] > 0 { with.append(stats.frameWork[i]) } else { without.append(stats.frameWork[i]) }
                }
                let rank = percentile
                let over = { (values: [Double]) in values.filter { $0 > 8.33 }.count }
                print(
                    String(
                        format: "%6d   %-4@   %6d   %7.2f / %-7.2f     %7.2f / %-7.2f       %6.2f      %d / %d", size,
                        look as NSString, with.count + without.count, rank(with, 0.5), rank(with, 0.95),
                        rank(without, 0.5), rank(without, 0.95), rank(with, 0.5) / rank(without, 0.5), over(with),
                        over(without)))
            }
        }
    }

    /// The overlay's own cost with every row on, as a share of the frame: the app draws a
    /// flood of pen samples at the cap with the overlay shown.
    func runOverlay() throws {
        try withDisplay("overlay benchmark") { display, folder in try runOverlay(display, folder) }
    }

    private func runOverlay(_ display: XvfbServer, _ folder: URL) throws {
        let config = folder.appendingPathComponent("overlay.conf")
        try "overlay = true\n".write(to: config, atomically: true, encoding: .utf8)
        let stats = try runApp(
            display: display.name, folder: folder, name: "overlay",
            extra: ["--config", config.path, "--quit-after", "4", "--flood", "2000@1000"])
        let shares = zip(stats.overlay, stats.frameWork).dropFirst().filter { $0.1 > 0 }.map { $0.0 / $0.1 }
        let costs = stats.overlay.dropFirst().sorted()
        let frames = stats.frameWork.dropFirst().sorted()
        guard !costs.isEmpty, !shares.isEmpty else {
            print("overlay: no frames were drawn")
            return
        }
        print(String(
            format: "overlay (all rows, %d frames at the cap): own cost p50 %.3f ms, p95 %.3f ms, max %.3f ms (frames that re-render the figures, 4 a second); whole frame p50 %.3f ms; share of the frame p50 %.1f%%, mean %.1f%%",
            costs.count, costs[costs.count / 2], costs[min(costs.count - 1, costs.count * 95 / 100)], costs.last ?? 0,
            frames[frames.count / 2], shares.sorted()[shares.count / 2] * 100,
            costs.reduce(0, +) / frames.reduce(0, +) * 100))
    }

    /// What the window benchmarks read of a run's report.
    struct Stats {
        var report: RunReport
        /// What the app printed on stdout (`runScripted` runs only).
        var output = ""
        var frameStarts: [Double] { report.frames.map(\.start) }
        var cpu: Double { report.cpuSeconds }
        var cpuAtFirstFrame: Double { report.cpuAtFirstFrame }
        var wall: Double { report.wallSeconds }
        var received: Int { Int(report.samplesReceived) }
        var penDelivered: Int { report.samplesPainted["pen"] ?? 0 }
        var delivered: Int { Int(report.samplesDelivered) }
        var batches: Int { Int(report.batches) }
        var largestBatch: Int { report.largestBatch }
        var renderer: String { report.renderer }
        var floodStart: Double? { report.floodStart }
        var floodEnd: Double? { report.floodEnd }
        var confettiPieces: [Int] { report.frames.map(\.confettiPieces) }
        /// Every drawn frame's work (stages and overlay), ms.
        var frameWork: [Double] { report.frames.map { $0.total * 1000 } }
        /// Every drawn frame's overlay cost, ms.
        var overlay: [Double] { report.frames.map { $0.overlay * 1000 } }
    }

    func runApp(display: String, folder: URL, name: String, extra: [String], size: String = "800x600") throws -> Stats {
        let statsPath = folder.appendingPathComponent("\(name).json").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: app)
        process.arguments = [
            "--config", "/dev/null", "--window", size, "--size", size,
            "--save", folder.appendingPathComponent("\(name).png").path, "--stats", statsPath,
        ] + extra
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "flourish \(name) run exited with \(process.terminationStatus)")
        }
        return Stats(report: try RunReport.read(from: statsPath))
    }

    static func which(_ program: String) -> String? {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":") {
            let path = "\(folder)/\(program)"
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        return nil
    }
}
