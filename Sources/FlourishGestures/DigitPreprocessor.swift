/// Turns a group's gesture strokes into the tensor the digit recogniser reads, the way MNIST
/// was made from scanned digits.
///
/// strokes → round-cap raster, line width a share of the ink box → cropped to the ink →
/// scaled to 20 px on the longer side, aspect kept, by area averaging → placed on 28 x 28 with
/// its centre of mass at the centre → a [1, 1, 28, 28] tensor, ink high, background 0.
///
/// Pure and deterministic: the same strokes always give the same tensor, and the same shape
/// written at any size gives nearly the same one (the width scales with the ink).
public struct DigitPreprocessor: Sendable, Equatable {
    /// The digit's longer side in the tensor, as in MNIST.
    public static let fittedSide = 20

    /// How wide the pen's line is drawn. 0.12 of the ink's longer side: inside the 0.10–0.15
    /// the notes measured to keep the model's confidence, near MNIST's own 0.145 of the height
    /// once the shrink's grey edges are counted.
    public var strokeWidth: StrokeWidth = .proportional(toLongerSide: 0.12)
    /// Ink whose box is shorter than this (screen pixels) on its longer side is a dot, not a
    /// digit: there is no size to scale it by.
    public var minimumInkSide: Double = 1
    /// The raster's longer side before the shrink: four times the fitted 20 px, so every
    /// tensor pixel averages about 16 raster pixels.
    public static let rasterSide = 4 * fittedSide

    public init() {}

    /// The tensor for `strokes`, or why there is none.
    public func tensor(for strokes: [GestureStroke]) throws(PreprocessingFailure) -> DigitTensor {
        let points = strokes.lazy.flatMap(\.points)
        guard let box = InkBox(around: points) else { throw .emptyInk }
        // A box skips NaNs (every comparison with one is false), so each point is checked.
        guard points.allSatisfy({ $0.x.isFinite && $0.y.isFinite }) else { throw .degenerateInk }
        let longerSide = box.longerSide
        let lineWidth = max(0, strokeWidth.screenPixels(forLongerSide: longerSide))
        guard longerSide.isFinite, longerSide >= minimumInkSide, lineWidth.isFinite else { throw .degenerateInk }

        let rasterizer = InkRasterizer(longerSidePixels: Self.rasterSide)
        let raster = rasterizer.raster(of: strokes, in: box, lineWidth: lineWidth)
        guard let ink = raster.croppedToInk() else { throw .degenerateInk }
        let fitted = Self.fitted(ink)
        return DigitTensor(values: fitted.centeredByMass(onSide: DigitTensor.side).pixels)
    }

    /// `ink` scaled so its longer side is `fittedSide` pixels and the shorter keeps the aspect
    /// (at least one pixel: a straight "1" stays a line).
    static func fitted(_ ink: GrayImage) -> GrayImage {
        let side = Double(fittedSide)
        if ink.width >= ink.height {
            let height = max(1, Int((side * Double(ink.height) / Double(ink.width)).rounded()))
            return ink.areaScaled(width: fittedSide, height: height)
        } else {
            let width = max(1, Int((side * Double(ink.width) / Double(ink.height)).rounded()))
            return ink.areaScaled(width: width, height: fittedSide)
        }
    }
}
