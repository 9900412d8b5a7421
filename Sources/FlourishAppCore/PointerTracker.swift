/// Where the pointer is, in window coordinates, and whether it is over the window: where the
/// brush ring goes.
///
/// Where XInput2 reads the devices, the ring follows the devices' own samples: SDL's core
/// pointer motion is the same motion seen a second time, on another connection, in whole
/// pixels, and a frame drawn for it would carry no sample and take the frame slot the sample
/// needs (issue 16: it doubled pen-to-ink latency). So a core motion only waits: the device
/// sample of the same motion accounts for it, and only one that no sample accounts for within
/// `coreMotionGrace` (a program warping the pointer, which XInput2's slave devices never
/// see) moves the ring. Where SDL's mouse events are the input, they move the ring at once.
package struct PointerTracker {
    /// A new one, with nothing taken in yet.
    package init() {}

    package private(set) var position: (x: Double, y: Double)?
    package private(set) var isOverWindow = false
    /// A core motion no device sample has accounted for yet, and when it came.
    package private(set) var unmatchedCoreMotion: (point: (x: Double, y: Double), time: Double)?

    /// How long a core motion waits for the device sample of the same motion before the ring
    /// follows it anyway. The reader thread hands a sample over in well under a millisecond;
    /// this leaves room for a loaded machine, and a warped pointer's ring is this much late.
    package static let coreMotionGrace = 0.03
    /// How far apart (window pixels, each axis) a core motion and a device sample may be and
    /// still be one motion: SDL reports the core pointer in whole pixels.
    package static let sameMotionDistance = 1.5

    /// The pointer moved to `point`, by SDL's mouse events where they are the input. SDL
    /// reports a motion to the window's centre when the window opens, wherever the pointer is,
    /// so until the pointer is known to be over the window, `serverSaysOver` (the display
    /// server's answer) decides.
    package mutating func moved(to point: (x: Double, y: Double), serverSaysOver: () -> Bool) {
        position = point
        if !isOverWindow { isOverWindow = serverSaysOver() }
    }

    /// SDL's core pointer moved to `point` at `time` while XInput2 reads the devices. Returns
    /// whether the ring must be drawn now: only for the first position the app learns (SDL's
    /// motion to where the pointer is when the window opens, which no sample follows) or when
    /// this is how the pointer is first known to be over the window; otherwise the motion
    /// waits for its device sample.
    package mutating func coreMoved(to point: (x: Double, y: Double), at time: Double, serverSaysOver: () -> Bool) -> Bool {
        guard let position else {
            moved(to: point, serverSaysOver: serverSaysOver)
            return true
        }
        let wasOver = isOverWindow
        if !isOverWindow { isOverWindow = serverSaysOver() }
        if Self.isSameMotion(point, position) {
            // The sample came first and the ring is already there.
            unmatchedCoreMotion = nil
        } else if unmatchedCoreMotion == nil {
            // The oldest unmatched motion sets the deadline, so a stream of warps still
            // moves the ring at least every `coreMotionGrace`.
            unmatchedCoreMotion = (point, time)
        } else {
            unmatchedCoreMotion?.point = point
        }
        return isOverWindow != wasOver
    }

    /// A device sample came from `point` (the pen hovering or drawing over the window, or the
    /// mouse through XInput2): the ring goes there, and a core motion waiting for it is
    /// accounted for.
    package mutating func sampled(at point: (x: Double, y: Double)) {
        position = point
        if let core = unmatchedCoreMotion, Self.isSameMotion(core.point, point) { unmatchedCoreMotion = nil }
    }

    /// When a waiting core motion has waited long enough to move the ring by itself.
    package var coreMotionDeadline: Double? { unmatchedCoreMotion.map { $0.time + Self.coreMotionGrace } }

    /// Moves the ring to a core motion no sample accounted for in time; returns whether it
    /// moved (a frame is due).
    package mutating func takeUnmatchedCoreMotion(now: Double) -> Bool {
        guard let core = unmatchedCoreMotion, now >= core.time + Self.coreMotionGrace else { return false }
        unmatchedCoreMotion = nil
        position = core.point
        return true
    }

    package mutating func entered() { isOverWindow = true }
    package mutating func left() {
        isOverWindow = false
        unmatchedCoreMotion = nil
    }

    /// The ring for a brush of `radius` window pixels, or nil while the pointer is away.
    package func ring(radius: Double) -> CursorPlacement? {
        guard isOverWindow, let position else { return nil }
        return CursorPlacement(x: position.x, y: position.y, radius: radius)
    }

    private static func isSameMotion(_ a: (x: Double, y: Double), _ b: (x: Double, y: Double)) -> Bool {
        abs(a.x - b.x) <= sameMotionDistance && abs(a.y - b.y) <= sameMotionDistance
    }
}
