/// A selection as the painter drew it: a rectangle (Ctrl+R) or a freehand outline (Ctrl+L),
/// in canvas coordinates. A plain value a recording keeps; `mask` (FlourishPaint) makes the
/// pixels' coverage of it.
public enum SelectionShape: Equatable, Sendable {
    case rectangle(x: Double, y: Double, width: Double, height: Double)
    /// A closed outline through these points (even-odd inside).
    case polygon([Double])

    /// The outline's corners, x and y in turn (a rectangle's four).
    public var outline: [(x: Double, y: Double)] {
        switch self {
        case .rectangle(let x, let y, let w, let h): [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
        case .polygon(let xy): stride(from: 0, to: xy.count - 1, by: 2).map { (xy[$0], xy[$0 + 1]) }
        }
    }

    /// Even-odd: whether a ray to the right from (x, y) crosses the outline an odd number of times.
    public static func contains(_ x: Double, _ y: Double, _ points: [(x: Double, y: Double)]) -> Bool {
        var inside = false
        var j = points.count - 1
        for i in points.indices {
            let (a, b) = (points[i], points[j])
            if (a.y > y) != (b.y > y), x < (b.x - a.x) * (y - a.y) / (b.y - a.y) + a.x { inside.toggle() }
            j = i
        }
        return inside
    }
}

/// How a new selection joins the one there is.
public enum SelectionCombination: String, Sendable, CaseIterable {
    /// It replaces the selection.
    case replace
    /// Shift: the union (the larger coverage of each pixel).
    case add
    /// Alt: what it covers is taken away (coverage times one minus its coverage).
    case subtract
}
