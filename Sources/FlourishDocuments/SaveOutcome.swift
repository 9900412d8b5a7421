/// Where a save went, or why it could not be written (see `SessionSaver`).
public enum SaveOutcome: Sendable, Equatable {
    /// Written; `dropped` names the members of the opened file it left out (see `SaveReport`).
    case saved(path: String, dropped: [String] = [])
    case failed(String)
}
