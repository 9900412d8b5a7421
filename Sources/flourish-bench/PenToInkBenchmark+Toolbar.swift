import FlourishVirtualPen
import Foundation

extension PenToInkBenchmark {
    /// The toolbar shown against the chrome hidden (issue 30's goal: latency and CPU within
    /// 1.05x): each move's time to ink at 30 ms, the CPU the app and the X server used drawing
    /// at 250 Hz unwatched, and the pixels each frame sent and its work (the toolbar is drawn
    /// and sent again only where it changed, so a stroke's frames send the same). Each phase
    /// runs `rounds` times either way, in the order shown, hidden, hidden, shown, …, so that
    /// what the machine does meanwhile falls on both alike; the runs are pooled.
    func compareToolbar(server: XorgServer, folder: URL, renderer: String, rounds: Int = 3) throws {
        var shown: (slow: [Measured], quiet: [Measured]) = ([], [])
        var hidden: (slow: [Measured], quiet: [Measured]) = ([], [])
        for round in 0..<rounds {
            for toolbar in round % 2 == 0 ? [true, false] : [false, true] {
                let slow = try measure(
                    server: server, folder: folder, renderer: renderer, phase: .everyMove(interval: 0.030, moves: 100),
                    toolbar: toolbar)
                let quiet = try measure(
                    server: server, folder: folder, renderer: renderer, phase: .unwatched(interval: 0.004, moves: 500),
                    toolbar: toolbar)
                if toolbar {
                    shown.slow.append(slow)
                    shown.quiet.append(quiet)
                } else {
                    hidden.slow.append(slow)
                    hidden.quiet.append(quiet)
                }
            }
        }
        print("    the toolbar shown against the chrome hidden, \(rounds) runs of each, taken in turn (goal: within 1.05x):")
        let (a, b) = (shown.slow.flatMap(\.outside), hidden.slow.flatMap(\.outside))
        print(String(
            format: "      moves every 30 ms: move to ink shown %@, hidden %@; ratio p50 %.3f, p95 %.3f; inked %d and %d of %d",
            Self.summary(a), Self.summary(b), percentile(a, 0.5) / percentile(b, 0.5), percentile(a, 0.95) / percentile(b, 0.95),
            shown.slow.map(\.inked).reduce(0, +), hidden.slow.map(\.inked).reduce(0, +), shown.slow.map(\.moves).reduce(0, +)))
        func mean(_ runs: [Measured], _ value: (Measured) -> Double) -> Double {
            runs.map(value).reduce(0, +) / Double(max(runs.count, 1))
        }
        let app = (mean(shown.quiet, \.appCPU), mean(hidden.quiet, \.appCPU))
        let server = (mean(shown.quiet, \.serverCPU), mean(hidden.quiet, \.serverCPU))
        print(String(
            format: "      CPU drawing at 250 Hz: shown app %.1f%% + X server %.1f%% = %.1f%%, hidden %.1f%% + %.1f%% = %.1f%%; ratio %.3f (app alone %.3f)",
            app.0, server.0, app.0 + server.0, app.1, server.1, app.1 + server.1, (app.0 + server.0) / (app.1 + server.1),
            app.0 / app.1))
        let frames = (shown.quiet.flatMap(\.carrying), hidden.quiet.flatMap(\.carrying))
        let sent = (percentile(frames.0.map { Double($0.presentedPixels) }, 0.5), percentile(frames.1.map { Double($0.presentedPixels) }, 0.5))
        let work = (percentile(frames.0.map { $0.total * 1000 }, 0.5), percentile(frames.1.map { $0.total * 1000 }, 0.5))
        print(String(
            format: "      per frame carrying samples at 250 Hz, p50: pixels sent shown %.0f, hidden %.0f; the frame's work shown %.2f, hidden %.2f ms (ratio %.3f)",
            sent.0, sent.1, work.0, work.1, work.0 / work.1))
    }
}
