import FlourishFeeder
import FlourishFrameClock
import FlourishTablet
import FlourishStorage
import Foundation

/// Figures about one run, written as JSON by `--stats` for tests and benchmarks.
struct RunStats {
    var renderer = ""
    var videoDriver = ""
    /// Start time of each frame, seconds since launch.
    var frameStarts: [Double] = []
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
    /// One entry per frame that carried samples.
    var latencies: [FrameInputAge] = []
    /// For the same frames: seconds from the frame's start to its present (drain, paint,
    /// upload, render, present), the part of the latency that is the frame's own work.
    var inputFrameWork: [Double] = []
    /// Every drawn frame's stages.
    var stages: [FrameStages] = []
    /// The overlay's own cost in each frame, seconds (0 while hidden).
    var overlayCost: [Double] = []
    /// Confetti pieces drawn in each frame.
    var confettiPieces: [Int] = []
    var floodStart: Double?
    var floodEnd: Double?

    func write(to path: String) throws {
        func number(_ x: Double) -> String { String(format: "%.6f", x) }
        var json = "{\n"
        json += "  \"renderer\": \"\(renderer)\",\n  \"video_driver\": \"\(videoDriver)\",\n"
        json += "  \"frames\": \(frameStarts.count),\n"
        json += "  \"frame_starts\": [\(frameStarts.map(number).joined(separator: ", "))],\n"
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
        json += "  \"latency_newest_ms\": [\(latencies.map { number($0.newest * 1000) }.joined(separator: ", "))],\n"
        for (name, stage) in [("drain", \FrameStages.drain), ("paint", \.paint), ("confetti", \.confetti), ("upload", \.upload), ("render", \.render), ("present", \.present)] {
            json += "  \"stage_\(name)_ms\": [\(stages.map { number($0[keyPath: stage] * 1000) }.joined(separator: ", "))],\n"
        }
        json += "  \"stage_overlay_ms\": [\(overlayCost.map { number($0 * 1000) }.joined(separator: ", "))],\n"
        json += "  \"confetti_pieces\": [\(confettiPieces.map(String.init).joined(separator: ", "))],\n"
        json += "  \"frame_work_ms\": [\(inputFrameWork.map { number($0 * 1000) }.joined(separator: ", "))],\n"
        json += "  \"latency_oldest_ms\": [\(latencies.map { number($0.oldest * 1000) }.joined(separator: ", "))],\n"
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
