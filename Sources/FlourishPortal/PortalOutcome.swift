/// How a portal request ended.
public enum PortalOutcome: Sendable, Equatable {
    /// The files chosen, as local paths.
    case chosen([String])
    /// The painter closed the chooser without choosing.
    case cancelled
    /// The portal answered with an error, or an answer that cannot be used; why, in words.
    case failed(String)
    /// No file chooser portal on the session bus (a bare X session): why, in words. Another
    /// way of choosing may be tried.
    case absent(String)
}
