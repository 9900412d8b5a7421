import FlourishPaint

/// Where a pasted picture's top-left corner lands on the canvas, in whole canvas pixels, so
/// the paste itself never resamples (the transform that opens on it may).
package enum PastePlacement {
    /// Where Flourish copied it from (`copiedBox`, given only when the clipboard holds
    /// Flourish's own last copy, byte for byte, of this very size), so copy and paste put a
    /// picture back on itself; otherwise centred on `viewCentre`, the canvas point at the
    /// middle of the window, the corner floored, so the same centre gives the same corner either
    /// side of the canvas's origin.
    package static func origin(
        width: Int, height: Int, copiedBox: PixelRect?, viewCentre: (x: Double, y: Double)
    ) -> (x: Int, y: Int) {
        if let box = copiedBox, box.width == width, box.height == height { return (box.x, box.y) }
        func centred(_ centre: Double, _ size: Int) -> Int {
            guard centre.isFinite else { return 0 }
            let corner = (centre - Double(size) / 2).rounded(.down)
            return Int(max(min(corner, 1e9), -1e9))
        }
        return (centred(viewCentre.x, width), centred(viewCentre.y, height))
    }
}
