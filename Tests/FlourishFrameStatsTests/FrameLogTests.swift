import FlourishStorage
import FlourishTestSupport
import Testing

@testable import FlourishFrameStats

@Suite("FrameLog")
struct FrameLogTests {
    let rowColumns = [
        "time_s", "frame_ms", "drain_ms", "paint_ms", "confetti_ms", "upload_ms", "render_ms",
        "present_ms", "overlay_ms", "samples", "batch", "dabs", "newest_age_ms", "oldest_age_ms",
        "confetti_pieces",
    ]
    let summaryColumns = [
        "frames", "duration_s", "fps_avg", "frame_ms_min", "frame_ms_p50", "frame_ms_p95",
        "frame_ms_p99", "frame_ms_max", "fps_1pct_low", "fps_0.1pct_low",
    ]

    func number(_ row: [String: String], _ column: String) throws -> Double {
        let cell = try #require(row[column], "no column \(column)")
        return try #require(Double(cell), "\(column) = '\(cell)' is not a number")
    }

    @Test("a header and one row per frame, whose numbers parse back")
    func rows() throws {
        let folder = try TemporaryFolder()
        let log = try FrameLog(path: folder.file("frames.csv"))
        let painted = FrameRecord(
            start: 100.25, stages: stages([0.125, 2.5, 0.75, 1.25, 0.5, 3]), overlay: 0.0004, samples: 7,
            dabs: 31, newestAge: 0.0042, oldestAge: 0.0113, confettiPieces: 80)
        let idle = FrameRecord(start: 100.5, stages: stages([0, 0, 1, 0.5, 0.25, 2]), confettiPieces: 64)
        log.append(painted, startedAt: 0.25)
        log.append(idle, startedAt: 0.5)
        try log.finish()

        let csv = try CSV(path: folder.file("frames.csv"))
        #expect(csv.columns == rowColumns)
        try #require(csv.rows.count == 2)
        for row in csv.rows { #expect(row["!cells"] == nil, "a row with the wrong number of cells") }

        let first = csv.rows[0]
        let wanted: [(String, Double)] = [
            ("time_s", 0.25), ("frame_ms", 8.525), ("drain_ms", 0.125), ("paint_ms", 2.5),
            ("confetti_ms", 0.75), ("upload_ms", 1.25), ("render_ms", 0.5), ("present_ms", 3),
            ("overlay_ms", 0.4), ("samples", 7), ("batch", 7), ("dabs", 31),
            ("newest_age_ms", 4.2), ("oldest_age_ms", 11.3), ("confetti_pieces", 80),
        ]
        for (column, value) in wanted {
            #expect(abs(try number(first, column) - value) < 1e-4, "\(column)")
        }

        let second = csv.rows[1]
        #expect(abs(try number(second, "time_s") - 0.5) < 1e-6)
        #expect(abs(try number(second, "frame_ms") - 3.75) < 1e-4)
        #expect(try number(second, "samples") == 0)
        #expect(try number(second, "confetti_pieces") == 64)
        // No samples, so no input age: empty cells, not zeros.
        #expect(second["newest_age_ms"] == "")
        #expect(second["oldest_age_ms"] == "")
    }

    @Test("nothing appears before finish; after it the log is complete and no temporary is left")
    func appearsOnFinish() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("run.csv")
        let log = try FrameLog(path: path)
        for index in 0..<500 { log.append(frame(start: Double(index), ms: 1), startedAt: Double(index) / 100) }
        #expect(!exists(path))
        #expect(!exists(folder.file("run-summary.csv")))
        #expect(try folder.entries().allSatisfy { $0.hasPrefix(".") })
        try log.finish()
        #expect(try folder.entries() == ["run-summary.csv", "run.csv"])
        #expect(try CSV(path: path).rows.count == 500)
    }

    @Test("a log dropped without finish leaves nothing")
    func dropped() throws {
        let folder = try TemporaryFolder()
        do {
            let log = try FrameLog(path: folder.file("run.csv"))
            for index in 0..<10 { log.append(frame(ms: 1), startedAt: Double(index)) }
        }
        #expect(try folder.entries().isEmpty)
    }

    /// 1000 frames, frame i started at i/100 s and working ((7i mod 1000) + 1) × 0.01 ms, so the
    /// work times are 0.01 ... 10 ms, each once, in scrambled order. By hand:
    /// nearest rank of n = 1000: p50 is rank 500 (5.00 ms), p95 rank 950 (9.50), p99 rank 990
    /// (9.90), p99.9 rank 999 (9.99); 1% low 1000 / 9.90 = 101.01 fps, 0.1% low 1000 / 9.99 =
    /// 100.10 fps. The last frame (i = 999) starts at 9.99 s and works 994 × 0.01 = 9.94 ms, so
    /// the log spans 9.99994 s: 1000 frames / 9.99994 s = 100.0006 fps.
    @Test("the summary file holds the figures worked out by hand")
    func summary() throws {
        let folder = try TemporaryFolder()
        let log = try FrameLog(path: folder.file("known.csv"))
        for index in 0..<1000 {
            let ms = Double((7 * index) % 1000 + 1) * 0.01
            log.append(frame(start: 500 + Double(index) / 100, ms: ms), startedAt: Double(index) / 100)
        }
        try log.finish()

        let summary = try CSV(path: folder.file("known-summary.csv"))
        #expect(summary.columns == summaryColumns)
        try #require(summary.rows.count == 1)
        let row = summary.rows[0]
        #expect(try number(row, "frames") == 1000)
        #expect(abs(try number(row, "duration_s") - 9.99994) < 1e-6)
        #expect(abs(try number(row, "fps_avg") - 100.0006) < 0.006)
        #expect(abs(try number(row, "frame_ms_min") - 0.01) < 1e-4)
        #expect(abs(try number(row, "frame_ms_p50") - 5.00) < 1e-4)
        #expect(abs(try number(row, "frame_ms_p95") - 9.50) < 1e-4)
        #expect(abs(try number(row, "frame_ms_p99") - 9.90) < 1e-4)
        #expect(abs(try number(row, "frame_ms_max") - 10.00) < 1e-4)
        #expect(abs(try number(row, "fps_1pct_low") - 101.0101) < 0.006)
        #expect(abs(try number(row, "fps_0.1pct_low") - 100.1001) < 0.006)
    }

    @Test("an empty log: only the header, and a summary of zero frames with empty figures")
    func emptyLog() throws {
        let folder = try TemporaryFolder()
        let log = try FrameLog(path: folder.file("empty.csv"))
        try log.finish()
        let csv = try CSV(path: folder.file("empty.csv"))
        #expect(csv.columns == rowColumns)
        #expect(csv.rows.isEmpty)
        let summary = try CSV(path: folder.file("empty-summary.csv"))
        try #require(summary.rows.count == 1)
        #expect(summary.rows[0]["frames"] == "0")
        for column in summaryColumns.dropFirst(2) { #expect(summary.rows[0][column] == "", "\(column)") }
    }

    @Test("finishing twice is an error; rows after finish are dropped")
    func finishTwice() throws {
        let folder = try TemporaryFolder()
        let log = try FrameLog(path: folder.file("once.csv"))
        log.append(frame(ms: 1), startedAt: 0)
        try log.finish()
        log.append(frame(ms: 1), startedAt: 1)
        #expect(throws: FileWriteError.self) { try log.finish() }
        #expect(try CSV(path: folder.file("once.csv")).rows.count == 1)
    }

    @Test("a log in a missing folder cannot be started")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        #expect(throws: FileWriteError.self) { try FrameLog(path: folder.file("no/such/folder.csv")) }
    }

    @Test(
        "the summary sits beside the log, named FILE-summary.csv",
        arguments: [
            ("/tmp/run.csv", "/tmp/run-summary.csv"), ("run.csv", "run-summary.csv"),
            ("/tmp/a.csv.d/log", "/tmp/a.csv.d/log-summary.csv"), ("frames.CSV", "frames.CSV-summary.csv"),
        ])
    func summaryPath(log: String, summary: String) {
        #expect(FrameLog.summaryPath(for: log) == summary)
    }

    @Test(
        "numbers are written with fixed decimals, never in exponent notation",
        arguments: [
            (0.0, 4, "0.0000"), (1e-7, 4, "0.0000"), (0.00005, 4, "0.0001"), (12.3456789, 4, "12.3457"),
            (-0.25, 2, "-0.25"), (-0.0001, 2, "0.00"), (1_234_567.5, 0, "1234568"), (0.1, 6, "0.100000"),
        ])
    func fixedDecimals(value: Double, digits: Int, text: String) {
        #expect(CSVNumber.fixed(value, digits: digits) == text)
    }
}
