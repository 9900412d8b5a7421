import FlourishFrameClock
import FlourishFrameStats
import Foundation

/// Slack for figures computed from Doubles by different sums.
let epsilon = 1e-9

/// A frame of `ms` milliseconds of work (all of it painting), started at `start` seconds.
func frame(
    start: Double = 0, ms: Double, samples: Int = 0, dabs: Int = 0, newestAgeMs: Double? = nil,
    oldestAgeMs: Double? = nil
) -> FrameRecord {
    var stages = FrameStages()
    stages.paint = ms / 1000
    return FrameRecord(
        start: start, stages: stages, samples: samples, dabs: dabs,
        newestAge: newestAgeMs.map { $0 / 1000 }, oldestAge: oldestAgeMs.map { $0 / 1000 })
}

/// Stages from milliseconds, in the order drain, paint, confetti, upload, render, present.
func stages(_ ms: [Double]) -> FrameStages {
    var stages = FrameStages()
    stages.drain = ms[0] / 1000
    stages.paint = ms[1] / 1000
    stages.confetti = ms[2] / 1000
    stages.upload = ms[3] / 1000
    stages.render = ms[4] / 1000
    stages.present = ms[5] / 1000
    return stages
}

func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

/// A CSV file read back: its header's names and its rows as cells by name.
struct CSV {
    let columns: [String]
    let rows: [[String: String]]

    init(path: String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let names = lines.first.map { $0.components(separatedBy: ",") } ?? []
        columns = names
        rows = lines.dropFirst().map { line in
            let cells = line.components(separatedBy: ",")
            var row: [String: String] = [:]
            for (name, cell) in zip(names, cells) { row[name] = cell }
            if cells.count != names.count { row["!cells"] = String(cells.count) }
            return row
        }
    }
}
