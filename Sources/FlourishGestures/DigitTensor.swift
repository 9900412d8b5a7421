/// A digit as the recogniser reads it: a [1, 1, 28, 28] Float tensor in MNIST's convention,
/// ink high (up to 1), background exactly 0, values in 0...1, the digit's longer side 20
/// pixels and its centre of mass at the centre.
///
/// One batch, one channel, row-major (`values[y * 28 + x]`), so inference can take `values`
/// as the contiguous buffer a convolution reads, and the training script writes the same
/// layout from numpy.
public struct DigitTensor: Sendable, Equatable {
    /// Pixels on each side.
    public static let side = 28
    /// The tensor's shape: batch, channel, height, width.
    public static let shape = [1, 1, side, side]

    /// `side * side` values, row by row from the top.
    public let values: [Float]

    /// `values` must hold `side * side` values.
    public init(values: [Float]) {
        precondition(values.count == Self.side * Self.side, "a digit tensor holds 28 x 28 values")
        self.values = values
    }

    /// The value at column `x`, row `y` (0 at the top left).
    public subscript(x x: Int, y y: Int) -> Float {
        values[y * Self.side + x]
    }
}
