/// One recording's header as it was read: the format, the brush settings and canvas it
/// carries, and where each was written, so that what only a session can find wrong with it
/// (a canvas over its limit, a brush that does not load) is reported at its line too.
public struct RecordingHeader: Sendable, Equatable {
    public var format: Recording.Format
    public var settings: RecordingSettings
    /// The line each header key (`brush`, `radius`, `color`, `eraser_brush`, `eraser_radius`,
    /// `canvas`, `stabilizer`) was read from.
    public var headerLines: [String: Int]
    /// The line of its `flourish-recording` magic (in a history, where its session begins);
    /// 0 for libmypaint's benchmark format, which has none.
    public var line: Int

    public init(format: Recording.Format, settings: RecordingSettings = .init(), headerLines: [String: Int] = [:], line: Int = 0) {
        self.format = format
        self.settings = settings
        self.headerLines = headerLines
        self.line = line
    }
}

/// A recording or one session of a history, checked whole: its header, and how many samples
/// and events (samples, commands, gesture records) it holds, without a single event kept (see
/// `RecordingReader`).
public struct SessionOutline: Sendable, Equatable {
    public var header: RecordingHeader
    public var samples: Int
    public var events: Int

    public init(header: RecordingHeader, samples: Int, events: Int = 0) {
        self.header = header
        self.samples = samples
        self.events = events
    }

    /// Counts one event of the session.
    mutating func count(_ event: RecordedEvent) {
        events += 1
        if case .sample = event { samples += 1 }
    }
}
