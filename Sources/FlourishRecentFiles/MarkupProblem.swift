/// Why a document could not be read, and on which line.
public struct MarkupProblem: Error, Sendable, Equatable, CustomStringConvertible {
    public let line: Int
    public let reason: String
    public var description: String { "line \(line): \(reason)" }
}
