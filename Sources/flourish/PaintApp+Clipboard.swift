import FlourishAppCore
import FlourishImage
import Foundation

/// Copy, cut and paste through the X11 CLIPBOARD selection: a copy is the current layer's
/// paint (or the selected part) as a PNG, served by `X11Clipboard` while the app runs; a paste
/// asks the clipboard's owner for `image/png` on the clipboard's thread (Flourish's own copy is
/// taken directly) and puts the picture on a new layer with the transform open.
extension PaintApp {
    /// Bytes above which the image goes by INCR (`FLOURISH_CLIPBOARD_CHUNK` sets it smaller,
    /// for tests; the server's largest request caps it).
    static var clipboardChunk: Int {
        ProcessInfo.processInfo.environment["FLOURISH_CLIPBOARD_CHUNK"].flatMap { Int($0) }.map { max($0, 1) } ?? 256 * 1024
    }

    /// The clipboard's connection, started on first use; nil without an X server.
    func startedClipboard() -> X11Clipboard? {
        if clipboard == nil {
            let waker = window.video.waker
            clipboard = X11Clipboard.start(chunkBytes: Self.clipboardChunk) { waker.wake(.clipboardAnswered) }
        }
        return clipboard
    }

    /// Returns whether something was copied.
    @discardableResult
    func copyToClipboard() -> Bool {
        paintPending()
        let copy: LayerCopy?
        do { copy = try LayerCopy(of: session) } catch {
            Console.warn("copy: \(error)")
            return false
        }
        guard let copy else {
            Console.tell("nothing to copy: no paint \(session.selection == nil ? "on the current layer" : "is selected")")
            return false
        }
        guard let clipboard = startedClipboard() else {
            Console.warn("copy: no X server to hold the clipboard")
            return false
        }
        clipboard.offer(png: copy.png)
        lastCopy = copy
        Console.say("copied \(copy.box.width)x\(copy.box.height) at \(copy.box.x),\(copy.box.y) to the clipboard (\(copy.png.count) bytes)")
        return true
    }

    /// Ctrl+V: Flourish's own copy at once, while the clipboard is still ours; otherwise the
    /// owner is asked, and the frame loop goes on until it answers (`takeClipboardAnswer`).
    func pasteFromClipboard() {
        guard !pasteAsked else { return }
        guard let clipboard = startedClipboard() else {
            Console.warn("paste: no X server, so no clipboard")
            return
        }
        if let copy = lastCopy, clipboard.owns.withLock({ $0 }) {
            paste(copy.png, from: "Flourish")
            return
        }
        pasteAsked = true
        clipboard.fetch()
        Console.say("paste: asking the clipboard's owner for a picture")
    }

    /// The clipboard's owner answered a fetch.
    func takeClipboardAnswer() {
        guard let answer = clipboard?.takeAnswer() else { return }
        pasteAsked = false
        switch answer {
        case .png(let bytes, let incremental):
            paste(bytes, from: "the clipboard (\(bytes.count) bytes\(incremental ? " by INCR" : ""))")
        case .refused(let reason): Console.tell("paste: \(reason)")
        }
    }

    /// Puts `png` on a new layer: back where Flourish copied it from when these are its very
    /// bytes, otherwise centred in the view; then the transform opens on it.
    func paste(_ png: [UInt8], from source: String) {
        let size: (width: Int, height: Int)
        do throws(PasteRefusal) { size = try PastedPNG.size(of: png) } catch {
            Console.tell("paste: \(error)")
            return
        }
        let window = window.size
        let centre = session.view.canvasPoint(windowX: Double(window.width) / 2, windowY: Double(window.height) / 2)
        let copied = lastCopy.flatMap { $0.png == png ? $0.box : nil }
        let corner = PastePlacement.origin(width: size.width, height: size.height, copiedBox: copied, viewCentre: centre)
        if let refusal = session.pasteRefusal(width: size.width, height: size.height, x: corner.x, y: corner.y) {
            Console.tell("paste: \(refusal)")
            return
        }
        putToolAway(before: nil)
        paintPending()
        // The transform that opens moves the whole picture, not what a selection covers of it.
        if session.selection != nil { command(.selectEverything(all: false)) }
        let changes = session.perform(.paste(x: corner.x, y: corner.y, png: png))
        let refused = !changes.historyChanged
        reflect(changes)
        guard !refused else { return }
        Console.say("pasted \(size.width)x\(size.height) at \(corner.x),\(corner.y) on a new layer, from \(source)")
        startTransform()
    }
}
