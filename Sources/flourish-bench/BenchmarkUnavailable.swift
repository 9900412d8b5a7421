/// What a benchmark's `setUp` throws where this machine lacks what it measures with (Xvfb,
/// xdotool, Xorg's drivers, the shared painting): not a failure, `flourish-bench` prints the
/// line and goes on with the next mode.
struct BenchmarkUnavailable: Error {
    /// The line printed instead of the figures: "SKIP <what>: <why>".
    let line: String

    init(_ line: String) { self.line = line }
}
