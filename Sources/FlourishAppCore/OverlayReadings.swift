/// What the overlay shows besides the frame statistics: the live input and the confetti.
package struct OverlayReadings {
    package var received: UInt64 = 0
    package var delivered: UInt64 = 0
    /// Samples pulled onto the canvas's margin (or left out) on the way into libmypaint.
    package var clampedSamples: UInt64 = 0
    package var pressure = 0.0
    package var xtilt = 0.0
    package var ytilt = 0.0
    package var tool = "none"
    package var brushSpeed = 0.0
    package var confettiPieces = 0
    package var confettiState = "idle"
    package var undoSteps = 0
    package var redoSteps = 0
    package var historyBytes = 0
    package var zoom = 1.0
    package var slot = ""
    /// The tool that holds the canvas ("brush", "transform").
    package var canvasTool = "brush"
    /// The view's turn and mirror and the instruments that are on (see `InstrumentSummary`).
    package var instruments = ""
    /// The painting's file and its state: unsaved, saving…, or the last save's outcome.
    package var document = ""
    /// Gesture mode, the verdict counts and the last verdict.
    package var gestures = ""
    /// The fingers: how many are down, the taps and what the last one did.
    package var touch = ""

    package init(received: UInt64 = 0, delivered: UInt64 = 0) {
        self.received = received
        self.delivered = delivered
    }
}
