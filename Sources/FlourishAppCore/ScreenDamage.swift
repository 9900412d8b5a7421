import FlourishPaint
import FlourishSession

/// The parts of the window a frame changed, in window pixels: what a frame drawn into the
/// window's own surface redraws and sends to the X server, instead of the whole window.
///
/// Each rectangle sent is one request to the server (one `XShmPutImage`), and each one drawn
/// is one pass over the canvas and the ring; so rectangles that overlap, touch or nearly touch
/// become one, and past `maximumCount` the two whose union wastes the least are joined. A dab
/// touching four tiles is one rectangle, a ring moved by a few pixels is one with its old
/// place.
package struct ScreenDamage: Equatable {
    /// A new one, with nothing taken in yet.
    package init() {}

    package private(set) var rects: [PixelRect] = []

    /// The most rectangles kept.
    package static let maximumCount = 8
    /// Two rectangles whose union covers at most this many pixels more than both do are one.
    package static let joinSlack = 32 * 32

    package var isEmpty: Bool { rects.isEmpty }

    /// Adds `rect`, clipped to `bounds`.
    package mutating func add(_ rect: PixelRect, within bounds: PixelRect) {
        var rect = rect.intersection(bounds)
        guard !rect.isEmpty else { return }
        // Join with every rectangle it now overlaps or nearly touches, until none is left.
        var index = 0
        while index < rects.count {
            if Self.waste(rect, rects[index]) <= Self.joinSlack {
                rect = rect.union(rects.remove(at: index))
                index = 0
            } else {
                index += 1
            }
        }
        rects.append(rect)
        while rects.count > Self.maximumCount { joinCheapestPair() }
    }

    /// The same places, each rectangle grown outward to the grid of `step` window pixels
    /// that starts at (`originX`, `originY`), within `bounds`.
    package func aligned(toGrid step: Int, originX: Int, originY: Int, within bounds: PixelRect) -> ScreenDamage {
        guard step > 1 else { return self }
        func down(_ value: Int, _ origin: Int) -> Int {
            let offset = value - origin
            return origin + (offset >= 0 ? offset / step : -((-offset + step - 1) / step)) * step
        }
        func up(_ value: Int, _ origin: Int) -> Int { -down(-value, -origin) }
        var result = ScreenDamage()
        for rect in rects {
            let x0 = down(rect.x, originX)
            let y0 = down(rect.y, originY)
            let x1 = up(rect.x + rect.width, originX)
            let y1 = up(rect.y + rect.height, originY)
            result.add(PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0), within: bounds)
        }
        return result
    }

    /// The canvas pixels `changed` as `view` shows them, with `margin` window pixels around
    /// them for a filtered (linear) texture, whose changed pixels bleed into their neighbours.
    package static func windowRect(ofCanvas changed: PixelRect, view: ViewTransform, margin: Int) -> PixelRect {
        let x0 = (Double(changed.x) * view.zoom + view.offsetX).rounded(.down)
        let y0 = (Double(changed.y) * view.zoom + view.offsetY).rounded(.down)
        let x1 = (Double(changed.x + changed.width) * view.zoom + view.offsetX).rounded(.up)
        let y1 = (Double(changed.y + changed.height) * view.zoom + view.offsetY).rounded(.up)
        // Far off the window: nothing shows (and the Int conversion stays in range).
        let limit = 1e9
        guard abs(x0) < limit, abs(y0) < limit, abs(x1) < limit, abs(y1) < limit else {
            return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
        return PixelRect(
            x: Int(x0) - margin, y: Int(y0) - margin, width: Int(x1 - x0) + 2 * margin,
            height: Int(y1 - y0) + 2 * margin)
    }

    /// The window pixels the ring at `placement` covers: both circles, and the cross a small
    /// brush gets 6 px out (see `BrushCursor`), with a pixel to spare.
    package static func windowRect(of placement: CursorPlacement) -> PixelRect {
        let reach = max(placement.radius, 1.5) + 1 + 2
        let extent = max(reach, 6 + 2)
        let x0 = (placement.x - extent).rounded(.down)
        let y0 = (placement.y - extent).rounded(.down)
        let side = Int((2 * extent).rounded(.up)) + 2
        guard abs(x0) < 1e9, abs(y0) < 1e9, side < 1 << 30 else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return PixelRect(x: Int(x0), y: Int(y0), width: side, height: side)
    }

    private static func area(_ rect: PixelRect) -> Int { rect.isEmpty ? 0 : rect.width * rect.height }

    /// Pixels the union of `a` and `b` covers beyond what they cover themselves (overlaps
    /// counted once): zero or less for rectangles that overlap a lot.
    private static func waste(_ a: PixelRect, _ b: PixelRect) -> Int {
        area(a.union(b)) - area(a) - area(b) + area(a.intersection(b))
    }

    private mutating func joinCheapestPair() {
        var best = (i: 0, j: 1, waste: Int.max)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let waste = Self.waste(rects[i], rects[j])
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let joined = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects[best.i] = joined
    }
}
