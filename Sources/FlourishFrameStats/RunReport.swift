import FlourishStorage
import Foundation

/// Figures about one run of the app, written as JSON by `--stats` at exit and read back by
/// the end-to-end tests and the window benchmarks: one Codable type, so writer and readers
/// cannot drift apart.
public struct RunReport: Codable, Sendable, Equatable {
    public var renderer = ""
    public var videoDriver = ""
    /// "xinput2" or "sdl-mouse".
    public var inputPath = "sdl-mouse"
    /// Every drawn frame, with `start` in seconds since launch. Kept only with `--stats`.
    public var frames: [FrameRecord] = []
    public var samplesReceived: UInt64 = 0
    public var samplesDelivered: UInt64 = 0
    /// Samples the session painted, by tool ("pen", "eraser", "mouse").
    public var samplesPainted: [String: Int] = [:]
    /// Samples that went to a view gesture (Space or middle-button pan) instead of the canvas.
    public var samplesWithheld = 0
    public var batches: UInt64 = 0
    public var largestBatch = 0
    public var dabs: UInt64 = 0
    /// Samples whose position lay beyond the canvas's margin and was pulled onto it, or was
    /// not a number and was left out, on the way into libmypaint.
    public var samplesClamped: UInt64 = 0
    public var tilesUploaded = 0
    public var cpuSeconds = 0.0
    /// Process CPU time when the first frame was presented.
    public var cpuAtFirstFrame = 0.0
    public var wallSeconds = 0.0
    public var decoder = DecoderFigures()
    public var xinputEventsRead = 0
    /// Button presses SDL itself reported (it must keep getting them while XInput2 reads).
    public var sdlMouseButtonPresses = 0
    /// When the `--flood` producer ran, in seconds since launch.
    public var floodStart: Double?
    public var floodEnd: Double?
    /// The undo history at exit.
    public var undoSteps = 0
    public var redoSteps = 0
    public var historyBytes = 0
    /// Each opening of the brush chooser: seconds from the key to every visible preview on
    /// screen, and the preview files it read.
    public var chooserOpenings: [ChooserOpening] = []
    /// Each file opened in the window (chosen or dropped): seconds from its opening to the
    /// first frame that showed it. Nil in a report of a build before files could be chosen.
    public var fileOpenings: [Double]?
    /// The brush slot current at exit, its brush and colour.
    public var slot = 1
    public var brush = ""
    public var color = ""

    public struct ChooserOpening: Codable, Sendable, Equatable {
        public var seconds: Double
        public var filesRead: Int
        public init(seconds: Double, filesRead: Int) {
            self.seconds = seconds
            self.filesRead = filesRead
        }
    }

    /// The view at exit: window pixels per canvas pixel, and the canvas origin's window
    /// position.
    public var zoom = 1.0
    public var viewOffsetX = 0.0
    public var viewOffsetY = 0.0

    /// Why the XInput2 decoder dropped or repaired values.
    public struct DecoderFigures: Codable, Sendable, Equatable {
        public var droppedNonFinitePosition = 0
        public var droppedUnknownDevice = 0
        public var repairedNonFinite = 0
        public var clampedOutOfRange = 0
        public init() {}
    }

    public init() {}

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        decoder.nonConformingFloatDecodingStrategy = .convertFromString(
            positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return decoder
    }

    /// Writes the report atomically.
    public func write(to path: String) throws {
        let data = try Self.encoder.encode(self)
        let file = try AtomicFile(path: path)
        try data.withUnsafeBytes { bytes in
            try file.write(bytes: bytes.bindMemory(to: UInt8.self))
        }
        try file.commit()
    }

    public static func read(from path: String) throws -> RunReport {
        try decoder.decode(RunReport.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    }

    /// The frames that carried samples (the ones with a sample age).
    public var framesWithSamples: [FrameRecord] { frames.filter { $0.newestAge != nil } }
}
