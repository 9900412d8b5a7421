import FlourishFrameClock
import FlourishFrameStats
import Foundation
import Testing

/// Not a test: the tablet benchmark, run by `scripts/bench` (release build, FLOURISH_BENCH=1).
/// It reuses the virtual-pen harness and prints figures beside their goals; it asserts
/// nothing about speed.
@Suite(
    "Tablet benchmark (scripts/bench)", .serialized,
    .enabled(if: ProcessInfo.processInfo.environment["FLOURISH_BENCH"] != nil, "a benchmark: scripts/bench runs it"),
    .enabled(if: TabletTools.available, "needs Xorg with the dummy and inputtest drivers"))
struct TabletBenchmark {
    @Test("virtual pen at 200 Hz and 1 kHz for 10 s", arguments: [200.0, 1000.0])
    func penAtRate(hz: Double) async throws {
        let seconds = 10.0
        let count = Int(hz * seconds)
        let session = try await TabletSession.start(width: 800, height: 600)
        defer { session.stop() }
        let stylus = try session.server.device(.stylus)
        func point(_ i: Int) -> (x: Double, y: Double) {
            let u = Double(i) / Double(count - 1)
            return (60 + 680 * u, 300 + 200 * sin(u * 12 * .pi))
        }
        let first = session.valuators(x: point(0).x, y: point(0).y)
        try stylus.motion(x: first.x, y: first.y, pressure: 0)
        try stylus.button(1, pressed: true, x: first.x, y: first.y, pressure: 500)
        let start = monotonicNow()
        for i in 1..<(count - 1) {
            sleep(until: start + Double(i) / hz)
            let v = session.valuators(x: point(i).x, y: point(i).y)
            try stylus.motion(x: v.x, y: v.y, pressure: 300 + Double(i % 400))
            if i % 500 == 0 { try stylus.sync() }
        }
        let last = session.valuators(x: point(count - 1).x, y: point(count - 1).y)
        try stylus.button(1, pressed: false, x: last.x, y: last.y, pressure: 0)
        let end = monotonicNow()
        try stylus.sync()
        let outcome = try await session.finish()
        let report = outcome.report

        let sent = count + 1
        let received = report.samplesPainted["pen"] ?? -1
        let starts = report.frames.map(\.start)
        // Frame times are seconds since the app's launch; the stroke ran for `end - start`
        // of the test's clock: count the frames of the busiest stretch of that length.
        let fps = Self.busiestRate(starts, window: end - start)
        let carrying = report.framesWithSamples
        let newest = carrying.compactMap(\.newestAge).map { $0 * 1000 }
        let oldest = carrying.compactMap(\.oldestAge).map { $0 * 1000 }
        let work = carrying.map { $0.total * 1000 }
        func summary(_ values: [Double]) -> String {
            let sorted = values.sorted()
            func rank(_ p: Double) -> Double { Percentiles.nearestRank(sorted, p) ?? .nan }
            return String(format: "min %.2f  p50 %.2f  p95 %.2f  max %.2f ms", sorted.first ?? .nan, rank(0.5), rank(0.95), sorted.last ?? .nan)
        }
        print("""
            tablet benchmark, virtual pen at \(Int(hz)) Hz for \(String(format: "%.1f", end - start)) s (renderer \(report.renderer)):
              samples sent \(sent), painted by the engine \(received); ratio \(String(format: "%.3f", Double(received) / Double(sent)))
              frames per second while painting: \(String(format: "%.1f", fps)); cap 120; ratio \(String(format: "%.2f", fps / 120))
              frames carrying samples: \(newest.count); samples per frame \(String(format: "%.1f", Double(received) / Double(max(newest.count, 1))))
              age of the newest sample at present: \(summary(newest)); goal p95 <= 8.33 ms + present
              age of the oldest sample at present: \(summary(oldest))
              of which the frame's own work (drain, paint, upload, render, present): \(summary(work))
            """)
        let stages: [(String, KeyPath<FrameStages, Double>)] = [
            ("paint", \.paint), ("upload", \.upload), ("render", \.render), ("present", \.present),
        ]
        for (name, stage) in stages {
            print("    \(name) per frame: \(summary(report.frames.map { $0.stages[keyPath: stage] * 1000 }))")
        }
        #expect(received > 0)
    }

    /// The most frame starts within any `window` seconds, per second.
    static func busiestRate(_ starts: [Double], window: Double) -> Double {
        guard window > 0 else { return 0 }
        var best = 0
        var j = 0
        for i in starts.indices {
            while starts[i] - starts[j] > window { j += 1 }
            best = max(best, i - j + 1)
        }
        return Double(best) / window
    }
}
