import Foundation

extension PenToInkBenchmark {
    /// The toolbar shown against the chrome hidden, from runs of the same benchmark run (issue
    /// 30's goal: latency and CPU within 1.05x): each move's time to ink at 30 ms, the CPU the
    /// app and the X server used drawing at 250 Hz unwatched, and the pixels each frame sent
    /// (the toolbar is drawn and sent again only where it changed, so a stroke's frames send
    /// the same).
    func compareToolbar(shown: (slow: Measured, quiet: Measured), hidden: (slow: Measured, quiet: Measured)) {
        print("    the toolbar shown against the chrome hidden, same run (goal: within 1.05x):")
        let (a, b) = (shown.slow.outside, hidden.slow.outside)
        print(String(
            format: "      moves every 30 ms: move to ink shown %@, hidden %@; ratio p50 %.3f, p95 %.3f; inked %d and %d of %d",
            Self.summary(a), Self.summary(b), percentile(a, 0.5) / percentile(b, 0.5), percentile(a, 0.95) / percentile(b, 0.95),
            shown.slow.inked, hidden.slow.inked, shown.slow.moves))
        let cpuShown = shown.quiet.appCPU + shown.quiet.serverCPU
        let cpuHidden = hidden.quiet.appCPU + hidden.quiet.serverCPU
        print(String(
            format: "      CPU drawing at 250 Hz: shown app %.1f%% + X server %.1f%% = %.1f%%, hidden %.1f%% + %.1f%% = %.1f%%; ratio %.3f (app alone %.3f)",
            shown.quiet.appCPU, shown.quiet.serverCPU, cpuShown, hidden.quiet.appCPU, hidden.quiet.serverCPU, cpuHidden,
            cpuShown / cpuHidden, shown.quiet.appCPU / hidden.quiet.appCPU))
        let sent = { (run: Measured) in percentile(run.carrying.map { Double($0.presentedPixels) }, 0.5) }
        let work = { (run: Measured) in percentile(run.carrying.map { $0.total * 1000 }, 0.5) }
        print(String(
            format: "      per frame carrying samples at 250 Hz, p50: pixels sent shown %.0f, hidden %.0f; the frame's work shown %.2f, hidden %.2f ms",
            sent(shown.quiet), sent(hidden.quiet), work(shown.quiet), work(hidden.quiet)))
    }
}
