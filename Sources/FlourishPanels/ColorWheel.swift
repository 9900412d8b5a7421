/// The colour panel's geometry, as in MyPaint's and Krita's HSV square: a hue ring around a
/// saturation/value square, inside a `size`×`size` pixel area. Pure numbers and bytes; the app
/// uploads the pixels and passes pointer positions in.
///
/// Coordinates are the panel's pixels, x to the right and y down, and a whole number names a
/// pixel's centre (pixel (i, j) covers i-½ ..< i+½ across): an SDL pointer position passes
/// straight in and reads what was drawn under it, and `(size - 1) / 2` is the middle.
///
/// Hue 0 (red) lies at 3 o'clock and hue grows clockwise on screen, as in MyPaint's ring
/// (its `hsvsquare.py` puts hue h at the angle 2πh from +x with y pointing down): yellow at
/// 5 o'clock, green at 7, cyan at 9, blue at 11, magenta at 1.
///
/// In the square, saturation runs 0...1 from the left column to the right one and value
/// 1...0 from the top row to the bottom one; the corner pixels are exactly the corner colours.
public struct ColorWheel: Sendable {
    /// Side of the panel area in pixels.
    public let size: Int
    /// The middle of the area on both axes, `(size - 1) / 2`: the ring's and square's centre.
    public let center: Double
    /// Radius of the ring's outer edge: half the size less the margin.
    public let outerRadius: Double
    /// Radius of the ring's inner edge: `outerRadius * innerRatio`.
    public let innerRadius: Double
    /// The square's top-left pixel and its side in pixels. The side has the parity of `size`,
    /// so the square sits exactly in the middle.
    public let squareX: Int
    public let squareY: Int
    public let squareSide: Int

    /// Inner over outer radius: MyPaint uses 0.8, Krita a little thinner; 0.78 leaves a ring
    /// wide enough to hit with a pen at small sizes.
    public static let innerRatio = 0.78

    /// A wheel filling `size` pixels less `margin` all round, its square `gap` pixels clear of
    /// the ring's inner (anti-aliased) edge at the corners.
    public init(size: Int, margin: Double = 2, gap: Double = 3) {
        precondition(size >= 16, "a colour wheel needs at least 16 pixels")
        self.size = size
        center = Double(size - 1) / 2
        outerRadius = Double(size) / 2 - margin
        innerRadius = outerRadius * Self.innerRatio
        // The square's drawn area (whole pixels, so its half-diagonal is side/√2) must stay
        // `gap` inside the ring's first partly covered pixels, which start half a pixel in.
        var side = Int(((innerRadius - 0.5 - gap) * 2.0.squareRoot()).rounded(.down))
        if (size - side) % 2 != 0 { side -= 1 }
        squareSide = max(side, 2)
        squareX = (size - squareSide) / 2
        squareY = squareX
    }
}
