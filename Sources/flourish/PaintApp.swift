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
    let options: PaintOptions
    let video: SDLVideo
    let window: Window
    let session: PaintSession
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
        confetti.look = options.burstLook == "3d" ? .threeD : .flat
        let waker = video.waker
        panels = PanelHost(renderer: renderer) { waker.wake() }
        pacer = FramePacer(capHz: settings.frameCapHz)
        if let path = options.recordPath { try session.startRecording(to: path) }
        inputs = InputSources(options: options, settings: settings, window: window, video: video, feeder: feeder)
        quitSignals = QuitSignals(waker: video.waker)
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

    static func defaultSavePath() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "flourish-\(formatter.string(from: Date())).png"
    }

    func finish() throws {
        // No input thread pushes or wakes SDL after this.
        inputs.stop()
        panels.finish()
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
            chooserOpenings: panels.chooserOpenings)
    }
}
