/// A PNG as the mutator takes it apart: its chunks' types and data, written back with each
/// length and CRC computed, so that a changed IHDR or palette reaches libpng's checks of the
/// values rather than its CRC check (which a random change fails first).
struct PNGChunks: Equatable {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    struct Chunk: Equatable {
        var type: [UInt8]
        var data: [UInt8]
    }

    var chunks: [Chunk]

    /// The chunks of `bytes`, which must start with the signature; a chunk cut short ends the
    /// list, taking what is there.
    init?(parsing bytes: [UInt8]) {
        guard bytes.starts(with: Self.signature) else { return nil }
        var chunks: [Chunk] = []
        var offset = Self.signature.count
        while offset + 8 <= bytes.count {
            let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            let start = offset + 8
            let end = min(bytes.count, start + length)
            chunks.append(Chunk(type: Array(bytes[(offset + 4)..<start]), data: Array(bytes[start..<end])))
            offset = end + 4
        }
        self.chunks = chunks
    }

    func serialized() -> [UInt8] {
        var out = Self.signature
        for chunk in chunks {
            let length = UInt32(truncatingIfNeeded: chunk.data.count)
            out += (0..<4).map { UInt8(truncatingIfNeeded: length >> (24 - 8 * UInt32($0))) }
            out += chunk.type + chunk.data
            let crc = CRC32.of(chunk.type + chunk.data)
            out += (0..<4).map { UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32($0))) }
        }
        return out
    }
}
