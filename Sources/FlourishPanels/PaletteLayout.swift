import Glibc

/// The pop-up palette's geometry (the pen's barrel button, or a right click): a disc opened
/// where the pointer is, kept inside the window, with rings from the middle out:
/// - the middle: undo (its left half) and redo (its right half);
/// - the recent colours, twelve sectors clockwise from 12 o'clock, the newest first;
/// - the colour ring: the hue round it (red at 3 o'clock, clockwise, as the colour panel's
///   ring), and across it the shade, dark at its inner edge, the pure hue halfway, pale at its
///   outer edge (`PaletteLayout.color(hue:shade:)`);
/// - the nine brush slots, circles clockwise from 12 o'clock, each with its brush's preview.
///
/// Window pixels throughout; the radius is `radiusPoints` at the chrome's scale, smaller where
/// the window is (the whole disc always fits).
public struct PaletteLayout: Equatable, Sendable {
    public static let radiusPoints = 170.0
    public static let marginPoints = 6.0
    public static let slotCount = 9
    public static let recentCount = 12

    // Each ring's edges, as fractions of the radius.
    public static let coreRatio = 0.18
    public static let recentRatios = (inner: 0.22, outer: 0.38)
    public static let colorRatios = (inner: 0.42, outer: 0.64)
    public static let slotRingRatio = 0.825
    public static let slotRadiusRatio = 0.15

    public let centerX: Double
    public let centerY: Double
    public let radius: Double

    /// A palette opened at window point `pointer`, in a window of `window` pixels.
    public init(pointer: (x: Double, y: Double), window: (width: Int, height: Int), scale: ChromeScale) {
        let margin = scale.pixels(Self.marginPoints)
        let room = Double(min(window.width, window.height)) / 2 - margin
        let radius = max(min(scale.pixels(Self.radiusPoints), room), 40)
        self.radius = radius
        func kept(_ value: Double, _ extent: Int) -> Double {
            let low = radius + margin
            let high = Double(extent) - radius - margin
            return low <= high ? min(max(value, low), high) : Double(extent) / 2
        }
        centerX = kept(pointer.x, window.width)
        centerY = kept(pointer.y, window.height)
    }

    /// The disc's bounding square, whole pixels.
    public var frame: ChromeRect {
        let x0 = Int((centerX - radius).rounded(.down))
        let y0 = Int((centerY - radius).rounded(.down))
        let side = Int((2 * radius).rounded(.up)) + 1
        return ChromeRect(x: x0, y: y0, width: side, height: side)
    }

    public var slotRadius: Double { radius * Self.slotRadiusRatio }

    /// The middle of slot `index` (0 for slot 1).
    public func slotCenter(_ index: Int) -> (x: Double, y: Double) {
        let angle = Double(index) / Double(Self.slotCount) * 2 * .pi
        let distance = radius * Self.slotRingRatio
        return (centerX + sin(angle) * distance, centerY - cos(angle) * distance)
    }

    /// What window point (`x`, `y`) is over.
    public func hit(x: Double, y: Double) -> PaletteHit {
        let dx = x - centerX
        let dy = y - centerY
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance <= radius else { return .outside }
        for index in 0..<Self.slotCount {
            let slot = slotCenter(index)
            let sx = x - slot.x
            let sy = y - slot.y
            if sx * sx + sy * sy <= slotRadius * slotRadius { return .slot(index) }
        }
        let ratio = distance / radius
        if ratio < Self.coreRatio { return dx < 0 ? .undo : .redo }
        if ratio >= Self.recentRatios.inner && ratio < Self.recentRatios.outer {
            return .recent(Int(Self.clockAngle(dx: dx, dy: dy) / (2 * .pi) * Double(Self.recentCount)) % Self.recentCount)
        }
        if ratio >= Self.colorRatios.inner && ratio < Self.colorRatios.outer {
            let picked = colorPlace(x: x, y: y)
            return .color(hue: picked.hue, shade: picked.shade)
        }
        return .inside
    }

    /// The hue and shade at window point (`x`, `y`), the shade held to the ring's edges: a drag
    /// begun on the ring goes on choosing wherever the pen wanders.
    public func colorPlace(x: Double, y: Double) -> (hue: Double, shade: Double) {
        let dx = x - centerX
        let dy = y - centerY
        var hue = atan2(dy, dx) / (2 * .pi)
        if hue < 0 { hue += 1 }
        let inner = radius * Self.colorRatios.inner
        let outer = radius * Self.colorRatios.outer
        let shade = ((dx * dx + dy * dy).squareRoot() - inner) / (outer - inner)
        return (hue, min(max(shade, 0), 1))
    }

    /// The window point where (`hue`, `shade`) lies on the colour ring (the middle of its pixel).
    public func position(hue: Double, shade: Double) -> (x: Double, y: Double) {
        let inner = radius * Self.colorRatios.inner
        let outer = radius * Self.colorRatios.outer
        let distance = inner + min(max(shade, 0), 1) * (outer - inner)
        let angle = hue * 2 * .pi
        return (centerX + cos(angle) * distance, centerY + sin(angle) * distance)
    }

    /// The angle of (`dx`, `dy`) from 12 o'clock, clockwise on screen, in 0 ..< 2π.
    static func clockAngle(dx: Double, dy: Double) -> Double {
        let angle = atan2(dx, -dy)
        return angle < 0 ? angle + 2 * .pi : angle
    }
}

/// What a point of the pop-up palette is over.
public enum PaletteHit: Equatable, Sendable {
    case undo
    case redo
    /// The recent colour in sector `index` (0: the newest).
    case recent(Int)
    case color(hue: Double, shade: Double)
    /// Brush slot `index + 1`.
    case slot(Int)
    /// On the disc, between its parts.
    case inside
    /// Off the disc.
    case outside
}
