/// The pixels every compositor here reads and writes: one of libmypaint's tiles as Flourish
/// stores them, 64x64 pixels of interleaved R, G, B, A as UInt16, premultiplied by alpha, in
/// fix15 (1.0 == 1 << 15), row-major. A tile is `valuesPerTile` values at a pointer; nothing
/// here owns one.
public enum Fix15Tile {
    public static let side = 64
    public static let pixelCount = side * side
    /// UInt16 values in one tile (4 per pixel).
    public static let valuesPerTile = pixelCount * 4
    /// 1.0 in fix15.
    public static let one: UInt16 = 1 << 15
}
