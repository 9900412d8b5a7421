
@testable import FlourishPaint

/// Flourish's side of the `linear` stroke comparisons (MyPaint 2's 2.x mode, eotf 2.2): the
/// seam where the linear colour space (issue 28 part 2) plugs into `MyPaintStrokeTests`.
///
/// To wire it: make `paint` return what a painting in the `linear` space holds after `passes`
/// (each pass's brush loaded with its `pigment` rule and its colour set as the painter picked
/// it, samples through the engine as `MyPaintStrokes.flourish` sends them), as 8-bit straight
/// RGBA of the whole `MyPaintStrokes.size` square canvas, encoded the way a PNG of that
/// painting is written; then set `unavailable` to nil.
enum LinearPainting {
    /// Why the linear comparisons are skipped, or nil once `paint` is wired.
    static let unavailable: String? = "linear colour space not built yet (issue 28 part 2)"

    static var isBuilt: Bool { unavailable == nil }

    /// The painting after `passes`, in `linear`.
    static func paint(_ passes: [StrokePass]) throws -> [UInt8] {
        throw NotBuilt(description: unavailable ?? "LinearPainting.paint is not wired")
    }

    struct NotBuilt: Error, CustomStringConvertible { let description: String }
}
