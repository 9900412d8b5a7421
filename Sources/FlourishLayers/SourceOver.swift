import FlourishPaint

/// Normal (`svg:src-over`) compositing of one fix15 premultiplied tile onto another at an
/// opacity, over a rectangle of it: what a stroke in Normal mode recomposites, only inside
/// its dirty box (`TileCompositor` blends whole tiles in every mode). Shifts, not divisions,
/// so the loop vectorises; rounded as `TileCompositor` rounds, so a tile recomposited in part
/// and one recomposited whole agree; transparent source pixels are left out.
enum SourceOver {
    /// The part of a tile a change covers: columns and rows, 0...64.
    struct Area: Equatable {
        var columns: Range<Int>
        var rows: Range<Int>

        static let whole = Area(columns: 0..<64, rows: 0..<64)

        /// `bounds` (canvas pixels) where it meets `tile`; nil where it misses it.
        init?(_ bounds: PixelRect, in tile: TileCoordinate) {
            let (x0, y0) = (Int(tile.x) * 64, Int(tile.y) * 64)
            let columns = max(bounds.x - x0, 0)..<min(bounds.x + bounds.width - x0, 64)
            let rows = max(bounds.y - y0, 0)..<min(bounds.y + bounds.height - y0, 64)
            guard !columns.isEmpty, !rows.isEmpty else { return nil }
            self.init(columns: columns, rows: rows)
        }

        init(columns: Range<Int>, rows: Range<Int>) {
            self.columns = columns
            self.rows = rows
        }
    }

    static func composite(
        _ source: UnsafePointer<UInt16>, onto destination: UnsafeMutablePointer<UInt16>, opacity: Double,
        area: Area = .whole
    ) {
        let alpha = UInt32((min(max(opacity, 0), 1) * 32768).rounded())
        guard alpha > 0 else { return }
        for row in area.rows {
            let start = (row * 64 + area.columns.lowerBound) * 4
            let end = (row * 64 + area.columns.upperBound) * 4
            if alpha == 32768 {
                for pixel in stride(from: start, to: end, by: 4) {
                    let sa = UInt32(source[pixel + 3])
                    if sa == 0 { continue }
                    let keep = 32768 - sa
                    for channel in 0..<4 {
                        let d = UInt32(destination[pixel + channel])
                        destination[pixel + channel] = UInt16(min(UInt32(source[pixel + channel]) + (d * keep + 16384) >> 15, 32768))
                    }
                }
                continue
            }
            for pixel in stride(from: start, to: end, by: 4) {
                let sa = (UInt32(source[pixel + 3]) * alpha + 16384) >> 15
                if sa == 0 { continue }
                let keep = 32768 - sa
                for channel in 0..<4 {
                    let s = (UInt32(source[pixel + channel]) * alpha + 16384) >> 15
                    let d = UInt32(destination[pixel + channel])
                    destination[pixel + channel] = UInt16(min(s + (d * keep + 16384) >> 15, 32768))
                }
            }
        }
    }

    /// `area` of `destination` set to `source`'s pixels there (transparent where nil).
    static func copy(_ source: UnsafePointer<UInt16>?, onto destination: UnsafeMutablePointer<UInt16>, area: Area) {
        for row in area.rows {
            let start = (row * 64 + area.columns.lowerBound) * 4
            let count = area.columns.count * 4
            if let source {
                (destination + start).update(from: source + start, count: count)
            } else {
                (destination + start).update(repeating: 0, count: count)
            }
        }
    }
}
