/// Why another thread woke the frame loop. Each waker names its reason, carried in the wake
/// event's one integer, so the loop does what that reason needs and nothing else.
package enum WakeReason: Equatable, Sendable {
    /// Samples are waiting in the feeder, or a device came or went (the reader thread, the
    /// flood producer).
    case input
    /// A save or autosave finished on the save thread.
    case saveFinished
    /// Brush previews read on the chooser's thread are ready to show.
    case previewsReady
    /// The recogniser answered a handwritten character.
    case recognized
    /// A message for the painter was posted (see `MessageInbox`): the loop shows it.
    case told
    /// The file chooser answered (see `FileCommands`).
    case fileChosen
    /// The clipboard's owner answered a paste's fetch (see `X11Clipboard`).
    case clipboardAnswered
    /// SIGTERM, SIGINT or SIGHUP (the number): the app saves and quits.
    case quitSignal(Int32)

    /// The integer the wake event carries: signal numbers are positive, the other reasons
    /// zero or below.
    package var code: Int32 {
        switch self {
        case .input: 0
        case .saveFinished: -1
        case .previewsReady: -2
        case .recognized: -3
        case .told: -4
        case .fileChosen: -5
        case .clipboardAnswered: -6
        case .quitSignal(let number): number
        }
    }

    /// The reason a wake event's integer stands for; an unknown negative one is taken as input
    /// (whose handling looks at what is there, so it costs nothing when nothing is).
    package init(code: Int32) {
        switch code {
        case -1: self = .saveFinished
        case -2: self = .previewsReady
        case -3: self = .recognized
        case -4: self = .told
        case -5: self = .fileChosen
        case -6: self = .clipboardAnswered
        case 1...: self = .quitSignal(code)
        default: self = .input
        }
    }
}
