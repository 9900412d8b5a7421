/// Where the pointer is, in window coordinates, and whether it is over the window: where the
/// brush ring goes. Moved by SDL's mouse events and by the devices' samples alike.
struct PointerTracker {
    private(set) var position: (x: Double, y: Double)?
    private(set) var isOverWindow = false

    /// The pointer moved to `point`. SDL reports a motion to the window's centre when the
    /// window opens, wherever the pointer is, so until the pointer is known to be over the
    /// window, `serverSaysOver` (the display server's answer) decides.
    mutating func moved(to point: (x: Double, y: Double), serverSaysOver: () -> Bool) {
        position = point
        if !isOverWindow { isOverWindow = serverSaysOver() }
    }

    /// A device sample came from `point` (the pen hovering or drawing over the window).
    mutating func sampled(at point: (x: Double, y: Double)) {
        position = point
    }

    mutating func entered() { isOverWindow = true }
    mutating func left() { isOverWindow = false }

    /// The ring for a brush of `radius` window pixels, or nil while the pointer is away.
    func ring(radius: Double) -> CursorPlacement? {
        guard isOverWindow, let position else { return nil }
        return CursorPlacement(x: position.x, y: position.y, radius: radius)
    }
}
