import FlourishGestures
import FlourishSamples

/// Where one sample goes: onto the canvas (it paints), or into gesture ink (it writes a
/// command and never touches the painting or its history).
package enum SampleRoute: Equatable, Sendable {
    case canvas
    case gestureInk
}

/// Decides, sample by sample, which route pen input takes.
///
/// Only the pen's tip writes gesture ink: while its side button is held, or while gesture
/// mode is on. The mouse paints in gesture mode too (pen and mouse take different routes, so
/// a painter can write with one and paint with the other), and the eraser end always
/// erases. No SDL here: the frame loop hands in samples and carries out the route.
package struct GestureInkRoute {
    /// A new one, with nothing taken in yet.
    package init() {}

    /// The pen's lower side switch. XInput2 calls it button 2; the sample decoder keeps SDL's
    /// numbering, where button 2 is the middle one, `.tertiary`.
    package static let sideButton = Buttons.tertiary

    /// Key G: every pen stroke is gesture ink.
    package var gestureModeOn = false

    /// The route of the pen stroke in progress, chosen when the tip touched and kept until it
    /// lifts: a side button let go (or gesture mode left) halfway through a character must not
    /// paint the rest of it, and one pressed halfway through a line must not cut it in two.
    package private(set) var penStroke: SampleRoute?

    /// The mode a recognition request is made in (a result from another mode is stale).
    package var mode: GestureMode { gestureModeOn ? .gestureMode : .sideButton }

    /// The route of `sample`, taken in the order the device sent it.
    package mutating func route(_ sample: Sample) -> SampleRoute {
        guard sample.tool == .pen else { return .canvas }
        if let stroke = penStroke {
            // The lift itself goes the way its stroke went.
            if !sample.isDown { penStroke = nil }
            return stroke
        }
        let route: SampleRoute =
            gestureModeOn || sample.buttons.contains(Self.sideButton) ? .gestureInk : .canvas
        if sample.isDown { penStroke = route }
        return route
    }

    /// Every tool lifted (a device came or went): the next touch chooses its route afresh.
    package mutating func liftAll() {
        penStroke = nil
    }

    /// Splits one frame's batch by route, keeping each route's order. `canvas` and `ink` are
    /// emptied first (their capacity kept: the loop reuses them every frame).
    package mutating func split(_ batch: [Sample], canvas: inout [Sample], ink: inout [Sample]) {
        canvas.removeAll(keepingCapacity: true)
        ink.removeAll(keepingCapacity: true)
        for sample in batch {
            switch route(sample) {
            case .canvas: canvas.append(sample)
            case .gestureInk: ink.append(sample)
            }
        }
    }
}
