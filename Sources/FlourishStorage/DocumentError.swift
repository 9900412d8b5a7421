/// A painting that could not be saved or opened, or a thumbnail of one not made, with the file
/// and why. Here, below the documents, because the thumbnailer throws it too and links nothing
/// of theirs.
public typealias DocumentError = FileError<DocumentFailure>

/// Why a painting could not be saved or opened, or its thumbnail made, in words.
public struct DocumentFailure: WordedFileFailure {
    public let reason: String
    public init(reason: String) { self.reason = reason }
}
