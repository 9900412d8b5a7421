import Foundation

/// Long sessions: 10^6 pen samples at 20 kHz from the flood producer through the real window
/// under Xvfb, without `--stats` (so no per-frame record is kept), while xdotool pops 1,000
/// confetti bursts (P) and takes 1,000 undo/redo steps (Ctrl+Z, Ctrl+Shift+Z), spread over the
/// flood; the app's resident memory is read every 50 ms and at each of the flood's milestones
/// (10^4, 10^5, each tenth, 10^6 samples pushed, which the app prints). After the flood the
/// history is cleared and the memory read again.
///
/// The canvas is preloaded in every tile, several times over, so that before the first frame
/// every canvas tile exists and the undo history is at its budget (`undo_memory_mb`, small
/// here): what the flood does after that is steady state, and memory that grows is not paint
/// or history that a session is meant to keep.
///
/// The flood lifts the pen every 2,000 samples (0.1 s; `--flood COUNT@HZ/STROKE`), so it is
/// 500 strokes, each a step of the history, which trims its oldest steps at the budget as it
/// would in a long session. An undo/redo pair given mid-stroke waits for that stroke's end
/// and then takes it back and puts it again: two real steps. The app counts the steps really
/// traded (an undo with nothing to undo is not one) and prints them at quit.
///
/// The history is cleared the way a painter would: Ctrl+Z until nothing is left to undo, then a
/// stroke, which drops every step taken back.
struct SoakBenchmark: WindowStageBenchmark {
    static let name = "soak"
    static let soakSamples = 1_000_000
    static let soakHz = 20_000
    /// Samples per stroke of the flood: 0.1 s at 20 kHz.
    static let soakStroke = 2_000
    static let soakBursts = 1_000
    /// Undo and redo steps together, taken as pairs.
    static let soakHistorySteps = 1_000
    static let soakUndoMB = 32
    /// Passes of the preloaded fill: the first makes every tile, each later one copies every
    /// tile into the history (about 8.5 MB a pass on 800x600), enough to reach the budget.
    static let soakFillPasses = 6
    static let soakCanvas = (width: 800, height: 600)

    static let stageTools = ["xdotool"]
    var stage: WindowStage?

    func run(on stage: WindowStage) throws {
        let xdotool = try stage.path(of: "xdotool")
        let folder = stage.folder
        let (width, height) = Self.soakCanvas
        let recording = folder.appendingPathComponent("soak-fill.flourish").path
        let preloaded = try FillRecording.write(to: recording, width: width, height: height, passes: Self.soakFillPasses)
        let config = folder.appendingPathComponent("soak.conf")
        // No autosave mid-run: its snapshot and file would be memory the soak is not about.
        try "undo_memory_mb = \(Self.soakUndoMB)\nautosave_seconds = 86400\n".write(
            to: config, atomically: true, encoding: .utf8)
        let seconds = Self.soakSamples / Self.soakHz
        print(
            "soak: \(Self.soakSamples) samples at \(Self.soakHz) Hz (strokes of \(Self.soakStroke)) from the flood "
                + "producer through the real window (\(width)x\(height), Xvfb, no --stats), \(Self.soakBursts) confetti "
                + "bursts (P) and \(Self.soakHistorySteps) undo/redo steps (Ctrl+Z, Ctrl+Shift+Z) from xdotool over its "
                + "\(seconds) s; canvas preloaded in every tile, \(Self.soakFillPasses) passes (\(preloaded) samples), so "
                + "the history is at undo_memory_mb = \(Self.soakUndoMB) before the first frame")

        let output = Pipe()
        let launched = try stage.launcher.launch(
            display: stage.display.name, xdotool: xdotool, name: "soak",
            arguments: [
                "--config", config.path, "--input", "mouse", "--window", "\(width)x\(height)",
                "--size", "\(width)x\(height)", "--preload", recording, "--no-recover",
                "--save", folder.appendingPathComponent("soak.png").path, "--quit-after", "600",
                "--flood", "\(Self.soakSamples)@\(Self.soakHz)/\(Self.soakStroke)",
            ], output: output)
        let process = launched.process
        defer {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
        let log = SoakLog(pid: process.processIdentifier)
        log.startReading(output.fileHandleForReading)
        log.startSampling(every: 0.05)
        defer { log.stopSampling() }
        let window = launched.window

        // One xdotool run per second of the flood, each started on its second, so the keys
        // stay spread over the flood however long xdotool itself takes.
        try launched.xdo(["windowfocus", window, "mousemove", "--window", window, "\(width / 2)", "\(height / 2)"])
        let perSecond = (bursts: Self.soakBursts / seconds, pairs: Self.soakHistorySteps / 2 / seconds)
        let begun = SoakLog.now()
        for second in 0..<seconds {
            let due = begun + Double(second)
            let wait = due - SoakLog.now()
            if wait > 0 { usleep(UInt32(wait * 1_000_000)) }
            try launched.xdo(soakSecondScript(window, bursts: perSecond.bursts, pairs: perSecond.pairs))
        }
        let keysEnded = SoakLog.now()
        guard log.waitForMilestone(Self.soakSamples, timeout: 180) else {
            throw BenchmarkFailure(description: "soak: the flood did not finish; the app said:\n" + log.lines.joined(separator: "\n"))
        }
        // The last samples painted and drawn, the last burst landed.
        usleep(3_000_000)
        let afterFlood = log.readNow()

        // Ctrl+Z more times than the history can hold steps (each holds at least one tile of
        // 32 KiB), then a short stroke with the mouse.
        let undos = Self.soakUndoMB * 32 + 500
        var clear = ["keydown", "--window", window, "ctrl"]
        clear += ["key", "--window", window, "--delay", "1", "--repeat", "\(undos)", "--repeat-delay", "1", "z"]
        clear += ["keyup", "--window", window, "ctrl", "sleep", "0.5"]
        clear += ["mousemove", "--window", window, "200", "150", "mousedown", "1"]
        for step in 1...10 { clear += ["mousemove", "--window", window, "\(200 + 4 * step)", "\(150 + 2 * step)", "sleep", "0.02"] }
        clear += ["mouseup", "1"]
        try launched.xdo(clear)
        usleep(3_000_000)
        let cleared = log.readNow()
        try launched.xdo(["key", "--window", window, "ctrl+q"])
        process.waitUntilExit()
        log.stopSampling()
        log.waitForOutputEnd()
        guard process.terminationStatus == 0 else {
            throw BenchmarkFailure(description: "flourish soak run exited with \(process.terminationStatus)")
        }
        report(
            log, afterFlood: afterFlood, cleared: cleared, undos: undos, seconds: seconds, perSecond: perSecond,
            keys: (begun, keysEnded))
    }

    /// One second of keys: `bursts` presses of P evenly spread, and after every other one (as
    /// far as `pairs` go) Ctrl+Z and Ctrl+Shift+Z.
    private func soakSecondScript(_ window: String, bursts: Int, pairs: Int) -> [String] {
        var steps: [String] = []
        let slot = 1.0 / Double(bursts)
        for burst in 0..<bursts {
            steps += ["key", "--window", window, "--delay", "1", "p"]
            if burst % 2 == 1, burst / 2 < pairs {
                steps += ["key", "--window", window, "--delay", "1", "ctrl+z"]
                steps += ["key", "--window", window, "--delay", "1", "ctrl+shift+z"]
            }
            // xdotool's own time takes the rest of the slot, about.
            steps += ["sleep", String(format: "%.3f", slot * 0.7)]
        }
        return steps
    }

    /// Each figure beside its reference as a ratio: the memory at 10^5 and 10^6 samples against
    /// 10^4 and against the warm-up level (10^5), the highest reading against the warm-up
    /// level, and the memory once the history is cleared against the warm-up level with and
    /// without the history's budget.
    private func report(
        _ log: SoakLog, afterFlood: SoakLog.Reading, cleared: SoakLog.Reading, undos: Int, seconds: Int,
        perSecond: (bursts: Int, pairs: Int), keys: (begun: Double, ended: Double)
    ) {
        let milestones = log.milestones
        func mib(_ kib: Int) -> String { String(format: "%.1f MiB", Double(kib) / 1024) }
        func at(_ pushed: Int) -> SoakLog.Reading? { milestones.first { $0.pushed == pushed }?.reading }
        func figure(_ reading: SoakLog.Reading?) -> String {
            guard let memory = reading?.memory else { return "-" }
            return "\(mib(memory.total)) (anonymous \(mib(memory.anonymous)), files \(mib(memory.files)))"
        }
        // Warm-up: 10^5 samples, 5 s in. The history has been at its budget and every canvas
        // tile allocated since before the first frame; by then about 100 bursts have flown,
        // 100 undo/redo steps and 600 frames have run, so every path has allocated what it
        // keeps (textures, the confetti's buffers, the feeder's batches).
        guard let first = at(10_000), let warm = at(Self.soakSamples / 10), let last = at(Self.soakSamples),
            let start = milestones.first?.reading.time
        else {
            print("  soak: the flood's milestones are missing; the app said:\n" + log.lines.joined(separator: "\n"))
            return
        }
        let level = Double(warm.memory.total)
        func ratio(_ kib: Int, _ reference: Double) -> String { String(format: "%.4f", Double(kib) / reference) }
        print("  resident memory (VmRSS) when the flood had pushed:")
        print("    10^4 samples: \(figure(first))")
        print("    10^5 samples: \(figure(warm)); ratio to 10^4 \(ratio(warm.memory.total, Double(first.memory.total)))")
        print(
            "    10^6 samples: \(figure(last)); ratio to 10^4 \(ratio(last.memory.total, Double(first.memory.total))), "
                + "to 10^5 (warm-up) \(ratio(last.memory.total, level)); goal <= 1.05")
        let tenths = milestones.filter { $0.pushed >= Self.soakSamples / 10 && $0.pushed % (Self.soakSamples / 10) == 0 }
        print(
            "    each tenth, MiB: "
                + tenths.map { String(format: "%.1f", Double($0.reading.memory.total) / 1024) }.joined(separator: ", "))
        let after = log.readings.filter { $0.time > warm.time && $0.time <= last.time }
        let peak = after.max { $0.memory.total < $1.memory.total } ?? last
        /// Samples pushed by a time, between the milestones around it.
        func pushed(at time: Double) -> Int {
            var previous = (pushed: 0, time: start)
            for milestone in milestones {
                if milestone.reading.time >= time {
                    let span = milestone.reading.time - previous.time
                    let share = span > 0 ? (time - previous.time) / span : 1
                    return previous.pushed + Int(share * Double(milestone.pushed - previous.pushed))
                }
                previous = (milestone.pushed, milestone.reading.time)
            }
            return previous.pushed
        }
        print(
            "  highest of \(after.count) readings (every 50 ms) from 10^5 to 10^6 samples: \(mib(peak.memory.total)) "
                + "at about \(pushed(at: peak.time)) samples; ratio to 10^5 \(ratio(peak.memory.total, level)); goal <= 1.05")
        print(
            String(
                format: "  flood's wall time %.2f s (samples at %.0f Hz); 3 s after it: %@",
                last.time - start, Double(Self.soakSamples - (milestones.first?.pushed ?? 0)) / max(last.time - start, 1e-9),
                figure(afterFlood) as NSString))
        let budget = Self.soakUndoMB * 1024
        print(
            "  history cleared (Ctrl+Z x \(undos), then a stroke drops every step taken back), 3 s after: "
                + "\(figure(cleared)); given back \(mib(afterFlood.memory.total - cleared.memory.total)) of the "
                + "\(Self.soakUndoMB) MiB the history held")
        print(
            "    ratio to the warm-up level \(ratio(cleared.memory.total, level)); to the warm-up level less the history's "
                + "budget (\(mib(warm.memory.total - budget))) \(ratio(cleared.memory.total, level - Double(budget))); "
                + "goal <= 1.05")
        // The kernel folds each thread's page counts into VmHWM now and then, so it can read a
        // little under the highest VmRSS seen.
        print("  peak over the run (VmHWM, as the kernel last updated it): \(mib(cleared.memory.peak))")
        let sent = (bursts: perSecond.bursts * seconds, pairs: perSecond.pairs * seconds)
        print(
            "  keys sent: \(sent.bursts) P, \(sent.pairs) Ctrl+Z and \(sent.pairs) Ctrl+Shift+Z from about "
                + "\(pushed(at: keys.begun)) to \(pushed(at: keys.ended)) samples; \(undos) Ctrl+Z after the flood")
        print("  the app at quit: \(log.summary ?? "(no summary line)")")
    }
}
