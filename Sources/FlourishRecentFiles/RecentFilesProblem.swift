/// Why the recently-used list could not be read or written. Where it was there and could not
/// be read (not XML, not XBEL, too large), it is left exactly as it was.
public struct RecentFilesProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}
