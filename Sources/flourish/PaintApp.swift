import CSDL2
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

/// The window app: the loop and the dispatch. SDL events become samples (through the
/// feeder) or session commands; the session paints and keeps the history; the drawer puts
/// the frame on screen, at most `frame_cap_hz` times a second and never while nothing
/// changes.
@MainActor
final class PaintApp {
    private let options: PaintOptions
    private let video: SDLVideo
    private let window: Window
    private let session: PaintSession
    private let feeder = SampleFeeder()
    private var pacer: FramePacer
    private let drawer: FrameDrawer
    private let figures: FrameFigures
    private let inputs: InputSources
    private var gestures = ViewGestures()
    /// The panel open over the canvas, if any: it takes every pointer event.
    private var panel: Panel?
    /// Samples were kept off the canvas (a gesture, a panel, the eyedropper): the next ones
    /// painted lift the brush first, so it does not draw a line from where it was.
    private var samplesWereWithheld = false
    private var running = true
    private var announcedReady = false
    /// Something other than paint needs the window redrawn (exposed, resized, the view or
    /// the overlay changed).
    private var windowNeedsRedraw = true
    private var pointer = PointerTracker()
    /// The ring the last frame drew, so a frame is drawn when it moves and only then.
    private var cursorShown: CursorPlacement?
    /// Made on first use and kept, with their textures, for the app's life.
    private lazy var brushChooser: BrushChooser = {
        brushChooserMade = true
        let waker = video.waker
        return BrushChooser(renderer: drawer.renderer) { waker.wake() }
    }()
    private var brushChooserMade = false
    private lazy var colorPanel = ColorPanel(renderer: drawer.renderer)
    private var confettiLook = ConfettiLook.flat
    private var burstSeed: UInt64 = 1

    init(options: PaintOptions, settings: Settings) throws {
        self.options = options
        let launchTime = MonotonicClock.now()
        video = try SDLVideo()
        // Settings, then a preloaded recording's header (its brushes and canvas), then the
        // command line.
        var setup = settings.session
        let preload = try options.preloadPath.map { path throws in try RecordingParser.read(path: path) }
        if let preload, let path = options.preloadPath {
            setup = try SessionSetup(recording: preload.settings, file: path, over: setup)
        }
        if let brush = options.brush { setup.brush = brush }
        if let size = options.canvasSize { (setup.canvasWidth, setup.canvasHeight) = size }
        let windowSize = options.windowSize ?? (settings.windowWidth, settings.windowHeight)
        session = try PaintSession(setup: setup, viewport: windowSize)
        if let preload { Replay.paint(Replay.frames(of: preload), with: session) }
        window = try Window(video: video, title: "Flourish", width: windowSize.0, height: windowSize.1)
        let renderer = try Renderer(window: window, vsync: settings.vsync)
        let screen = try ScreenCanvas(renderer: renderer, store: session.canvas, paper: setup.paper)
        let confetti = try ConfettiLayer(renderer: renderer)
        confetti.engine.reduceMotion = settings.reduceMotion
        drawer = FrameDrawer(
            renderer: renderer, screen: screen, confetti: confetti, overlayVisible: settings.overlay,
            captureFolder: options.captureFolder, captureFrames: options.captureFrames)
        figures = try FrameFigures(
            launchTime: launchTime, frameLogPath: options.frameLogPath, keepsFrames: options.statsPath != nil)
        confettiLook = options.burstLook == "3d" ? .threeD : .flat
        pacer = FramePacer(capHz: settings.frameCapHz)
        if let path = options.recordPath { try session.startRecording(to: path) }
        inputs = InputSources(options: options, settings: settings, window: window, video: video, feeder: feeder)
        // The ring shows where the brush will land; the system arrow would hide it.
        SDL_ShowCursor(SDL_DISABLE)
        let drawable = renderer.outputSize
        command(.resizeViewport(width: drawable.width, height: drawable.height))
        updateTitle()
        pacer.noteChange()
    }

    // MARK: The loop

    /// Runs until the window closes or Ctrl+Q; then saves what is unsaved and writes the
    /// recording and the figures.
    func run() throws {
        if let flood = options.flood {
            let size = window.size
            inputs.startFlood(
                count: flood.count, hz: flood.hz, feeder: feeder, waker: video.waker,
                width: min(session.canvas.width, size.width), height: min(session.canvas.height, size.height))
        }
        let deadline = options.quitAfter.map { figures.launchTime + $0 }
        while running {
            pumpEvents()
            guard running else { break }
            let now = MonotonicClock.now()
            if let deadline, now >= deadline { break }
            switch pacer.decide(now: now) {
            case .render:
                drawFrame(startedAt: now)
            case .waitAtMost(let seconds) where seconds < 0.001:
                // SDL waits in whole milliseconds; the last fraction is slept exactly so
                // frames land on the cap instead of up to a millisecond late.
                MonotonicClock.sleep(until: now + seconds)
            case .waitAtMost(let seconds):
                wait(milliseconds: Int32(min((seconds * 1000).rounded(.down), 1000)), until: deadline)
            case .waitForEvent:
                wait(milliseconds: -1, until: deadline)
            }
        }
        try finish()
    }

    /// Sleeps in SDL until an event arrives (or the timeout), then takes in every event that
    /// is waiting. Blocking, not polling: an idle app uses no CPU.
    private func wait(milliseconds: Int32, until deadline: Double?) {
        var timeout = milliseconds
        if let deadline {
            let left = Int32(max(0, ((deadline - MonotonicClock.now()) * 1000).rounded(.up)))
            timeout = timeout < 0 ? left : min(timeout, left)
        }
        var event = SDL_Event()
        let got = timeout < 0 ? SDL_WaitEvent(&event) : SDL_WaitEventTimeout(&event, timeout)
        if got == 1 { handle(event) }
    }

    private func pumpEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 { handle(event) }
    }

    // MARK: Dispatch

    private func handle(_ event: SDL_Event) {
        if event.type == video.wakeEventType {
            if inputs.takeDevicesChanged() {
                // A device came or went: whatever it was drawing ends here.
                command(.liftTools)
            }
            if feeder.hasPending { pacer.noteChange() }
            // Previews read on the chooser's thread are ready to show.
            if panel?.wantsFrame == true { redraw() }
            return
        }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            handleButton(event)
        case SDL_MOUSEMOTION:
            let motion = event.motion
            let (x, y) = (Double(motion.x), Double(motion.y))
            movePointer(to: (x, y))
            if let panel {
                take(panel.pointerMoved(x: x, y: y))
            } else if let delta = gestures.pointerMoved(x: x, y: y) {
                command(.pan(dx: delta.dx, dy: delta.dy))
            } else {
                pushMouseSample(for: event)
            }
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let flipped = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
            let steps = Int(wheel.y) * (flipped ? -1 : 1)
            guard steps != 0 else { break }
            if let panel {
                take(panel.wheel(steps: steps))
            } else {
                command(.zoom(steps: steps, aboutX: Double(wheel.mouseX), aboutY: Double(wheel.mouseY)))
            }
        case SDL_KEYDOWN:
            if event.key.keysym.sym == SDLK_SPACE.rawValue {
                gestures.spaceChanged(down: true)
            } else if let chord = KeyChord(sdl: event.key.keysym), let action = KeyBindings.action(for: chord) {
                perform(action)
            }
        case SDL_KEYUP:
            if event.key.keysym.sym == SDLK_SPACE.rawValue { gestures.spaceChanged(down: false) }
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window)
        default:
            break
        }
    }

    private func handleButton(_ event: SDL_Event) {
        let button = event.button
        // Touch-emulated clicks belong to touch handling, which Flourish does not do.
        guard button.which != UInt32.max else { return }
        let pressed = event.type == SDL_MOUSEBUTTONDOWN.rawValue
        if pressed { figures.noteMouseButtonPress() }
        let (x, y) = (Double(button.x), Double(button.y))
        movePointer(to: (x, y))
        if let panel {
            // A press outside the panel closes it; nothing under it paints either way.
            guard Int32(button.button) == SDL_BUTTON_LEFT else { return }
            if pressed {
                take(panel.frame.contains(x: x, y: y) ? panel.pointerPressed(x: x, y: y) : .close)
            } else {
                take(panel.pointerReleased(x: x, y: y))
            }
            return
        }
        if pressed, gestures.buttonPressed(Int(button.button), x: x, y: y) {
            // Samples that came before the press paint with the view they were made in.
            paintPending()
            return
        }
        if !pressed, gestures.buttonReleased(Int(button.button)) { return }
        if pressed, Int32(button.button) == SDL_BUTTON_LEFT, eyedropperHeld {
            pickColor(atX: x, y: y)
            return
        }
        pushMouseSample(for: event)
    }

    /// Ctrl held: a press picks the colour under the pointer instead of painting (as in
    /// Krita), with the mouse or the pen tip.
    private var eyedropperHeld: Bool { UInt32(SDL_GetModState().rawValue) & KMOD_CTRL.rawValue != 0 }

    /// Whether samples must stay off the canvas now: a pan, an open panel, the eyedropper.
    private var withholdsSamples: Bool { gestures.withholdsSamples || panel != nil || eyedropperHeld }

    /// SDL's mouse path: the sample an event stands for goes to the feeder, unless something
    /// holds input off the canvas.
    private func pushMouseSample(for event: SDL_Event) {
        guard let sample = inputs.mouseSample(for: event) else { return }
        if withholdsSamples {
            samplesWereWithheld = true
        } else {
            push(sample)
        }
    }

    private func pickColor(atX x: Double, y: Double) {
        paintPending()
        guard let color = session.colorUnder(windowX: x, windowY: y) else { return }
        command(.pickColor(color))
        Console.say("picked \(color)")
    }

    private func handleWindowEvent(_ event: SDL_WindowEvent) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            do { try drawer.screen.resize() } catch { Console.warn("resize: \(error)") }
            let drawable = drawer.renderer.outputSize
            command(.resizeViewport(width: drawable.width, height: drawable.height))
            panel?.resize(width: drawable.width, height: drawable.height)
            redraw()
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            redraw()
        case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
            // A burst nobody saw is over; it does not replay when the window returns.
            drawer.confetti.engine.windowHidden()
            pacer.isAnimating = false
        case SDL_WINDOWEVENT_ENTER:
            pointer.entered()
            pacer.noteChange()
        case SDL_WINDOWEVENT_LEAVE:
            pointer.left()
            pacer.noteChange()
        default:
            break
        }
    }

    private func perform(_ action: AppAction) {
        let size = window.size
        switch action {
        case .undo: command(.undo)
        case .redo: command(.redo)
        case .clear: command(.clear)
        case .save: command(.save(path: options.savePath ?? Self.defaultSavePath()))
        case .quit: running = false
        case .brushSmaller: command(.brushSmaller)
        case .brushBigger: command(.brushBigger)
        case .zoomIn: command(.zoom(steps: 1, aboutX: Double(size.width) / 2, aboutY: Double(size.height) / 2))
        case .zoomOut: command(.zoom(steps: -1, aboutX: Double(size.width) / 2, aboutY: Double(size.height) / 2))
        case .fitView: command(.resetView)
        case .popConfetti:
            var x: Int32 = 0
            var y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            popConfetti(count: 80, origin: (Double(x), Double(y)), at: MonotonicClock.now())
        case .dismiss:
            if panel != nil {
                closePanel()
            } else {
                drawer.confetti.engine.cancel()
                redraw()
            }
        case .toggleConfettiLook:
            confettiLook = confettiLook == .flat ? .threeD : .flat
            Console.say("confetti look: \(confettiLook == .flat ? "flat" : "3D")")
        case .toggleReduceMotion:
            drawer.confetti.engine.reduceMotion.toggle()
            Console.say("reduce motion: \(drawer.confetti.engine.reduceMotion ? "on" : "off")")
            pacer.noteChange()
        case .toggleOverlay:
            // Drawn once now, then only with frames drawn anyway.
            drawer.overlayVisible.toggle()
            drawer.overlay?.refreshText()
            redraw()
        case .brushChooser:
            brushChooser.willOpen(
                now: MonotonicClock.now(), slot: session.currentSlot, brushPath: session.engine.brush(for: .pen).path)
            toggle(brushChooser)
        case .colorPanel:
            colorPanel.open(current: session.currentBrush.color, recent: session.recentColors.colors)
            toggle(colorPanel)
        case .slot1, .slot2, .slot3, .slot4, .slot5, .slot6, .slot7, .slot8, .slot9:
            if let n = action.slotNumber { command(.selectSlot(n)) }
        }
    }

    /// Hands a command to the session, after the samples that came before it, and takes in
    /// what it changed.
    private func command(_ command: SessionCommand) {
        paintPending()
        take(session.perform(command))
    }

    private func take(_ changes: SessionChanges) {
        for region in changes.canvas { drawer.screen.invalidate(region) }
        if changes.viewChanged || changes.brushChanged { windowNeedsRedraw = true }
        if changes.brushChanged { updateTitle() }
        if changes.needsRedraw || changes.historyChanged { pacer.noteChange() }
        for problem in changes.problems { Console.warn(problem) }
        switch changes.saved {
        case .saved(let path): Console.say("saved \(path)")
        case .failed(let reason): Console.warn("could not save: \(reason)")
        case nil: break
        }
    }

    private func take(_ outcome: PanelOutcome) {
        switch outcome {
        case .none:
            break
        case .redraw:
            redraw()
        case .command(let command, let close):
            self.command(command)
            if close { closePanel() } else { redraw() }
        case .close:
            closePanel()
        }
    }

    /// Opens `panel`, or closes it where it is the one open.
    private func toggle(_ opened: Panel) {
        if panel === opened {
            closePanel()
            return
        }
        // Samples that came before it paint as they were made.
        paintPending()
        let size = drawer.renderer.outputSize
        opened.resize(width: size.width, height: size.height)
        panel = opened
        drawer.panel = opened
        // Over a panel the system pointer points; the brush ring is for the canvas.
        SDL_ShowCursor(SDL_ENABLE)
        redraw()
    }

    private func closePanel() {
        guard panel != nil else { return }
        panel = nil
        drawer.panel = nil
        SDL_ShowCursor(SDL_DISABLE)
        redraw()
    }

    /// "Flourish — 3: deevad/liner (r 2.4)": the slot, its brush and its radius.
    private func updateTitle() {
        let slot = session.currentBrush
        let radius = session.engine.brush(for: .pen).radius
        window.title = "Flourish — \(session.currentSlot): \(slot.displayName) (r \(String(format: "%.1f", radius)))"
    }

    private func push(_ sample: Sample) {
        feeder.push(sample)
        pacer.noteChange()
    }

    private func redraw() {
        windowNeedsRedraw = true
        pacer.noteChange()
    }

    private func movePointer(to point: (x: Double, y: Double)) {
        let window = self.window
        pointer.moved(to: point) { window.containsPointer }
        pacer.noteChange()
    }

    /// A new burst replaces the one in flight; the loop animates until its last piece is gone.
    private func popConfetti(count: Int, origin: (x: Double, y: Double)?, at time: Double) {
        let size = window.size
        burstSeed &+= 1
        drawer.confetti.engine.pop(
            BurstOptions(count: count, origin: origin, look: confettiLook, seed: burstSeed),
            windowSize: (Double(size.width), Double(size.height)), at: time)
        pacer.isAnimating = drawer.confetti.engine.isActive
        pacer.noteChange()
    }

    // MARK: Frames

    /// Paints every sample that arrived, as one batch. Called at the start of each frame, and
    /// before any command, so samples paint with the view and history they were made in.
    @discardableResult
    private func paintPending() -> PaintedBatch? {
        var timer = StageTimer()
        let batch = feeder.drain()
        let drain = timer.lap()
        guard let last = batch.last else { return nil }
        defer { feeder.recycle(batch) }
        // Samples are in window coordinates: the pen's is where the ring goes.
        pointer.sampled(at: (last.x, last.y))
        guard !withholdsSamples else {
            samplesWereWithheld = true
            return figures.noteBatch(batch, painted: false, dabs: 0, drain: drain)
        }
        if samplesWereWithheld {
            samplesWereWithheld = false
            take(session.perform(.liftTools))
        }
        // The batch goes to the engine exactly as delivered: no prediction to retract later,
        // no smoothing that would move a dab the painter already saw.
        let changes = session.paint(windowSamples: batch)
        take(changes)
        return figures.noteBatch(batch, painted: true, dabs: changes.dabs, drain: drain)
    }

    /// The ring where the next dab would land, while the pointer is over the window and no
    /// pan holds it.
    private var cursorPlacement: CursorPlacement? {
        guard gestures.panningButton == nil, panel == nil else { return nil }
        let tool = figures.lastSample?.tool ?? .mouse
        return pointer.ring(radius: session.engine.brush(for: tool).radius * session.view.zoom)
    }

    private func drawFrame(startedAt now: Double) {
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
        if !confetti.isActive { pacer.isAnimating = false }
        let placement = cursorPlacement
        guard
            windowNeedsRedraw || drawer.screen.hasChanges || placement != cursorShown || confettiDrawn > 0
                || confettiWasShown || skipConfetti
        else {
            // Nothing on screen changed (a hover that moved nothing visible).
            pacer.frameSkipped(at: now)
            return
        }
        windowNeedsRedraw = false
        cursorShown = placement
        pacer.frameStarted(at: now)
        let overlayFigures =
            drawer.overlayVisible
            ? (figures.statistics, figures.readings(feeder: feeder, confetti: confetti, session: session, now: now)) : nil
        let overlayCost = drawer.draw(
            view: session.view, cursor: placement, confettiDrawn: confettiDrawn > 0, overlay: overlayFigures,
            now: now, stages: &stages)
        let presented = MonotonicClock.now()
        let age = carried.map {
            FrameInputAge(presentedAt: presented, oldestSample: $0.oldest, newestSample: $0.newest)
        }
        figures.record(
            FrameRecord(
                start: now, stages: stages, overlay: overlayCost, samples: carried?.samples ?? 0,
                dabs: Int(carried?.dabs ?? 0), newestAge: age?.newest, oldestAge: age?.oldest,
                confettiPieces: confettiDrawn, tilesUploaded: drawer.screen.tilesUploadedLastFlush,
                panelOpen: panel != nil))
        if !announcedReady {
            announcedReady = true
            figures.noteFirstFrame(renderer: drawer.renderer.name, videoDriver: video.driver)
            Console.say("ready, window \(window.id), renderer \(drawer.renderer.name), driver \(video.driver)")
        }
    }

    // MARK: Leaving

    static func defaultSavePath() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "flourish-\(formatter.string(from: Date())).png"
    }

    private func finish() throws {
        // No input thread pushes or wakes SDL after this.
        inputs.stop()
        if brushChooserMade { brushChooser.finish() }
        paintPending()
        if session.isDocumentDirty && session.canvas.allocatedTileCount > 0 {
            // Quitting never throws away a drawing: unsaved paint goes to a file.
            command(.save(path: options.savePath ?? Self.defaultSavePath()))
        }
        if let path = try session.finishRecording() {
            Console.say("recorded \(feeder.counters.delivered) samples to \(path)")
        }
        try figures.finish(
            writingTo: options.statsPath, feeder: feeder, session: session,
            tilesUploaded: drawer.screen.tilesUploaded, tablet: inputs.tablet, flood: inputs.flood?.window,
            chooserOpenings: brushChooserMade ? brushChooser.openings : [])
    }
}
