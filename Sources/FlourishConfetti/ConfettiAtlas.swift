/// One shared atlas of the 13 silhouettes, rasterised once: straight RGBA8, white with
/// coverage in alpha, so a vertex colour tints it to any piece's colour.
///
/// Bytes are R, G, B, A in memory (`SDL_PIXELFORMAT_RGBA32`). Cells are square and laid out
/// row by row; each shape keeps a transparent margin inside its cell, so linear filtering at
/// a cell's edge never picks up a neighbour.
public struct ConfettiAtlas: Sendable {
    public let width: Int
    public let height: Int
    /// `width * height * 4` bytes, row by row, top row first.
    public let pixels: [UInt8]
    /// One normalised texture rectangle per silhouette, in the order of `silhouettes`.
    public let cells: [(u0: Float, v0: Float, u1: Float, v1: Float)]
    /// Side of one cell in pixels.
    public let cellSize: Int
    /// The silhouettes' names, in cell order.
    public static let silhouettes: [String] = Silhouette.allCases.map(\.name)

    /// The atlas every engine shares, rasterised on first use.
    static let shared = ConfettiAtlas()

    /// Rasterises every silhouette into its cell, `samplesPerAxis`² samples per pixel.
    init(cellSize: Int = 64, columns: Int = 4, samplesPerAxis: Int = 4) {
        let shapes = Silhouette.allCases
        let rows = (shapes.count + columns - 1) / columns
        width = cellSize * columns
        height = cellSize * rows
        self.cellSize = cellSize
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for index in pixels.indices where index % 4 == 3 { pixels[index] = 0 }
        var cells: [(u0: Float, v0: Float, u1: Float, v1: Float)] = []
        let margin = 3
        let inner = Float(cellSize - 2 * margin)
        let samples = samplesPerAxis * samplesPerAxis
        for (n, shape) in shapes.enumerated() {
            let cellX = (n % columns) * cellSize
            let cellY = (n / columns) * cellSize
            for py in 0..<cellSize {
                for px in 0..<cellSize {
                    var covered = 0
                    for sy in 0..<samplesPerAxis {
                        for sx in 0..<samplesPerAxis {
                            let fx = Float(px - margin) + (Float(sx) + 0.5) / Float(samplesPerAxis)
                            let fy = Float(py - margin) + (Float(sy) + 0.5) / Float(samplesPerAxis)
                            if shape.contains(fx / inner * 2 - 1, 1 - fy / inner * 2) {
                                covered += 1
                            }
                        }
                    }
                    let alpha = (covered * 255 + samples / 2) / samples
                    pixels[((cellY + py) * width + cellX + px) * 4 + 3] = UInt8(alpha)
                }
            }
            cells.append(
                (
                    u0: Float(cellX) / Float(width), v0: Float(cellY) / Float(height),
                    u1: Float(cellX + cellSize) / Float(width),
                    v1: Float(cellY + cellSize) / Float(height)
                ))
        }
        self.pixels = pixels
        self.cells = cells
    }

    /// The coverage (alpha) of pixel (x, y) of cell `cell`, 0...255.
    public func coverage(cell: Int, x: Int, y: Int) -> UInt8 {
        let columns = width / cellSize
        let px = (cell % columns) * cellSize + x
        let py = (cell / columns) * cellSize + y
        return pixels[(py * width + px) * 4 + 3]
    }
}
