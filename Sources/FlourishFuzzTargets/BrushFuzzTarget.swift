import FlourishPaint
import FlourishSamples

/// A `.myb` from any bytes: refused with a message naming the file, or loaded with every
/// value inside libmypaint's ranges — and then a short stroke is painted with it, because a
/// value that loads but crashes the engine is what the clamps are for.
enum BrushFuzzTarget {
    /// Small, so a brush at its largest radius (about 403 px) still paints in well under a
    /// millisecond per dab.
    static let canvas = 64
    /// libmypaint's declared range for `radius_logarithmic`, as a radius in pixels, with room
    /// for the Float it is stored in.
    static let radii = 0.13...404.0

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) -> FuzzOutcome {
        let file = "\(FuzzTarget.inputName).myb"
        guard let json = String(validating: bytes, as: UTF8.self) else { return .refused("not UTF-8") }
        let brush: Brush
        do { brush = try Brush(json: json, path: file) } catch {
            guard error.path == file else { throw FuzzFailure("error names '\(error.path)', not the file") }
            try MessagePromise.check(error.description, startsWith: "\(file): ")
            return .refused(error.description)
        }
        for clamp in brush.clamps {
            // One message per setting, however many mapping points it changes.
            try MessagePromise.check(clamp.description, startsWith: "\(file): ", longest: 64 * MessagePromise.longest)
        }
        guard radii.contains(brush.radius) else { throw FuzzFailure("radius \(brush.radius) is outside \(radii)") }
        guard brush.largestRadius.isFinite, brush.largestRadius <= 1000 else {
            throw FuzzFailure("largest radius \(brush.largestRadius)")
        }
        paintStroke(with: brush)
        return .accepted
    }

    /// Eight samples across the canvas and off it, pressure rising, tilted: every input the
    /// brush's mappings may read moves.
    static func paintStroke(with brush: Brush) {
        let engine = PaintEngine(width: canvas, height: canvas, brush: brush)
        let samples = (0..<8).map { step in
            let t = Double(step)
            return Sample(
                x: -8 + 12 * t, y: 30 + 4 * t, pressure: min(t / 6, 1), xtilt: 0.5, ytilt: -0.3,
                time: t * 0.01, tool: .pen, buttons: step < 7 ? .primary : [])
        }
        _ = engine.continueStroke(samples)
        engine.liftAllTools()
    }
}
