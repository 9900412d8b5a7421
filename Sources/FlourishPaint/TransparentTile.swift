#if canImport(Glibc)
    import Glibc
#endif

/// The one transparent tile every store hands libmypaint for a tile never painted: read-only
/// memory the kernel zero-fills, mapped once for the process, so an empty layer costs no tile
/// of its own (100k empty layers cost gigabytes when each had one) and a stray write into it
/// faults at once instead of showing paint in every unpainted tile of every layer.
///
/// Kept as an address, a plain Sendable value, and never unmapped: it lives as long as the
/// process.
enum TransparentTile {
    /// 0 where the mapping could not be made (no memory for one more mapping).
    private static let address: Int = {
        guard let mapped = mmap(nil, TilePixels.byteCount, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0), mapped != MAP_FAILED
        else { return 0 }
        return Int(bitPattern: mapped)
    }()

    /// The tile, as libmypaint's read-only request takes it (a mutable pointer it never writes
    /// through); nil where it could not be mapped, and a store uses a tile of its own.
    static var values: UnsafeMutablePointer<UInt16>? { UnsafeMutablePointer<UInt16>(bitPattern: address) }
}
