import CSDL2
import FlourishConfetti
import FlourishConfig
import FlourishFeeder
import FlourishFrameClock
import FlourishFrameStats
import FlourishImage
import FlourishPaint
import FlourishRecording
import FlourishTablet
import Foundation

/// The window app: SDL events in, samples through the feeder, libmypaint onto the canvas,
/// changed tiles onto the screen, at most `frame_cap_hz` frames a second and none while
/// nothing changes.
@MainActor
final class PaintApp {
    private let options: PaintOptions
    private let settings: Settings
    private let video: SDLVideo
    private let window: Window
    private let renderer: Renderer
    private let engine: PaintEngine
    private let screen: ScreenCanvas
    private let feeder = SampleFeeder()
    private var pacer: FramePacer
    private var mouse: MouseInput
    private var recorder: RecordingWriter?
    private var running = true
    private var batchesPainted = 0
    private var unsavedPaint = false
    private var stats = RunStats()
    private let launchTime = MonotonicClock.now()
    private var flood: FloodWindow?
    private var announcedReady = false
    /// Something other than paint needs the window redrawn (exposed, resized).
    private var windowNeedsRedraw = true
    /// Pen, eraser and mouse through XInput2; nil where it is not available (then SDL's mouse
    /// events paint, without pressure or tilt).
    private var tablet: XInput2Reader?
    private var framesCaptured = 0
    private let confetti: ConfettiLayer
    private var confettiLook = ConfettiLook.flat
    private var burstSeed: UInt64 = 1
    private let statistics = FrameStatistics()
    /// Nil where the overlay's font could not be loaded (the app goes on without it).
    private var overlay: FrameOverlay?
    private var overlayVisible: Bool
    private var frameLog: FrameLog?
    private var lastSample: Sample?
    private var brushSpeed = BrushSpeed()

    init(options: PaintOptions, settings: Settings) throws {
        self.options = options
        self.settings = settings
        video = try SDLVideo()
        let brush = try Brush(named: options.brush ?? settings.brush)
        if let radius = settings.brushRadius { brush.radius = radius }
        brush.setColor(settings.color)
        let canvas = options.canvasSize ?? (settings.canvasWidth, settings.canvasHeight)
        engine = PaintEngine(width: canvas.0, height: canvas.1, brush: brush)
        let eraser = try Brush(named: settings.eraserBrush)
        eraser.radius = settings.eraserRadius
        eraser.useAsEraser()
        engine.setBrush(eraser, for: .eraser)
        let windowSize = options.windowSize ?? (settings.windowWidth, settings.windowHeight)
        window = try Window(video: video, title: "Flourish", width: windowSize.0, height: windowSize.1)
        renderer = try Renderer(window: window, vsync: settings.vsync)
        screen = try ScreenCanvas(renderer: renderer, store: engine.tiles, paper: settings.paper)
        confetti = try ConfettiLayer(renderer: renderer)
        overlayVisible = settings.overlay
        do { overlay = try FrameOverlay(renderer: renderer) } catch {
            Console.warn("the frame-time overlay is unavailable: \(error)")
        }
        if let path = options.frameLogPath { frameLog = try FrameLog(path: path) }
        confetti.engine.reduceMotion = settings.reduceMotion
        confettiLook = options.burstLook == "3d" ? .threeD : .flat
        pacer = FramePacer(capHz: settings.frameCapHz)
        let tickOffset = MonotonicClock.now() - Double(SDL_GetTicks64()) / 1000
        mouse = MouseInput(pressure: settings.mousePressure, tickOffset: tickOffset)
        if let path = options.recordPath {
            var header = RecordingSettings()
            header.brush = brush.path
            header.radius = brush.radius
            header.color = settings.color.description
            header.eraserBrush = eraser.path
            header.eraserRadius = eraser.radius
            header.canvasWidth = canvas.0
            header.canvasHeight = canvas.1
            recorder = try RecordingWriter(path: path, settings: header)
        }
        stats.launchTime = launchTime
        stats.renderer = renderer.name
        stats.videoDriver = video.driver
        pacer.noteChange()
        startTablet()
    }

    /// Starts the XInput2 reader, or says once why the mouse path is used instead.
    private func startTablet() {
        if options.mouseOnly {
            Console.say("input through SDL's mouse events (--input mouse)")
            return
        }
        guard let x11Window = window.x11Window else {
            Console.warn("XInput2 is unavailable (SDL runs on '\(video.driver)', not X11): painting with the mouse path, no pressure or tilt")
            return
        }
        let decoder = SampleDecoder(pressureCurve: settings.pressureCurve, mousePressure: settings.mousePressure)
        let waker = video.waker
        do {
            let reader = try XInput2Reader.start(window: x11Window, feeder: feeder, decoder: decoder) {
                waker.wake()
            }
            tablet = reader
            let tools = reader.status.state.withLock { $0.tabletTools }
            stats.inputPath = "xinput2"
            Console.say("input through XInput2; tablet tools: \(tools.isEmpty ? "none" : tools.joined(separator: ", "))")
        } catch {
            Console.warn("XInput2 is unavailable (\(error)): painting with the mouse path, no pressure or tilt")
        }
    }

    /// Runs until the window closes or Ctrl+Q; then finishes the recording and stats.
    func run() throws {
        if let flood = options.flood {
            let report = FloodWindow()
            self.flood = report
            let size = window.size
            FloodProducer.start(
                count: flood.count, hz: flood.hz, feeder: feeder, waker: video.waker,
                width: min(engine.tiles.width, size.width),
                height: min(engine.tiles.height, size.height), report: report)
        }
        let deadline = options.quitAfter.map { launchTime + $0 }
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

    private func handle(_ event: SDL_Event) {
        if event.type == video.wakeEventType {
            if let tablet, tablet.status.state.withLock({ $0.devicesChanged }) {
                // A device came or went: whatever it was drawing ends here.
                paintPending()
                engine.liftAllTools()
                tablet.status.state.withLock { $0.devicesChanged = false }
            }
            if feeder.hasPending { pacer.noteChange() }
            return
        }
        if event.type == SDL_MOUSEBUTTONDOWN.rawValue { stats.sdlMouseButtonPresses += 1 }
        if tablet == nil, let sample = mouse.sample(for: event, view: screen.view) {
            feeder.push(sample)
            pacer.noteChange()
            return
        }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            running = false
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                do { try screen.resize() } catch { report("resize: \(error)") }
                windowNeedsRedraw = true
                pacer.noteChange()
            case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
                windowNeedsRedraw = true
                pacer.noteChange()
            case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
                // A burst nobody saw is over; it does not replay when the window returns.
                confetti.engine.windowHidden()
                pacer.isAnimating = false
            default: break
            }
        case SDL_KEYDOWN:
            handleKey(event.key)
        default:
            break
        }
    }

    private func handleKey(_ key: SDL_KeyboardEvent) {
        let ctrl = key.keysym.mod & UInt16(KMOD_CTRL.rawValue) != 0
        switch Int(key.keysym.sym) {
        case Int(SDLK_q.rawValue) where ctrl:
            running = false
        case Int(SDLK_s.rawValue) where ctrl:
            save(to: options.savePath ?? Self.defaultSavePath())
        case Int(SDLK_DELETE.rawValue):
            paintPending()
            screen.invalidate(engine.clear())
            do { try recorder?.appendClear(batch: batchesPainted) } catch { report("\(error)") }
            unsavedPaint = false
            pacer.noteChange()
        case Int(SDLK_p.rawValue) where !ctrl:
            var x: Int32 = 0
            var y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            popConfetti(count: 80, origin: (Double(x), Double(y)), at: MonotonicClock.now())
        case Int(SDLK_F3.rawValue):
            // Drawn once now, then only with frames drawn anyway.
            overlayVisible.toggle()
            overlay?.refreshText()
            windowNeedsRedraw = true
            pacer.noteChange()
        case Int(SDLK_ESCAPE.rawValue):
            confetti.engine.cancel()
            windowNeedsRedraw = true
            pacer.noteChange()
        case Int(SDLK_l.rawValue) where !ctrl:
            confettiLook = confettiLook == .flat ? .threeD : .flat
            Console.say("confetti look: \(confettiLook == .flat ? "flat" : "3D")")
        case Int(SDLK_r.rawValue) where !ctrl:
            confetti.engine.reduceMotion.toggle()
            Console.say("reduce motion: \(confetti.engine.reduceMotion ? "on" : "off")")
            pacer.noteChange()
        case Int(SDLK_LEFTBRACKET.rawValue):
            resizeBrush(by: 1 / 1.25)
        case Int(SDLK_RIGHTBRACKET.rawValue):
            resizeBrush(by: 1.25)
        default:
            break
        }
    }

    private func overlayReadings() -> OverlayReadings {
        let counters = feeder.counters
        var readings = OverlayReadings(received: counters.received, delivered: counters.delivered)
        if let sample = lastSample {
            readings.pressure = sample.pressure
            readings.xtilt = sample.xtilt
            readings.ytilt = sample.ytilt
            readings.tool = sample.tool.rawValue
        }
        readings.brushSpeed = brushSpeed.pxPerMs(now: MonotonicClock.now())
        readings.confettiPieces = confetti.engine.livePieces
        switch confetti.engine.state {
        case .idle: readings.confettiState = "idle"
        case .flying: readings.confettiState = "flying"
        case .reducedMotion: readings.confettiState = "reduced motion"
        case .cancelled: readings.confettiState = "cancelled"
        }
        if confetti.engine.reduceMotion && confetti.engine.state == .idle { readings.confettiState = "idle, reduce motion on" }
        return readings
    }

    /// A new burst replaces the one in flight; the loop animates until its last piece is gone.
    private func popConfetti(count: Int, origin: (x: Double, y: Double)?, at time: Double) {
        let size = window.size
        burstSeed &+= 1
        confetti.engine.pop(
            BurstOptions(count: count, origin: origin, look: confettiLook, seed: burstSeed),
            windowSize: (Double(size.width), Double(size.height)), at: time)
        pacer.isAnimating = confetti.engine.isActive
        pacer.noteChange()
    }

    private func resizeBrush(by factor: Double) {
        // Tools may share one brush; scale each brush once.
        var scaled: [ObjectIdentifier] = []
        for tool in Tool.allCases {
            let brush = engine.brush(for: tool)
            guard !scaled.contains(ObjectIdentifier(brush)) else { continue }
            scaled.append(ObjectIdentifier(brush))
            brush.radius *= factor
        }
        Console.say("brush radius \(String(format: "%.1f", engine.brush(for: .mouse).radius)) px")
    }

    /// Paints every sample that arrived, as one batch. Called at the start of each frame, and
    /// before anything (clear, save, quit) that must see the canvas with them.
    /// What one drain carried to the engine.
    struct PaintedBatch {
        var samples = 0
        var oldest = 0.0
        var newest = 0.0
        var dabs: UInt64 = 0
        /// Seconds spent taking the batch out of the feeder.
        var drain = 0.0
    }

    @discardableResult
    private func paintPending() -> PaintedBatch? {
        var timer = StageTimer()
        let batch = feeder.drain()
        let drain = timer.lap()
        guard let first = batch.first else { return nil }
        defer { feeder.recycle(batch) }
        var painted = PaintedBatch(samples: batch.count, oldest: first.time, newest: first.time, drain: drain)
        for sample in batch {
            painted.oldest = min(painted.oldest, sample.time)
            painted.newest = max(painted.newest, sample.time)
            stats.samplesByTool[sample.tool, default: 0] += 1
            if sample.isDown { brushSpeed.add(x: sample.x, y: sample.y, time: sample.time) }
        }
        lastSample = batch.last
        do { try recorder?.append(batch, batch: batchesPainted) } catch { report("\(error)") }
        let dabsBefore = engine.dabs
        // The batch goes to the engine exactly as delivered: no prediction to retract later,
        // no smoothing that would move a dab the painter already saw.
        let dirty = engine.continueStroke(batch)
        painted.dabs = engine.dabs - dabsBefore
        batchesPainted += 1
        screen.invalidate(dirty)
        if !dirty.tiles.isEmpty { unsavedPaint = true }
        return painted
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
        let confettiWasShown = confetti.engine.livePieces > 0
        let skipConfetti = options.alternateConfetti && pacer.framesRendered % 2 == 1
        let confettiDrawn = confetti.engine.isActive && !skipConfetti ? confetti.engine.update(at: now) : 0
        stages.confetti = timer.lap()
        if !confetti.engine.isActive { pacer.isAnimating = false }
        guard windowNeedsRedraw || screen.hasChanges || confettiDrawn > 0 || confettiWasShown || skipConfetti else {
            // Only hover: the brush followed the pointer, nothing on screen changed.
            pacer.frameSkipped(at: now)
            return
        }
        windowNeedsRedraw = false
        pacer.frameStarted(at: now)
        screen.flush()
        stages.upload = timer.lap()
        screen.draw()
        if confettiDrawn > 0 { confetti.draw() }
        stages.render = timer.lap()
        var overlayCost = 0.0
        if overlayVisible, let overlay {
            overlay.draw(statistics: statistics, readings: overlayReadings(), now: now)
            overlayCost = timer.lap()
        }
        captureIfAsked()
        timer.restart()
        renderer.present()
        stages.present = timer.lap()
        let presented = MonotonicClock.now()
        let age = carried.map {
            FrameInputAge(presentedAt: presented, oldestSample: $0.oldest, newestSample: $0.newest)
        }
        let record = FrameRecord(
            start: now, stages: stages, overlay: overlayCost, samples: carried?.samples ?? 0,
            dabs: Int(carried?.dabs ?? 0), newestAge: age?.newest, oldestAge: age?.oldest,
            confettiPieces: confettiDrawn)
        statistics.record(record)
        stats.frames.append(record)
        frameLog?.append(record, startedAt: now - launchTime)
        if !announcedReady {
            announcedReady = true
            stats.cpuAtFirstFrame = MonotonicClock.processCPU()
            Console.say("ready, window \(window.id), renderer \(renderer.name), driver \(video.driver)")
        }
    }

    /// `--capture`: the first frames as the window shows them, for pixel tests.
    private func captureIfAsked() {
        guard let folder = options.captureFolder, framesCaptured < options.captureFrames else { return }
        framesCaptured += 1
        guard let frame = renderer.readPixels() else {
            report("could not read frame \(framesCaptured) back from the renderer")
            return
        }
        let path = "\(folder)/frame-\(framesCaptured).png"
        do {
            try PNGFile.write(RGBAImage(width: frame.width, height: frame.height, pixels: frame.pixels), to: path)
        } catch { report("could not save \(path): \(error)") }
    }

    private func save(to path: String) {
        paintPending()
        let image = RGBAImage(
            width: engine.tiles.width, height: engine.tiles.height, pixels: engine.tiles.straightRGBA8())
        do {
            try PNGFile.write(image, to: path)
            unsavedPaint = false
            Console.say("saved \(path)")
        } catch {
            report("could not save: \(error)")
        }
    }

    static func defaultSavePath() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return "flourish-\(formatter.string(from: Date())).png"
    }

    private func finish() throws {
        tablet?.stop()
        paintPending()
        if unsavedPaint {
            // Quitting never throws away a drawing: unsaved paint goes to a file.
            save(to: options.savePath ?? Self.defaultSavePath())
        }
        if let frameLog { try frameLog.finish() }
        if let recorder {
            try recorder.finish()
            Console.say("recorded \(feeder.counters.delivered) samples to \(recorder.path)")
        }
        if let path = options.statsPath {
            stats.counters = feeder.counters
            stats.dabs = engine.dabs
            stats.tilesUploaded = screen.tilesUploaded
            if let tablet {
                tablet.status.state.withLock {
                    stats.decoderCounters = $0.counters
                    stats.xinputEventsRead = $0.eventsRead
                }
            }
            stats.cpuSeconds = MonotonicClock.processCPU()
            stats.wallSeconds = MonotonicClock.now() - launchTime
            if let window = flood?.value {
                stats.floodStart = window.start - launchTime
                stats.floodEnd = window.end - launchTime
            }
            try stats.write(to: path)
        }
    }

    private func report(_ message: String) {
        Console.warn("\(message)")
    }
}
