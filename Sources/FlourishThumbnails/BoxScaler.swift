/// Shrinks a straight-RGBA image, fed a row at a time top to bottom, by a box filter: each
/// output pixel is the mean of the whole source pixels that fall into it, colours weighted by
/// their alpha (a transparent pixel's colour is no colour), so holding one output row of sums
/// and the output itself is all the memory it takes, whatever the source's size.
struct BoxScaler {
    let sourceWidth: Int
    let sourceHeight: Int
    let width: Int
    let height: Int
    /// The output, straight RGBA, `width * height * 4` bytes; whole once every row is added.
    private(set) var pixels: [UInt8]
    /// The output column of each source column, and how many source columns each output one has.
    private let columnOf: [Int]
    private let columnCount: [Int]
    /// Per output column of the band being summed: red, green and blue times alpha, and alpha.
    private var sums: [UInt64]
    private var rowsInBand = 0

    /// `width` and `height` at least 1 and at most the source's, so no output pixel is empty.
    init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        precondition(width >= 1 && width <= sourceWidth && height >= 1 && height <= sourceHeight)
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.width = width
        self.height = height
        pixels = [UInt8](repeating: 0, count: width * height * 4)
        columnOf = (0..<sourceWidth).map { $0 * width / sourceWidth }
        var counts = [Int](repeating: 0, count: width)
        for column in columnOf { counts[column] += 1 }
        columnCount = counts
        sums = [UInt64](repeating: 0, count: width * 4)
    }

    /// Adds source row `y` (`sourceWidth * 4` bytes); rows must come in order, each once.
    mutating func add(row y: Int, _ source: UnsafePointer<UInt8>) {
        for x in 0..<sourceWidth {
            let s = source + x * 4
            let o = columnOf[x] * 4
            let alpha = UInt64(s[3])
            sums[o] += UInt64(s[0]) * alpha
            sums[o + 1] += UInt64(s[1]) * alpha
            sums[o + 2] += UInt64(s[2]) * alpha
            sums[o + 3] += alpha
        }
        rowsInBand += 1
        let band = y * height / sourceHeight
        if y + 1 == sourceHeight || (y + 1) * height / sourceHeight != band { finish(band: band) }
    }

    /// Output row `band` from the sums, rounded to the nearest value; the sums start again.
    private mutating func finish(band: Int) {
        for column in 0..<width {
            let s = column * 4
            let o = (band * width + column) * 4
            let alpha = sums[s + 3]
            let count = UInt64(columnCount[column] * rowsInBand)
            if alpha > 0 {
                pixels[o] = UInt8((sums[s] + alpha / 2) / alpha)
                pixels[o + 1] = UInt8((sums[s + 1] + alpha / 2) / alpha)
                pixels[o + 2] = UInt8((sums[s + 2] + alpha / 2) / alpha)
                pixels[o + 3] = UInt8((alpha + count / 2) / count)
            }
            sums[s] = 0
            sums[s + 1] = 0
            sums[s + 2] = 0
            sums[s + 3] = 0
        }
        rowsInBand = 0
    }
}
