import CXInput2
import FlourishFrameClock
import FlourishRecording

/// What a clipboard fetch brought back: another program's PNG, or why there is none.
enum ClipboardAnswer: Equatable, Sendable {
    /// The bytes, and whether they came by INCR.
    case png([UInt8], incremental: Bool)
    case refused(String)
}

/// A fetch under way on the clipboard thread: asked when, and what came so far by INCR.
struct ClipboardFetch {
    /// The last time the owner did something for it (monotonic seconds).
    var lastProgress: Double
    /// The owner answered with INCR: chunks come as property writes, an empty one ends them.
    var incremental = false
    var bytes: [UInt8] = []
}

/// Fetching the CLIPBOARD's `image/png` from its owner, ICCCM's way: ask with
/// `XConvertSelection` into a property of our own window, read the property when the owner
/// says it is written (`SelectionNotify`), and where the owner answers `INCR`, delete the
/// property each time to ask for the next chunk until an empty one comes. Bounded: at most
/// `maxBytes` in all, and an owner quiet for `patience` seconds is given up on.
extension ClipboardConnection {
    /// The most a pasted PNG may hold: as much as a recording's paste record may.
    static let maxBytes = RecordedCommand.maxPasteBytes
    /// The answer for a picture past `maxBytes`.
    static let tooLarge = ClipboardAnswer.refused("the clipboard's picture is larger than \(maxBytes >> 20) MiB")
    /// Seconds an owner may stay silent in the middle of a fetch.
    static let patience = 5.0

    func startFetch(owner: X11Clipboard) {
        guard fetching == nil else { return }
        fetching = ClipboardFetch(lastProgress: MonotonicClock.now())
        XDeleteProperty(display, window, pasteProperty)
        XConvertSelection(display, clipboard, png, pasteProperty, window, UInt(CurrentTime))
    }

    /// The owner's answer to our `XConvertSelection`: no property (nothing offers a PNG), the
    /// image whole, or the start of an INCR transfer.
    func fetchAnswered(_ event: XSelectionEvent, owner: X11Clipboard) {
        guard fetching != nil, event.requestor == window, event.selection == clipboard else { return }
        guard event.property != 0 else {
            finish(.refused("the clipboard holds no picture (its owner offers no image/png)"), owner: owner)
            return
        }
        guard let (type, bytes) = readProperty() else {
            finish(Self.tooLarge, owner: owner)
            return
        }
        guard type == png || type == incr else {
            finish(.refused("the clipboard holds no picture (its owner offers \(atomName(type)), not image/png)"), owner: owner)
            return
        }
        if type == incr {
            // Deleting the property (done as it was read) asks for the first chunk.
            fetching?.incremental = true
            fetching?.lastProgress = MonotonicClock.now()
        } else {
            finish(.png(bytes, incremental: false), owner: owner)
        }
    }

    /// A chunk of an INCR transfer was written to our property: read it (which deletes it and
    /// asks for the next); the empty one ends the transfer.
    func continueFetch(_ event: XPropertyEvent, owner: X11Clipboard) {
        guard event.window == window, event.atom == pasteProperty, event.state == PropertyNewValue,
            fetching?.incremental == true
        else { return }
        guard let (type, chunk) = readProperty() else {
            finish(Self.tooLarge, owner: owner)
            return
        }
        guard chunk.isEmpty || type == png else {
            finish(.refused("the clipboard holds no picture (its owner sent \(atomName(type)), not image/png)"), owner: owner)
            return
        }
        guard !chunk.isEmpty else {
            finish(.png(fetching?.bytes ?? [], incremental: true), owner: owner)
            return
        }
        guard (fetching?.bytes.count ?? 0) + chunk.count <= Self.maxBytes else {
            finish(Self.tooLarge, owner: owner)
            return
        }
        fetching?.bytes.append(contentsOf: chunk)
        fetching?.lastProgress = MonotonicClock.now()
    }

    /// Gives up on an owner that went quiet.
    func checkFetchTimeout(owner: X11Clipboard) {
        guard let fetch = fetching, MonotonicClock.now() - fetch.lastProgress > Self.patience else { return }
        finish(.refused("the clipboard's owner did not answer within \(Int(Self.patience)) s"), owner: owner)
    }

    /// An atom's name, for a message.
    private func atomName(_ atom: Atom) -> String { x11AtomName(atom, on: display) ?? "nothing" }

    private func finish(_ answer: ClipboardAnswer, owner: X11Clipboard) {
        fetching = nil
        XDeleteProperty(display, window, pasteProperty)
        owner.deliver(answer)
    }

    /// Our paste property's type and bytes, deleted as it is read; nil where it holds more
    /// than `maxBytes`. An INCR property's bytes are its size, not looked at.
    private func readProperty() -> (type: Atom, bytes: [UInt8])? {
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(
            display, window, pasteProperty, 0, Self.maxBytes / 4, 1, UInt(AnyPropertyType), &type, &format, &items, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, after == 0 else { return nil }
        guard format == 8, let data else { return (type, []) }
        return (type, Array(UnsafeBufferPointer(start: data, count: Int(items))))
    }
}
