/// Brush previews as the chooser shows them: scaled once, when read, to the chooser's cell
/// size, and laid over white, so drawing one is a plain copy from one shared texture.
public enum PreviewScaling {
    /// `pixels` (straight RGBA, `width` x `height`) averaged down or up onto a `side` x `side`
    /// square (area-weighted: each output pixel is the mean of the source area under it) and
    /// laid over white; opaque RGBA out.
    public static func square(_ pixels: [UInt8], width: Int, height: Int, side: Int) -> [UInt8] {
        precondition(width > 0 && height > 0 && side > 0 && pixels.count == width * height * 4, "an image to scale")
        var out = [UInt8](repeating: 255, count: side * side * 4)
        let scaleX = Double(width) / Double(side)
        let scaleY = Double(height) / Double(side)
        for oy in 0..<side {
            let y0 = Double(oy) * scaleY
            let y1 = y0 + scaleY
            for ox in 0..<side {
                let x0 = Double(ox) * scaleX
                let x1 = x0 + scaleX
                var sum = (0.0, 0.0, 0.0)
                var area = 0.0
                var sy = Int(y0)
                while Double(sy) < y1 && sy < height {
                    let coverY = min(y1, Double(sy + 1)) - max(y0, Double(sy))
                    var sx = Int(x0)
                    while Double(sx) < x1 && sx < width {
                        let cover = coverY * (min(x1, Double(sx + 1)) - max(x0, Double(sx)))
                        let i = (sy * width + sx) * 4
                        let alpha = Double(pixels[i + 3]) / 255
                        // Over white: c * a + 255 * (1 - a).
                        sum.0 += cover * (Double(pixels[i]) * alpha + 255 * (1 - alpha))
                        sum.1 += cover * (Double(pixels[i + 1]) * alpha + 255 * (1 - alpha))
                        sum.2 += cover * (Double(pixels[i + 2]) * alpha + 255 * (1 - alpha))
                        area += cover
                        sx += 1
                    }
                    sy += 1
                }
                let o = (oy * side + ox) * 4
                out[o] = UInt8(min(255, (sum.0 / area).rounded()))
                out[o + 1] = UInt8(min(255, (sum.1 / area).rounded()))
                out[o + 2] = UInt8(min(255, (sum.2 / area).rounded()))
            }
        }
        return out
    }
}
