/// Why a benchmark could not measure what it set out to (the app is not built, a run of it
/// exited badly, its window never came): `flourish-bench` prints it and exits with 1.
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
}
