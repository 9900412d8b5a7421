@testable import FlourishPaint

/// Flourish's side of the `linear` stroke comparisons (MyPaint 2's 2.x mode, eotf 2.2): a
/// painting in the linear colour space after `passes`, as `MyPaintStrokes.flourish` paints the
/// legacy one, but with the engine in the linear space (libmypaint's linear-sRGB stroke path,
/// each brush's colour given as light) and the layer stored through the linear curve, as a PNG
/// of that painting is written.
enum LinearPainting {
    /// Why the linear comparisons are skipped, or nil: the linear space is built.
    static let unavailable: String? = nil

    static var isBuilt: Bool { unavailable == nil }

    /// The painting after `passes`, in `linear`: 8-bit straight RGBA of the whole
    /// `MyPaintStrokes.size` square canvas.
    static func paint(_ passes: [StrokePass]) throws -> [UInt8] {
        var engine: PaintEngine?
        for pass in passes {
            let brush = try Brush(named: pass.brush, pigment: pass.pigment)
            if let engine {
                engine.setBrush(brush, for: .pen)
            } else {
                engine = PaintEngine(width: MyPaintStrokes.size, height: MyPaintStrokes.size, brush: brush)
                engine?.colorSpace = .linear
                engine?.setBrush(brush, for: .pen)
            }
            brush.setColor(pass.color)
            for batch in Strokes.batches(pass.samples, size: 4) { engine?.continueStroke(batch) }
        }
        guard let tiles = engine?.tiles else { return [] }
        var out = [UInt8](repeating: 0, count: tiles.width * tiles.height * 4)
        out.withUnsafeMutableBufferPointer { buffer in
            for y in 0..<tiles.height {
                tiles.fillStraightRGBA8Row(y: y, x0: 0, width: tiles.width, into: buffer.baseAddress! + y * tiles.width * 4, curve: .linear)
            }
        }
        return out
    }
}
