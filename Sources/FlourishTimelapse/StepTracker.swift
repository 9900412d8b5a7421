import FlourishRecording
import FlourishSamples

/// The undo history, followed on step numbers instead of pixels: which steps are on the canvas
/// after each event, as the session's own history has them.
///
/// Each stroke's start and each undoable command (a clear, a layer change other than choosing
/// the current layer) is a step; `u` takes the newest back, `r` brings the oldest taken back
/// again, and a new step drops the ones taken back. Undo, redo and clear given mid-stroke wait
/// for its end, as in the session. Steps are numbered in order, so two trackers fed the same
/// events number them alike.
///
/// The session counts a step only where it changed pixels; this counts every stroke, and a
/// clear only after some step since the last clear. A stroke that painted nothing (and a
/// clear of an empty layer among several) would make the two disagree; what the tracker
/// decides then is which frames are shown, never the pixels, which come from the real replay.
struct StepTracker {
    /// The steps on the canvas, oldest first.
    private(set) var onCanvas: [Int] = []
    private var takenBack: [Int] = []
    private var waiting: [RecordedCommand] = []
    private var isStrokeInProgress = false
    /// The stroke being painted, while one is.
    private(set) var currentStroke: Int?
    /// Steps made so far (their numbers are 1...stepsTaken).
    private(set) var stepsTaken = 0
    private var clearSteps: Set<Int> = []

    /// Follows one command, given between frames.
    mutating func follow(_ command: RecordedCommand) {
        if isStrokeInProgress && Self.waitsForStrokeEnd(command) {
            waiting.append(command)
        } else {
            apply(command)
        }
    }

    /// Follows one sample; returns the number of the stroke it starts, if it starts one.
    @discardableResult
    mutating func follow(_ sample: Sample) -> Int? {
        if sample.isDown && !isStrokeInProgress {
            isStrokeInProgress = true
            let step = push()
            currentStroke = step
            return step
        }
        if !sample.isDown && isStrokeInProgress { endStroke() }
        return nil
    }

    private mutating func endStroke() {
        isStrokeInProgress = false
        currentStroke = nil
        let commands = waiting
        waiting.removeAll()
        for command in commands { apply(command) }
    }

    private mutating func push() -> Int {
        stepsTaken += 1
        takenBack.removeAll()
        onCanvas.append(stepsTaken)
        return stepsTaken
    }

    private mutating func apply(_ command: RecordedCommand) {
        switch command {
        case .undo:
            if let step = onCanvas.popLast() { takenBack.append(step) }
        case .redo:
            if let step = takenBack.popLast() { onCanvas.append(step) }
        case .clear:
            // Clearing a canvas cleared already removes nothing: the session makes no step.
            if let top = onCanvas.last, !clearSteps.contains(top) { clearSteps.insert(push()) }
        case .layer(let layer):
            if case .select = layer { return }
            _ = push()
        case .liftTools:
            if isStrokeInProgress { endStroke() }
        case .scaleBrush, .useBrush, .setColor, .setStabilizer, .setSymmetry, .setBrushView:
            return
        }
    }

    /// The session's `SessionCommand.waitsForStrokeEnd`, for the commands a recording holds.
    private static func waitsForStrokeEnd(_ command: RecordedCommand) -> Bool {
        switch command {
        case .undo, .redo, .clear, .useBrush, .setColor, .layer, .setSymmetry: true
        case .liftTools, .scaleBrush, .setStabilizer, .setBrushView: false
        }
    }
}
