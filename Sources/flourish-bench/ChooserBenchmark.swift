import FlourishFrameStats
import Foundation

/// The brush chooser in the real window under Xvfb: how long from B until every visible
/// preview is on screen, the first time (previews read from disk) and the second (none read);
/// and the frames drawn with it open while it scrolls through all of mypaint-brushes, beside
/// the frames of the pointer moving over the canvas with it closed, in one run.
struct ChooserBenchmark: WindowStageBenchmark {
    static let name = "chooser"
    static let stageTools = ["xdotool"]
    var stage: WindowStage?

    func run(on stage: WindowStage) throws {
        let xdotool = try stage.path(of: "xdotool")
        let stats = try stage.launcher.runScripted(
            display: stage.display.name, folder: stage.folder, xdotool: xdotool, name: "chooser",
            extra: ["--window", "1024x768", "--size", "1024x768"]
        ) { window in
            var script = ["windowfocus", window]
            // The reference: the pointer moving over the canvas, ring only.
            for i in 0..<60 { script += ["mousemove", "--window", window, "\(200 + i * 8)", "\(300 + i * 3)", "sleep", "0.01"] }
            script += ["key", "--window", window, "b", "sleep", "2", "key", "--window", window, "Escape", "sleep", "0.5"]
            script += ["key", "--window", window, "b", "sleep", "1", "mousemove", "--window", window, "512", "400"]
            // Down through every group and back up, a notch at a time.
            for _ in 0..<40 { script += ["click", "5", "sleep", "0.03"] }
            for _ in 0..<40 { script += ["click", "4", "sleep", "0.03"] }
            return script + ["sleep", "0.5", "key", "--window", window, "Escape", "sleep", "0.3", "key", "--window", window, "ctrl+q"]
        }
        let openings = stats.report.chooserOpenings
        print("chooser: 1024x768 window, mypaint-brushes (\(openings.first?.filesRead ?? 0) previews on the first screen)")
        for (n, opening) in openings.enumerated() {
            print(
                String(
                    format: "  opening %d: %.1f ms from B to every visible preview up, %d preview files read",
                    n + 1, opening.seconds * 1000, opening.filesRead))
        }
        if openings.count >= 2 {
            print(String(format: "  second opening over the first: %.3f", openings[1].seconds / openings[0].seconds))
        }
        func summary(_ frames: [FrameRecord]) -> (p50: Double, p95: Double, count: Int) {
            let work = frames.map { $0.total * 1000 }
            return (percentile(work, 0.5), percentile(work, 0.95), work.count)
        }
        let frames = Array(stats.report.frames.dropFirst())
        let open = summary(frames.filter(\.panelOpen))
        let closed = summary(frames.filter { !$0.panelOpen })
        print(String(format: "  frames with the chooser open (opening, loading, scrolling): %d, frame ms p50 %.2f, p95 %.2f", open.count, open.p50, open.p95))
        print(String(format: "  frames with it closed (the ring over the canvas; reference): %d, frame ms p50 %.2f, p95 %.2f", closed.count, closed.p50, closed.p95))
        let openFrames = frames.filter(\.panelOpen)
        func stageMs(_ value: (FrameRecord) -> Double) -> String {
            let sorted = openFrames.map { value($0) * 1000 }.sorted()
            guard !sorted.isEmpty else { return "-" }
            return String(format: "p50 %.2f p95 %.2f", sorted[sorted.count / 2], sorted[min(sorted.count - 1, sorted.count * 95 / 100)])
        }
        print("    open, stage ms: render (with preview decoding) \(stageMs { $0.stages.render }), present \(stageMs { $0.stages.present })")
        print(String(format: "  open over closed: p50 %.2f, p95 %.2f; p95 over the 8.33 ms budget %.2f", open.p50 / closed.p50, open.p95 / closed.p95, open.p95 / 8.33))
    }
}
