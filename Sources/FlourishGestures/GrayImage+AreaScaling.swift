extension GrayImage {
    /// The image scaled to `width` x `height` by area averaging: each new pixel is the mean of
    /// the old image over the rectangle it covers, fractional pixels weighed by their overlap.
    ///
    /// Bilinear sampling on a large shrink skips most source pixels and breaks thin strokes
    /// into dots; the average keeps every pixel's ink.
    func areaScaled(width newWidth: Int, height newHeight: Int) -> GrayImage {
        precondition(newWidth > 0 && newHeight > 0, "an area-scaled image has pixels")
        let columns = Self.overlaps(from: width, to: newWidth)
        let rows = Self.overlaps(from: height, to: newHeight)
        // Rows first, then columns: a box average is separable.
        var across = GrayImage(width: newWidth, height: height)
        for y in 0..<height {
            for (x, weights) in columns.enumerated() {
                var sum: Float = 0
                for weight in weights { sum += self[weight.index, y] * weight.share }
                across[x, y] = sum
            }
        }
        var scaled = GrayImage(width: newWidth, height: newHeight)
        for (y, weights) in rows.enumerated() {
            for x in 0..<newWidth {
                var sum: Float = 0
                for weight in weights { sum += across[x, weight.index] * weight.share }
                scaled[x, y] = sum
            }
        }
        return scaled
    }

    /// For each of `count` new pixels along an axis of `sourceCount` old ones: the old pixels
    /// it covers and the share of it each one makes up (summing to 1).
    private static func overlaps(from sourceCount: Int, to count: Int) -> [[(index: Int, share: Float)]] {
        let step = Double(sourceCount) / Double(count)
        return (0..<count).map { pixel in
            let start = Double(pixel) * step
            let end = Double(pixel + 1) * step
            var weights: [(index: Int, share: Float)] = []
            var index = Int(start)
            while index < sourceCount, Double(index) < end {
                let covered = min(end, Double(index + 1)) - max(start, Double(index))
                if covered > 0 { weights.append((index, Float(covered / step))) }
                index += 1
            }
            return weights
        }
    }
}
