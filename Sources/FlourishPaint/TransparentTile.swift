#if canImport(Glibc)
    import Glibc
#endif

/// The one transparent tile every store hands libmypaint for a tile never painted: read-only
/// memory the kernel zero-fills, mapped once for the process, so an empty layer costs no tile
/// of its own (100k empty layers cost gigabytes when each had one) and a stray write into it
/// faults at once instead of showing paint in every unpainted tile of every layer.
///
/// Kept as an address, a plain Sendable value, and never unmapped: it lives as long as the
/// process. Where the mapping fails (no memory for one more mapping), an ordinary zeroed
/// allocation takes its place, writable but still never written.
enum TransparentTile {
    static let address: Int = {
        let bytes = TilePixels.byteCount
        if let mapped = mmap(nil, bytes, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED {
            return Int(bitPattern: mapped)
        }
        let values = UnsafeMutablePointer<UInt16>.allocate(capacity: TileStore.valuesPerTile)
        values.initialize(repeating: 0, count: TileStore.valuesPerTile)
        return Int(bitPattern: values)
    }()

    /// The tile, as libmypaint's read-only request takes it (a mutable pointer it never writes
    /// through).
    static var values: UnsafeMutablePointer<UInt16> {
        // Both branches above give a real block, never address 0, so the cast has a tile to
        // point at (the optional initialiser would only add a case that cannot happen).
        unsafeBitCast(address, to: UnsafeMutablePointer<UInt16>.self)
    }
}
