/// Every mode of `flourish-bench`, once, in the order `all` runs them: the names the command
/// line takes, the usage line and what `all` runs all come from this one list.
enum BenchmarkRegistry {
    static var all: [any Benchmark.Type] {
        [
            PaintBenchmark.self, ColorSpaceBenchmark.self, PigmentBenchmark.self, UndoBenchmark.self,
            OnceBenchmark<UndoBenchmark>.self, LayersBenchmark.self, GroupsBenchmark.self, ConversionBenchmark.self,
            PyramidBenchmark.self, WindowBenchmark.self, PenToInkBenchmark.self, FingerToScreenBenchmark.self, ViewBenchmark.self,
            ChooserBenchmark.self, FileChooserBenchmark.self,
            ConfettiBenchmark.self, OverlayBenchmark.self, PNGExportBenchmark.self, OnceBenchmark<PNGExportBenchmark>.self,
            DocumentsBenchmark.self, OnceBenchmark<DocumentsBenchmark>.self, ParseBenchmark.self,
            OnceBenchmark<ParseBenchmark>.self, ReplayOnceBenchmark.self, GesturesBenchmark.self, CompositeBenchmark.self,
            TimelapseBenchmark.self, SoakBenchmark.self, HistoryBenchmark.self, MemoryBenchmark.self,
            OnceBenchmark<MemoryBenchmark>.self, TransformBenchmark.self,
        ]
    }

    /// The benchmark the command line names `name`, or nil.
    static func named(_ name: String) -> (any Benchmark.Type)? {
        all.first { $0.name == name }
    }

    /// The usage line, from the benchmarks and the options themselves.
    static var usage: String {
        let modes = (["all"] + all.map { $0.name }).joined(separator: "|")
        let flags = BenchmarkOptions.valued.map { "[\($0.flag) \($0.value)]" }.joined(separator: " ")
        return "usage: flourish-bench [\(modes)] \(flags)"
    }
}
