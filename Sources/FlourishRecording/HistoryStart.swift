/// The picture a painting's history starts from where it is not a blank canvas: the file
/// another app made (or a PNG, or a Flourish file older than histories) exactly as it was
/// opened, kept byte for byte in the painting's OpenRaster file as the member `member`, so a
/// replay opens it the way the app did and paints the history on top.
public struct HistoryStart: Sendable, Equatable {
    /// The archive member that holds it: `flourish/history-start.ora` or `.png`.
    public let member: String
    /// The file's bytes as they were on disk when the painting was opened.
    public let bytes: [UInt8]

    public init(member: String, bytes: [UInt8]) {
        self.member = member
        self.bytes = bytes
    }
}
