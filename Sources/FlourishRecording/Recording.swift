import FlourishSamples

/// What the painter did, in order: samples, and the commands between them.
public enum RecordedEvent: Sendable, Equatable {
    /// A sample and the frame (batch) the app delivered it in, or nil where the source knows
    /// no frames (libmypaint's benchmark format).
    case sample(Sample, batch: Int?)
    /// A command given before the samples of `batch`.
    case command(RecordedCommand, batch: Int?)
    /// Gesture ink or a change of gesture mode, taken in with the frame `batch`.
    case gesture(GestureRecord, batch: Int?)

    /// The frame the event belongs to.
    public var batch: Int? {
        switch self {
        case .sample(_, let batch), .command(_, let batch), .gesture(_, let batch): batch
        }
    }
}

/// Brush settings a recording carries, so a replay paints as the session did.
public struct RecordingSettings: Sendable, Equatable {
    public var brush: String?
    public var radius: Double?
    public var color: String?
    /// The eraser end's brush and radius (used in eraser mode).
    public var eraserBrush: String?
    public var eraserRadius: Double?
    public var canvasWidth: Int?
    public var canvasHeight: Int?
    /// The stroke stabilizer's strength at the start (0...1); nil: off, as before it existed.
    public var stabilizer: Double?
    /// The colour space the session painted in (`color-space`); nil: the legacy one, in
    /// which every recording made before the line existed was painted.
    public var colorSpace: ColorSpace?
    public init() {}
}

/// A parsed recording.
public struct Recording: Sendable, Equatable {
    public enum Format: String, Sendable {
        /// libmypaint's painting benchmark: `time x y pressure` per line.
        case libmypaintBenchmark
        /// Flourish's own, written by `--record`.
        case flourish
    }

    public var format: Format
    public var settings: RecordingSettings
    public var events: [RecordedEvent]
    /// The line each header key (`brush`, `radius`, `color`, `eraser_brush`, `eraser_radius`,
    /// `canvas`, `stabilizer`, `color-space`) was read from, so that what only a session can find wrong with a header (a
    /// canvas over its limit, a brush that does not load) is reported at its line too.
    public var headerLines: [String: Int]

    public init(
        format: Format, settings: RecordingSettings = .init(), events: [RecordedEvent], headerLines: [String: Int] = [:]
    ) {
        self.format = format
        self.settings = settings
        self.events = events
        self.headerLines = headerLines
    }

    /// `header`'s recording, holding `events`.
    public init(header: RecordingHeader, events: [RecordedEvent]) {
        self.init(format: header.format, settings: header.settings, events: events, headerLines: header.headerLines)
    }

    public var samples: [Sample] {
        events.compactMap { if case .sample(let s, _) = $0 { s } else { nil } }
    }

    /// The gesture records, in order: what `flourish gestures` replays.
    public var gestures: [GestureRecord] {
        events.compactMap { if case .gesture(let g, _) = $0 { g } else { nil } }
    }
}
