import FlourishSamples

#if canImport(Glibc)
    import Glibc
#endif

/// What the symmetry keys do to the session's symmetry, and where its axes lie on screen: pure,
/// so the keys and the lines drawn are tested without a window.
package enum SymmetryControls {
    /// The order `X` goes through the modes, back to off.
    static let cycle: [Symmetry.Mode] = [.off, .vertical, .horizontal, .verticalHorizontal, .rotational, .snowflake]
    /// The lines rotational and snowflake symmetry start with (`Ctrl+Shift+X` adds one, up to
    /// `mostLinesByKey`, then starts again at 2).
    static let firstLines = 6
    static let mostLinesByKey = 12

    /// The next mode after `symmetry`'s. Turned on for the first time (its centre never placed),
    /// the centre is the canvas's.
    package static func nextMode(after symmetry: Symmetry, canvasWidth: Int, canvasHeight: Int) -> Symmetry {
        let index = cycle.firstIndex(of: symmetry.mode) ?? 0
        let mode = cycle[(index + 1) % cycle.count]
        let unplaced = symmetry.centerX == 0 && symmetry.centerY == 0
        let center = unplaced ? (Double(canvasWidth) / 2, Double(canvasHeight) / 2) : (symmetry.centerX, symmetry.centerY)
        let lines = symmetry == .off ? firstLines : symmetry.lines
        return (try? Symmetry(mode: mode, centerX: center.0, centerY: center.1, angle: symmetry.angle, lines: lines))
            ?? symmetry.with(mode: mode)
    }

    /// `symmetry` about the canvas point (x, y) instead (the pointer's, `Shift+X`); nil where
    /// that point is no place for a centre (not a number, absurdly far).
    package static func centred(_ symmetry: Symmetry, atX x: Double, y: Double) -> Symmetry? {
        try? Symmetry(mode: symmetry.mode, centerX: x, centerY: y, angle: symmetry.angle, lines: symmetry.lines)
    }

    /// One more line for rotational and snowflake symmetry, back to 2 after `mostLinesByKey`.
    package static func moreLines(_ symmetry: Symmetry) -> Symmetry {
        let lines = symmetry.lines >= mostLinesByKey ? Symmetry.minLines : symmetry.lines + 1
        return (try? Symmetry(
            mode: symmetry.mode, centerX: symmetry.centerX, centerY: symmetry.centerY, angle: symmetry.angle, lines: lines))
            ?? symmetry
    }

    /// The axes to draw, in canvas pixels: each a segment through the centre (`reach` pixels
    /// either way), or from it where the copies are turned about it. Vertical mirrors across a
    /// vertical axis, horizontal across a horizontal one, both across the two; rotational has a
    /// spoke to each of its copies; snowflake mirrors across `lines` axes.
    package static func axes(of symmetry: Symmetry, reach: Double) -> [(x0: Double, y0: Double, x1: Double, y1: Double)] {
        let c = (x: symmetry.centerX, y: symmetry.centerY)
        func through(_ degrees: Double, spoke: Bool = false) -> (x0: Double, y0: Double, x1: Double, y1: Double) {
            let radians = degrees * .pi / 180
            // 0 degrees points up the canvas (a vertical axis), turning clockwise.
            let d = (x: sin(radians) * reach, y: -cos(radians) * reach)
            return spoke ? (c.x, c.y, c.x + d.x, c.y + d.y) : (c.x - d.x, c.y - d.y, c.x + d.x, c.y + d.y)
        }
        let a = symmetry.angle
        switch symmetry.mode {
        case .off: return []
        case .vertical: return [through(a)]
        case .horizontal: return [through(a + 90)]
        case .verticalHorizontal: return [through(a), through(a + 90)]
        case .rotational:
            return (0..<symmetry.lines).map { through(a + 360 * Double($0) / Double(symmetry.lines), spoke: true) }
        case .snowflake:
            return (0..<symmetry.lines).map { through(a + 180 * Double($0) / Double(symmetry.lines)) }
        }
    }

    /// How the title and the overlay name it: nil while it is off.
    package static func summary(_ symmetry: Symmetry) -> String? {
        switch symmetry.mode {
        case .off: nil
        case .vertical, .horizontal, .verticalHorizontal: "symmetry \(symmetry.mode.rawValue)"
        case .rotational, .snowflake: "symmetry \(symmetry.mode.rawValue) ×\(symmetry.lines)"
        }
    }
}
