/// A painting that could not be saved or opened, with the file and why.
public struct DocumentError: Error, CustomStringConvertible, Sendable, Equatable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
