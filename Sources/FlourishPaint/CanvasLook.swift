import FlourishCompositing
import FlourishSamples

/// How the painting's composite becomes what the painter sees: its light encoded through the
/// painting's curve, over the paper where the composite lies over none (a Normal stack), and
/// over a checkerboard where a mode cut through the paper (MyPaint shows one there too). The
/// one conversion the screen, the eyedropper, the file's thumbnail and the timelapse share.
public struct CanvasLook: Equatable, Sendable {
    public let paper: Color
    public let curve: TransferCurve
    public let base: CompositeBase
    /// The paper's light, and the paper as the screen shows it: its light stored again, which
    /// in the legacy space is the paper itself.
    let paperLight: Fix15Pixel
    public let paperShown: Color

    /// Side of one checkerboard square, canvas pixels, and its two greys (as the layers panel's).
    public static let checkerSide = 8
    public static let checkerLight = Color(r: 204, g: 204, b: 204)
    public static let checkerDark = Color(r: 153, g: 153, b: 153)

    public init(paper: Color, curve: TransferCurve = .legacy, base: CompositeBase = .transparent) {
        self.paper = paper
        self.curve = curve
        self.base = base
        paperLight = PixelFormat.opaque(paper, curve: curve)
        let stored = curve.storedOf15Bit
        paperShown =
            curve.isLegacy
            ? paper
            : Color(r: stored[Int(paperLight.red)], g: stored[Int(paperLight.green)], b: stored[Int(paperLight.blue)])
    }

    public static func == (a: CanvasLook, b: CanvasLook) -> Bool {
        a.paper == b.paper && a.curve.space == b.curve.space && a.base == b.base
    }

    /// The checkerboard's grey at canvas pixel (`x`, `y`).
    public static func checker(x: Int, y: Int) -> Color {
        (x / checkerSide + y / checkerSide) % 2 == 0 ? checkerLight : checkerDark
    }

    /// Writes `columns` x `rows` pixels of canvas tile `tile` (its pixels `source`, nil where
    /// the composite holds none), from (`firstColumn`, `firstRow`) of the tile, as opaque RGBA
    /// into `destination`, `rowStride` bytes between rows.
    public func convert(
        _ source: UnsafePointer<UInt16>?, of tile: TileCoordinate, into destination: UnsafeMutablePointer<UInt8>,
        rowStride: Int, columns: Int = TileStore.tileSize, rows: Int = TileStore.tileSize, firstColumn: Int = 0,
        firstRow: Int = 0
    ) {
        if base.isCutThrough {
            overChecker(
                source, origin: (Int(tile.x) * TileStore.tileSize + firstColumn, Int(tile.y) * TileStore.tileSize + firstRow),
                from: (firstColumn, firstRow), into: destination, rowStride: rowStride, columns: columns, rows: rows)
            return
        }
        guard let source else {
            fillPaper(into: destination, rowStride: rowStride, columns: columns, rows: rows)
            return
        }
        if curve.isLegacy {
            TileConversion.compositeOverPaper(
                source, paper: paper, into: destination, rowStride: rowStride, columns: columns, rows: rows,
                firstColumn: firstColumn, firstRow: firstRow)
        } else {
            TileConversion.compositeOverPaper(
                source, paperLight: paperLight, curve: curve, into: destination, rowStride: rowStride, columns: columns,
                rows: rows, firstColumn: firstColumn, firstRow: firstRow)
        }
    }

    /// Plain paper (a tile with nothing on it, or past the canvas's edge).
    public func fillPaper(into destination: UnsafeMutablePointer<UInt8>, rowStride: Int, columns: Int, rows: Int) {
        let shown = paperShown
        for row in 0..<rows {
            let out = destination + row * rowStride
            for column in 0..<columns {
                (out[column * 4], out[column * 4 + 1], out[column * 4 + 2], out[column * 4 + 3]) = (shown.r, shown.g, shown.b, 255)
            }
        }
    }

    /// The cut-through composite over the checkerboard, pixel by pixel (`origin`: the canvas
    /// pixel of the first one written); a tile not held is the base's blank.
    private func overChecker(
        _ source: UnsafePointer<UInt16>?, origin: (x: Int, y: Int), from first: (column: Int, row: Int),
        into destination: UnsafeMutablePointer<UInt8>, rowStride: Int, columns: Int, rows: Int
    ) {
        let blank = base.blank
        for row in 0..<rows {
            let out = destination + row * rowStride
            for column in 0..<columns {
                let under = Self.checker(x: origin.x + column, y: origin.y + row)
                let (r, g, b): (UInt8, UInt8, UInt8)
                if let source {
                    let p = source + ((first.row + row) * TileStore.tileSize + first.column + column) * 4
                    (r, g, b) = PixelFormat.over(r: p[0], g: p[1], b: p[2], a: p[3], under: under, curve: curve)
                } else {
                    (r, g, b) = PixelFormat.over(
                        r: blank.red, g: blank.green, b: blank.blue, a: blank.alpha, under: under, curve: curve)
                }
                (out[column * 4], out[column * 4 + 1], out[column * 4 + 2], out[column * 4 + 3]) = (r, g, b, 255)
            }
        }
    }

    /// The colour canvas pixel (x, y) of `store` shows (what the eyedropper picks); nil
    /// outside the canvas.
    public func color(atX x: Int, y: Int, of store: some TileSource) -> Color? {
        guard x >= 0, y >= 0, x < store.width, y < store.height else { return nil }
        let tile = TileCoordinate(x: x >> 6, y: y >> 6)
        var out: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
        withUnsafeMutableBytes(of: &out) { bytes in
            guard let base = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            convert(store.pixels(of: tile), of: tile, into: base, rowStride: 4, columns: 1, rows: 1, firstColumn: x & 63, firstRow: y & 63)
        }
        return Color(r: out.0, g: out.1, b: out.2)
    }
}
