import Foundation

/// Benchmarks 2 and 3 of the foundation: the real app in a real window under Xvfb.
/// Idle: no input for 5 s after the first frame; frames drawn and CPU used (goals 0 and < 2%).
/// Flood: 2,000 samples at 1 kHz from another thread; frames per second (goal <= the cap) and
/// samples delivered (goal = pushed).
struct WindowBenchmark: WindowStageBenchmark {
    static let name = "window"
    let cap = 120.0
    static let stageTitle = "window benchmarks"
    var stage: WindowStage?

    func run(on stage: WindowStage) throws {
        let launcher = stage.launcher
        let display = stage.display.name
        let folder = stage.folder

        let idle = try launcher.run(display: display, folder: folder, name: "idle", extra: ["--quit-after", "6"])
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
        let flood = try launcher.run(
            display: display, folder: folder, name: "flood",
            extra: ["--quit-after", "4", "--flood", "\(count)@\(Int(hz))"])
        guard let start = flood.floodStart, let end = flood.floodEnd else {
            throw BenchmarkFailure(description: "the flood run reported no flood window")
        }
        let during = flood.frameStarts.filter { $0 >= start && $0 <= end }
        let fps = Double(during.count) / (end - start)
        var gaps = zip(during.dropFirst(), during).map { ($0 - $1) * 1000 }
        gaps.sort()
        print(String(format: "flood: %d samples at %.0f Hz from another thread over %.2f s", count, hz, end - start))
        print(String(format: "  frames per second: %.1f; cap %.0f; ratio %.2f", fps, cap, fps / cap))
        if let fastest = gaps.first, let slowest = gaps.last {
            print(String(format: "  frame-to-frame ms: min %.2f, median %.2f, max %.2f (cap interval %.2f)",
                         fastest, gaps[gaps.count / 2], slowest, 1000 / cap))
        }
        print("  samples pushed \(count), pen samples delivered \(flood.penDelivered); ratio \(String(format: "%.3f", Double(flood.penDelivered) / Double(count)))")
        print("  all samples received \(flood.received), delivered \(flood.delivered) (the rest came from the X pointer)")
        print("  batches \(flood.batches), largest batch \(flood.largestBatch)")
    }
}
