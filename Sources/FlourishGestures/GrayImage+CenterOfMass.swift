extension GrayImage {
    /// The ink-weighted mean pixel position (pixel indices, so the center of a 28-wide image
    /// is 13.5), or nil for an image without ink.
    func centerOfMass() -> (x: Double, y: Double)? {
        var mass = 0.0, sumX = 0.0, sumY = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let value = Double(self[x, y])
                mass += value
                sumX += value * Double(x)
                sumY += value * Double(y)
            }
        }
        guard mass > 0 else { return nil }
        return (sumX / mass, sumY / mass)
    }

    /// This image placed on a blank `side` x `side` one, shifted by whole pixels so its center
    /// of mass lands within half a pixel of the center, as MNIST was made.
    ///
    /// The shift never pushes ink off the edge: for ink so lopsided that centring would cut
    /// it, the image stops at the edge instead (the model sees all of the digit, slightly off
    /// center). The image must fit in `side`.
    func centeredByMass(onSide side: Int) -> GrayImage {
        precondition(width <= side && height <= side, "the image must fit the canvas")
        let center = Double(side - 1) / 2
        let mass = centerOfMass() ?? (Double(width - 1) / 2, Double(height - 1) / 2)
        let left = min(max(Int((center - mass.x).rounded()), 0), side - width)
        let top = min(max(Int((center - mass.y).rounded()), 0), side - height)
        var placed = GrayImage(width: side, height: side)
        for y in 0..<height {
            for x in 0..<width {
                placed[left + x, top + y] = self[x, y]
            }
        }
        return placed
    }
}
