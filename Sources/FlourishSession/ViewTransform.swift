import FlourishSessionSetup

#if canImport(Glibc)
    import Glibc
#endif

/// Where the canvas sits in the window: `window = canvas * zoom + offset`.
///
/// The one mapping between window pixels and canvas pixels: input goes through
/// `canvasPoint`, drawing through `windowPoint`, so a dab lands under the pen at any zoom.
/// The offsets both use are whole window pixels, so at 1:1 and at whole zooms canvas pixels
/// fall on window pixels exactly; the exact offsets are kept beside them, so zooming in and
/// out about a point does not let the rounding add up and the point creep away.
public struct ViewTransform: Sendable, Equatable {
    /// The zoom range: 1/16 to 32 window pixels per canvas pixel (kept beside `StartZoom`, which
    /// the settings check against it).
    public static let minimumZoom = StartZoom.minimumZoom
    public static let maximumZoom = StartZoom.maximumZoom
    /// Window pixels of canvas that always stay in view, so the canvas can never be lost.
    public static let keptInView = 48.0

    /// Window pixels per canvas pixel.
    public private(set) var zoom: Double = 1
    /// The window position of the canvas's top-left corner, in whole pixels.
    public var offsetX: Double { exactX.rounded() }
    public var offsetY: Double { exactY.rounded() }
    private var exactX: Double = 0
    private var exactY: Double = 0
    public let canvasWidth: Int
    public let canvasHeight: Int
    public private(set) var viewportWidth: Int
    public private(set) var viewportHeight: Int

    public init(canvasWidth: Int, canvasHeight: Int, viewportWidth: Int, viewportHeight: Int, start: StartZoom = .fit) {
        self.canvasWidth = canvasWidth
        self.canvasHeight = canvasHeight
        self.viewportWidth = viewportWidth
        self.viewportHeight = viewportHeight
        switch start {
        case .fit: fit()
        case .scale(let zoom): center(at: Self.clamp(zoom))
        }
    }

    /// Zoom step `k`: 2^(k/4), so four steps double and 1:1 is step 0 exactly.
    public static func level(_ k: Int) -> Double { exp2(Double(k) / 4) }

    /// The canvas point under a window point (sub-pixel kept).
    public func canvasPoint(windowX: Double, windowY: Double) -> (x: Double, y: Double) {
        ((windowX - offsetX) / zoom, (windowY - offsetY) / zoom)
    }

    /// The window point over a canvas point.
    public func windowPoint(canvasX: Double, canvasY: Double) -> (x: Double, y: Double) {
        (canvasX * zoom + offsetX, canvasY * zoom + offsetY)
    }

    /// Steps through the zoom levels (2^(k/4)) `steps` times, keeping the canvas point under
    /// the window point (x, y) where it is. From a zoom between levels (a fit), the first
    /// step goes to the next level in that direction.
    public mutating func zoom(steps: Int, aboutX x: Double, aboutY y: Double) {
        var target = zoom
        for _ in 0..<abs(steps) {
            target = steps > 0 ? Self.levelAbove(target) : Self.levelBelow(target)
        }
        zoom(to: target, aboutX: x, aboutY: y)
    }

    /// Sets the zoom, keeping the canvas point under (x, y) where it is.
    public mutating func zoom(to target: Double, aboutX x: Double, aboutY y: Double) {
        let newZoom = Self.clamp(target)
        let anchor = ((x - exactX) / zoom, (y - exactY) / zoom)
        zoom = newZoom
        exactX = x - anchor.0 * newZoom
        exactY = y - anchor.1 * newZoom
        keepCanvasInView()
    }

    /// Moves the canvas by whole window pixels.
    public mutating func pan(dx: Double, dy: Double) {
        guard dx.isFinite, dy.isFinite else { return }
        exactX += dx
        exactY += dy
        keepCanvasInView()
    }

    /// The whole canvas, as large as fits, centred (Home).
    public mutating func fit() {
        guard viewportWidth > 0, viewportHeight > 0 else { return }
        let scale = min(Double(viewportWidth) / Double(canvasWidth), Double(viewportHeight) / Double(canvasHeight))
        center(at: Self.clamp(scale))
    }

    /// The window changed size: what was at its centre stays at its centre (and the canvas
    /// stays in view), as when resizing MyPaint's window.
    public mutating func resize(width: Int, height: Int) {
        let newWidth = max(width, 0)
        let newHeight = max(height, 0)
        if viewportWidth > 0 && viewportHeight > 0 {
            exactX += Double(newWidth - viewportWidth) / 2
            exactY += Double(newHeight - viewportHeight) / 2
        }
        viewportWidth = newWidth
        viewportHeight = newHeight
        keepCanvasInView()
    }

    private mutating func center(at newZoom: Double) {
        zoom = newZoom
        exactX = ((Double(viewportWidth) - Double(canvasWidth) * newZoom) / 2).rounded(.down)
        exactY = ((Double(viewportHeight) - Double(canvasHeight) * newZoom) / 2).rounded(.down)
        keepCanvasInView()
    }

    /// At least `keptInView` window pixels of canvas (or all of it, where it is smaller) stay
    /// inside the window on each axis.
    private mutating func keepCanvasInView() {
        exactX = Self.kept(exactX, extent: Double(canvasWidth) * zoom, viewport: Double(viewportWidth))
        exactY = Self.kept(exactY, extent: Double(canvasHeight) * zoom, viewport: Double(viewportHeight))
    }

    private static func kept(_ offset: Double, extent: Double, viewport: Double) -> Double {
        guard viewport > 0 else { return offset }
        let margin = min(keptInView, extent, viewport)
        return min(max(offset, (margin - extent).rounded(.up)), (viewport - margin).rounded(.down))
    }

    private static func clamp(_ zoom: Double) -> Double {
        guard zoom.isFinite, zoom > 0 else { return 1 }
        return min(max(zoom, minimumZoom), maximumZoom)
    }

    /// The smallest zoom level above `zoom` (by more than rounding), or the maximum.
    static func levelAbove(_ zoom: Double) -> Double {
        var k = Int((4 * log2(zoom)).rounded(.down))
        while level(k) <= zoom * (1 + 1e-9) { k += 1 }
        return min(level(k), maximumZoom)
    }

    /// The largest zoom level below `zoom` (by more than rounding), or the minimum.
    static func levelBelow(_ zoom: Double) -> Double {
        var k = Int((4 * log2(zoom)).rounded(.up))
        while level(k) >= zoom * (1 - 1e-9) { k -= 1 }
        return max(level(k), minimumZoom)
    }
}
