/// A painting's history, parsed: where it starts, and each session that painted it.
public struct History: Sendable, Equatable {
    /// The archive member holding the picture the first session opened; nil: a blank canvas.
    public var startMember: String?
    /// Each session's recording, in the order they painted.
    public var sessions: [Recording]
    /// The line of the history each session's recording starts at (its `flourish-recording`).
    public var sessionLines: [Int]

    public init(startMember: String?, sessions: [Recording], sessionLines: [Int]) {
        self.startMember = startMember
        self.sessions = sessions
        self.sessionLines = sessionLines
    }
}
