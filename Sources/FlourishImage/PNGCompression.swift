/// How a PNG's rows are filtered and deflated: the trade between the time a save takes and
/// the file's size.
public struct PNGCompression: Sendable, Hashable {
    public var filters: PNGFilters
    /// zlib's level, 0 (store) to 9 (smallest, slowest).
    public var level: Int

    public init(filters: PNGFilters, level: Int) {
        self.filters = filters
        self.level = level
    }

    /// No filter, zlib level 1: measured (`flourish-bench png`) on the painted bounds of
    /// libmypaint's 30-second painting (pencil; charcoal; charcoal in eight colours) it is the
    /// fastest setting on all three (6.5, 8.9 and 10.0 ms CPU for 704x640) and smaller than
    /// every filtered setting at levels 1 and 3. Straight-alpha strokes hold one colour and a
    /// grainy alpha; the filters predict from neighbours, and the difference of two grain
    /// values is noisier than either, so they cost time and bytes. Level 3 saves 0-8% of the
    /// size for 1.3-1.5x the time, level 6 7-20% for 2.8-4.5x; the adaptive choice (`.all`) is
    /// the slowest at each level and larger than no filter at the same level. On noise (the
    /// worst case) every setting ends up storing the bytes. A painting's file is a few
    /// hundred KiB, so time wins.
    public static let `default` = PNGCompression(filters: .none, level: 1)
}
