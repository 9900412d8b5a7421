import CXInput2
import FlourishAppCore
import Foundation
import Synchronization

/// The X11 CLIPBOARD selection, for images: a connection and an unmapped window of its own, on
/// a thread of its own, which owns the clipboard after a copy and answers other programs'
/// requests for as long as it lives: `TARGETS` (what it offers: `image/png`), and `image/png`
/// itself, in one property or, past `chunkBytes`, by the INCR protocol (the size first, then a
/// chunk each time the requestor deletes the property, then an empty one). Another program
/// taking the clipboard (`SelectionClear`) ends the offer. The same thread fetches another
/// program's `image/png` for a paste (`fetch`, see X11Clipboard+Fetch), so the frame loop
/// never waits on the owner: the answer comes back through `takeAnswer` and `wake`.
final class X11Clipboard: Sendable {
    private let requestWriter: FileDescriptorOwner
    private let offer = Mutex<[UInt8]?>(nil)
    /// What the last fetch brought, waiting for the frame loop.
    private let answer = Mutex<ClipboardAnswer?>(nil)
    /// Wakes the frame loop when an answer is waiting.
    private let wake: @Sendable () -> Void
    /// Whether the clipboard is still ours (nothing took it since the last copy).
    let owns = Mutex(false)
    private let finished = DispatchSemaphore(value: 0)
    private let stopped = Mutex(false)

    enum Request: UInt8 {
        case offer = 1
        case stop = 2
        case fetch = 3
    }

    private init(requestWriter: FileDescriptorOwner, wake: @escaping @Sendable () -> Void) {
        self.requestWriter = requestWriter
        self.wake = wake
    }

    /// Opens the connection and starts the thread; nil where there is no X server. `wake` is
    /// called on the thread when a fetch's answer is waiting.
    static func start(chunkBytes: Int, wake: @escaping @Sendable () -> Void) -> X11Clipboard? {
        guard let (reader, writer) = FileDescriptorOwner.pipe(), let display = XOpenDisplay(nil) else { return nil }
        let clipboard = X11Clipboard(requestWriter: writer, wake: wake)
        XConnectionLoss.survive(display)
        let connection = ClipboardConnection(display: display, chunkBytes: chunkBytes)
        let thread = Thread { [clipboard] in
            defer {
                reader.close()
                clipboard.finished.signal()
            }
            connection.run(requests: reader.raw, clipboard: clipboard)
        }
        thread.name = "flourish-clipboard"
        thread.start()
        return clipboard
    }

    /// Takes the clipboard with `png` as its image (a copy).
    func offer(png: [UInt8]) {
        offer.withLock { $0 = png }
        send(.offer)
    }

    /// Asks the clipboard's owner for its `image/png`; the answer comes through `takeAnswer`.
    func fetch() { send(.fetch) }

    /// The last fetch's answer, taken once.
    func takeAnswer() -> ClipboardAnswer? { answer.withLock { taken in defer { taken = nil }; return taken } }

    /// On the thread: a fetch's answer is in.
    func deliver(_ answered: ClipboardAnswer) {
        answer.withLock { $0 = answered }
        wake()
    }

    /// The offer waiting for the thread, taken once.
    fileprivate func takeOffer() -> [UInt8]? { offer.withLock { taken in defer { taken = nil }; return taken } }

    /// Stops the thread (the clipboard is given up: its image goes with the app).
    func stop() {
        let first = stopped.withLock { stopped in defer { stopped = true }; return !stopped }
        guard first else { return }
        send(.stop)
        finished.wait()
        requestWriter.close()
    }

    private func send(_ request: Request) {
        var byte = request.rawValue
        _ = write(requestWriter.raw, &byte, 1)
    }
}

/// The clipboard thread's connection and what only that thread touches.
final class ClipboardConnection: @unchecked Sendable {
    let display: OpaquePointer
    /// An X window id (not the app's `Window`).
    let window: UInt
    let chunkBytes: Int
    let clipboard, targets, png, incr: Atom
    /// The image offered now.
    var offered: [UInt8]?
    /// INCR transfers under way: the requestor's window and property, and what is left.
    var transfers: [(window: UInt, property: Atom, bytes: [UInt8], sent: Int)] = []
    /// The property another owner's image is put in for us.
    let pasteProperty: Atom
    /// The fetch under way, if any (one at a time).
    var fetching: ClipboardFetch?

    init(display: OpaquePointer, chunkBytes: Int) {
        self.display = display
        // A request of the server's largest size, less room for its header.
        let largest = max(Int(XExtendedMaxRequestSize(display)), Int(XMaxRequestSize(display))) * 4 - 1024
        self.chunkBytes = max(1, min(chunkBytes, largest))
        let root = XDefaultRootWindow(display)
        window = XCreateSimpleWindow(display, root, 0, 0, 1, 1, 0, 0, 0)
        clipboard = XInternAtom(display, "CLIPBOARD", 0)
        targets = XInternAtom(display, "TARGETS", 0)
        png = XInternAtom(display, "image/png", 0)
        incr = XInternAtom(display, "INCR", 0)
        pasteProperty = XInternAtom(display, "FLOURISH_PASTE", 0)
        // A fetch by INCR hears of each chunk as the property is written on this window.
        XSelectInput(display, window, PropertyChangeMask)
    }

    func run(requests: Int32, clipboard owner: X11Clipboard) {
        defer { XCloseDisplay(display) }
        var fds = [pollfd(fd: cxi_connection_number(display), events: Int16(POLLIN), revents: 0),
                   pollfd(fd: requests, events: Int16(POLLIN), revents: 0)]
        while true {
            while XPending(display) > 0 {
                var event = XEvent()
                XNextEvent(display, &event)
                handle(event, owner: owner)
            }
            XFlush(display)
            // While a fetch waits on another program, wake now and then to give up on it.
            guard poll(&fds, 2, fetching == nil ? -1 : 250) >= 0 || errno == EINTR else { return }
            checkFetchTimeout(owner: owner)
            if fds[1].revents != 0 {
                var byte: UInt8 = 0
                guard read(requests, &byte, 1) == 1, byte != X11Clipboard.Request.stop.rawValue else { return }
                if byte == X11Clipboard.Request.fetch.rawValue {
                    startFetch(owner: owner)
                } else if let png = owner.takeOffer() {
                    offered = png
                    XSetSelectionOwner(display, clipboard, window, UInt(CurrentTime))
                    owner.owns.withLock { $0 = XGetSelectionOwner(display, clipboard) == window }
                }
            }
            if fds[0].revents & Int16(POLLHUP | POLLERR) != 0 { return }
        }
    }

    private func handle(_ event: XEvent, owner: X11Clipboard) {
        switch event.type {
        case SelectionRequest: answer(event.xselectionrequest)
        case SelectionClear:
            offered = nil
            owner.owns.withLock { $0 = false }
        case PropertyNotify:
            continueTransfer(event.xproperty)
            continueFetch(event.xproperty, owner: owner)
        case SelectionNotify: fetchAnswered(event.xselection, owner: owner)
        default: break
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        var property = request.property == 0 ? request.target : request.property
        if request.selection != clipboard || offered == nil {
            property = 0
        } else if request.target == targets {
            let offered: [Int] = [Int(targets), Int(png)]
            offered.withUnsafeBytes {
                _ = XChangeProperty(
                    display, request.requestor, property, XA_ATOM, 32, PropModeReplace,
                    $0.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(offered.count))
            }
        } else if request.target == png, let bytes = offered {
            if bytes.count <= chunkBytes {
                bytes.withUnsafeBufferPointer {
                    _ = XChangeProperty(display, request.requestor, property, png, 8, PropModeReplace, $0.baseAddress, Int32(bytes.count))
                }
            } else {
                // INCR: the size, then chunks as the requestor deletes the property.
                XSelectInput(display, request.requestor, PropertyChangeMask)
                let size = [bytes.count]
                size.withUnsafeBytes {
                    _ = XChangeProperty(
                        display, request.requestor, property, incr, 32, PropModeReplace,
                        $0.baseAddress!.assumingMemoryBound(to: UInt8.self), 1)
                }
                transfers.append((window: request.requestor, property: property, bytes: bytes, sent: 0))
            }
        } else {
            property = 0
        }
        var notify = XEvent()
        notify.xselection = XSelectionEvent(
            type: SelectionNotify, serial: 0, send_event: 1, display: display, requestor: request.requestor,
            selection: request.selection, target: request.target, property: property, time: request.time)
        XSendEvent(display, request.requestor, 0, 0, &notify)
    }

    private func continueTransfer(_ event: XPropertyEvent) {
        guard event.state == PropertyDelete,
            let i = transfers.firstIndex(where: { $0.window == event.window && $0.property == event.atom })
        else { return }
        let transfer = transfers[i]
        let count = min(chunkBytes, transfer.bytes.count - transfer.sent)
        transfer.bytes.withUnsafeBufferPointer {
            _ = XChangeProperty(display, event.window, event.atom, png, 8, PropModeReplace, $0.baseAddress! + transfer.sent, Int32(count))
        }
        // The empty chunk that ends the transfer is sent once the last one was taken.
        if count == 0 { transfers.remove(at: i) } else { transfers[i].sent += count }
    }
}
