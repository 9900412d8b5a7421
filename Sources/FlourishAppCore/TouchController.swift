import FlourishSamples
import FlourishSession
import FlourishTouch
import Foundation

/// Fingers in the window: each frame's touch events, in time order with the pen's events of
/// the same frame (palm rejection), become view placements, undo and redo, and, with
/// `touch = paint`, the finger's samples. It owns the gestures' state and the views their
/// moves are worked out from; what the app must do comes back as `TouchEffect`s.
///
/// The view a move is worked out from is the one at the last anchor, kept here: every
/// placement this returns is applied to the session's view the same way (`ViewTransform.place`),
/// so the copy is the session's view, and the canvas point under each finger is placed from it
/// once, never nudged frame after frame.
@MainActor
package struct TouchController {
    /// The pressure a painting finger paints with (`touch_pressure`).
    package let pressure: Double
    private var input: TouchInput
    /// The view where the fingers were anchored last, and where their gesture began.
    private var anchor: ViewTransform?
    private var gestureStart: ViewTransform?
    /// What the gesture has done to the view, for the line said at its end.
    private var moved = false
    private var mostFingers = 0
    /// The taps so far and the last one, for the overlay.
    package private(set) var undoTaps = 0
    package private(set) var redoTaps = 0
    package private(set) var lastTap: String?
    /// Whether any finger came yet: until then the overlay says nothing of touch (most
    /// machines have no touch screen).
    private var fingersSeen = false

    package init(mode: TouchMode, pressure: Double) {
        input = TouchInput(mode: mode)
        self.pressure = pressure
    }

    package var mode: TouchMode { input.mode }

    /// Whether a pen event in a frame with no touch events still matters: fingers are down (the
    /// pen's coming cancels them).
    package var fingersDown: Bool { input.fingersDown > 0 }

    /// Takes one frame's touch events with the pen's events of the frame (the batch's pen and
    /// eraser samples, and proximity the driver reported), in the order of their times, from
    /// `view`, the session's view now. Pen samples that come after the last touch event still
    /// count: a finger down when the pen comes is cancelled.
    package mutating func take(
        _ touches: [TouchEvent], pens batch: [Sample], proximity: [(isIn: Bool, time: Double)] = [], view: ViewTransform
    ) -> [TouchEffect] {
        guard mode != .off else { return [] }
        if !touches.isEmpty { fingersSeen = true }
        var view = view
        var effects: [TouchEffect] = []
        var pens = batch.lazy.filter { $0.tool != .mouse }.map(\.time).makeIterator()
        var nextPen = pens.next()
        var nearby = proximity.makeIterator()
        var nextNearby = nearby.next()
        for event in touches {
            while let time = nextPen, time <= event.time {
                carryOut(input.penSeen(at: time), on: &view, &effects)
                nextPen = pens.next()
            }
            while let change = nextNearby, change.time <= event.time {
                carryOut(input.penProximity(change.isIn, at: change.time), on: &view, &effects)
                nextNearby = nearby.next()
            }
            carryOut(input.take(event), on: &view, &effects)
        }
        // The rest of the pen's events: the newest is enough, the guard keeps the latest.
        var last = nextPen
        while let time = pens.next() { last = time }
        if let last { carryOut(input.penSeen(at: last), on: &view, &effects) }
        while let change = nextNearby {
            carryOut(input.penProximity(change.isIn, at: change.time), on: &view, &effects)
            nextNearby = nearby.next()
        }
        return effects
    }

    /// The overlay's words: the fingers down, the taps and what they did.
    package var overlayLine: String {
        guard mode != .off, fingersSeen else { return "" }
        var line = "touch \(mode.rawValue): \(input.fingersDown) down"
        if input.isIgnoringFingers { line += " (pen near: ignored)" }
        line += ", taps undo \(undoTaps) redo \(redoTaps)"
        if let lastTap { line += ", last \(lastTap)" }
        return line
    }

    private mutating func carryOut(_ actions: [TouchAction], on view: inout ViewTransform, _ effects: inout [TouchEffect]) {
        for action in actions {
            switch action {
            case .anchorView(let sequenceStart):
                anchor = view
                if sequenceStart {
                    gestureStart = view
                    moved = false
                }
                mostFingers = max(mostFingers, input.fingersDown)
            case .moveView(let move):
                guard let anchor else { break }
                place(Self.placement(of: anchor, moved: move), on: &view, &effects)
            case .restoreView:
                guard let gestureStart, view != gestureStart else { break }
                place(Self.placement(of: gestureStart, moved: .identity), on: &view, &effects)
            case .tap(let fingers):
                let action: AppAction = fingers == 2 ? .undo : .redo
                if action == .undo { undoTaps += 1 } else { redoTaps += 1 }
                let name = fingers == 2 ? "two-finger tap" : "three-finger tap"
                lastTap = "\(name): \(action.rawValue)"
                effects.append(.tap(action == .undo ? .undo : .redo, action))
                effects.append(.say("touch: \(name): \(action.rawValue)"))
                // A tap leaves the view as it found it: no line about the view.
                moved = false
            case .paint(let x, let y, let time, let down):
                effects.append(
                    .paint(
                        Sample(
                            x: x, y: y, pressure: down ? pressure : 0, time: time, tool: .mouse,
                            buttons: down ? .primary : [])))
            case .cancelled:
                effects.append(.say("touch: cancelled, the pen came near; the view stays where the fingers left it"))
                endGesture(view, &effects)
            case .refused:
                effects.append(.say("touch: ignored, the pen is near"))
            case .gestureEnded:
                endGesture(view, &effects)
            }
        }
    }

    private mutating func place(_ command: SessionCommand, on view: inout ViewTransform, _ effects: inout [TouchEffect]) {
        guard case .placeView(let zoom, let rotation, let cx, let cy, let wx, let wy) = command else { return }
        let before = view
        view.place(zoom: zoom, rotation: rotation, canvasX: cx, canvasY: cy, windowX: wx, windowY: wy)
        guard view != before else { return }
        moved = true
        effects.append(.view(command))
    }

    /// Says where the gesture left the view, if it moved it: the zoom, the turn, and the canvas
    /// point at the window's centre, which fix the whole view (a test reads them).
    private mutating func endGesture(_ view: ViewTransform, _ effects: inout [TouchEffect]) {
        defer {
            moved = false
            mostFingers = 0
            anchor = nil
            gestureStart = nil
        }
        guard moved else { return }
        let centre = view.pivot
        let canvas = view.canvasPoint(windowX: centre.x, windowY: centre.y)
        let fingers = mostFingers == 1 ? "1 finger" : "\(mostFingers) fingers"
        effects.append(
            .say(
                "touch: \(fingers) moved the view: "
                    + String(
                        format: "zoom %.4f, turned %.2f degrees, window (%.1f, %.1f) shows canvas (%.2f, %.2f)",
                        view.zoom, view.rotation, centre.x, centre.y, canvas.x, canvas.y)))
    }

    /// The view `start` carried by `move` (a move of the window plane): zoomed by its scale,
    /// turned by its angle, and the canvas point at the window's centre put where the move
    /// takes that window point. Mirrored or not, the turn adds: the move acts after the view.
    package static func placement(of start: ViewTransform, moved move: Similarity) -> SessionCommand {
        let centre = start.pivot
        let canvas = start.canvasPoint(windowX: centre.x, windowY: centre.y)
        let window = move.apply(x: centre.x, y: centre.y)
        return .placeView(
            zoom: start.zoom * move.scale, rotation: start.rotation + move.degrees, canvasX: canvas.x, canvasY: canvas.y,
            windowX: window.x, windowY: window.y)
    }
}
