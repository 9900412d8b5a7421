import FlourishGestures

/// A verdict shown where its group was written: the digit, or a reject mark with its reason.
package struct VerdictMark: Equatable {
    package var verdict: GestureVerdict
    /// The centre of the group's box, in window pixels.
    package var x: Double
    package var y: Double
    package var shownAt: Double
}

/// What the painter sees of gestures besides the ink being written: the ink of groups being
/// recognised (it stays until their verdict), the last verdict for a moment, and the counts
/// the overlay shows. Pure: the app tells it what happened and draws what it says.
package struct GestureFeedback {
    /// A new one, with nothing taken in yet.
    package init() {}

    /// How long a verdict stays on screen; the last `fadeSeconds` of it fade out (with reduce
    /// motion on it shows and hides, no fade).
    package static let markSeconds = 1.2
    package static let fadeSeconds = 0.4

    package private(set) var counts = GestureVerdictCounts()
    package private(set) var mark: VerdictMark?
    /// The ink of each group waiting for its verdict, by request id.
    package private(set) var deciding: [UInt64: [[GesturePoint]]] = [:]

    /// A group closed and went to be recognised: its ink stays on screen until the verdict.
    package mutating func startDeciding(id: UInt64, strokes: [GestureStroke]) {
        deciding[id] = strokes.map(\.points)
    }

    /// The verdict on group `id` arrived at `now`: its ink goes, the verdict shows at `box`.
    package mutating func decided(id: UInt64, verdict: GestureVerdict, box: InkBox, at now: Double) {
        deciding[id] = nil
        counts.count(verdict)
        mark = VerdictMark(verdict: verdict, x: box.centerX, y: box.centerY, shownAt: now)
    }

    /// How opaque the mark is at `now` (0...1), nil once it is gone.
    package func markOpacity(at now: Double, reduceMotion: Bool) -> Double? {
        // Compared with the end time, not the age: `11.2 - 10` is less than 1.2 in doubles,
        // and the mark must be gone at the instant the loop was woken for.
        guard let mark, let end = markEndsAt, now >= mark.shownAt, now < end else { return nil }
        guard !reduceMotion else { return 1 }
        let fadeStart = end - Self.fadeSeconds
        return now < fadeStart ? 1 : max(0, min(1, (end - now) / Self.fadeSeconds))
    }

    /// Forgets a mark whose time is up; returns whether one went (the screen must redraw).
    package mutating func expire(at now: Double) -> Bool {
        guard let end = markEndsAt, now >= end else { return false }
        mark = nil
        return true
    }

    /// When the mark must go: the loop wakes then (a fade draws frames until it does).
    package var markEndsAt: Double? { mark.map { $0.shownAt + Self.markSeconds } }

    /// The overlay's line: the mode, the counts (rejects only for reasons that happened) and
    /// the last verdict with its confidence.
    package func overlayLine(gestureModeOn: Bool) -> String {
        let rejects = GestureRejectReason.allCases.filter { counts[$0] > 0 }.map { "\($0.rawValue) \(counts[$0])" }
        let rejected = rejects.isEmpty ? "rejected 0" : "rejected " + rejects.joined(separator: ", ")
        let last = counts.last?.summary ?? "-"
        return "gestures: mode \(gestureModeOn ? "on" : "off")  accepted \(counts.accepted)  \(rejected)  last \(last)"
    }
}
