import CSDL2
import FlourishAppCore
import FlourishConfig
import FlourishFeeder
import FlourishFrameStats
import FlourishSamples
import FlourishTablet
import FlourishTouch

/// Where samples come from: the pen, eraser and mouse through XInput2 on a reader thread
/// where the X server has it, else SDL's mouse events; and the flood benchmark's producer.
/// Fingers come through the same reader into their own feed, unless `touch = off`.
/// It owns the feeder they all push into, and the signal watcher, the other thing from
/// outside that wakes the loop.
@MainActor
final class InputSources {
    /// Every sample from every source, once, in order, until the frame drains it.
    let feeder = SampleFeeder()
    /// Every finger's event, once, in order, until the frame takes them.
    let touches = TouchFeed()
    /// Nil where XInput2 is not available (then SDL's mouse events paint, without pressure
    /// or tilt).
    private(set) var tablet: XInput2Reader?
    private var mouse: MouseInput
    private(set) var flood: FloodProducer?
    /// `--flood`: what `startFlood` starts.
    private let floodRequest: (count: Int, hz: Double, stroke: Int)?
    /// SIGTERM, SIGINT, SIGHUP: each ends the app like closing the window.
    private let quitSignals: QuitSignals

    init(options: PaintOptions, settings: Settings, window: Window, video: SDLVideo) {
        floodRequest = options.flood
        let feeder = self.feeder
        quitSignals = QuitSignals { [waker = video.waker] number in waker.wake(.quitSignal(number)) }
        let tickOffset = MonotonicClock.now() - Double(SDL_GetTicks64()) / 1000
        mouse = MouseInput(pressure: settings.mousePressure, tickOffset: tickOffset)
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
            let reader = try XInput2Reader.start(
                window: x11Window, feeder: feeder, touches: settings.touch == .off ? nil : touches, decoder: decoder
            ) { waker.wake() }
            tablet = reader
            let tools = reader.status.state.withLock { $0.tabletTools }
            Console.say("input through XInput2; tablet tools: \(tools.isEmpty ? "none" : tools.joined(separator: ", "))")
        } catch {
            Console.warn("XInput2 is unavailable (\(error)): painting with the mouse path, no pressure or tilt")
        }
    }

    /// The sample an SDL mouse event stands for, where SDL's mouse events are the input (no
    /// XInput2); nil otherwise and for events that carry none.
    func mouseSample(for event: SDL_Event) -> Sample? {
        guard tablet == nil else { return nil }
        return mouse.sample(for: event)
    }

    /// Whether the pen is the device XInput2 heard from last: a middle-button press SDL reports
    /// now is then the pen's side switch.
    var penIsPointing: Bool {
        tablet?.status.state.withLock { $0.lastTool } == .pen
    }

    /// What changed in the devices since the last call: whether strokes in flight must end (a
    /// device came or went, a tool left proximity), and the tablet tools where they changed.
    func takeDeviceChanges() -> (endStrokes: Bool, tools: [String]?) {
        guard let tablet else { return (false, nil) }
        return tablet.status.state.withLock { state in
            defer {
                state.devicesChanged = false
                state.toolsChanged = false
            }
            return (state.devicesChanged, state.toolsChanged ? state.tabletTools : nil)
        }
    }

    /// The tablet tools' proximity changes the driver reported since the last call, with when.
    func takePenProximity() -> [(isIn: Bool, time: Double)] {
        guard let tablet else { return [] }
        return tablet.status.state.withLock { state in
            defer { state.proximityChanges.removeAll() }
            return state.proximityChanges
        }
    }

    /// Whether anything from outside waits for the frame: samples, fingers.
    var hasPending: Bool { feeder.hasPending || touches.hasPending }

    /// Brings in every device event the X server sent before now (see `XInput2Reader.catchUp`):
    /// called before SDL's own key or click is taken, which must come after them.
    func catchUp() { tablet?.catchUp() }

    /// What the XInput2 reader counted, for the report; nil where SDL's mouse events were the
    /// input.
    var tabletFigures: TabletReadFigures? {
        guard let tablet else { return nil }
        return tablet.status.state.withLock { state in
            var decoder = RunReport.DecoderFigures()
            decoder.droppedNonFinitePosition = state.counters.droppedNonFinitePosition
            decoder.droppedUnknownDevice = state.counters.droppedUnknownDevice
            decoder.repairedNonFinite = state.counters.repairedNonFinite
            decoder.clampedOutOfRange = state.counters.clampedOutOfRange
            return TabletReadFigures(decoder: decoder, eventsRead: state.eventsRead)
        }
    }

    /// Starts the flood producer where `--flood` asked for one, over `width` x `height` window
    /// pixels; it says on stdout when it reaches each of its milestones.
    func startFlood(waker: LoopWaker, width: Int, height: Int) {
        guard let (count, hz, stroke) = floodRequest else { return }
        flood = FloodProducer.start(
            count: count, hz: hz, stroke: stroke, feeder: feeder, width: width, height: height, wake: { waker.wake() }
        ) { pushed in
            Console.say("flood: \(pushed) of \(count) samples pushed")
        }
    }

    /// Stops every input thread and waits for each to end: nothing pushes or wakes after this.
    func stop() {
        tablet?.stop()
        flood?.stopAndJoin()
    }
}

import FlourishFrameClock
