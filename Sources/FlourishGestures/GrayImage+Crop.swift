extension GrayImage {
    /// The image cut to the rows and columns that hold ink (any value above 0), or nil when
    /// none does.
    func croppedToInk() -> GrayImage? {
        var minX = width, minY = height, maxX = -1, maxY = -1
        for y in 0..<height {
            for x in 0..<width where self[x, y] > 0 {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        var cropped = GrayImage(width: maxX - minX + 1, height: maxY - minY + 1)
        for y in 0..<cropped.height {
            for x in 0..<cropped.width {
                cropped[x, y] = self[minX + x, minY + y]
            }
        }
        return cropped
    }
}
