/// What every message a hostile file can cause must be: one line a person can read, naming
/// where the problem is, and short whatever the file held.
enum MessagePromise {
    /// Room for a sentence and a few `Excerpt`s (40 characters each, control characters
    /// written as 6-character escapes).
    static let longest = 1024

    /// Throws when `message` is empty, too long, holds a control character (a newline would
    /// forge a second message, an escape would drive the terminal), or does not start with
    /// `place` (the file, or the file and a line).
    static func check(_ message: String, startsWith place: String, longest: Int = longest) throws(FuzzFailure) {
        guard message.hasPrefix(place) else {
            throw FuzzFailure("message does not start with '\(place)': \(message.debugDescription)")
        }
        let scalars = message.unicodeScalars
        guard scalars.count > place.unicodeScalars.count else { throw FuzzFailure("message says nothing after its place") }
        guard scalars.count <= longest else {
            throw FuzzFailure("message is \(scalars.count) characters long: \(String(message.prefix(200)).debugDescription)")
        }
        if let control = scalars.first(where: { $0.value < 0x20 || $0.value == 0x7F || (0x80..<0xA0).contains($0.value) }) {
            throw FuzzFailure("message holds control character U+\(String(control.value, radix: 16)): \(message.debugDescription)")
        }
    }

    /// Lines in `bytes` as the parsers number them: a last line without "\n" counts.
    static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let newlines = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
        return bytes.last == 0x0A || bytes.isEmpty ? newlines : newlines + 1
    }
}
