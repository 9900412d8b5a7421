/// Where a save went, or why it could not be written (see `SessionSaver`).
public enum SaveOutcome: Sendable, Equatable {
    case saved(path: String)
    case failed(String)
}
