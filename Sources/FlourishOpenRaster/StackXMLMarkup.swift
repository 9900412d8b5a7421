/// The two questions every scan of stack.xml's bytes asks as it walks them: whether a piece
/// of markup starts here (`<!--`, `<?`), and where the markup it opened ends.
extension Array where Element == UInt8 {
    /// Whether the bytes from `position` start with `markup`; false past the end.
    func starts(with markup: String, at position: Int) -> Bool {
        position <= count && self[position...].starts(with: markup.utf8)
    }

    /// The index just past the first `terminator` at or after `position`, or the end where
    /// there is none (an unclosed comment runs to the end).
    func index(past terminator: String, from position: Int) -> Int {
        let pattern = Array(terminator.utf8)
        var position = position
        while position < count, !self[position...].starts(with: pattern) { position += 1 }
        return Swift.min(count, position + pattern.count)
    }
}
