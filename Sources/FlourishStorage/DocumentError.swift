/// A painting that could not be saved or opened, or a thumbnail of one not made, with the file
/// and why. Here, below the documents, because the thumbnailer throws it too and links nothing
/// of theirs.
public struct DocumentError: Error, CustomStringConvertible, Sendable, Equatable {
    public let path: String
    public let reason: String

    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
