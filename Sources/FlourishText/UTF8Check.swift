/// Whether bytes are UTF-8 text, and where they stop being.
public enum UTF8Check {
    /// Whether every byte is below 0x80: true for nearly every file we read, and a word at
    /// a time to check, so the byte-by-byte check is needed only for files that are not.
    public static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        let words = bytes.count / 8
        var high: UInt64 = 0
        for i in 0..<words { high |= raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self) }
        for i in (words * 8)..<bytes.count { high |= UInt64(bytes[i]) }
        return high & 0x8080_8080_8080_8080 == 0
    }

    /// The offset of the first byte that does not belong to valid UTF-8, or nil when all do.
    public static func firstInvalidOffset(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var offset = 0
        var consumed = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                consumed += UTF8.width(scalar)
                offset = consumed
            case .emptyInput:
                return nil
            case .error:
                return offset
            }
        }
    }
}
