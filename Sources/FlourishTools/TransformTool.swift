import FlourishSamples

#if canImport(Glibc)
    import Glibc
#endif

/// Transform (Ctrl+T): a box around what is transformed, and the map that takes it where the
/// painter drags it. Dragging inside the box moves it by whole canvas pixels (so a move is
/// exact); a corner handle scales it with the opposite corner kept in place (Shift keeps the
/// aspect); dragging outside turns it about its centre (Shift: in 15° steps); H and V flip it
/// about its centre; Enter applies, Escape drops it. The map is the tool's answer: the app
/// previews it and applies it as one step.
public struct TransformTool: CanvasTool {
    /// The box before the transform, in canvas pixels.
    public let box: (x: Double, y: Double, width: Double, height: Double)
    /// Where the box goes now.
    public private(set) var map = Affine.identity
    private var drag: Drag?
    /// A corner handle's reach from its centre, in window pixels.
    static let handleReach = 8.0
    static let turnStep = Double.pi / 12

    private enum Drag {
        case move(startX: Double, startY: Double, from: Affine)
        /// `corner` follows the pointer while `anchor` stays (both in the untransformed box).
        case scale(corner: (x: Double, y: Double), anchor: (x: Double, y: Double), from: Affine)
        case turn(centre: (x: Double, y: Double), startAngle: Double, from: Affine)
    }

    public init(box: (x: Double, y: Double, width: Double, height: Double)) {
        self.box = box
    }

    public var name: String { "transform" }
    public var paintsSamples: Bool { false }
    public var keys: Set<ToolKey> { [.enter, .escape, .flipHorizontal, .flipVertical] }

    /// The untransformed box's corners, clockwise from the top left.
    public var corners: [(x: Double, y: Double)] {
        [(box.x, box.y), (box.x + box.width, box.y), (box.x + box.width, box.y + box.height), (box.x, box.y + box.height)]
    }

    var centre: (x: Double, y: Double) { (box.x + box.width / 2, box.y + box.height / 2) }

    public mutating func press(_ pointer: ToolPointer) -> ToolAction {
        guard pointer.button == ToolPointer.leftButton else { return .pass }
        let reach = Self.handleReach * pointer.canvasPerWindowPixel
        for (i, corner) in corners.enumerated() {
            let placed = map.apply(x: corner.x, y: corner.y)
            if hypot(placed.x - pointer.canvasX, placed.y - pointer.canvasY) <= reach {
                drag = .scale(corner: corner, anchor: corners[(i + 2) % 4], from: map)
                return .none
            }
        }
        if contains(canvasX: pointer.canvasX, y: pointer.canvasY) {
            drag = .move(startX: pointer.canvasX, startY: pointer.canvasY, from: map)
        } else {
            let c = map.apply(x: centre.x, y: centre.y)
            drag = .turn(centre: c, startAngle: atan2(pointer.canvasY - c.y, pointer.canvasX - c.x), from: map)
        }
        return .none
    }

    /// Whether canvas point (x, y) lies inside the box where it is now.
    func contains(canvasX x: Double, y: Double) -> Bool {
        guard let local = map.inverse?.apply(x: x, y: y) else { return false }
        return local.x >= box.x && local.x <= box.x + box.width && local.y >= box.y && local.y <= box.y + box.height
    }

    public mutating func move(_ pointer: ToolPointer) -> ToolAction {
        guard let drag else { return .none }
        let before = map
        switch drag {
        case .move(let startX, let startY, let from):
            let dx = (pointer.canvasX - startX).rounded()
            let dy = (pointer.canvasY - startY).rounded()
            map = Affine.translation(dx: dx, dy: dy).after(from)
        case .scale(let corner, let anchor, let from):
            guard let local = from.inverse?.apply(x: pointer.canvasX, y: pointer.canvasY) else { break }
            var sx = (local.x - anchor.x) / (corner.x - anchor.x)
            var sy = (local.y - anchor.y) / (corner.y - anchor.y)
            if pointer.shift {
                let s = max(abs(sx), abs(sy))
                (sx, sy) = (sx < 0 ? -s : s, sy < 0 ? -s : s)
            }
            // A box squashed flat cannot be transformed back: keep a pixel's width at least.
            let least = 1 / max(box.width, box.height, 1)
            if abs(sx) < least { sx = sx < 0 ? -least : least }
            if abs(sy) < least { sy = sy < 0 ? -least : least }
            map = from.after(Affine.scaling(sx: sx, sy: sy, aboutX: anchor.x, y: anchor.y))
        case .turn(let c, let startAngle, let from):
            var angle = atan2(pointer.canvasY - c.y, pointer.canvasX - c.x) - startAngle
            if pointer.shift { angle = (angle / Self.turnStep).rounded() * Self.turnStep }
            map = Affine.rotation(radians: angle, aboutX: c.x, y: c.y).after(from)
        }
        return map == before ? .none : .redraw
    }

    public mutating func release(_ pointer: ToolPointer) -> ToolAction {
        drag = nil
        return .redraw
    }

    public mutating func key(_ key: ToolKey) -> ToolAction {
        switch key {
        case .enter: return .commit
        case .escape: return .cancelled
        case .flipHorizontal, .flipVertical:
            let horizontal = key == .flipHorizontal
            map = map.after(Affine.scaling(sx: horizontal ? -1 : 1, sy: horizontal ? 1 : -1, aboutX: centre.x, y: centre.y))
            return .redraw
        }
    }

    public mutating func cancel() -> ToolAction {
        drag = nil
        return .cancelled
    }

    public var overlay: ToolOverlay {
        let placed = corners.map { map.apply(x: $0.x, y: $0.y) }.map { ToolOverlay.Point(x: $0.x, y: $0.y) }
        return ToolOverlay(outlines: [placed], handles: placed)
    }
}
