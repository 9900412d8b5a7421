/// Reads little-endian values from the front of a byte array, checking each read's bounds
/// first and saying what was being read when the bytes run out.
struct ByteCursor {
    let bytes: [UInt8]
    let path: String
    private(set) var offset = 0

    init(bytes: [UInt8], path: String) {
        self.bytes = bytes
        self.path = path
    }

    var remaining: Int { bytes.count - offset }

    /// The next `count` bytes, or a truncation error naming `what`.
    mutating func take(_ count: Int, for what: String) throws(DigitModelError) -> ArraySlice<UInt8> {
        guard count <= remaining else {
            throw DigitModelError(path: path, kind: .truncated(what: what, needed: offset + count, available: bytes.count))
        }
        defer { offset += count }
        return bytes[offset..<offset + count]
    }

    mutating func uint32(for what: String) throws(DigitModelError) -> UInt32 {
        let slice = try take(4, for: what)
        return slice.reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }
}
