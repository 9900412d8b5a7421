import FlourishAppCore
import FlourishConfetti
import FlourishFrameClock
import FlourishFrameStats
import Foundation

/// One frame: the samples that came in are painted, the confetti moves, and where anything
/// visible changed the drawer puts the frame on screen and the figures take it in.
extension PaintApp {
    /// Paints every sample that arrived, as one batch. Called at the start of each frame, and
    /// before any command, so samples paint with the view and history they were made in.
    @discardableResult
    func paintPending() -> PaintedBatch? {
        var timer = StageTimer()
        // Fingers first: the samples drained after them hold every pen event before them.
        let fingers = takeFingers()
        var batch = feeder.drain()
        let drain = timer.lap()
        carryOut(fingers, alongside: &batch)
        guard !batch.isEmpty else { return nil }
        defer { feeder.recycle(batch) }
        let route = canvasInput.route(batch, panelOpen: panels.open != nil, gestures: gestures)
        guard !route.withheld else {
            // A character being written when a panel opened (or a pan began) ends here: its
            // lift may never come to the ink.
            if route.endsInk && gestures.isWriting { endGestureInk() }
            return figures.noteBatch(batch, painted: false, dabs: 0, drain: drain)
        }
        if !route.ink.isEmpty { takeGestureInk(route.ink) }
        guard !route.paint.isEmpty else { return figures.noteBatch(batch, painted: false, dabs: 0, drain: drain) }
        if route.liftFirst { reflect(session.perform(.liftTools)) }
        // The batch goes to the engine exactly as delivered: no prediction to retract later,
        // no smoothing that would move a dab the painter already saw. Gesture ink never
        // reaches it, so never the canvas, a recording's paint or the history.
        let changes = session.paint(windowSamples: route.paint)
        reflect(changes)
        return figures.noteBatch(route.paint, painted: true, dabs: changes.dabs, drain: drain)
    }

    /// The ring where the next dab would land, while the pointer is over the window and no
    /// pan or panel holds it.
    var cursorPlacement: CursorPlacement? {
        let tool = figures.lastSample?.tool ?? .mouse
        return canvasInput.ring(radius: session.engine.brush(for: tool).radius * session.view.zoom, panelOpen: panels.open != nil)
    }

    /// The overlay's figures: the frame statistics' readings and the painting's file.
    func overlayReadings(confetti: ConfettiEngine, now: Double) -> OverlayReadings {
        var readings = figures.readings(feeder: feeder, confetti: confetti, session: session, now: now)
        readings.document = documents.overlayLine(for: session)
        readings.gestures = gestures.overlayLine
        readings.touch = touch.overlayLine
        readings.canvasTool = canvasInput.tools.name
        return readings
    }

    func drawFrame(startedAt now: Double) {
        var timer = StageTimer()
        var stages = FrameStages()
        refreshToolPreview()
        let carried = paintPending()
        stages.paint = timer.lap()
        stages.drain = carried?.drain ?? 0
        stages.paint -= stages.drain
        if let burst = drawer.confetti.startBurst {
            drawer.confetti.startBurst = nil
            popConfetti(count: burst.count, origin: nil, at: now - burst.age)
        }
        let confetti = drawer.confetti.engine
        let confettiWasShown = confetti.livePieces > 0
        let skipConfetti = drawer.confetti.alternatesFrames && loop.framesRendered % 2 == 1
        let confettiDrawn = confetti.isActive && !skipConfetti ? confetti.update(at: now) : 0
        stages.confetti = timer.lap()
        if !confetti.isActive && !gestureMarkFades { loop.isAnimating = false }
        let placement = cursorPlacement
        guard
            loop.needsWholeFrame || drawer.screen.hasChanges || placement != drawer.ringShown || confettiDrawn > 0
                || confettiWasShown || skipConfetti || drawer.chrome.wantsFrame
        else {
            // Nothing on screen changed (a hover that moved nothing visible).
            loop.frameSkipped(at: now)
            return
        }
        let whole = loop.frameStarted(at: now)
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
                panelOpen: panels.open != nil, savesPending: documents.keeper.pending, fileChooserOpen: files.isAsking))
        if !figures.firstFrameNoted {
            let driver = window.video.driver
            figures.noteFirstFrame(renderer: drawer.renderer.name, videoDriver: driver)
            Console.say("ready, window \(window.id), renderer \(drawer.renderer.description), driver \(driver)")
        }
    }
}
