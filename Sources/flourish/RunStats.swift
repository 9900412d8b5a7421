import FlourishFeeder
import FlourishFrameClock
import FlourishFrameStats
import FlourishTablet
import FlourishStorage
import Foundation

/// Figures about one run, written as JSON by `--stats` for tests and benchmarks.
struct RunStats {
    var renderer = ""
    var videoDriver = ""
    /// When the app started (monotonic seconds): frame times are written relative to it.
    var launchTime = 0.0
    /// Every drawn frame, as the overlay's statistics saw it.
    var frames: [FrameRecord] = []
    var counters = FeederCounters()
    /// Samples painted, per tool.
    var samplesByTool: [Tool: Int] = [:]
    var dabs: UInt64 = 0
    var tilesUploaded = 0
    var cpuSeconds = 0.0
    /// Process CPU time when the first frame was presented.
    var cpuAtFirstFrame = 0.0
    var wallSeconds = 0.0
    /// "xinput2" or "sdl-mouse".
    var inputPath = "sdl-mouse"
    var decoderCounters = DecoderCounters()
    var xinputEventsRead = 0
    /// Button presses SDL itself reported (it must keep getting them while XInput2 reads).
    var sdlMouseButtonPresses = 0
    var floodStart: Double?
    var floodEnd: Double?

    func write(to path: String) throws {
        func number(_ x: Double) -> String { String(format: "%.6f", x) }
        func list(_ values: [Double], scale: Double = 1000) -> String {
            values.map { number($0 * scale) }.joined(separator: ", ")
        }
        /// The frames that carried samples: the ones with a latency.
        let carrying = frames.filter { $0.newestAge != nil }
        var json = "{\n"
        json += "  \"renderer\": \"\(renderer)\",\n  \"video_driver\": \"\(videoDriver)\",\n"
        json += "  \"frames\": \(frames.count),\n"
        json += "  \"frame_starts\": [\(list(frames.map { $0.start - launchTime }, scale: 1))],\n"
        json += "  \"samples_received\": \(counters.received),\n  \"samples_delivered\": \(counters.delivered),\n"
        let tools = Tool.allCases.map { "\"\($0.rawValue)\": \(samplesByTool[$0] ?? 0)" }
        json += "  \"samples_by_tool\": {\(tools.joined(separator: ", "))},\n"
        json += "  \"batches\": \(counters.batches),\n  \"largest_batch\": \(counters.largestBatch),\n"
        json += "  \"dabs\": \(dabs),\n  \"tiles_uploaded\": \(tilesUploaded),\n"
        json += "  \"cpu_seconds\": \(number(cpuSeconds)),\n  \"cpu_at_first_frame\": \(number(cpuAtFirstFrame)),\n"
        json += "  \"input_path\": \"\(inputPath)\",\n  \"xinput_events_read\": \(xinputEventsRead),\n"
        json += "  \"sdl_mouse_button_presses\": \(sdlMouseButtonPresses),\n"
        let c = decoderCounters
        json += "  \"decoder\": {\"dropped_non_finite_position\": \(c.droppedNonFinitePosition), "
            + "\"dropped_unknown_device\": \(c.droppedUnknownDevice), \"repaired_non_finite\": \(c.repairedNonFinite), "
            + "\"clamped_out_of_range\": \(c.clampedOutOfRange)},\n"
        json += "  \"latency_newest_ms\": [\(list(carrying.compactMap(\.newestAge)))],\n"
        json += "  \"latency_oldest_ms\": [\(list(carrying.compactMap(\.oldestAge)))],\n"
        // For the same frames: their own work from start to present, the part of the latency
        // that is not waiting.
        json += "  \"frame_work_ms\": [\(list(carrying.map(\.total)))],\n"
        let stages: [(String, KeyPath<FrameStages, Double>)] = [
            ("drain", \.drain), ("paint", \.paint), ("confetti", \.confetti), ("upload", \.upload),
            ("render", \.render), ("present", \.present),
        ]
        for (name, stage) in stages {
            json += "  \"stage_\(name)_ms\": [\(list(frames.map { $0.stages[keyPath: stage] }))],\n"
        }
        json += "  \"stage_overlay_ms\": [\(list(frames.map(\.overlay)))],\n"
        json += "  \"confetti_pieces\": [\(frames.map { String($0.confettiPieces) }.joined(separator: ", "))],\n"
        json += "  \"wall_seconds\": \(number(wallSeconds))"
        if let floodStart, let floodEnd {
            json += ",\n  \"flood_start\": \(number(floodStart)),\n  \"flood_end\": \(number(floodEnd))"
        }
        json += "\n}\n"
        let file = try AtomicFile(path: path)
        try file.write(json)
        try file.commit()
    }
}
