import CSDL2
import FlourishAppCore
import FlourishConfetti
import FlourishConfig
import FlourishDocuments
import FlourishFeeder
import FlourishFileChooser
import FlourishFrameClock
import FlourishRecording
import FlourishReplay
import FlourishSession
import FlourishSessionSetup
import Foundation

/// The window app: it builds the parts and turns SDL and X events into their inputs. SDL
/// events become samples (through the feeder) or session commands; the session paints and
/// keeps the history; the drawer puts the frame on screen, at most `frame_cap_hz` times a
/// second and never while nothing changes. Each part keeps its own state: the frame loop
/// (`FrameLoop`), the canvas's input (`CanvasInput`), pen gestures (`GestureController`), the
/// file (`DocumentController`), the title (`WindowTitle`), the panels, the drawer and the
/// figures; what one part's outcome means for another is carried out here.
@MainActor
final class PaintApp {
    /// Holds SDL's video subsystem, which outlives it.
    let window: Window
    /// Replaced whole when a dropped file opens (a new canvas of the file's size).
    var session: PaintSession
    let documents: DocumentController
    var title = WindowTitle()
    let inputs: InputSources
    var loop: FrameLoop
    let drawer: FrameDrawer
    let figures: FrameFigures
    var canvasInput = CanvasInput()
    let panels: PanelHost
    /// Pen gestures: the pen writes commands as well as paint.
    let gestures: GestureController
    /// Fingers: they move the view, tap undo and redo, and paint where `touch = paint`.
    var touch: TouchController
    /// When to hand the memory a shrinking history freed back to the system.
    var heapGiveBack = HeapGiveBack()
    /// Open, Save As and Export: the file chooser, asked on a thread of its own.
    let files: FileCommands
    /// The desktop's recently-used list: every open and save goes in; Open recent reads it.
    let recent: RecentPaintings
    /// The question the window's path field is asking, while it is open.
    var fieldRequest: FileChoiceRequest?
    /// Where the new-painting panel's last choice is kept.
    let newCanvasMemory: String?
    /// The X11 clipboard, from the first copy or paste on.
    var clipboard: X11Clipboard?
    /// The last copy's PNG and where it was copied from: a paste of these very bytes goes
    /// back there.
    var lastCopy: LayerCopy?
    /// A paste is waiting for the clipboard's owner to answer.
    var pasteAsked = false
    /// What the window remembers of its chrome (shown or hidden, the first start's hint seen),
    /// and where.
    var interface: InterfaceMemory
    let interfacePath: String?

    init(options: PaintOptions, settings: Settings) throws {
        let launchTime = MonotonicClock.now()
        let video = try SDLVideo()
        let waker = video.waker
        // Settings, then a preloaded recording's header (its brushes and canvas), then the
        // command line.
        var setup = settings.session
        // Checked whole first (a bad line is said before the window opens), then streamed.
        let preload = try options.preloadPath.map { path throws in try CheckedRecording.read(path: path) }
        if let preload, let path = options.preloadPath {
            setup = try SessionSetup(recording: preload.header.settings, file: path, lines: preload.header.headerLines, over: setup)
        }
        if let brush = options.brush { setup.brush = brush }
        if let size = options.canvasSize { (setup.canvasWidth, setup.canvasHeight) = size }
        setup.fullCanvasPNG = options.fullCanvas
        // Sizes are refused here, before a canvas is made, never found too big at quit.
        if let why = setup.canvasSizeProblem { throw UsageError(description: "canvas \(why)") }
        documents = DocumentController(
            autosaveSeconds: settings.autosaveSeconds, fullCanvas: options.fullCanvas,
            wake: { waker.wake(.saveFinished) })
        MessageInbox.shared.wakeOnPost { waker.wake(.told) }
        let environment = ProcessInfo.processInfo.environment
        files = FileCommands(environment: environment) { waker.wake(.fileChosen) }
        recent = RecentPaintings(environment: environment) { waker.wake(.previewsReady) }
        newCanvasMemory = NewCanvasChoices.memoryPath(environment: environment)
        interfacePath = InterfaceMemory.path(environment: environment)
        interface = InterfaceMemory.read(at: interfacePath)
        let start = try documents.startingPoint(options: options, setup: &setup)
        let windowSize = options.windowSize ?? (settings.windowWidth, settings.windowHeight)
        session = try PaintSession(setup: setup, viewport: windowSize)
        for problem in session.configuredBrushProblems { Console.warn("\(problem)") }
        if let start {
            try documents.open(start, in: session)
            // The file named at start is one the painter opened.
            if !start.recovered { recent.note(DocumentController.absolutePath(start.contents.path)) }
        }
        if let preload {
            var frames = try preload.frames()
            try Replay.paint(&frames, with: session)
        }
        // Brushes loaded from here on report their clamps through `SessionChanges.problems`.
        for clamp in session.brushClamps { Console.warn("\(clamp)") }
        window = try Window(video: video, title: "Flourish", width: windowSize.0, height: windowSize.1)
        let renderer = try Renderer(window: window, vsync: settings.vsync, choice: options.renderer ?? settings.renderer)
        let screen = try ScreenCanvas(renderer: renderer, store: session.canvas, look: session.canvasLook)
        let confetti = try ConfettiLayer(renderer: renderer)
        confetti.engine.reduceMotion = settings.reduceMotion
        confetti.look = options.burstLook == "3d" ? .threeD : .flat
        confetti.startBurst = options.burst.map { ($0, options.burstAge) }
        confetti.alternatesFrames = options.alternateConfetti
        let display = Self.displayScale(of: window)
        Console.say("chrome at \(display.scale) (\(display.source))")
        let chrome = ChromeLayer(renderer: renderer, scale: display.scale, shown: interface.chromeShown)
        drawer = FrameDrawer(
            renderer: renderer, screen: screen, confetti: confetti, chrome: chrome, overlayVisible: settings.overlay,
            captureFolder: options.captureFolder, captureFrames: options.captureFrames)
        figures = try FrameFigures(
            launchTime: launchTime, frameLogPath: options.frameLogPath, statsPath: options.statsPath)
        panels = PanelHost(renderer: renderer, scale: display.scale) { waker.wake(.previewsReady) }
        let model = DigitModelFile.load(candidates: DigitModelFile.candidatesHere)
        if let problem = model.problem { Console.warn(problem) }
        gestures = GestureController(confidence: settings.gestureConfidence, recognize: model.recognize) {
            waker.wake(.recognized)
        }
        touch = TouchController(mode: settings.touch, pressure: settings.touchPressure)
        loop = FrameLoop(capHz: settings.frameCapHz, quitDeadline: options.quitAfter.map { launchTime + $0 })
        if let path = options.recordPath { try documents.startRecording(session, to: path) }
        inputs = InputSources(options: options, settings: settings, window: window, video: video)
        watchXConnection()
        // The ring shows where the brush will land; the system arrow would hide it.
        SDL_ShowCursor(SDL_DISABLE)
        let drawable = renderer.outputSize
        command(.resizeViewport(width: drawable.width, height: drawable.height))
        layChrome(width: drawable.width)
        refreshChrome()
        updateTitle()
        // The first start says where the keys are, once, and goes by itself.
        if let hint = interface.takeFirstStartHint() {
            Console.tell(hint)
            interface.remember(at: interfacePath)
        }
        loop.noteChange()
    }

    var feeder: SampleFeeder { inputs.feeder }

    // MARK: The loop

    /// Runs until the window closes, Ctrl+Q or a signal; then saves what is unsaved and
    /// writes the recording and the figures. Returns the exit status: non-zero when anything
    /// could not be saved.
    func run() -> Int32 {
        let size = window.size
        inputs.startFlood(
            waker: window.video.waker, width: min(session.canvas.width, size.width),
            height: min(session.canvas.height, size.height))
        while true {
            runTurns()
            let saved = savePainterQuit(at: MonotonicClock.now())
            guard saved?.outcome == .lost else { return finish(after: saved) }
            Console.warn(
                "Flourish stays open: the painting could not be written anywhere (the messages above say why). "
                    + "Free some space or fix the folder, then press Ctrl+S to save or Ctrl+Q to try again.")
            loop.resume()
            updateTitle()
        }
    }

    /// The loop's turns, until the run is over.
    private func runTurns() {
        turns: while true {
            pumpEvents()
            let now = MonotonicClock.now()
            guard !loop.isOver(at: now) else { break turns }
            tickGestures(at: now)
            // A transform's preview is not the painting: no autosave keeps it.
            if session.transformPreviewShown == nil { documents.autosaveIfDue(session, at: now) }
            if documents.isSaving { updateTitle() }
            // A core pointer motion no device sample accounted for (a warp) moves the ring.
            if canvasInput.pointer.takeUnmatchedCoreMotion(now: now) { loop.noteChange() }
            // What was said to the painter shows in the window, for as long as it takes to read.
            let told = MessageInbox.shared.take()
            for line in told { drawer.notices.post(line, at: now) }
            if drawer.notices.expire(at: now) || !told.isEmpty { loop.redrawWhole() }
            // The loop wakes for the next autosave as it does for the deadline, and when an
            // open gesture group closes or a verdict's time is up, and when a waiting core
            // motion is due.
            let wakeBy = [
                documents.autosaveDeadline(at: now), gestures.wakeAt, canvasInput.pointer.coreMotionDeadline,
                drawer.notices.nextExpiry,
            ]
            switch loop.next(now: now, wakeBy: wakeBy) {
            case .quit:
                break turns
            case .drawFrame:
                drawFrame(startedAt: now)
            case .sleep(let until):
                MonotonicClock.sleep(until: until)
            case .waitForEvent(let milliseconds):
                // Blocking, not polling: an idle app uses no CPU.
                var event = SDL_Event()
                let got = milliseconds < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, milliseconds)
                if got == 1 { handle(event) }
            }
        }
    }

    /// A quit the painter asked for saves first, while the window is still there: where the
    /// painting could be written nowhere (the file, the autosave folder and the temporary
    /// folder all refused), the window stays open with it and says so, rather than quit and
    /// lose it. Nil for signals and `--quit-after`, which go ahead whatever happens (`finish`
    /// saves and says what was lost); else where the painting went, and in which state.
    private func savePainterQuit(at now: Double) -> (outcome: LeavingOutcome, stateID: Int)? {
        guard loop.painterQuit(at: now) else { return nil }
        paintPending()
        return (documents.finish(session), session.stateID)
    }

    /// Takes in every event that is waiting.
    func pumpEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 { handle(event) }
    }

    // MARK: Leaving

    /// Every way out ends here (the X server's loss too, without the window): the painting is
    /// saved — to its file, else to an autosave — the recording completed and the figures
    /// written. Returns the exit status: 1 when anything could not be saved or written.
    /// `earlier`: what a save just before (a quit the painter asked for) did; it stands where
    /// nothing was painted since.
    func finish(after earlier: (outcome: LeavingOutcome, stateID: Int)? = nil) -> Int32 {
        // No input thread pushes or wakes SDL after this.
        inputs.stop()
        panels.finish()
        // A file chooser still open is closed; its answer would come to nothing.
        files.stop()
        clipboard?.stop()
        paintPending()
        // A transform still open is dropped: the painting saved is the painting's own.
        session.endTransformPreview()
        let outcome = earlier.flatMap { $0.stateID == session.stateID ? $0.outcome : nil } ?? documents.finish(session)
        var status: Int32 = outcome == .saved ? 0 : 1
        takeWrittenFiles()
        recent.drain()
        do {
            if let path = try documents.finishRecording() {
                Console.say("recorded \(feeder.counters.delivered) samples to \(path)")
            }
        } catch {
            Console.warn("\(error)")
            status = 1
        }
        do {
            try figures.finish(
                feeder: feeder, session: session,
                tilesUploaded: drawer.screen.tilesUploaded, tablet: inputs.tabletFigures, flood: inputs.flood?.window,
                chooserOpenings: panels.chooserOpenings)
        } catch {
            Console.warn("\(error)")
            status = 1
        }
        if let flood = inputs.flood?.window.value {
            Console.say(
                figures.floodSummary(
                    seconds: flood.end - flood.start, feeder: feeder, framesDrawn: loop.framesRendered, session: session))
        }
        return status
    }
}
