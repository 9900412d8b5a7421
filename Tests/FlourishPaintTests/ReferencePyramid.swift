import FlourishSamples

@testable import FlourishPaint

/// The slow, obviously correct display pyramid the tests hold `DisplayPyramid` to: each level
/// as one row-major RGBA image, level 0 worked pixel by pixel from `store.pixel(x:y:)` with
/// the documented formulas, and no code shared with the pyramid.
struct ReferencePyramid {
    /// Level 0's size in pixels: the canvas padded to whole tiles of the coarsest level.
    let width: Int
    let height: Int
    /// Level L at index L: (width >> L) x (height >> L) pixels.
    let images: [[UInt8]]

    init(store: TileStore, paper: Color, maxLevel: Int = 4) {
        let span = 64 << maxLevel
        width = (store.width + span - 1) / span * span
        height = (store.height + span - 1) / span * span
        var level0 = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let pixel = Self.overPaper(store: store, x: x, y: y, paper: paper)
                for c in 0..<4 { level0[(y * width + x) * 4 + c] = pixel[c] }
            }
        }
        var images = [level0]
        for level in 1...maxLevel {
            let below = level - 1
            images.append(Self.halve(images[below], width: width >> below, height: height >> below))
        }
        self.images = images
    }

    /// A canvas pixel over paper: `(c * 255 + paper * (32768 - a) + 16384) >> 15`, clamped;
    /// plain paper outside the canvas.
    static func overPaper(store: TileStore, x: Int, y: Int, paper: Color) -> [UInt8] {
        guard x < store.width && y < store.height else { return [paper.r, paper.g, paper.b, 255] }
        let p = store.pixel(x: x, y: y)
        let under = 32768 - min(Int(p.a), 32768)
        func channel(_ c: UInt16, _ paper: UInt8) -> UInt8 {
            UInt8(min((Int(c) * 255 + Int(paper) * under + 16384) >> 15, 255))
        }
        return [channel(p.r, paper.r), channel(p.g, paper.g), channel(p.b, paper.b), 255]
    }

    /// The next level: `(a + b + c + d + 2) >> 2` per channel over each 2x2 block.
    static func halve(_ image: [UInt8], width: Int, height: Int) -> [UInt8] {
        let half = width / 2
        var out = [UInt8](repeating: 0, count: half * (height / 2) * 4)
        for y in 0..<height / 2 {
            for x in 0..<half {
                let top = ((2 * y) * width + 2 * x) * 4
                let bottom = top + width * 4
                for c in 0..<4 {
                    let upper = Int(image[top + c]) + Int(image[top + 4 + c])
                    let lower = Int(image[bottom + c]) + Int(image[bottom + 4 + c])
                    out[(y * half + x) * 4 + c] = UInt8((upper + lower + 2) >> 2)
                }
            }
        }
        return out
    }

    /// Pixel (x, y) of `level`.
    func pixel(level: Int, x: Int, y: Int) -> [UInt8] {
        let start = (y * (width >> level) + x) * 4
        return Array(images[level][start..<start + 4])
    }
}
