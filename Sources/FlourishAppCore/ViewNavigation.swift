/// The pointer drags that move the view instead of painting, as in Krita and MyPaint: a
/// middle-button drag, or a left drag (pen tip) while Space is held. (Not "gestures": in
/// Flourish those are the commands a pen writes, `FlourishGestures`.)
///
/// Pure state, fed from SDL's events: while a drag holds the pointer, the samples the devices
/// send are kept off the canvas.
package struct ViewNavigation {
    package private(set) var spaceHeld = false
    /// The button whose drag is panning (1: left with Space, 2: middle), nil when none is.
    package private(set) var panningButton: Int?
    private var last: (x: Double, y: Double)?

    /// Whether samples must stay off the canvas now: during a pan, and while Space is held
    /// (a pen touching down then starts a pan, not a stroke).
    package var withholdsSamples: Bool { spaceHeld || panningButton != nil }

    package mutating func spaceChanged(down: Bool) {
        spaceHeld = down
    }

    /// A button went down at (x, y); returns whether a pan starts (the press is not paint).
    package mutating func buttonPressed(_ button: Int, x: Double, y: Double) -> Bool {
        guard panningButton == nil else { return true }
        guard button == 2 || (button == 1 && spaceHeld) else { return false }
        panningButton = button
        last = (x, y)
        return true
    }

    /// A button came up; returns whether it ended the pan.
    package mutating func buttonReleased(_ button: Int) -> Bool {
        guard button == panningButton else { return false }
        panningButton = nil
        last = nil
        return true
    }

    /// The pointer moved to (x, y): how far to pan, or nil when no pan is under way.
    package mutating func pointerMoved(x: Double, y: Double) -> (dx: Double, dy: Double)? {
        guard panningButton != nil, let from = last else { return nil }
        last = (x, y)
        let delta = (dx: x - from.x, dy: y - from.y)
        return delta.dx == 0 && delta.dy == 0 ? nil : delta
    }
}
