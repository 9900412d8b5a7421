import FlourishFrameStats
import Foundation

/// Frames while saves run: the real app under Xvfb with a 4096x4096 canvas painted in every
/// tile (the view benchmark's fill recording, preloaded), a left-button drag painting across
/// it for a few seconds from xdotool with Ctrl+S pressed a little more often than a save takes,
/// so the save thread writes the whole canvas to an .ora (on /dev/shm) for most of the drag;
/// beside it the same gestures with Ctrl+X (bound to nothing, held Ctrl the same) in place of
/// Ctrl+S, in the same run. Each frame's record says whether a save was queued or being written
/// while it was drawn (`savesPending`), which splits the saving run's frames. The third part
/// of the documents benchmark, on a display of its own.
struct FramesDuringSaves {
    /// Rounds of the two runs (not saving, then saving), pooled.
    static let rounds = 2

    /// `saveMilliseconds`: the full canvas's ORA save time, which the documents benchmark
    /// measured before; the Ctrl+S presses are spaced by it.
    func run(saveMilliseconds: Double) throws {
        try WindowStage.with("frames-during-save benchmark", needing: ["xdotool"]) { stage in
            let xdotool = try stage.path(of: "xdotool")
            let folder = stage.folder
            let recording = folder.appendingPathComponent("fill.flourish").path
            let samples = try FillRecording.write(to: recording)
            // Ctrl+S every 3/4 of a save's time (measured by the documents table; xdotool's own
            // time stretches the script's), so a save is running for most of the drag without a
            // long queue behind it.
            let interval = saveMilliseconds.isFinite ? max(0.25, 0.75 * saveMilliseconds / 1000) : 1.0
            // At least 8 s, and room for four saves.
            let seconds = max(8, 4 * interval)
            let target = "/dev/shm/flourish-save-frames-\(getpid())"
            defer { for run in ["saving", "not-saving"] { unlink("\(target)-\(run).ora") } }
            print(
                String(
                    format:
                        "frames during saves: 4096x4096 canvas painted in every tile (%d samples preloaded), 1024x768 window; a left-button drag painting for %.0f s (xdotool), Ctrl+S every %.2f s (3/4 of the full canvas's ORA save time above) to an .ora on /dev/shm, against the same drag with Ctrl+X (unbound) in its place; %d rounds of the two runs, pooled",
                    samples, seconds, interval, Self.rounds))
            func run(_ name: String, key: String) throws -> (stats: AppRun, presses: Int) {
                var presses = 0
                let stats = try stage.launcher.runScripted(
                    display: stage.display.name, folder: folder, xdotool: xdotool, name: name,
                    extra: ["--window", "1024x768", "--size", "4096x4096", "--preload", recording],
                    save: "\(target)-\(name).ora"
                ) { window in
                    let script = dragScript(window, key: key, interval: interval, seconds: seconds)
                    presses = script.presses
                    return script.steps
                }
                return (stats, presses)
            }
            // Two rounds, each kind in turn, pooled: drift on a shared machine falls on both.
            var savingFrames: [FrameRecord] = []
            var quietFrames: [FrameRecord] = []
            var presses = 0
            var savedLines = 0
            var quitLines = 0
            func saves(_ stats: AppRun) -> Int {
                stats.output.split(separator: "\n").filter { $0.hasPrefix("flourish: saved ") }.count
            }
            for _ in 0..<Self.rounds {
                let reference = try run("not-saving", key: "ctrl+x")
                quietFrames += reference.stats.report.frames.dropFirst()
                quitLines += saves(reference.stats)
                let saving = try run("saving", key: "ctrl+s")
                savingFrames += saving.stats.report.frames.dropFirst()
                presses += saving.presses
                savedLines += saves(saving.stats)
            }

            /// Every frame after each run's first (which uploads the opening view), ms.
            func work(_ frames: [FrameRecord]) -> [Double] { frames.map { $0.total * 1000 }.sorted() }
            func figures(_ label: String, _ frames: [FrameRecord]) -> (p50: Double, p95: Double) {
                let ms = work(frames)
                let p50 = Percentiles.nearestRank(ms, 0.5) ?? .nan
                let p95 = Percentiles.nearestRank(ms, 0.95) ?? .nan
                func stage(_ name: String, _ value: (FrameRecord) -> Double) -> String {
                    let sorted = frames.map { value($0) * 1000 }.sorted()
                    return String(format: "%@ p95 %.2f", name as NSString, Percentiles.nearestRank(sorted, 0.95) ?? .nan)
                }
                print(
                    String(
                        format: "  %@: %d frames; frame ms p50 %.2f, p95 %.2f, max %.2f (over 8.33 ms: %d); ",
                        label as NSString, ms.count, p50, p95, ms.last ?? .nan, ms.filter { $0 > 8.33 }.count)
                        + [
                            stage("paint", { $0.stages.paint }), stage("upload", { $0.stages.upload }),
                            stage("render", { $0.stages.render }), stage("present", { $0.stages.present }),
                        ].joined(separator: ", "))
                return (p50, p95)
            }
            let during = savingFrames.filter { $0.savesPending > 0 }
            let all = figures("saving, every frame", savingFrames)
            let overlapping = figures("saving, frames drawn while a save was queued or written", during)
            _ = figures("saving, the other frames", savingFrames.filter { $0.savesPending == 0 })
            let quiet = figures("not saving (reference)", quietFrames)
            print(
                String(
                    format:
                        "  saves: %d Ctrl+S, %d 'flourish: saved' lines (not saving: %d, the saves at quit); frames drawn while a save was queued or written: %d of %d (%.0f%%)",
                    presses, savedLines, quitLines, during.count, savingFrames.count,
                    Double(during.count) / Double(max(savingFrames.count, 1)) * 100))
            print(
                String(
                    format:
                        "  saving over not saving: p50 %.2f, p95 %.2f (every frame), p95 %.2f (frames during a save); p95 during a save over the 120 Hz budget (8.33 ms): %.2f (goal <= 1)",
                    all.p50 / quiet.p50, all.p95 / quiet.p95, overlapping.p95 / quiet.p95, overlapping.p95 / 8.33))
        }
    }

    /// A left-button drag along a Lissajous figure over the canvas (fitted in the 1024x768
    /// window) for `seconds`, pressing `key` every `interval` seconds; then quit.
    private func dragScript(_ window: String, key: String, interval: Double, seconds: Double) -> (steps: [String], presses: Int) {
        let step = 0.01
        let count = Int(seconds / step)
        let every = max(1, Int((interval / step).rounded()))
        func point(_ k: Int) -> [String] {
            let t = Double(k) * step
            let x = 512 + 330 * sin(t * 1.7)
            let y = 384 + 300 * sin(t * 2.3 + 0.5)
            return ["mousemove", "--window", window, "\(Int(x))", "\(Int(y))"]
        }
        var steps = ["windowfocus", window] + point(0) + ["sleep", "0.2", "mousedown", "1"]
        var presses = 0
        for k in 1...count {
            steps += point(k) + ["sleep", "\(step)"]
            // The first press a little into the drag, the last a save's time before its end.
            if k % every == 20 % every, k + every <= count {
                steps += ["key", "--window", window, key]
                presses += 1
            }
        }
        steps += ["mouseup", "1", "sleep", "0.3", "key", "--window", window, "ctrl+q"]
        return (steps, presses)
    }
}
