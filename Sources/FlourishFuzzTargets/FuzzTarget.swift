/// The fuzz targets, by the name `scripts/fuzz` and `flourish-fuzz` give them. Each takes
/// any bytes; the same code runs under libFuzzer, in `flourish-fuzz TARGET FILE...` (to
/// replay a crash), and in the unit test that replays the seed corpus.
public enum FuzzTarget: String, CaseIterable, Sendable {
    /// A Flourish recording (`flourish-recording 2`), header and records.
    case recording
    /// libmypaint's benchmark format, `time x y pressure` lines.
    case benchmark
    /// A `flourish.conf` settings file.
    case settings
    /// A `.myb` brush: JSON into libmypaint, then the shape check and the range clamps.
    case brush
    /// Parse, feeder, session and engine on a small canvas: what `flourish replay` does.
    case replay
    /// An `.ora` file on disk, inspected and opened into a session as the window opens one.
    case openraster
    /// A painting's history: the window's check against the full parse, then a small replay.
    case history

    /// The name every message gives the input: the bytes are in no file.
    public static let inputName = "fuzz-input"

    /// Runs one input; throws only when the target broke one of its promises.
    public func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) -> FuzzOutcome {
        switch self {
        case .recording: try RecordingFuzzTarget.run(bytes, format: .flourish)
        case .benchmark: try RecordingFuzzTarget.run(bytes, format: .libmypaintBenchmark)
        case .settings: try SettingsFuzzTarget.run(bytes)
        case .brush: try BrushFuzzTarget.run(bytes)
        case .replay: try ReplayFuzzTarget.run(bytes)
        case .openraster: try OpenRasterFuzzTarget.run(bytes)
        case .history: try HistoryFuzzTarget.run(bytes)
        }
    }

    public func run(_ bytes: [UInt8]) throws(FuzzFailure) -> FuzzOutcome {
        try bytes.withUnsafeBufferPointer { (buffer) throws(FuzzFailure) in try run(buffer) }
    }
}
