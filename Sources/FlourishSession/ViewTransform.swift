import FlourishSessionSetup

#if canImport(Glibc)
    import Glibc
#endif

/// Where the canvas sits in the window: `window = C + R F (canvas * zoom + offset - C)`, where
/// C is the window's centre, F mirrors left to right while the view is mirrored, and R turns by
/// `rotation` (clockwise on screen). Unturned (no rotation, no mirror) it is `canvas * zoom +
/// offset`, the frame the canvas's texture is laid out in before it is turned for drawing.
///
/// The one mapping between window pixels and canvas pixels: input goes through
/// `canvasPoint` (and a pen's tilt through `canvasTilt`), drawing through `windowPoint`, so a
/// dab lands under the pen at any zoom and angle. Rotation and mirror are the view's, like
/// zoom: the painting does not change, and undo does not touch them. The offsets both use are
/// whole window pixels, so at 1:1 and at whole zooms canvas pixels fall on window pixels
/// exactly; the exact offsets are kept beside them, so zooming in and out about a point does
/// not let the rounding add up and the point creep away.
public struct ViewTransform: Sendable, Equatable {
    /// The zoom range: 1/16 to 32 window pixels per canvas pixel (kept beside `StartZoom`, which
    /// the settings check against it).
    public static let minimumZoom = StartZoom.minimumZoom
    public static let maximumZoom = StartZoom.maximumZoom
    /// Window pixels of canvas that always stay in view, so the canvas can never be lost.
    public static let keptInView = 48.0
    /// How far a rotation key turns the view, in degrees (Krita's and MyPaint's step).
    public static let rotationStep = 15.0

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
    /// How far the view is turned, in degrees clockwise on screen, in (-180, 180].
    public private(set) var rotation: Double = 0
    /// Whether the view is mirrored left to right (after the mirror, the turn).
    public private(set) var isMirrored = false
    /// The turn's sine and cosine, worked out once per turn rather than for every sample.
    private var turnSin = 0.0
    private var turnCos = 1.0

    /// Whether the view is turned or mirrored: the canvas is then drawn whole and turned.
    public var isTurned: Bool { rotation != 0 || isMirrored }

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
        let u = unturned(windowX, windowY)
        return ((u.x - offsetX) / zoom, (u.y - offsetY) / zoom)
    }

    /// The window point over a canvas point.
    public func windowPoint(canvasX: Double, canvasY: Double) -> (x: Double, y: Double) {
        turned(canvasX * zoom + offsetX, canvasY * zoom + offsetY)
    }

    /// A pen's tilt (toward window x and y) as the canvas sees it: turned back and mirrored
    /// back with the view, so a brush that follows tilt follows the hand on the canvas.
    public func canvasTilt(x: Double, y: Double) -> (x: Double, y: Double) {
        unturnVector(x, y)
    }

    /// The window's centre, which the view turns and mirrors about.
    public var pivot: (x: Double, y: Double) { (Double(viewportWidth) / 2, Double(viewportHeight) / 2) }

    /// A point of the unturned frame (`canvas * zoom + offset`) in the window.
    public func turned(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        guard isTurned else { return (x, y) }
        let c = pivot
        let v = turnVector(x - c.x, y - c.y)
        return (c.x + v.x, c.y + v.y)
    }

    /// A window point in the unturned frame.
    public func unturned(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        guard isTurned else { return (x, y) }
        let c = pivot
        let v = unturnVector(x - c.x, y - c.y)
        return (c.x + v.x, c.y + v.y)
    }

    /// R F v: mirrored (x negated) first, then turned clockwise on screen (y down).
    func turnVector(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let x = isMirrored ? -x : x
        let (s, c) = (turnSin, turnCos)
        return (x * c - y * s, x * s + y * c)
    }

    /// (R F)^-1 v = F R^-1 v.
    func unturnVector(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
        let (s, c) = (turnSin, turnCos)
        let back = (x: x * c + y * s, y: -x * s + y * c)
        return (isMirrored ? -back.x : back.x, back.y)
    }

    /// Sine and cosine of an angle in degrees, exact at the quarter turns (so a view turned by
    /// 90 degrees maps whole pixels to whole pixels).
    static func sinCos(degrees: Double) -> (sin: Double, cos: Double) {
        switch degrees {
        case 0: (0, 1)
        case 90: (1, 0)
        case 180, -180: (0, -1)
        case -90, 270: (-1, 0)
        default: (sin(degrees * .pi / 180), cos(degrees * .pi / 180))
        }
    }

    /// An angle in (-180, 180].
    static func normalized(_ degrees: Double) -> Double {
        guard degrees.isFinite else { return 0 }
        var angle = degrees.truncatingRemainder(dividingBy: 360)
        if angle <= -180 { angle += 360 }
        if angle > 180 { angle -= 360 }
        // Sums of steps land near whole degrees; keep them whole, so 90 is exactly 90.
        let whole = angle.rounded()
        return abs(angle - whole) < 1e-9 ? whole : angle
    }

    /// Turns the view by `degrees` (clockwise on screen) about the window point (x, y): the
    /// canvas point under it stays there.
    public mutating func rotate(by degrees: Double, aboutX x: Double, aboutY y: Double) {
        guard degrees.isFinite else { return }
        setTurn(rotation: Self.normalized(rotation + degrees), mirrored: isMirrored, aboutX: x, aboutY: y)
    }

    /// Turns the view to `degrees` about the window point (x, y).
    public mutating func rotate(to degrees: Double, aboutX x: Double, aboutY y: Double) {
        guard degrees.isFinite else { return }
        setTurn(rotation: Self.normalized(degrees), mirrored: isMirrored, aboutX: x, aboutY: y)
    }

    /// Mirrors the view left to right (or back) about the window point (x, y).
    public mutating func mirror(aboutX x: Double, aboutY y: Double) {
        // Mirrored, a clockwise turn looks anticlockwise: the angle flips with the mirror, so
        // the canvas looks turned the same way as before it was mirrored.
        setTurn(rotation: Self.normalized(-rotation), mirrored: !isMirrored, aboutX: x, aboutY: y)
    }

    private mutating func setTurn(rotation newRotation: Double, mirrored: Bool, aboutX x: Double, aboutY y: Double) {
        guard x.isFinite, y.isFinite else { return }
        let anchor = canvasPoint(windowX: x, windowY: y)
        rotation = newRotation
        (turnSin, turnCos) = Self.sinCos(degrees: newRotation)
        isMirrored = mirrored
        let u = unturned(x, y)
        exactX = u.x - anchor.x * zoom
        exactY = u.y - anchor.y * zoom
        keepCanvasInView()
    }

    /// Sets the zoom and the turn at once and puts the canvas point (canvasX, canvasY) at the
    /// window point (windowX, windowY): the view a finger gesture asks for, worked out from the
    /// view where the fingers came down, so nothing adds up frame after frame. The mirror stays.
    public mutating func place(
        zoom target: Double, rotation degrees: Double, canvasX: Double, canvasY: Double, windowX: Double, windowY: Double
    ) {
        guard degrees.isFinite, canvasX.isFinite, canvasY.isFinite, windowX.isFinite, windowY.isFinite else { return }
        zoom = Self.clamp(target)
        rotation = Self.normalized(degrees)
        (turnSin, turnCos) = Self.sinCos(degrees: rotation)
        let u = unturned(windowX, windowY)
        exactX = u.x - canvasX * zoom
        exactY = u.y - canvasY * zoom
        keepCanvasInView()
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
        let (x, y) = unturned(x, y)
        let anchor = ((x - exactX) / zoom, (y - exactY) / zoom)
        zoom = newZoom
        exactX = x - anchor.0 * newZoom
        exactY = y - anchor.1 * newZoom
        keepCanvasInView()
    }

    /// Moves the canvas by whole window pixels.
    public mutating func pan(dx: Double, dy: Double) {
        guard dx.isFinite, dy.isFinite else { return }
        // A drag on screen moves the canvas with the hand, whatever the view's turn.
        let move = unturnVector(dx, dy)
        exactX += move.x
        exactY += move.y
        keepCanvasInView()
    }

    /// The whole canvas, as large as fits, centred (Home), at the view's angle: the turned
    /// canvas's bounding box fits.
    public mutating func fit() {
        guard viewportWidth > 0, viewportHeight > 0 else { return }
        let (s, c) = Self.sinCos(degrees: rotation)
        let (w, h) = (Double(canvasWidth), Double(canvasHeight))
        let (across, down) = (abs(c) * w + abs(s) * h, abs(s) * w + abs(c) * h)
        let scale = min(Double(viewportWidth) / across, Double(viewportHeight) / down)
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
