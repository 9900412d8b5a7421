/// Draws gesture strokes as round-capped lines of one width, anti-aliased, into a grayscale
/// raster whose longer side is a fixed number of pixels whatever the ink's size on screen.
///
/// Drawing at a fixed resolution, not at screen size, bounds the work and the memory for any
/// input (a digit written across a 4K screen costs what a small one does) and leaves the
/// final 20 px shrink a steady factor of about four, which area averaging turns into smooth
/// grey edges like MNIST's.
struct InkRasterizer {
    /// Pixels across the longer side of the ink plus the line's width.
    let longerSidePixels: Int

    /// The raster of `strokes`, whose points lie in `box`, drawn with a line `lineWidth`
    /// screen pixels wide. The ink (line width included) spans `longerSidePixels` on its
    /// longer side, with a one-pixel blank margin around for the anti-aliased edge.
    func raster(of strokes: [GestureStroke], in box: InkBox, lineWidth: Double) -> GrayImage {
        let scale = Double(longerSidePixels) / (box.longerSide + lineWidth)
        let radius = lineWidth * scale / 2
        let margin = radius + 1
        var image = GrayImage(
            width: Int((box.width * scale + 2 * margin).rounded(.up)),
            height: Int((box.height * scale + 2 * margin).rounded(.up)))
        for stroke in strokes {
            let points = stroke.points.map { point in
                ((point.x - box.minX) * scale + margin, (point.y - box.minY) * scale + margin)
            }
            // A one-point stroke is a dot: a capsule of zero length.
            if points.count == 1 {
                Self.drawCapsule(from: points[0], to: points[0], radius: radius, into: &image)
            }
            for (a, b) in zip(points, points.dropFirst()) {
                Self.drawCapsule(from: a, to: b, radius: radius, into: &image)
            }
        }
        return image
    }

    /// Every pixel whose centre lies within `radius` of the segment a–b gets full coverage,
    /// falling to none over one pixel beyond it; a pixel keeps the most any segment gave it
    /// (overlapping segments of one stroke do not darken each other).
    private static func drawCapsule(
        from a: (Double, Double), to b: (Double, Double), radius: Double, into image: inout GrayImage
    ) {
        let reach = radius + 1
        let minX = max(0, Int((min(a.0, b.0) - reach).rounded(.down)))
        let maxX = min(image.width - 1, Int((max(a.0, b.0) + reach).rounded(.up)))
        let minY = max(0, Int((min(a.1, b.1) - reach).rounded(.down)))
        let maxY = min(image.height - 1, Int((max(a.1, b.1) + reach).rounded(.up)))
        guard minX <= maxX, minY <= maxY else { return }
        let dx = b.0 - a.0, dy = b.1 - a.1
        let lengthSquared = dx * dx + dy * dy
        for y in minY...maxY {
            for x in minX...maxX {
                let px = Double(x) + 0.5, py = Double(y) + 0.5
                // The nearest point of the segment, by projection clamped to its ends.
                var t = 0.0
                if lengthSquared > 0 {
                    t = min(max(((px - a.0) * dx + (py - a.1) * dy) / lengthSquared, 0), 1)
                }
                let nx = a.0 + t * dx - px, ny = a.1 + t * dy - py
                let distance = (nx * nx + ny * ny).squareRoot()
                let coverage = Float(min(max(radius + 0.5 - distance, 0), 1))
                if coverage > image[x, y] { image[x, y] = coverage }
            }
        }
    }
}
