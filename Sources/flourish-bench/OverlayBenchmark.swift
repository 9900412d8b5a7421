import Foundation

/// The frame-time overlay's own cost with every row on, as a share of the frame: the real app
/// under Xvfb draws a flood of pen samples at the cap with the overlay shown.
struct OverlayBenchmark: WindowStageBenchmark {
    static let name = "overlay"
    var stage: WindowStage?

    func run(on stage: WindowStage) throws {
        let config = stage.folder.appendingPathComponent("overlay.conf")
        try "overlay = true\n".write(to: config, atomically: true, encoding: .utf8)
        let stats = try stage.launcher.run(
            display: stage.display.name, folder: stage.folder, name: "overlay",
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
}
