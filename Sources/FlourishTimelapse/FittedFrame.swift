import FlourishPaint
import FlourishSamples

/// The video's picture: the canvas fitted into the frame, centred on paper, each frame pixel
/// the average of the canvas pixels under it (the nearest one where the canvas is enlarged).
///
/// Kept up to date by parts: `markChanged` notes the canvas tiles that changed, and `update`
/// converts only those tiles to 8-bit over paper (into a copy of the canvas kept here) and
/// recomputes only the frame pixels over them.
struct FittedFrame {
    let width: Int
    let height: Int
    /// Where the canvas lands in the frame.
    let placed: PixelRect
    private let canvasWidth: Int
    private let canvasHeight: Int
    private let paper: Color
    /// The canvas over paper, 8-bit RGBA.
    private var canvasPixels: [UInt8]
    /// The frame, 8-bit RGBA, `width * 4` bytes a row.
    private(set) var pixels: [UInt8]
    private var changed: Set<TileCoordinate> = []

    init(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int, paper: Color) {
        (self.width, self.height, self.canvasWidth, self.canvasHeight, self.paper) =
            (width, height, canvasWidth, canvasHeight, paper)
        let scale = min(Double(width) / Double(canvasWidth), Double(height) / Double(canvasHeight))
        let placedWidth = min(width, max(1, Int((Double(canvasWidth) * scale).rounded())))
        let placedHeight = min(height, max(1, Int((Double(canvasHeight) * scale).rounded())))
        placed = PixelRect(
            x: (width - placedWidth) / 2, y: (height - placedHeight) / 2, width: placedWidth, height: placedHeight)
        canvasPixels = Self.paperPixels(count: canvasWidth * canvasHeight, paper: paper)
        pixels = Self.paperPixels(count: width * height, paper: paper)
    }

    private static func paperPixels(count: Int, paper: Color) -> [UInt8] {
        var bytes = [UInt8](repeating: 255, count: count * 4)
        for i in 0..<count { (bytes[i * 4], bytes[i * 4 + 1], bytes[i * 4 + 2]) = (paper.r, paper.g, paper.b) }
        return bytes
    }

    mutating func markChanged(_ regions: [DirtyRegion]) {
        for region in regions { changed.formUnion(region.tiles) }
    }

    /// Brings the frame up to date with `canvas` where tiles were marked changed.
    mutating func update(from canvas: TileStore) {
        guard !changed.isEmpty else { return }
        let size = TileStore.tileSize
        for tile in changed {
            let (x0, y0) = (Int(tile.x) * size, Int(tile.y) * size)
            guard x0 < canvasWidth, y0 < canvasHeight, x0 >= 0, y0 >= 0 else { continue }
            let (columns, rows) = (min(size, canvasWidth - x0), min(size, canvasHeight - y0))
            canvasPixels.withUnsafeMutableBufferPointer { bytes in
                TileConversion.compositeOverPaper(
                    canvas.pixels(of: tile), paper: paper, into: bytes.baseAddress! + (y0 * canvasWidth + x0) * 4,
                    rowStride: canvasWidth * 4, columns: columns, rows: rows)
            }
            resample(canvasX: x0..<(x0 + columns), canvasY: y0..<(y0 + rows))
        }
        changed.removeAll(keepingCapacity: true)
    }

    /// The canvas columns (or rows) frame pixel `i` of `placedCount` covers, of `count`.
    private static func span(_ i: Int, of placedCount: Int, over count: Int) -> Range<Int> {
        let start = i * count / placedCount
        return start..<max(start + 1, (i + 1) * count / placedCount)
    }

    /// Recomputes the frame pixels whose canvas pixels meet the given canvas rectangle.
    private mutating func resample(canvasX: Range<Int>, canvasY: Range<Int>) {
        // Frame pixel i covers canvas [i*c/p, (i+1)*c/p): the first that meets `x` and the last.
        let firstX = canvasX.lowerBound * placed.width / canvasWidth
        let lastX = min(placed.width - 1, ((canvasX.upperBound) * placed.width + canvasWidth - 1) / canvasWidth)
        let firstY = canvasY.lowerBound * placed.height / canvasHeight
        let lastY = min(placed.height - 1, ((canvasY.upperBound) * placed.height + canvasHeight - 1) / canvasHeight)
        guard firstX <= lastX, firstY <= lastY else { return }
        let (canvasWidth, canvasHeight, placed, width) = (canvasWidth, canvasHeight, placed, width)
        canvasPixels.withUnsafeBufferPointer { source in
            pixels.withUnsafeMutableBufferPointer { frame in
                for fy in firstY...lastY {
                    let rows = Self.span(fy, of: placed.height, over: canvasHeight)
                    for fx in firstX...lastX {
                        let columns = Self.span(fx, of: placed.width, over: canvasWidth)
                        var (r, g, b) = (0, 0, 0)
                        for y in rows {
                            var at = (y * canvasWidth + columns.lowerBound) * 4
                            for _ in columns {
                                r += Int(source[at])
                                g += Int(source[at + 1])
                                b += Int(source[at + 2])
                                at += 4
                            }
                        }
                        let n = rows.count * columns.count
                        let out = ((placed.y + fy) * width + placed.x + fx) * 4
                        frame[out] = UInt8((r + n / 2) / n)
                        frame[out + 1] = UInt8((g + n / 2) / n)
                        frame[out + 2] = UInt8((b + n / 2) / n)
                    }
                }
            }
        }
    }
}
