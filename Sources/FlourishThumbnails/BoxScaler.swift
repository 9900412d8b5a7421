/// Shrinks a straight-RGBA image, fed a row at a time top to bottom, by a box filter: each
/// output pixel is the mean of the whole source pixels that fall into it, colours weighted by
/// their alpha (a transparent pixel's colour is no colour), so holding one output row of sums
/// and the output itself is all the memory it takes, whatever the source's size.
///
/// A file manager asks for a thumbnail of every painting it shows, so the loops run over raw
/// buffers it owns (an array's bounds and uniqueness checks per byte made the filter cost more
/// than decoding the PNG), and a source already at the size asked for is copied, not summed.
struct BoxScaler: ~Copyable {
    let sourceWidth: Int
    let sourceHeight: Int
    let width: Int
    let height: Int
    /// The output, straight RGBA, `width * height * 4` bytes; whole once every row is added.
    let pixels: UnsafeMutableBufferPointer<UInt8>
    /// The output column of each source column, and how many source columns each output one has.
    private let columnOf: UnsafeMutableBufferPointer<Int>
    private let columnCount: UnsafeMutableBufferPointer<Int>
    /// Per output column of the band being summed: red, green and blue times alpha, and alpha.
    private let sums: UnsafeMutableBufferPointer<UInt64>
    private var rowsInBand = 0

    /// `width` and `height` at least 1 and at most the source's, so no output pixel is empty.
    init(sourceWidth: Int, sourceHeight: Int, width: Int, height: Int) {
        precondition(width >= 1 && width <= sourceWidth && height >= 1 && height <= sourceHeight)
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.width = width
        self.height = height
        pixels = .allocate(capacity: width * height * 4)
        pixels.initialize(repeating: 0)
        columnOf = .allocate(capacity: sourceWidth)
        columnCount = .allocate(capacity: width)
        columnCount.initialize(repeating: 0)
        for x in 0..<sourceWidth {
            let column = x * width / sourceWidth
            columnOf.initializeElement(at: x, to: column)
            columnCount[column] += 1
        }
        sums = .allocate(capacity: width * 4)
        sums.initialize(repeating: 0)
    }

    deinit {
        pixels.deallocate()
        columnOf.deallocate()
        columnCount.deallocate()
        sums.deallocate()
    }

    /// Output row `row`, `width * 4` bytes.
    func row(_ row: Int) -> UnsafePointer<UInt8> { UnsafePointer(pixels.baseAddress! + row * width * 4) }

    /// Adds source row `y` (`sourceWidth * 4` bytes); rows must come in order, each once.
    mutating func add(row y: Int, _ source: UnsafePointer<UInt8>) {
        if width == sourceWidth && height == sourceHeight {
            copy(row: y, source)
            return
        }
        let sums = sums.baseAddress!
        var s = source
        for column in columnOf {
            let o = sums + column &* 4
            let alpha = UInt64(s[3])
            o[0] &+= UInt64(s[0]) &* alpha
            o[1] &+= UInt64(s[1]) &* alpha
            o[2] &+= UInt64(s[2]) &* alpha
            o[3] &+= alpha
            s += 4
        }
        rowsInBand += 1
        let band = y * height / sourceHeight
        if y + 1 == sourceHeight || (y + 1) * height / sourceHeight != band { finish(band: band) }
    }

    /// At 1:1 each box is one pixel: its colour as it is, or none where it is transparent, as
    /// the sums would give. A pixel at a time as one 32-bit word, alpha in its top byte.
    private func copy(row y: Int, _ source: UnsafePointer<UInt8>) {
        let (from, to) = (UnsafeRawPointer(source), UnsafeMutableRawPointer(pixels.baseAddress! + y * width * 4))
        for x in 0..<width {
            let pixel = UInt32(littleEndian: from.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
            let kept = pixel >> 24 == 0 ? 0 : pixel
            to.storeBytes(of: kept.littleEndian, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// Output row `band` from the sums, rounded to the nearest value; the sums start again.
    private mutating func finish(band: Int) {
        let sums = sums.baseAddress!
        let out = pixels.baseAddress! + band * width * 4
        for column in 0..<width {
            let (s, o) = (sums + column * 4, out + column * 4)
            let alpha = s[3]
            let count = UInt64(columnCount[column] * rowsInBand)
            if alpha > 0 {
                o[0] = UInt8(truncatingIfNeeded: (s[0] + alpha / 2) / alpha)
                o[1] = UInt8(truncatingIfNeeded: (s[1] + alpha / 2) / alpha)
                o[2] = UInt8(truncatingIfNeeded: (s[2] + alpha / 2) / alpha)
                o[3] = UInt8(truncatingIfNeeded: (alpha + count / 2) / count)
            }
            (s[0], s[1], s[2], s[3]) = (0, 0, 0, 0)
        }
        rowsInBand = 0
    }
}
