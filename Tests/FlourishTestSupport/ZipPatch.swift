/// Edits to a zip archive's bytes that no honest writer makes: the fields a hostile file lies
/// in, changed in the local header and the central directory alike, so libzip's consistency
/// check (which compares the two) lets the lie through to the reader under test.
public enum ZipPatch {
    static let localSignature: UInt32 = 0x0403_4B50
    static let centralSignature: UInt32 = 0x0201_4B50

    /// `bytes` with every header naming `member` declaring `size` uncompressed bytes.
    public static func declaringSize(_ bytes: [UInt8], member: String, size: UInt32) -> [UInt8] {
        var patched = bytes
        for header in headers(in: bytes) where header.name == member {
            // The uncompressed size: offset 22 in a local header, 24 in a central one.
            write(size, at: header.offset + (header.isCentral ? 24 : 22), in: &patched)
        }
        return patched
    }

    /// `bytes` with every header naming `member` naming `newName` instead (the same length, so
    /// nothing else moves): how a zip that lists one name twice is made.
    public static func renaming(_ bytes: [UInt8], member: String, to newName: String) -> [UInt8] {
        precondition(member.utf8.count == newName.utf8.count, "a rename keeps the name's length")
        var patched = bytes
        for header in headers(in: bytes) where header.name == member {
            patched.replaceSubrange(header.nameStart..<(header.nameStart + newName.utf8.count), with: Array(newName.utf8))
        }
        return patched
    }

    /// Every local and central header, found by their signatures and checked by their name's
    /// length; a member's data that happens to hold a signature is skipped by the check.
    static func headers(in bytes: [UInt8]) -> [(offset: Int, isCentral: Bool, name: String, nameStart: Int)] {
        var found: [(Int, Bool, String, Int)] = []
        var offset = 0
        while offset + 46 <= bytes.count {
            let signature = little(bytes, offset, 4)
            if signature == Int(localSignature) || signature == Int(centralSignature) {
                let isCentral = signature == Int(centralSignature)
                let nameLength = little(bytes, offset + (isCentral ? 28 : 26), 2)
                let nameStart = offset + (isCentral ? 46 : 30)
                if nameStart + nameLength <= bytes.count {
                    let name = String(decoding: bytes[nameStart..<(nameStart + nameLength)], as: UTF8.self)
                    found.append((offset, isCentral, name, nameStart))
                }
            }
            offset += 1
        }
        return found
    }

    static func little(_ bytes: [UInt8], _ at: Int, _ count: Int) -> Int {
        (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
    }

    static func write(_ value: UInt32, at offset: Int, in bytes: inout [UInt8]) {
        for i in 0..<4 { bytes[offset + i] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(i))) }
    }
}
