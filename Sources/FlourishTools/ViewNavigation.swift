#if canImport(Glibc)
    import Glibc
#endif

/// The pointer drags that move the view instead of painting, as in Krita and MyPaint: a
/// middle-button drag, or a left drag (pen tip) while Space is held; with Shift held as the
/// drag begins it turns the view about the window's centre instead (Krita's Shift+Space drag).
/// (Not "gestures": in Flourish those are the commands a pen writes, `FlourishGestures`.)
///
/// Pure state, fed from SDL's events: while a drag holds the pointer, the samples the devices
/// send are kept off the canvas.
public struct ViewNavigation {
    public private(set) var spaceHeld = false
    /// The button whose drag is panning (1: left with Space, 2: middle), nil when none is.
    public private(set) var panningButton: Int?
    private var last: (x: Double, y: Double)?
    /// While a drag turns the view: the point it turns about.
    private var turnPivot: (x: Double, y: Double)?
    /// Nearer the pivot than this, the pointer's angle jumps with every pixel: no turn.
    static let steadyRadius = 8.0

    /// What a drag does to the view as the pointer moves.
    public enum Move: Equatable {
        case pan(dx: Double, dy: Double)
        case turn(degrees: Double)
    }

    /// Whether samples must stay off the canvas now: during a pan, and while Space is held
    /// (a pen touching down then starts a pan, not a stroke).
    public var withholdsSamples: Bool { spaceHeld || panningButton != nil }

    public mutating func spaceChanged(down: Bool) {
        spaceHeld = down
    }

    /// A button went down at (x, y); returns whether a drag of the view starts (the press is
    /// not paint). `turningAbout`: Shift is held, and the drag turns the view about this point.
    public mutating func buttonPressed(
        _ button: Int, x: Double, y: Double, turningAbout pivot: (x: Double, y: Double)? = nil
    ) -> Bool {
        guard panningButton == nil else { return true }
        guard button == 2 || (button == 1 && spaceHeld) else { return false }
        panningButton = button
        last = (x, y)
        turnPivot = pivot
        return true
    }

    /// A button came up; returns whether it ended the pan.
    public mutating func buttonReleased(_ button: Int) -> Bool {
        guard button == panningButton else { return false }
        panningButton = nil
        last = nil
        turnPivot = nil
        return true
    }

    /// The pointer moved to (x, y): how the view moves, or nil when no drag is under way.
    public mutating func pointerMoved(x: Double, y: Double) -> Move? {
        guard panningButton != nil, let from = last else { return nil }
        guard let pivot = turnPivot else {
            last = (x, y)
            let delta = (dx: x - from.x, dy: y - from.y)
            return delta.dx == 0 && delta.dy == 0 ? nil : .pan(dx: delta.dx, dy: delta.dy)
        }
        // The angle the pointer swept about the pivot (clockwise on screen, y down).
        guard hypot(x - pivot.x, y - pivot.y) >= Self.steadyRadius else { return nil }
        last = (x, y)
        guard hypot(from.x - pivot.x, from.y - pivot.y) >= Self.steadyRadius else { return nil }
        var degrees = (atan2(y - pivot.y, x - pivot.x) - atan2(from.y - pivot.y, from.x - pivot.x)) * 180 / .pi
        if degrees > 180 { degrees -= 360 }
        if degrees <= -180 { degrees += 360 }
        return degrees == 0 ? nil : .turn(degrees: degrees)
    }
}
