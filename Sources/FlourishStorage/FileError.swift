/// Why something could not be done with one file: the file, and which failure of `Failure`'s
/// it was, said path first ("PATH: REASON") so a person knows which file to look at. Each
/// kind of failure makes its own error type, so a `throws(…)` says which a call can give:
/// `FileReadError`, `FileWriteError`, `DocumentError`, `DigitModelError`.
public struct FileError<Failure: FileFailure>: Error, CustomStringConvertible, Equatable {
    public typealias Kind = Failure

    public let path: String
    public let kind: Kind

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// What is wrong, without the path.
    public var reason: String { kind.reason }

    public var description: String { "\(path): \(reason)" }
}

/// What went wrong with a file, in words that follow its path.
public protocol FileFailure: Equatable, Sendable {
    var reason: String { get }
}

/// A failure told in words rather than picked from a list (a library's message, the rule a
/// file breaks): its error is made with `init(path:reason:)`.
public protocol WordedFileFailure: FileFailure {
    init(reason: String)
}

extension FileError where Failure: WordedFileFailure {
    public init(path: String, reason: String) {
        self.init(path: path, kind: Failure(reason: reason))
    }
}
