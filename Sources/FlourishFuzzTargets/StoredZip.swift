/// A zip archive as the mutator takes it apart and puts it back: each member's name, method
/// and data as the local headers give them, in file order, written back with a central
/// directory that agrees, and a stored member's CRC and sizes computed from its data.
///
/// libzip checks a member's CRC as it reads it, and the central directory against the local
/// headers as it opens the archive: random changes to an archive's bytes die there, before
/// stack.xml or a PNG is parsed. Changing a member's data here and writing the archive again
/// keeps those checks satisfied, so the mutations reach the readers behind them.
struct StoredZip: Equatable {
    struct Entry: Equatable {
        var name: [UInt8]
        /// 0: stored (its data is the member's bytes), 8: deflated, or whatever the file said.
        var method: UInt16
        /// For a member that is not stored: the CRC and size its header declared, kept.
        var crc: UInt32
        var uncompressedSize: UInt32
        var data: [UInt8]

        var isStored: Bool { method == 0 }
    }

    var entries: [Entry]

    /// The local headers from the start of `bytes`, in order; nil where the bytes do not start
    /// with one, or where a member's sizes are in a data descriptor after it (bit 3).
    init?(parsing bytes: [UInt8]) {
        func little(_ at: Int, _ count: Int) -> Int { (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) } }
        var entries: [Entry] = []
        var offset = 0
        while offset + 30 <= bytes.count, little(offset, 4) == 0x0403_4B50 {
            let flags = little(offset + 6, 2)
            let compressed = little(offset + 18, 4)
            let nameLength = little(offset + 26, 2)
            let extraLength = little(offset + 28, 2)
            let dataStart = offset + 30 + nameLength + extraLength
            guard flags & 8 == 0, dataStart + compressed <= bytes.count else { return nil }
            entries.append(
                Entry(
                    name: Array(bytes[(offset + 30)..<(offset + 30 + nameLength)]), method: UInt16(little(offset + 8, 2)),
                    crc: UInt32(little(offset + 14, 4)), uncompressedSize: UInt32(little(offset + 22, 4)),
                    data: Array(bytes[dataStart..<(dataStart + compressed)])))
            offset = dataStart + compressed
        }
        guard !entries.isEmpty else { return nil }
        self.entries = entries
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// The archive's bytes: each local header and its data, the central directory, its end.
    func serialized() -> [UInt8] {
        var out: [UInt8] = []
        var central: [UInt8] = []
        func append16(_ value: Int, to bytes: inout [UInt8]) {
            bytes += [UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8)]
        }
        func append32(_ value: UInt32, to bytes: inout [UInt8]) {
            bytes += (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * UInt32($0))) }
        }
        for entry in entries {
            let offset = UInt32(truncatingIfNeeded: out.count)
            let crc = entry.isStored ? CRC32.of(entry.data) : entry.crc
            let size = entry.isStored ? UInt32(truncatingIfNeeded: entry.data.count) : entry.uncompressedSize
            // Version 2.0, no flags, the method, 1980-01-01 00:00, the CRC and sizes, the name.
            var fields: [UInt8] = []
            append16(20, to: &fields)
            append16(0, to: &fields)
            append16(Int(entry.method), to: &fields)
            append16(0, to: &fields)
            append16(0x21, to: &fields)
            append32(crc, to: &fields)
            append32(UInt32(truncatingIfNeeded: entry.data.count), to: &fields)
            append32(size, to: &fields)
            append16(entry.name.count, to: &fields)
            append16(0, to: &fields)
            append32(0x0403_4B50, to: &out)
            out += fields + entry.name + entry.data
            append32(0x0201_4B50, to: &central)
            append16(20, to: &central)
            central += fields
            // No comment, disk 0, no attributes, where the local header is.
            append16(0, to: &central)
            append16(0, to: &central)
            append16(0, to: &central)
            append32(0, to: &central)
            append32(offset, to: &central)
            central += entry.name
        }
        let directoryOffset = UInt32(truncatingIfNeeded: out.count)
        out += central
        append32(0x0605_4B50, to: &out)
        append16(0, to: &out)
        append16(0, to: &out)
        append16(entries.count, to: &out)
        append16(entries.count, to: &out)
        append32(UInt32(truncatingIfNeeded: central.count), to: &out)
        append32(directoryOffset, to: &out)
        append16(0, to: &out)
        return out
    }
}
