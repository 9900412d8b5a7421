import CXInput2
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// What a drop came to, as the drag source saw the target's answers.
struct XDNDDrop: Sendable {
    /// The version in the target's `XdndAware` property (SDL2 sets 5).
    var targetVersion: Int
    /// `XdndStatus`: the target said it would take the drop, with this action.
    var statusAction: String
    /// The data types the target asked the selection for, in order.
    var requestedTypes: [String]
    /// `XdndFinished`: whether the target says it used the data, and the action it took.
    var finishedAccepted: Bool
    var finishedAction: String
}

/// A drag source of the X drag-and-drop protocol (XDND, version 5) on a connection of its own:
/// it drops one file onto one window the way a file manager does, so a test drives the app's
/// whole path, from the X server through SDL2's X11 backend (SDL_DROPFILE) into the app,
/// with no window manager and no pointer involved (XDND needs neither: it is client
/// messages between the two windows and one selection).
///
/// The instance owns its Xlib connection and closes it once, at deinit; every wait on the
/// server ends by one deadline, and a failure says which step of the protocol it was at.
final class XDNDSource {
    /// The protocol version this source speaks (the newest; SDL2 speaks it too).
    static let version = 5

    private let display: OpaquePointer
    /// The source window: unmapped, it only owns the selection and receives the target's
    /// replies (events sent with no mask go to the client that created the window).
    private let window: Window
    private let root: Window
    private let deadline: Double
    private let atoms: Atoms

    /// The atoms of the protocol, interned once on this connection.
    private struct Atoms {
        let aware, selection, enter, position, status, leave, drop, finished, actionCopy, uriList, clock: Atom

        init(_ display: OpaquePointer) {
            func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
            aware = atom("XdndAware")
            selection = atom("XdndSelection")
            enter = atom("XdndEnter")
            position = atom("XdndPosition")
            status = atom("XdndStatus")
            leave = atom("XdndLeave")
            drop = atom("XdndDrop")
            finished = atom("XdndFinished")
            actionCopy = atom("XdndActionCopy")
            uriList = atom("text/uri-list")
            // A property of the source window's own, changed only to read the server's clock.
            clock = atom("FLOURISH_TEST_XDND_CLOCK")
        }
    }

    /// Drops `file` (an absolute path) onto X window `target` of X display `display`, at
    /// point (x, y) of the window, and returns what the target answered. Runs on a thread of
    /// its own: the waits block, and the test's tasks should not. Throws, naming the step,
    /// when the target is not a drop target, refuses, answers wrongly, or `timeout` passes.
    static func drop(
        file: String, onto target: UInt, display: String, at point: (x: Int, y: Int), timeout: Double = 15
    ) async throws -> XDNDDrop {
        let uri = try fileURI(file)
        return try await withCheckedThrowingContinuation { continuation in
            Thread {
                continuation.resume(
                    with: Result {
                        try XDNDSource(display: display, timeout: timeout).drop(uri: uri, onto: target, at: point)
                    })
            }.start()
        }
    }

    /// `file://` and the path, each byte outside a path's safe characters %-escaped, and the
    /// CR LF that ends every line of a `text/uri-list` (RFC 2483).
    static func fileURI(_ file: String) throws -> String {
        guard file.hasPrefix("/"), let escaped = file.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) else {
            throw HarnessError("XDND: a dropped file needs an absolute path, not '\(file)'")
        }
        return "file://\(escaped)\r\n"
    }

    private init(display name: String, timeout: Double) throws {
        guard let display = XOpenDisplay(name) else { throw HarnessError("XDND: cannot connect to X display \(name)") }
        self.display = display
        deadline = scaledDeadline(after: timeout)
        XDNDErrors.watch(display)
        root = XDefaultRootWindow(display)
        window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        atoms = Atoms(display)
        // PropertyNotify on its own window is how the source learns the server's time.
        XSelectInput(display, window, PropertyChangeMask)
    }

    deinit {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
        XDNDErrors.forget(display)
    }

    /// The whole exchange of XDND version 5, in order: Enter, Position, the target's Status,
    /// Drop, the target's request for the data (answered), the target's Finished.
    private func drop(uri: String, onto target: Window, at point: (x: Int, y: Int)) throws -> XDNDDrop {
        let targetVersion = try awareVersion(of: target)
        guard targetVersion >= Self.version else {
            throw HarnessError("XDND: window \(target) speaks XDND version \(targetVersion), this source needs \(Self.version)")
        }
        var rootX: Int32 = 0
        var rootY: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(display, target, root, Int32(point.x), Int32(point.y), &rootX, &rootY, &child) != 0 else {
            throw HarnessError("XDND: window \(target) is not on the default screen")
        }
        // The same server time stamps the selection's ownership, the position and the drop,
        // so the target's request for the data (made with the drop's time) finds this owner.
        let time = try serverTime()
        XSetSelectionOwner(display, atoms.selection, window, time)
        guard XGetSelectionOwner(display, atoms.selection) == window else {
            throw HarnessError("XDND: could not take the XdndSelection selection")
        }
        // Bit 0 of the flags clear: the (single) type is in the message, no XdndTypeList.
        send(atoms.enter, to: target, [word(window), Self.version << 24, word(atoms.uriList), 0, 0])
        do {
            send(atoms.position, to: target, [word(window), 0, Int(rootX) << 16 | Int(rootY), Int(time), word(atoms.actionCopy)])
            try checkErrors("XdndEnter and XdndPosition")
            var requested: [String] = []
            let status = try waitFor(atoms.status, from: target, step: "XdndStatus", serving: uri, requested: &requested)
            guard status.1 & 1 == 1 else {
                throw HarnessError("XDND: window \(target) refused the drop (XdndStatus flags \(status.1))")
            }
            send(atoms.drop, to: target, [word(window), 0, Int(time), 0, 0])
            try checkErrors("XdndDrop")
            let finished = try waitFor(atoms.finished, from: target, step: "XdndFinished", serving: uri, requested: &requested)
            return XDNDDrop(
                targetVersion: targetVersion, statusAction: name(of: Atom(bitPattern: status.4)),
                requestedTypes: requested, finishedAccepted: finished.1 & 1 == 1,
                finishedAction: name(of: Atom(bitPattern: finished.2)))
        } catch {
            // A drag that goes wrong ends with XdndLeave, so the target forgets it (after a
            // drop the target has forgotten it already, and ignores the message).
            send(atoms.leave, to: target, [word(window), 0, 0, 0, 0])
            throw error
        }
    }

    /// The version in `target`'s `XdndAware` property; throws where it has none (SDL2 sets
    /// it on its windows while drop events are enabled).
    private func awareVersion(of target: Window) throws -> Int {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0
        var left: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, target, atoms.aware, 0, 1, 0, Atom(AnyPropertyType), &type, &format, &count, &left, &data)
        defer { if let data { XFree(data) } }
        try checkErrors("reading XdndAware of window \(target)")
        guard status == Success, format == 32, count >= 1, let data else {
            throw HarnessError("XDND: window \(target) has no XdndAware property: it takes no drops")
        }
        // Xlib hands 32-bit property items over as C longs.
        return data.withMemoryRebound(to: Int.self, capacity: 1) { $0.pointee }
    }

    /// A time on the server's clock: the stamp of a PropertyNotify that an empty append to
    /// the source window's own property brings (the ICCCM's way; CurrentTime would do for
    /// SDL, but a real source stamps its selection with a real time).
    private func serverTime() throws -> Time {
        XChangeProperty(display, window, atoms.clock, atoms.clock, 8, PropModeAppend, nil, 0)
        while true {
            let event = try nextEvent(waitingFor: "the server's time (PropertyNotify)")
            if event.type == PropertyNotify, event.xproperty.window == window, event.xproperty.atom == atoms.clock {
                return event.xproperty.time
            }
        }
    }

    /// Waits for client message `type` from `target` and returns its five data words,
    /// answering every request for the selection that comes meanwhile (a target may ask for
    /// the data before the drop, and asks after it).
    private func waitFor(
        _ type: Atom, from target: Window, step: String, serving uri: String, requested: inout [String]
    ) throws -> (Int, Int, Int, Int, Int) {
        while true {
            let event = try nextEvent(waitingFor: step)
            switch event.type {
            case ClientMessage where event.xclient.message_type == type && event.xclient.data.l.0 == word(target):
                return event.xclient.data.l
            case SelectionRequest:
                let request = event.xselectionrequest
                requested.append(name(of: request.target))
                serve(request, uri: uri)
                try checkErrors("answering the request for \(name(of: request.target))")
            case SelectionClear where event.xselectionclear.selection == atoms.selection:
                throw HarnessError("XDND: another client took XdndSelection while waiting for \(step)")
            default:
                continue
            }
        }
    }

    /// Answers a request for the selection: for `text/uri-list`, the URI list in the
    /// requestor's property (8-bit items, the property's type the target asked for), else a
    /// refusal (property None); either way a SelectionNotify tells the requestor.
    private func serve(_ request: XSelectionRequestEvent, uri: String) {
        var property: Atom = 0
        if request.selection == atoms.selection, request.target == atoms.uriList {
            // A requestor of the obsolete kind names no property: the target's name is used.
            property = request.property != 0 ? request.property : request.target
            let bytes = Array(uri.utf8)
            XChangeProperty(
                display, request.requestor, property, request.target, 8, PropModeReplace, bytes, Int32(bytes.count))
        }
        var reply = XEvent(
            xselection: XSelectionEvent(
                type: SelectionNotify, serial: 0, send_event: 1, display: display, requestor: request.requestor,
                selection: request.selection, target: request.target, property: property, time: request.time))
        XSendEvent(display, request.requestor, 0, NoEventMask, &reply)
        XFlush(display)
    }

    /// Sends client message `type` with `data` to `target` (no mask: its creator gets it).
    private func send(_ type: Atom, to target: Window, _ data: [Int]) {
        var message = XClientMessageEvent()
        message.type = ClientMessage
        message.display = display
        message.window = target
        message.message_type = type
        message.format = 32
        message.data.l = (data[0], data[1], data[2], data[3], data[4])
        var event = XEvent(xclient: message)
        XSendEvent(display, target, 0, NoEventMask, &event)
        XFlush(display)
    }

    /// The next event, waiting on the connection's socket until the deadline.
    private func nextEvent(waitingFor step: String) throws -> XEvent {
        while XPending(display) == 0 {
            let left = deadline - monotonicNow()
            guard left > 0 else { throw HarnessError("XDND: timed out waiting for \(step)") }
            var socket = pollfd(fd: cxi_connection_number(display), events: Int16(POLLIN), revents: 0)
            if poll(&socket, 1, Int32(min(left, 1) * 1000) + 1) > 0, socket.revents & Int16(POLLHUP | POLLERR) != 0 {
                throw HarnessError("XDND: the X server went away while waiting for \(step)")
            }
        }
        var event = XEvent()
        XNextEvent(display, &event)
        return event
    }

    /// Throws with the X errors this connection got since the last check (after a round
    /// trip, so that every request sent so far has been answered).
    private func checkErrors(_ step: String) throws {
        XSync(display, 0)
        let errors = XDNDErrors.take(display)
        guard errors.isEmpty else { throw HarnessError("XDND: X errors at \(step): \(errors.joined(separator: "; "))") }
    }

    private func name(of atom: Atom) -> String {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return "None" }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// An X id as a client message's data word (a C long).
    private func word(_ id: UInt) -> Int { Int(bitPattern: id) }
}

/// Xlib's default handlers end the process: at an X error (a window that went away, say) and
/// at a lost connection. On a drag source's connection an error becomes a failure of the
/// test, reported with the step; other connections keep the handler they had.
enum XDNDErrors {
    private struct State {
        var installed = false
        var previous: XErrorHandler?
        /// The errors each watched connection got, by its address.
        var errors: [Int: [String]] = [:]
    }
    private static let state = Mutex(State())

    static func watch(_ display: OpaquePointer) {
        state.withLock { state in
            state.errors[Int(bitPattern: display)] = []
            guard !state.installed else { return }
            state.installed = true
            state.previous = XSetErrorHandler { display, event in
                guard let display, let event else { return 0 }
                if XDNDErrors.state.withLock({ $0.errors[Int(bitPattern: display)] != nil }) {
                    var text = [CChar](repeating: 0, count: 256)
                    XGetErrorText(display, Int32(event.pointee.error_code), &text, Int32(text.count))
                    let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                    let line = "\(message) (request \(event.pointee.request_code))"
                    XDNDErrors.state.withLock { $0.errors[Int(bitPattern: display)]?.append(line) }
                    return 0
                }
                return XDNDErrors.state.withLock { $0.previous }?(display, event) ?? 0
            }
        }
        // A lost server is seen by the wait (the socket hangs up); the process stays.
        XSetIOErrorHandler { _ in 0 }
        XSetIOErrorExitHandler(display, { _, _ in }, nil)
    }

    /// The errors `display` got since the last call.
    static func take(_ display: OpaquePointer) -> [String] {
        state.withLock { state in
            defer { state.errors[Int(bitPattern: display)] = [] }
            return state.errors[Int(bitPattern: display)] ?? []
        }
    }

    static func forget(_ display: OpaquePointer) {
        _ = state.withLock { $0.errors.removeValue(forKey: Int(bitPattern: display)) }
    }
}
