import FlourishRandom

/// The openraster target's mutations: an OpenRaster file is a zip of stack.xml and PNGs, each
/// guarded by a CRC, so libFuzzer's byte changes to the file as a whole rarely get past
/// libzip. Most mutations here change one member (stack.xml a third of the time), or one
/// chunk of a member that is a PNG, with libFuzzer's own mutator (`mutate`), and write the
/// archive again with every CRC, length and size made to agree; some rename, repeat, drop or
/// reorder members; one in ten changes the file's raw bytes, for libzip's own checks.
public enum OpenRasterMutator {
    /// `input` mutated, at most `maxSize` bytes. `mutate(bytes, limit)` changes `bytes` in
    /// place, to at most `limit` bytes (libFuzzer's `LLVMFuzzerMutate`); `seed` picks what.
    public static func mutate(
        _ input: [UInt8], maxSize: Int, seed: UInt32, using mutate: (inout [UInt8], Int) -> Void
    ) -> [UInt8] {
        var random = SplitMix64(seed: UInt64(seed))
        func raw() -> [UInt8] {
            var bytes = input
            mutate(&bytes, maxSize)
            return bytes
        }
        guard random.below(10) != 0, var archive = StoredZip(parsing: input) else { return raw() }
        let entries = archive.entries
        let stored = entries.indices.filter { entries[$0].isStored }
        switch random.below(8) {
        case 0...4 where !stored.isEmpty:
            let stack = stored.first { entries[$0].name == Array("stack.xml".utf8) }
            let index = stack.flatMap { random.below(3) == 0 ? $0 : nil } ?? stored[random.below(stored.count)]
            let room = maxSize - (archive.serialized().count - entries[index].data.count)
            guard room > 0 else { return raw() }
            archive.entries[index].data = mutated(entries[index].data, room: room, random: &random, using: mutate)
        case 5:
            let index = random.below(entries.count)
            mutate(&archive.entries[index].name, 256)
        case 6:
            let index = random.below(entries.count)
            if random.below(2) == 0 {
                archive.entries.insert(entries[index], at: random.below(entries.count + 1))
            } else if entries.count > 1 {
                archive.entries.remove(at: index)
            }
        default:
            archive.entries.swapAt(random.below(entries.count), random.below(entries.count))
        }
        let bytes = archive.serialized()
        return bytes.count <= maxSize ? bytes : raw()
    }

    /// A member's data mutated within `room` bytes: a PNG chunk by chunk where it is one
    /// (half the time one chunk's data, else the whole PNG), its CRCs then recomputed.
    static func mutated(
        _ data: [UInt8], room: Int, random: inout SplitMix64, using mutate: (inout [UInt8], Int) -> Void
    ) -> [UInt8] {
        guard var png = PNGChunks(parsing: data), !png.chunks.isEmpty else {
            var bytes = data
            mutate(&bytes, room)
            return bytes
        }
        if random.below(2) == 0 {
            let index = random.below(png.chunks.count)
            let others = png.serialized().count - png.chunks[index].data.count
            guard room > others else { return data }
            mutate(&png.chunks[index].data, room - others)
            return png.serialized()
        }
        var bytes = data
        mutate(&bytes, room)
        // Chunk types and data as mutated; the lengths and CRCs recomputed, so libpng reads the
        // values (a mutated signature leaves the bytes as they are, for libpng to refuse).
        guard let repaired = PNGChunks(parsing: bytes) else { return bytes }
        let fixed = repaired.serialized()
        return fixed.count <= room ? fixed : bytes
    }
}
