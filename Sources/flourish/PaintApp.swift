import CSDL2
import FlourishAppCore
import FlourishConfetti
import FlourishConfig
import FlourishDocuments
import FlourishFeeder
import FlourishFrameClock
import FlourishFrameStats
import FlourishGestures
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishSessionSetup
import Foundation

/// The window app: the loop and the dispatch. SDL events become samples (through the
/// feeder) or session commands; the session paints and keeps the history; the drawer puts
/// the frame on screen, at most `frame_cap_hz` times a second and never while nothing
/// changes.
@MainActor
final class PaintApp {
    let options: PaintOptions
    let video: SDLVideo
    let window: Window
    /// Replaced whole when a dropped file opens (a new canvas of the file's size).
    var session: PaintSession
    /// Writes the session's records to `--record`'s file; nil when not recording.
    var recorder: SessionRecorder?
    let keeper: DocumentKeeper
    /// What the title says after the file's name (recovered, saving…), beyond the brush.
    var recoveredNote: String?
    /// The X server went away: nothing may touch SDL or Xlib any more.
    var windowGone = false
    /// The title set last, and whether it starred the file as unsaved.
    var titleShown = ""
    var titleShowsUnsaved = false
    let feeder = SampleFeeder()
    var pacer: FramePacer
    let drawer: FrameDrawer
    let figures: FrameFigures
    let inputs: InputSources
    var router = PointerRouter()
    let panels: PanelHost
    /// Samples were kept off the canvas (a gesture, a panel, the eyedropper): the next ones
    /// painted lift the brush first, so it does not draw a line from where it was.
    var samplesWereWithheld = false
    var running = true
    /// SIGTERM, SIGINT, SIGHUP: each ends the app like closing the window.
    private(set) var quitSignals: QuitSignals?
    /// The signal that asked the app to quit, if one did.
    var quitSignal: Int32?
    var announcedReady = false
    /// Something other than paint needs the window redrawn (exposed, resized, the view or
    /// the overlay changed).
    var windowNeedsRedraw = true
    var pointer = PointerTracker()
    /// The ring the last frame drew, so a frame is drawn when it moves and only then.
    var cursorShown: CursorPlacement?
    /// How many times each key action was taken, for the flood's closing line.
    var actionsTaken: [AppAction: Int] = [:]
    /// When to hand the memory a shrinking history freed back to the system.
    var heapGiveBack = HeapGiveBack()

    /// Pen gestures: the pen writes commands as well as paint.
    let gestures: GestureController
    /// Gesture ink was kept from the pen's brush: its next canvas sample must not draw a line
    /// from where the brush last was.
    var penInkTaken = false
    /// Each frame's batch split by route, reused.
    var canvasSamples: [Sample] = []
    var inkSamples: [Sample] = []

    init(options: PaintOptions, settings: Settings) throws {
        self.options = options
        let launchTime = MonotonicClock.now()
        video = try SDLVideo()
        // Settings, then a preloaded recording's header (its brushes and canvas), then the
        // command line.
        var setup = settings.session
        let preload = try options.preloadPath.map { path throws in try RecordingParser.read(path: path) }
        if let preload, let path = options.preloadPath {
            setup = try SessionSetup(recording: preload.settings, file: path, lines: preload.headerLines, over: setup)
        }
        if let brush = options.brush { setup.brush = brush }
        if let size = options.canvasSize { (setup.canvasWidth, setup.canvasHeight) = size }
        setup.fullCanvasPNG = options.fullCanvas
        // Sizes are refused here, before a canvas is made, never found too big at quit.
        if let why = setup.canvasSizeProblem { throw UsageError(description: "canvas \(why)") }
        keeper = DocumentKeeper(
            autosaveSeconds: settings.autosaveSeconds, environment: ProcessInfo.processInfo.environment,
            wake: { [waker = video.waker] in waker.wake() })
        let start = try Self.startingPoint(options: options, setup: &setup, keeper: keeper)
        let windowSize = options.windowSize ?? (settings.windowWidth, settings.windowHeight)
        session = try PaintSession(setup: setup, viewport: windowSize)
        for problem in session.configuredBrushProblems { Console.warn("\(problem)") }
        if let start {
            try DocumentReader.open(start.contents, into: session, recovered: start.recovered)
            recoveredNote = start.note
        }
        if let preload { Replay.paint(Replay.frames(of: preload), with: session) }
        // Brushes loaded from here on report their clamps through `SessionChanges.problems`.
        for clamp in session.brushClamps { Console.warn("\(clamp)") }
        window = try Window(video: video, title: "Flourish", width: windowSize.0, height: windowSize.1)
        let renderer = try Renderer(window: window, vsync: settings.vsync, choice: options.renderer ?? settings.renderer)
        let screen = try ScreenCanvas(renderer: renderer, store: session.canvas, paper: session.paper)
        let confetti = try ConfettiLayer(renderer: renderer)
        confetti.engine.reduceMotion = settings.reduceMotion
        drawer = FrameDrawer(
            renderer: renderer, screen: screen, confetti: confetti, overlayVisible: settings.overlay,
            captureFolder: options.captureFolder, captureFrames: options.captureFrames)
        figures = try FrameFigures(
            launchTime: launchTime, frameLogPath: options.frameLogPath, keepsFrames: options.statsPath != nil)
        confetti.look = options.burstLook == "3d" ? .threeD : .flat
        let waker = video.waker
        panels = PanelHost(renderer: renderer) { waker.wake() }
        let model = DigitModelFile.load(candidates: DigitModelFile.candidatesHere)
        if let problem = model.problem { Console.warn(problem) }
        gestures = GestureController(confidence: settings.gestureConfidence, recognize: model.recognize) { waker.wake() }
        pacer = FramePacer(capHz: settings.frameCapHz)
        if let path = options.recordPath { recorder = try SessionRecorder(recording: session, to: path) }
        inputs = InputSources(options: options, settings: settings, window: window, video: video, feeder: feeder)
        quitSignals = QuitSignals { [waker = video.waker] number in waker.wake(code: number) }
        watchXConnection()
        // The ring shows where the brush will land; the system arrow would hide it.
        SDL_ShowCursor(SDL_DISABLE)
        let drawable = renderer.outputSize
        command(.resizeViewport(width: drawable.width, height: drawable.height))
        updateTitle()
        pacer.noteChange()
    }

    // MARK: The loop

    /// Runs until the window closes, Ctrl+Q or a signal; then saves what is unsaved and
    /// writes the recording and the figures. Returns the exit status: non-zero when anything
    /// could not be saved.
    func run() -> Int32 {
        if let flood = options.flood {
            let size = window.size
            inputs.startFlood(
                count: flood.count, hz: flood.hz, stroke: flood.stroke, feeder: feeder, waker: video.waker,
                width: min(session.canvas.width, size.width), height: min(session.canvas.height, size.height))
        }
        let deadline = options.quitAfter.map { figures.launchTime + $0 }
        while running {
            pumpEvents()
            guard running else { break }
            let now = MonotonicClock.now()
            if let deadline, now >= deadline { break }
            tickGestures(at: now)
            keeper.autosaveIfDue(session, at: now)
            if keeper.pending > 0 { updateTitle() }
            // A core pointer motion no device sample accounted for (a warp) moves the ring.
            if pointer.takeUnmatchedCoreMotion(now: now) { pacer.noteChange() }
            // The loop wakes for the next autosave as it does for the deadline.
            // And when an open gesture group closes or a verdict's time is up, and when a
            // waiting core motion is due.
            let wakeBy = [
                deadline, keeper.secondsUntilAutosave(at: now).map { now + $0 }, gestures.wakeAt,
                pointer.coreMotionDeadline,
            ]
                .compactMap { $0 }.min()
            switch pacer.decide(now: now) {
            case .render:
                drawFrame(startedAt: now)
            case .waitAtMost(let seconds) where seconds < 0.001:
                // SDL waits in whole milliseconds; the last fraction is slept exactly so
                // frames land on the cap instead of up to a millisecond late.
                MonotonicClock.sleep(until: now + seconds)
            case .waitAtMost(let seconds):
                wait(milliseconds: Int32(min((seconds * 1000).rounded(.down), 1000)), until: wakeBy)
            case .waitForEvent:
                wait(milliseconds: -1, until: wakeBy)
            }
        }
        return finish()
    }

    /// Sleeps in SDL until an event arrives (or the timeout), then takes in every event that
    /// is waiting. Blocking, not polling: an idle app uses no CPU.
    func wait(milliseconds: Int32, until deadline: Double?) {
        var timeout = milliseconds
        if let deadline {
            let left = Int32(max(0, ((deadline - MonotonicClock.now()) * 1000).rounded(.up)))
            timeout = timeout < 0 ? left : min(timeout, left)
        }
        var event = SDL_Event()
        let got = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout)
        if got == 1 { handle(event) }
    }

    func pumpEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 { handle(event) }
    }

    // MARK: Leaving

    /// Every way out ends here (the X server's loss too, without the window): the painting is
    /// saved — to its file, else to an autosave — the recording completed and the figures
    /// written. Returns the exit status: 1 when anything could not be saved or written.
    func finish() -> Int32 {
        // No input thread pushes or wakes SDL after this.
        inputs.stop()
        panels.finish()
        paintPending()
        var status: Int32 = keeper.finish(session, fullCanvas: options.fullCanvas) ? 0 : 1
        do {
            if let path = try recorder?.finish() {
                Console.say("recorded \(feeder.counters.delivered) samples to \(path)")
            }
        } catch {
            Console.warn("\(error)")
            status = 1
        }
        do {
            try figures.finish(
                writingTo: options.statsPath, feeder: feeder, session: session,
                tilesUploaded: drawer.screen.tilesUploaded, tablet: inputs.tablet, flood: inputs.flood?.window,
                chooserOpenings: panels.chooserOpenings)
        } catch {
            Console.warn("\(error)")
            status = 1
        }
        if let flood = inputs.flood?.window.value { Console.say(floodSummary(seconds: flood.end - flood.start)) }
        return status
    }

    /// What a flood run did, in one line at quit, with or without `--stats`: a soak run reads it
    /// instead of a report, whose frame list would grow.
    func floodSummary(seconds: Double) -> String {
        let counters = feeder.counters
        let taken = actionsTaken
        return [
            String(format: "flood over %.2f s", seconds),
            "samples received \(counters.received), delivered \(counters.delivered)",
            "frames drawn \(pacer.framesRendered)",
            "keys: undo \(taken[.undo, default: 0]), redo \(taken[.redo, default: 0]), "
                + "confetti \(taken[.popConfetti, default: 0])",
            "steps undone \(session.stepsUndone), redone \(session.stepsRedone)",
            "history: \(session.undoableSteps) undo steps, \(session.redoableSteps) redo steps, "
                + "\(session.historyBytes) bytes",
        ].joined(separator: "; ")
    }
}
