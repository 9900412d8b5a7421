import FlourishCompositing
import FlourishOpenRasterArchive
import FlourishSamples

/// Flattens layers the way an OpenRaster reader shows them: src-over, bottom first, each at its
/// offset and opacity, onto a transparent canvas.
///
/// With `eotf` 1 the channels are blended as stored, as most OpenRaster readers do. MyPaint 2
/// blends in linear light and stores channels raised to 1/eotf (`mypaint:eotf`, 2.2 by
/// default): passing that exponent decodes each channel, blends premultiplied, and encodes the
/// result, which is how its `mergedimage.png` comes out.
public enum OpenRasterComposite {
    /// One layer's pixels and where they go.
    public struct Layer: Sendable {
        public var x: Int
        public var y: Int
        /// 0...1 (clamped).
        public var opacity: Double
        public var width: Int
        public var height: Int
        /// Straight (not premultiplied) RGBA, 8 bits a channel, rows top to bottom.
        public var pixels: [UInt8]

        public init(x: Int, y: Int, opacity: Double, width: Int, height: Int, pixels: [UInt8]) {
            self.x = x
            self.y = y
            self.opacity = opacity
            self.width = width
            self.height = height
            self.pixels = pixels
        }
    }

    /// The `width` x `height` canvas, straight RGBA 8-bit, with `layers` (bottom first)
    /// composited onto it. The canvas size is checked against `maxPixels` and every layer's
    /// pixel count against its size before anything is allocated.
    public static func flatten(
        _ layers: [Layer], width: Int, height: Int, eotf: Double = 1,
        maxPixels: Int = OpenRasterLimits().maxPixels
    ) throws(OpenRasterCompositeError) -> [UInt8] {
        guard OpenRasterLimits(maxPixels: maxPixels).allows(width: width, height: height) else {
            throw OpenRasterCompositeError("canvas \(width)x\(height) is not positive or more than \(maxPixels) pixels")
        }
        guard let space = ColorSpace(eotf: eotf) else { throw OpenRasterCompositeError("eotf \(eotf) is not a positive number") }
        for (index, layer) in layers.enumerated() {
            try check(layer, index: index)
        }
        let curve = TransferCurve.of(space)
        var canvas = [UInt8](repeating: 0, count: width * height * 4)
        // One row of premultiplied linear light at a time: width x 16 bytes, not the image.
        var row = [Float](repeating: 0, count: width * 4)
        for y in 0..<height {
            for index in row.indices { row[index] = 0 }
            for layer in layers {
                blend(layer, intoRow: &row, y: y, width: width, decode: curve.unitLightOf8Bit)
            }
            store(row, into: &canvas, at: y * width * 4, curve: curve)
        }
        return canvas
    }

    /// Writes a row of premultiplied light into `canvas` at `offset` as straight 8-bit RGBA
    /// stored through `curve`, leaving fully transparent pixels as they are (zero).
    private static func store(_ row: [Float], into canvas: inout [UInt8], at offset: Int, curve: TransferCurve) {
        for d in stride(from: 0, to: row.count, by: 4) {
            let alpha = min(row[d + 3], 1)
            let alpha8 = UInt8((alpha * 255).rounded())
            guard alpha8 > 0 else { continue }  // the canvas is zero already
            for channel in 0..<3 {
                canvas[offset + d + channel] = curve.stored(ofUnitLight: row[d + channel] / alpha)
            }
            canvas[offset + d + 3] = alpha8
        }
    }

    private static func check(_ layer: Layer, index: Int) throws(OpenRasterCompositeError) {
        let (count, overflow) = layer.width.multipliedReportingOverflow(by: layer.height)
        guard layer.width >= 0, layer.height >= 0, !overflow, count <= Int.max / 4,
            layer.pixels.count == count * 4
        else {
            throw OpenRasterCompositeError(
                "layer \(index) has \(layer.pixels.count) bytes, not 4 for each of its "
                    + "\(layer.width)x\(layer.height) pixels")
        }
        guard layer.x.magnitude <= OpenRasterLimits.maxOffset, layer.y.magnitude <= OpenRasterLimits.maxOffset else {
            throw OpenRasterCompositeError(
                "layer \(index) lies at \(layer.x), \(layer.y), beyond ±\(OpenRasterLimits.maxOffset)")
        }
        guard layer.opacity.isFinite else {
            throw OpenRasterCompositeError("layer \(index) has opacity \(layer.opacity)")
        }
    }

    /// Blends the part of `layer` on canvas row `y` over `row` (premultiplied, linear).
    private static func blend(_ layer: Layer, intoRow row: inout [Float], y: Int, width: Int, decode: [Float]) {
        let opacity = Float(min(max(layer.opacity, 0), 1))
        let sourceY = y - layer.y
        guard opacity > 0, sourceY >= 0, sourceY < layer.height else { return }
        let start = max(0, layer.x)
        let end = min(width, layer.x + layer.width)
        guard start < end else { return }
        let scale = opacity / 255
        layer.pixels.withUnsafeBufferPointer { source in
            row.withUnsafeMutableBufferPointer { target in
                var s = (sourceY * layer.width + (start - layer.x)) * 4
                for d in stride(from: start * 4, to: end * 4, by: 4) {
                    let alpha = Float(source[s + 3]) * scale
                    if alpha > 0 {
                        let keep = 1 - alpha
                        target[d] = decode[Int(source[s])] * alpha + target[d] * keep
                        target[d + 1] = decode[Int(source[s + 1])] * alpha + target[d + 1] * keep
                        target[d + 2] = decode[Int(source[s + 2])] * alpha + target[d + 2] * keep
                        target[d + 3] = alpha + target[d + 3] * keep
                    }
                    s += 4
                }
            }
        }
    }
}
