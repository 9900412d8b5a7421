#if canImport(Glibc)
    import Glibc
#endif

/// The fingers' gestures, from the first finger down to the last one up: what each touch
/// event asks of the view, of the history (taps) and, with `touch = paint`, of the brush.
///
/// Fingers navigate by anchors: whenever a finger comes or goes, the fingers' points and the
/// view are taken as they are, and every move after is the similarity that carries those
/// points onto the fingers' points now (`Similarity.fitting`): one finger pans, two also zoom
/// about their midpoint and turn, and the canvas point under each finger stays under it.
/// Nothing adds up move after move, so nothing drifts.
///
/// With `touch = paint`, a lone finger's stroke waits until the finger has moved
/// `TouchRules.tapTravel` or `TouchRules.tapSeconds` have passed (then the held points paint
/// at once): a second finger that comes down sooner makes it a navigation or a tap, and no dab
/// is left behind for the tap's undo to take instead of the last stroke.
public struct TouchGestures: Sendable {
    public let mode: TouchMode

    private struct Finger: Sendable {
        var id: UInt32
        var start: (x: Double, y: Double)
        var now: (x: Double, y: Double)
        /// The farthest it has been from `start`.
        var travel = 0.0
    }

    /// A lone finger's stroke with `touch = paint`.
    private enum Stroke: Sendable {
        /// Not begun: nothing to paint, or no longer (the fingers navigate).
        case none
        /// Waiting to be sure it is a stroke: its points so far.
        case held([TouchAction])
        case painting
    }

    /// From the first finger down to the last one up.
    private struct Gesture: Sendable {
        var start: Double
        var most = 0
        var tapPossible = true
        /// The fingers move the view (always with `navigate`; with `paint` once a second
        /// finger came).
        var navigates: Bool
        var anchored = false
        var stroke = Stroke.none
    }

    /// In the order they came down.
    private var fingers: [Finger] = []
    /// The fingers' points at the last anchor, in the same order.
    private var anchors: [(x: Double, y: Double)] = []
    private var gesture: Gesture?

    public init(mode: TouchMode) {
        self.mode = mode
    }

    /// The fingers down now.
    public var fingersDown: [UInt32] { fingers.map(\.id) }

    /// What `event` asks for.
    public mutating func take(_ event: TouchEvent) -> [TouchAction] {
        guard mode != .off else { return [] }
        var actions: [TouchAction] = []
        switch event.phase {
        case .began: began(event, &actions)
        case .moved: moved(event, &actions)
        case .ended: ended(event, &actions)
        }
        return actions
    }

    /// The pen came at `time`: the gesture stops where it got to. A stroke lifts where the
    /// finger is (a lift paints nothing); a held one is dropped unpainted.
    public mutating func cancel(at time: Double) -> [TouchAction] {
        guard let gesture else { return [] }
        var actions: [TouchAction] = []
        if case .painting = gesture.stroke, let finger = fingers.first {
            actions.append(.paint(x: finger.now.x, y: finger.now.y, time: time, down: false))
        }
        actions.append(.cancelled)
        fingers.removeAll()
        anchors.removeAll()
        self.gesture = nil
        return actions
    }

    private mutating func began(_ event: TouchEvent, _ actions: inout [TouchAction]) {
        guard !fingers.contains(where: { $0.id == event.finger }) else { return }
        var gesture = self.gesture ?? Gesture(start: event.time, navigates: mode == .navigate)
        let point = (x: event.x, y: event.y)
        fingers.append(Finger(id: event.finger, start: point, now: point))
        anchors.append(point)
        gesture.most = max(gesture.most, fingers.count)
        if event.time - gesture.start > TouchRules.tapSeconds { gesture.tapPossible = false }
        if !gesture.navigates {
            if fingers.count == 1 {
                gesture.stroke = .held([.paint(x: event.x, y: event.y, time: event.time, down: true)])
                self.gesture = gesture
                return
            }
            // A second finger: the first one's stroke is over (held, it never painted).
            if case .painting = gesture.stroke, let first = fingers.first {
                actions.append(.paint(x: first.now.x, y: first.now.y, time: event.time, down: false))
            }
            gesture.stroke = .none
            gesture.navigates = true
        }
        anchor(&gesture, &actions)
        self.gesture = gesture
    }

    private mutating func moved(_ event: TouchEvent, _ actions: inout [TouchAction]) {
        guard var gesture, let index = fingers.firstIndex(where: { $0.id == event.finger }) else { return }
        let point = (x: event.x, y: event.y)
        fingers[index].now = point
        let travel = hypot(point.x - fingers[index].start.x, point.y - fingers[index].start.y)
        fingers[index].travel = max(fingers[index].travel, travel)
        if fingers[index].travel >= TouchRules.tapTravel { gesture.tapPossible = false }
        if gesture.navigates {
            if let move = Similarity.fitting(from: anchors, to: fingers.map(\.now)) { actions.append(.moveView(move)) }
        } else {
            let sample = TouchAction.paint(x: point.x, y: point.y, time: event.time, down: true)
            switch gesture.stroke {
            case .held(let points):
                let sure = fingers[index].travel >= TouchRules.tapTravel || event.time - gesture.start >= TouchRules.tapSeconds
                if sure {
                    actions += points + [sample]
                    gesture.stroke = .painting
                } else {
                    gesture.stroke = .held(points + [sample])
                }
            case .painting: actions.append(sample)
            case .none: break
            }
        }
        self.gesture = gesture
    }

    private mutating func ended(_ event: TouchEvent, _ actions: inout [TouchAction]) {
        guard let index = fingers.firstIndex(where: { $0.id == event.finger }) else { return }
        // The lift's own point is the finger's last move.
        if fingers[index].now != (event.x, event.y) {
            var move = event
            move.phase = .moved
            moved(move, &actions)
        }
        guard var gesture else { return }
        fingers.remove(at: index)
        anchors.remove(at: index)
        let lift = TouchAction.paint(x: event.x, y: event.y, time: event.time, down: false)
        switch gesture.stroke {
        case .held(let points): actions += points + [lift]  // a lone quick touch: a dot
        case .painting: actions.append(lift)
        case .none: break
        }
        gesture.stroke = .none
        guard fingers.isEmpty else {
            if gesture.navigates { anchor(&gesture, &actions) }
            self.gesture = gesture
            return
        }
        let quick = event.time - gesture.start <= TouchRules.tapSeconds
        if gesture.tapPossible, quick, (2...3).contains(gesture.most) {
            if gesture.anchored { actions.append(.restoreView) }
            actions.append(.tap(fingers: gesture.most))
        }
        actions.append(.gestureEnded)
        self.gesture = nil
    }

    /// The fingers' points and the view as they are now are what later moves start from.
    private mutating func anchor(_ gesture: inout Gesture, _ actions: inout [TouchAction]) {
        anchors = fingers.map(\.now)
        actions.append(.anchorView(sequenceStart: !gesture.anchored))
        gesture.anchored = true
    }
}
