import CSDL2
import FlourishAppCore
import FlourishConfetti
import FlourishConfig
import FlourishFeeder
import FlourishFrameClock
import FlourishFrameStats
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import Foundation

/// One frame: the samples that came in are painted, the confetti moves, and where anything
/// visible changed the drawer puts the frame on screen and the figures take it in.
extension PaintApp {
    /// Paints every sample that arrived, as one batch. Called at the start of each frame, and
    /// before any command, so samples paint with the view and history they were made in.
    @discardableResult
    func paintPending() -> PaintedBatch? {
        var timer = StageTimer()
        let batch = feeder.drain()
        let drain = timer.lap()
        guard let last = batch.last else { return nil }
        defer { feeder.recycle(batch) }
        // Samples are in window coordinates: the pen's is where the ring goes.
        pointer.sampled(at: (last.x, last.y))
        // Split even while input is withheld, so a pen stroke's route lasts until it lifts.
        gestures.split(batch, canvas: &canvasSamples, ink: &inkSamples)
        guard !withholdsSamples else {
            samplesWereWithheld = true
            // A character being written when a panel opened (or a pan began) ends here: its
            // lift may never come to the ink.
            if !inkSamples.isEmpty && gestures.isWriting { endGestureInk() }
            return figures.noteBatch(batch, painted: false, dabs: 0, drain: drain)
        }
        if !inkSamples.isEmpty {
            penInkTaken = true
            takeGestureInk(inkSamples)
        }
        guard !canvasSamples.isEmpty else { return figures.noteBatch(batch, painted: false, dabs: 0, drain: drain) }
        if samplesWereWithheld || (penInkTaken && canvasSamples.contains { $0.tool == .pen }) {
            samplesWereWithheld = false
            penInkTaken = false
            take(session.perform(.liftTools))
        }
        // The batch goes to the engine exactly as delivered: no prediction to retract later,
        // no smoothing that would move a dab the painter already saw. Gesture ink never
        // reaches it, so never the canvas, a recording's paint or the history.
        let changes = session.paint(windowSamples: canvasSamples)
        take(changes)
        return figures.noteBatch(canvasSamples, painted: true, dabs: changes.dabs, drain: drain)
    }

    /// The ring where the next dab would land, while the pointer is over the window and no
    /// pan holds it.
    var cursorPlacement: CursorPlacement? {
        guard !router.isPanning, panels.open == nil else { return nil }
        let tool = figures.lastSample?.tool ?? .mouse
        return pointer.ring(radius: session.engine.brush(for: tool).radius * session.view.zoom)
    }

    /// The overlay's figures: the frame statistics' readings and the painting's file.
    func overlayReadings(confetti: ConfettiEngine, now: Double) -> OverlayReadings {
        var readings = figures.readings(feeder: feeder, confetti: confetti, session: session, now: now)
        let name = session.documentPath.map(DocumentKeeper.name) ?? "untitled"
        let state = keeper.pending > 0 ? "saving…" : keeper.lastOutcome
        readings.document = (session.isDocumentDirty ? "*" : "") + name + "   " + state
        readings.gestures = gestures.overlayLine
        return readings
    }

    func drawFrame(startedAt now: Double) {
        var timer = StageTimer()
        var stages = FrameStages()
        let carried = paintPending()
        stages.paint = timer.lap()
        stages.drain = carried?.drain ?? 0
        stages.paint -= stages.drain
        if !announcedReady, let count = options.burst {
            popConfetti(count: count, origin: nil, at: now - options.burstAge)
        }
        let confetti = drawer.confetti.engine
        let confettiWasShown = confetti.livePieces > 0
        let skipConfetti = options.alternateConfetti && pacer.framesRendered % 2 == 1
        let confettiDrawn = confetti.isActive && !skipConfetti ? confetti.update(at: now) : 0
        stages.confetti = timer.lap()
        if !confetti.isActive && !gestureMarkFades { pacer.isAnimating = false }
        let placement = cursorPlacement
        guard
            windowNeedsRedraw || drawer.screen.hasChanges || placement != cursorShown || confettiDrawn > 0
                || confettiWasShown || skipConfetti
        else {
            // Nothing on screen changed (a hover that moved nothing visible).
            pacer.frameSkipped(at: now)
            return
        }
        let whole = windowNeedsRedraw
        windowNeedsRedraw = false
        cursorShown = placement
        pacer.frameStarted(at: now)
        let overlayFigures =
            drawer.overlayVisible
            ? (figures.statistics, overlayReadings(confetti: confetti, now: now)) : nil
        drawer.gestureScene = gestures.scene(at: now, reduceMotion: confetti.reduceMotion)
        let overlayCost = drawer.draw(
            view: session.view, cursor: placement, confettiDrawn: confettiDrawn > 0, overlay: overlayFigures,
            now: now, whole: whole, stages: &stages)
        let presented = MonotonicClock.now()
        let age = carried.map {
            FrameInputAge(presentedAt: presented, oldestSample: $0.oldest, newestSample: $0.newest)
        }
        figures.record(
            FrameRecord(
                start: now, stages: stages, overlay: overlayCost, samples: carried?.samples ?? 0,
                dabs: Int(carried?.dabs ?? 0), newestAge: age?.newest, oldestAge: age?.oldest,
                confettiPieces: confettiDrawn, tilesUploaded: drawer.screen.tilesUploadedLastFlush,
                presentedPixels: drawer.presentedPixels,
                panelOpen: panels.open != nil, savesPending: keeper.pending))
        if !announcedReady {
            announcedReady = true
            figures.noteFirstFrame(renderer: drawer.renderer.name, videoDriver: video.driver)
            Console.say("ready, window \(window.id), renderer \(drawer.renderer.description), driver \(video.driver)")
        }
    }
}
