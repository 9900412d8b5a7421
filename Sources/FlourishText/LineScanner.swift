#if canImport(Glibc)
    import Glibc
#endif

/// One line of a text held as bytes: its 1-based number and its bytes, without the line end.
public struct TextLine {
    public let number: Int
    /// The line's bytes; a "\r" that came right before the "\n" is not among them.
    public let bytes: UnsafeBufferPointer<UInt8>
}

/// The lines of a text held as bytes, in order, each ending at "\n" (the last may end at the
/// end of the text instead), with the "\r" of a "\r\n" dropped: the line ends of a file saved
/// on Linux, macOS or Windows. A lone "\r" elsewhere stays in its line.
///
/// A text of n "\n" has n + 1 lines (the last one empty when the text ends in "\n"), as
/// splitting a `String` on its line ends gives, so line numbers agree with any editor's.
public struct LineScanner {
    /// Where a scan stands, to go on from: a reader that keeps its text itself (and so has
    /// its bytes only for the length of a call) scans a few lines at a time, resuming here.
    public struct Position: Sendable, Equatable {
        fileprivate var offset = 0
        fileprivate var number = 0
        fileprivate var finished = false
        /// Before the first line.
        public static let start = Position()
    }

    private let text: UnsafeBufferPointer<UInt8>
    private var offset = 0
    private var number = 0
    private var finished = false

    public init(_ text: UnsafeBufferPointer<UInt8>) {
        self.text = text
    }

    /// Scans `text` from `position`, taken from a scan of the same text.
    public init(_ text: UnsafeBufferPointer<UInt8>, from position: Position) {
        self.text = text
        (offset, number, finished) = (min(position.offset, text.count), position.number, position.finished)
    }

    /// Where this scan stands now: the next line `next` gives is the one after.
    public var position: Position { Position(offset: offset, number: number, finished: finished) }

    /// The next line, or nil after the last.
    public mutating func next() -> TextLine? {
        guard !finished else { return nil }
        number += 1
        let start = offset
        let remaining = text.count - start
        // memchr: the line end is found a machine word at a time, not a byte at a time.
        if remaining > 0, let base = text.baseAddress,
            let found = memchr(base + start, 0x0A, remaining)
        {
            let newline = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - base
            offset = newline + 1
            var end = newline
            if end > start && text[end - 1] == 0x0D { end -= 1 }
            return TextLine(number: number, bytes: UnsafeBufferPointer(rebasing: text[start..<end]))
        }
        finished = true
        offset = text.count
        return TextLine(number: number, bytes: UnsafeBufferPointer(rebasing: text[start..<text.count]))
    }
}
