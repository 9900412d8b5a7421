import FlourishPaint
import FlourishSamples

/// The video's picture: the canvas fitted into the frame, centred on paper, each frame pixel
/// the average of the canvas pixels under it (the nearest one where the canvas is enlarged),
/// each canvas pixel converted to 8 bits as the screen converts it (`CanvasLook`).
///
/// Kept up to date by parts: `markChanged` notes the canvas tiles that changed, and `update`
/// recomputes only the frame pixels over them, reading the canvas's tiles a row at a time.
/// It holds the frame and one canvas row, never a copy of the canvas: a 32768x32768 canvas
/// would be 4 GiB of it.
struct FittedFrame {
    let width: Int
    let height: Int
    /// Where the canvas lands in the frame.
    let placed: PixelRect
    private let canvasWidth: Int
    private let canvasHeight: Int
    /// How the canvas is shown: the painting's, taken again at each update (a layer's mode may
    /// have put the paper in the composite since).
    private var look: CanvasLook
    /// The frame, 8-bit RGBA, `width * 4` bytes a row.
    private(set) var pixels: [UInt8]
    private var changed: Set<TileCoordinate> = []
    /// One canvas row's stretch over paper, 8-bit RGBA, and the frame row's colour sums: what
    /// `resample` works in, kept from call to call.
    private var row: [UInt8] = []
    private var sums: [Int] = []

    init(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int, look: CanvasLook) {
        (self.width, self.height, self.canvasWidth, self.canvasHeight, self.look) =
            (width, height, canvasWidth, canvasHeight, look)
        let paper = look.paperShown
        let scale = min(Double(width) / Double(canvasWidth), Double(height) / Double(canvasHeight))
        let placedWidth = min(width, max(1, Int((Double(canvasWidth) * scale).rounded())))
        let placedHeight = min(height, max(1, Int((Double(canvasHeight) * scale).rounded())))
        placed = PixelRect(
            x: (width - placedWidth) / 2, y: (height - placedHeight) / 2, width: placedWidth, height: placedHeight)
        pixels = [UInt8](repeating: 255, count: width * height * 4)
        for i in 0..<(width * height) { (pixels[i * 4], pixels[i * 4 + 1], pixels[i * 4 + 2]) = (paper.r, paper.g, paper.b) }
    }

    /// The bytes `init` holds for a frame of this size: what a timelapse checks against the
    /// memory budget, with the video's own frames.
    static func byteCount(width: Int, height: Int) -> Int { width * height * 4 }

    mutating func markChanged(_ regions: [DirtyRegion]) {
        for region in regions { changed.formUnion(region.tiles) }
    }

    /// A legacy painting's frame over no paper's composite, laid on `paper`.
    init(width: Int, height: Int, canvasWidth: Int, canvasHeight: Int, paper: Color) {
        self.init(width: width, height: height, canvasWidth: canvasWidth, canvasHeight: canvasHeight, look: CanvasLook(paper: paper))
    }

    /// Brings the frame up to date with `canvas` where tiles were marked changed; everywhere,
    /// where it is shown another way now (`look`: the painting's).
    mutating func update(from canvas: TileStore, look: CanvasLook? = nil) {
        if let look, look != self.look {
            self.look = look
            changed = Set((0..<canvas.tilesDown).flatMap { y in (0..<canvas.tilesAcross).map { TileCoordinate(x: $0, y: y) } })
        }
        guard !changed.isEmpty else { return }
        let size = TileStore.tileSize
        for tile in changed {
            let (x0, y0) = (Int(tile.x) * size, Int(tile.y) * size)
            guard x0 < canvasWidth, y0 < canvasHeight, x0 >= 0, y0 >= 0 else { continue }
            let (columns, rows) = (min(size, canvasWidth - x0), min(size, canvasHeight - y0))
            resample(canvasX: x0..<(x0 + columns), canvasY: y0..<(y0 + rows), from: canvas)
        }
        changed.removeAll(keepingCapacity: true)
    }

    /// The canvas columns (or rows) frame pixel `i` of `placedCount` covers, of `count`.
    private static func span(_ i: Int, of placedCount: Int, over count: Int) -> Range<Int> {
        let start = i * count / placedCount
        return start..<max(start + 1, (i + 1) * count / placedCount)
    }

    /// Recomputes the frame pixels whose canvas pixels meet the given canvas rectangle.
    private mutating func resample(canvasX: Range<Int>, canvasY: Range<Int>, from canvas: TileStore) {
        // Frame pixel i covers canvas [i*c/p, (i+1)*c/p): the first that meets `x` and the last.
        let firstX = canvasX.lowerBound * placed.width / canvasWidth
        let lastX = min(placed.width - 1, ((canvasX.upperBound) * placed.width + canvasWidth - 1) / canvasWidth)
        let firstY = canvasY.lowerBound * placed.height / canvasHeight
        let lastY = min(placed.height - 1, ((canvasY.upperBound) * placed.height + canvasHeight - 1) / canvasHeight)
        guard firstX <= lastX, firstY <= lastY else { return }
        // The canvas columns those frame columns cover, read once per canvas row.
        let columns = Self.span(firstX, of: placed.width, over: canvasWidth).lowerBound
            ..< Self.span(lastX, of: placed.width, over: canvasWidth).upperBound
        let across = lastX - firstX + 1
        if row.count < columns.count * 4 { row = [UInt8](repeating: 0, count: columns.count * 4) }
        if sums.count < across * 3 { sums = [Int](repeating: 0, count: across * 3) }
        for fy in firstY...lastY {
            let rows = Self.span(fy, of: placed.height, over: canvasHeight)
            for i in 0..<(across * 3) { sums[i] = 0 }
            for y in rows {
                read(row: y, columns: columns, of: canvas)
                for fx in firstX...lastX {
                    let covered = Self.span(fx, of: placed.width, over: canvasWidth)
                    var (r, g, b) = (0, 0, 0)
                    var at = (covered.lowerBound - columns.lowerBound) * 4
                    for _ in covered {
                        r += Int(row[at])
                        g += Int(row[at + 1])
                        b += Int(row[at + 2])
                        at += 4
                    }
                    let sum = (fx - firstX) * 3
                    (sums[sum], sums[sum + 1], sums[sum + 2]) = (sums[sum] + r, sums[sum + 1] + g, sums[sum + 2] + b)
                }
            }
            for fx in firstX...lastX {
                let n = rows.count * Self.span(fx, of: placed.width, over: canvasWidth).count
                let sum = (fx - firstX) * 3
                let out = ((placed.y + fy) * width + placed.x + fx) * 4
                pixels[out] = UInt8((sums[sum] + n / 2) / n)
                pixels[out + 1] = UInt8((sums[sum + 1] + n / 2) / n)
                pixels[out + 2] = UInt8((sums[sum + 2] + n / 2) / n)
            }
        }
    }

    /// Canvas row `y` as shown, 8-bit RGBA, from `columns.lowerBound` to its end, into
    /// `row`: tile by tile, as the screen converts them (a tile never painted is paper).
    private mutating func read(row y: Int, columns: Range<Int>, of canvas: TileStore) {
        let size = TileStore.tileSize
        let look = look
        row.withUnsafeMutableBufferPointer { bytes in
            guard let base = bytes.baseAddress else { return }
            var x = columns.lowerBound
            while x < columns.upperBound {
                let first = x % size
                let count = min(size - first, columns.upperBound - x)
                let tile = TileCoordinate(x: x / size, y: y / size)
                look.convert(
                    canvas.pixels(of: tile), of: tile, into: base + (x - columns.lowerBound) * 4, rowStride: count * 4,
                    columns: count, rows: 1, firstColumn: first, firstRow: y % size)
                x += count
            }
        }
    }
}
