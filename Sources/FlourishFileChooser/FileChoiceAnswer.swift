/// How a file chooser answered.
public enum FileChoiceAnswer: Sendable, Equatable {
    /// The file chosen (an absolute path).
    case chosen(String)
    /// Closed without a choice.
    case cancelled
    /// Something went wrong: what, naming the chooser.
    case failed(String)
    /// There is no chooser to ask (no portal, no zenity, no kdialog): the window asks with a
    /// path field of its own.
    case askInWindow
}
