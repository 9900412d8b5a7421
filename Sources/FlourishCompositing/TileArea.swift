/// The part of a tile a change covers: its columns and rows, within 0..<64. A stroke
/// recomposites only inside its dirty box, so a dab costs its box, not the tile; everything
/// else covers the whole tile.
public struct TileArea: Equatable, Sendable {
    public var columns: Range<Int>
    public var rows: Range<Int>

    public static let whole = TileArea(columns: 0..<Fix15Tile.side, rows: 0..<Fix15Tile.side)

    public init(columns: Range<Int>, rows: Range<Int>) {
        self.columns = columns
        self.rows = rows
    }

    /// The runs of pixels the area covers, as pixel indices into a tile: one run for the
    /// whole tile, one a row otherwise (a kernel's loop runs over each).
    @inline(__always)
    func forEachRun(_ body: (Range<Int>) -> Void) {
        if self == .whole {
            body(0..<Fix15Tile.pixelCount)
            return
        }
        for row in rows {
            let start = row * Fix15Tile.side
            body((start + columns.lowerBound)..<(start + columns.upperBound))
        }
    }
}
