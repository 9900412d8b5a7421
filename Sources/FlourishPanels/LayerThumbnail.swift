import FlourishSamples

/// A layer's pixels as a small picture for the layers panel: the canvas scaled to fit a box,
/// keeping its shape, each thumbnail pixel the mean of a 2x2 grid of canvas pixels under it,
/// composited over a grey checker so transparent paint reads as transparent.
///
/// The canvas is read through `sample` (premultiplied fix15, as the tiles hold it), so the
/// sampling is tested here without a tile store, and a redraw costs the thumbnail's size.
public struct LayerThumbnail: Sendable {
    public let canvasWidth: Int
    public let canvasHeight: Int
    public let width: Int
    public let height: Int
    /// Samples per thumbnail pixel, across and down.
    static let samples = 2
    /// Side of one checker square, in thumbnail pixels.
    public static let checkerSide = 4
    /// The checker's two greys.
    public static let checkerLight: UInt8 = 204
    public static let checkerDark: UInt8 = 153

    /// A thumbnail of a `canvasWidth` x `canvasHeight` canvas, as large as fits in
    /// `boxWidth` x `boxHeight` (never larger than the canvas, at least a pixel a side).
    public init(canvasWidth: Int, canvasHeight: Int, boxWidth: Int, boxHeight: Int) {
        precondition(canvasWidth > 0 && canvasHeight > 0, "a canvas has pixels")
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        let scale = min(1, Double(boxWidth) / Double(canvasWidth), Double(boxHeight) / Double(canvasHeight))
        width = max(1, Int((Double(canvasWidth) * scale).rounded(.down)))
        height = max(1, Int((Double(canvasHeight) * scale).rounded(.down)))
    }

    /// The checker's grey at thumbnail pixel (`x`, `y`).
    public static func checker(x: Int, y: Int) -> UInt8 {
        (x / checkerSide + y / checkerSide) % 2 == 0 ? checkerLight : checkerDark
    }

    /// The thumbnail as `width * height * 4` bytes of opaque RGBA, rows top first.
    /// `sample(x, y)` gives the canvas pixel there as premultiplied fix15 (1 is 1 << 15), light
    /// in `space`: in the legacy space the samples are averaged and laid on the checker as
    /// stored, in any other as light, the result stored through the space's curve, as the
    /// canvas is shown.
    public func pixels(
        space: ColorSpace = .legacy, sample: (Int, Int) -> (r: UInt16, g: UInt16, b: UInt16, a: UInt16)
    ) -> [UInt8] {
        let one = Double(1 << 15)
        let n = Double(Self.samples * Self.samples)
        let stepX = Double(canvasWidth) / Double(width)
        let stepY = Double(canvasHeight) / Double(height)
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for row in 0..<height {
            for column in 0..<width {
                var sum = (r: 0.0, g: 0.0, b: 0.0, a: 0.0)
                for sy in 0..<Self.samples {
                    let y = min(Int((Double(row) + (Double(sy) + 0.5) / Double(Self.samples)) * stepY), canvasHeight - 1)
                    for sx in 0..<Self.samples {
                        let x = min(Int((Double(column) + (Double(sx) + 0.5) / Double(Self.samples)) * stepX), canvasWidth - 1)
                        let p = sample(x, y)
                        sum = (sum.r + Double(p.r), sum.g + Double(p.g), sum.b + Double(p.b), sum.a + Double(p.a))
                    }
                }
                // Premultiplied over the opaque checker: colour + grey * (1 - alpha).
                let alpha = min(sum.a / n / one, 1)
                let checker = Double(Self.checker(x: column, y: row))
                let offset = (row * width + column) * 4
                if space.isLegacy {
                    let grey = checker * (1 - alpha)
                    out[offset] = Self.byte(sum.r / n / one * 255 + grey)
                    out[offset + 1] = Self.byte(sum.g / n / one * 255 + grey)
                    out[offset + 2] = Self.byte(sum.b / n / one * 255 + grey)
                } else {
                    let grey = space.light(ofStored: checker / 255) * (1 - alpha)
                    out[offset] = Self.byte(space.stored(ofLight: sum.r / n / one + grey) * 255)
                    out[offset + 1] = Self.byte(space.stored(ofLight: sum.g / n / one + grey) * 255)
                    out[offset + 2] = Self.byte(space.stored(ofLight: sum.b / n / one + grey) * 255)
                }
                out[offset + 3] = 255
            }
        }
        return out
    }

    private static func byte(_ value: Double) -> UInt8 {
        UInt8(min(max(value.rounded(), 0), 255))
    }
}
