import CXInput2
import FlourishAppCore
import FlourishFeeder
import FlourishFrameClock
import FlourishSamples
import FlourishTablet
import FlourishTouch
import Foundation
import Synchronization

/// What the reader thread shares with the frame loop.
final class XInput2Status: Sendable {
    struct State {
        /// Set when a device came or went, or a tool left proximity; the loop ends strokes in
        /// flight and clears it.
        var devicesChanged = false
        /// Each tablet tool as the app names it: its device, its tool, and whether it is out
        /// of proximity (where the driver says).
        var tabletTools: [String] = []
        /// Set when `tabletTools` changed since the loop last said them; the loop clears it.
        var toolsChanged = false
        var counters = DecoderCounters()
        /// Events read from the server (before decoding), for the figures.
        var eventsRead = 0
        /// The tool of the last sample decoded: SDL's copy of a button press does not say
        /// which device made it, and a pen's side switch must not pan.
        var lastTool: Tool?
        /// Tablet tools coming into (true) or leaving proximity where the driver says, with
        /// when; palm rejection takes them. The loop empties it.
        var proximityChanges: [(isIn: Bool, time: Double)] = []
    }
    let state = Mutex(State())
}

/// Why the XInput2 path cannot run here; the app then paints with SDL's mouse events.
struct XInput2Unavailable: Error, CustomStringConvertible {
    let description: String
}

/// Reads pen, eraser and mouse samples through XInput2 on a second Xlib connection, on its
/// own thread, and pushes them into the feeder; and, given a touch feed, the fingers of
/// touch screens (XI 2.2 touch events of direct-touch devices) into that. `catchUp()` brings in, on the main thread's
/// word, everything the server sent before it: SDL reads its events on a connection of its
/// own, and a key or a click SDL reports must not be taken before the pen's motion that came
/// first.
///
/// Events are selected on SDL's window once per slave pointer device, never for all or master
/// devices: the server delivers an event to the first client that selected it that way and
/// stops there, and an implicit grab on button press would take SDL's own clicks. Samples go
/// through this path only, so a pen's motion (which SDL also sees as core mouse motion)
/// paints once.
///
/// Touch events are selected the same way, for each direct-touch slave device: SDL selects
/// them for the master devices, and the server refuses a second touch selection only for the
/// same window and device, so both connections get every touch (checked on Xorg 21.1 with the
/// inputtest touch screen); SDL's copies are ignored.
///
/// A pointer *warp* (XWarpPointer, which is how xdotool moves the pointer) produces events for
/// the master device only, so it never paints here: devices paint, programs moving the
/// cursor do not. `--input mouse` paints with SDL's core events instead.
final class XInput2Reader: Sendable {
    let status = XInput2Status()
    /// The write end of the pipe that carries the main thread's requests to the thread (one
    /// byte each, `Request`); the thread owns the read end.
    private let requestWriter: FileDescriptorOwner
    private let finished = DispatchSemaphore(value: 0)
    /// Signalled by the thread when a catch-up is done.
    private let caughtUp = DispatchSemaphore(value: 0)
    private let stopped = Mutex(false)

    /// What the main thread asks of the thread.
    enum Request: UInt8 {
        /// Read what is left, push it, and end.
        case stop = 1
        /// Read everything the server sent before now, push it, and say so.
        case catchUp = 2
    }

    private init(requestWriter: FileDescriptorOwner) {
        self.requestWriter = requestWriter
    }

    /// Opens the connection and starts the thread; returns once the devices are selected.
    ///
    /// - Parameter display: the X server to connect to; nil for `$DISPLAY`, the one SDL uses.
    static func start(
        window: UInt, display: String? = nil, feeder: SampleFeeder, touches: TouchFeed? = nil, decoder: SampleDecoder,
        wake: @escaping @Sendable () -> Void
    ) throws(XInput2Unavailable) -> XInput2Reader {
        guard let (requestReader, requestWriter) = FileDescriptorOwner.pipe() else {
            throw XInput2Unavailable(description: "pipe() failed")
        }
        let reader = XInput2Reader(requestWriter: requestWriter)
        let ready = DispatchSemaphore(value: 0)
        let failure = Mutex<String?>(nil)
        let thread = Thread { [reader] in
            defer {
                requestReader.close()
                reader.finished.signal()
            }
            let connection: XInput2Connection
            do {
                connection = try XInput2Connection(
                    window: window, display: display, decoder: decoder, touches: touches, status: reader.status)
            } catch {
                failure.withLock { $0 = "\(error)" }
                ready.signal()
                return
            }
            ready.signal()
            connection.run(feeder: feeder, requestReader: requestReader.raw, wake: wake) { reader.caughtUp.signal() }
        }
        thread.name = "flourish-xinput2"
        thread.start()
        ready.wait()
        if let message = failure.withLock({ $0 }) {
            reader.stopped.withLock { $0 = true }
            reader.finished.wait()
            throw XInput2Unavailable(description: message)
        }
        return reader
    }

    /// Stops the thread and waits for it to close its connection. Only the first call does
    /// anything; later ones return at once.
    func stop() {
        let first = stopped.withLock { stopped in
            defer { stopped = true }
            return !stopped
        }
        guard first else { return }
        var byte = Request.stop.rawValue
        _ = write(requestWriter.raw, &byte, 1)
        finished.wait()
        requestWriter.close()
    }

    /// Brings in every device event the X server sent before now and waits until the thread
    /// has pushed it into the feeder: one round trip to the server, well under a millisecond on
    /// the machine's own. Waits a second at the most (a thread whose server went away answers
    /// nothing); does nothing once stopped.
    func catchUp() {
        guard !stopped.withLock({ $0 }) else { return }
        // An answer that came after an earlier wait gave up is not this one's.
        while caughtUp.wait(timeout: .now()) == .success {}
        var byte = Request.catchUp.rawValue
        guard write(requestWriter.raw, &byte, 1) == 1 else { return }
        _ = caughtUp.wait(timeout: .now() + 1)
    }
}

/// The reader thread's Xlib connection and everything only that thread touches.
private final class XInput2Connection {
    private let display: OpaquePointer
    private let window: UInt
    private let opcode: Int32
    private var decoder: SampleDecoder
    private let status: XInput2Status
    /// Where fingers go; nil: touch events are not selected.
    private let touches: TouchFeed?

    init(
        window: UInt, display name: String?, decoder: SampleDecoder, touches: TouchFeed?, status: XInput2Status
    ) throws(XInput2Unavailable) {
        guard let display = XOpenDisplay(name) else {
            throw XInput2Unavailable(description: "cannot open a second connection to the X server")
        }
        var opcode: Int32 = 0
        var firstEvent: Int32 = 0
        var firstError: Int32 = 0
        var major: Int32 = 2
        var minor: Int32 = 2
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0,
            XIQueryVersion(display, &major, &minor) == Success
        else {
            XCloseDisplay(display)
            throw XInput2Unavailable(description: "the X server has no XInput 2.2")
        }
        self.display = display
        self.window = window
        self.opcode = opcode
        self.decoder = decoder
        self.decoder.screenSize = (
            Double(XDisplayWidth(display, XDefaultScreen(display))),
            Double(XDisplayHeight(display, XDefaultScreen(display)))
        )
        self.status = status
        self.touches = touches
        XInput2Errors.install(ignoringErrorsOn: display)
        // Losing the server ends this thread's loop, not the process (see XConnectionLoss).
        XConnectionLoss.survive(display)
        selectDevices(isFirstLook: true)
    }

    deinit { XCloseDisplay(display) }

    /// (Re)reads the devices and selects their events on the window; called at start
    /// (`isFirstLook`: the app names the tools it starts with itself) and whenever the hierarchy
    /// or a device's properties change. Returns whether a tool left proximity since the last
    /// look (its stroke must end).
    @discardableResult
    private func selectDevices(isFirstLook: Bool = false) -> Bool {
        let devices = XInput2Devices(display: display).slavePointers()
        let left = devices.contains { device in
            device.inProximity == false && decoder.devices[device.id]?.inProximity == true
        }
        let proximity = PointerDevice.proximityChanges(from: decoder.devices, to: devices)
        decoder.devices = Dictionary(uniqueKeysWithValues: devices.map { ($0.id, $0) })
        let length = Int(cxi_mask_length())
        // One mask per slave device, laid end to end in one buffer.
        var bits = [UInt8](repeating: 0, count: length * max(devices.count, 1))
        for index in devices.indices {
            // A touch screen's fingers as touches (all three, as XI 2.2 asks); the pointer the
            // server would emulate from them is then not sent here at all.
            let touch = touches != nil && devices[index].isDirectTouch ? [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd] : []
            for event in [XI_Motion, XI_ButtonPress, XI_ButtonRelease, XI_PropertyEvent] + touch {
                bits.withUnsafeMutableBufferPointer { cxi_set_mask($0.baseAddress! + index * length, event) }
            }
        }
        bits.withUnsafeMutableBufferPointer { buffer in
            var eventMasks = devices.indices.map { index in
                XIEventMask(
                    deviceid: Int32(devices[index].id), mask_len: Int32(length),
                    mask: buffer.baseAddress! + index * length)
            }
            if !eventMasks.isEmpty {
                XISelectEvents(display, window, &eventMasks, Int32(eventMasks.count))
            }
        }
        var hierarchy = [UInt8](repeating: 0, count: length)
        cxi_set_mask(&hierarchy, XI_HierarchyChanged)
        // Property changes (Wacom tool type, proximity) are reported on the root window.
        cxi_set_mask(&hierarchy, XI_PropertyEvent)
        hierarchy.withUnsafeMutableBufferPointer { bits in
            var mask = XIEventMask(deviceid: XIAllDevices, mask_len: Int32(length), mask: bits.baseAddress)
            XISelectEvents(display, XDefaultRootWindow(display), &mask, 1)
        }
        XSync(display, 0)
        let tools = devices.filter(\.isTabletTool).map { device in
            "\(device.name) (\(device.tool.rawValue)\(device.inProximity == false ? ", out of proximity" : ""))"
        }
        let now = MonotonicClock.now()
        status.state.withLock { state in
            if state.tabletTools != tools && !isFirstLook { state.toolsChanged = true }
            state.tabletTools = tools
            if touches != nil { state.proximityChanges += proximity.map { (isIn: $0, time: now) } }
        }
        return left
    }

    /// Reads and pushes until asked to stop; `answered` is called when a catch-up is done.
    func run(feeder: SampleFeeder, requestReader: Int32, wake: @Sendable () -> Void, answered: () -> Void) {
        let fd = cxi_connection_number(display)
        var fds = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0), pollfd(fd: requestReader, events: Int16(POLLIN), revents: 0)]
        while true {
            fds[0].revents = 0
            fds[1].revents = 0
            // Xlib may already hold events it read while handling another call: then the
            // requests are only looked at, so a stream of pen events never holds one back.
            let ready = poll(&fds, 2, XPending(display) > 0 ? 0 : -1)
            if ready < 0 && errno == EINTR { continue }
            if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 { return }
            if fds[1].revents != 0 {
                var byte: UInt8 = 0
                let request = read(requestReader, &byte, 1) == 1 ? XInput2Reader.Request(rawValue: byte) : nil
                // A key or a click SDL took (or the quit) came after the pen's events, which
                // went to this connection and may not have been read yet: the round trip
                // brings in every event the server sent before it, and they are pushed before
                // the main thread goes on. On the way out, a stroke lifted just before quitting
                // is recorded with its lift. (Seen under ThreadSanitizer, whose slowness left
                // the reader behind the main thread.)
                XSync(display, 0)
                let wakeNeeded = drainEvents(feeder: feeder)
                guard request == .catchUp else { return }
                if wakeNeeded { wake() }
                answered()
                continue
            }
            if drainEvents(feeder: feeder) { wake() }
        }
    }

    /// Decodes and pushes every event Xlib holds; returns whether the loop must be woken.
    @discardableResult
    private func drainEvents(feeder: SampleFeeder) -> Bool {
        var pushed = false
        var wakeNeeded = false
        var lastTool: Tool?
        while XPending(display) > 0 {
            var event = XEvent()
            XNextEvent(display, &event)
            guard event.type == GenericEvent, event.xcookie.extension == opcode,
                XGetEventData(display, &event.xcookie) != 0
            else { continue }
            defer { XFreeEventData(display, &event.xcookie) }
            switch event.xcookie.evtype {
            case XI_Motion, XI_ButtonPress, XI_ButtonRelease:
                guard let sample = decode(event.xcookie.data, type: event.xcookie.evtype) else { continue }
                if feeder.push(sample) { wakeNeeded = true }
                pushed = true
                lastTool = sample.tool
            case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd:
                guard let touches, let data = event.xcookie.data,
                    let touch = TouchEvent(xi: data.assumingMemoryBound(to: XIDeviceEvent.self).pointee, devices: decoder.devices)
                else { continue }
                if touches.push(touch) { wakeNeeded = true }
            case XI_HierarchyChanged:
                selectDevices()
                status.state.withLock { $0.devicesChanged = true }
                wakeNeeded = true
            case XI_PropertyEvent:
                // The Wacom tool type or proximity changed: read the devices again; a tool
                // that left proximity ends its stroke, and the loop says what changed.
                if selectDevices() {
                    status.state.withLock { $0.devicesChanged = true }
                    wakeNeeded = true
                }
                // The pen came near or went (the driver said): the fingers' guard hears of it.
                if touches != nil, status.state.withLock({ !$0.proximityChanges.isEmpty }) { wakeNeeded = true }
                if status.state.withLock({ $0.toolsChanged }) { wakeNeeded = true }
            default:
                break
            }
        }
        if pushed {
            status.state.withLock {
                $0.counters = decoder.counters
                $0.lastTool = lastTool
            }
        }
        return wakeNeeded
    }

    private func decode(_ data: UnsafeMutableRawPointer?, type: Int32) -> Sample? {
        guard let data else { return nil }
        let event = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
        status.state.withLock { $0.eventsRead += 1 }
        // Pointer events the server emulates from touches belong to SDL's touch handling.
        if event.flags & XIPointerEmulated != 0 { return nil }
        let kind: DeviceEvent.Kind
        switch type {
        case XI_ButtonPress: kind = .buttonPress(button: Int(event.detail))
        case XI_ButtonRelease: kind = .buttonRelease(button: Int(event.detail))
        default: kind = .motion
        }
        var buttonMask: UInt32 = 0
        for byte in 0..<min(Int(event.buttons.mask_len), 4) {
            buttonMask |= UInt32(event.buttons.mask[byte]) << (8 * UInt32(byte))
        }
        let maskLength = Int(event.valuators.mask_len)
        let mask = maskLength > 0 ? Array(UnsafeBufferPointer(start: event.valuators.mask, count: maskLength)) : []
        let valueCount = mask.reduce(0) { $0 + $1.nonzeroBitCount }
        let values = valueCount > 0 ? Array(UnsafeBufferPointer(start: event.valuators.values, count: valueCount)) : []
        let deviceEvent = DeviceEvent(
            kind: kind, deviceID: Int(event.sourceid), time: UInt32(truncatingIfNeeded: event.time),
            x: event.event_x, y: event.event_y, rootX: event.root_x, rootY: event.root_y,
            buttonMask: buttonMask, valuatorMask: mask, values: values)
        let now = UInt64((MonotonicClock.now() * 1000).rounded(.down))
        return decoder.sample(for: deviceEvent, nowMilliseconds: now)
    }
}

/// Xlib's default error handler exits the process. A device can vanish between listing it and
/// selecting its events (BadDevice); on the reader's connection such errors are expected and
/// ignored, and every other connection keeps the handler it had.
enum XInput2Errors {
    /// Audited: written once under `lock` before the handler can run, then only read.
    nonisolated(unsafe) private static var previous: XErrorHandler?
    nonisolated(unsafe) private static var ignored: OpaquePointer?
    private static let lock = Mutex(false)

    static func install(ignoringErrorsOn display: OpaquePointer) {
        lock.withLock { installed in
            ignored = display
            guard !installed else { return }
            installed = true
            previous = XSetErrorHandler { display, event in
                if display == XInput2Errors.ignored { return 0 }
                return XInput2Errors.previous?(display, event) ?? 0
            }
        }
    }
}
