/// A recording that cannot be read, with where and why.
public struct RecordingError: Error, CustomStringConvertible, Equatable {
    public let file: String
    /// 1-based; 0 when the problem is the file as a whole.
    public let line: Int
    public let reason: String

    public init(file: String, line: Int, reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String {
        line > 0 ? "\(file):\(line): \(reason)" : "\(file): \(reason)"
    }
}
