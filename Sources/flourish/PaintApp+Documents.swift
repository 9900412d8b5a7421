import FlourishAppCore
import FlourishDocuments
import Foundation

/// The painting's file, as the window carries it out: Ctrl+S, saves that finished, files
/// dropped onto the window, and the X server's loss (`DocumentController` decides the rest).
extension PaintApp {
    /// Ctrl+S: the painting to its file, written on the save thread while painting goes on.
    func save() {
        paintPending()
        documents.save(session)
        updateTitle()
    }

    /// Saves finished on the save thread: the session and the title learn of them.
    func takeSaveOutcomes() {
        documents.takeSaveOutcomes(into: session)
        updateTitle()
        drawer.overlay?.refreshText()
        if drawer.overlayVisible { redraw() }
    }

    /// A file dropped onto the window opens in place of the painting, asking nothing: the
    /// painting's unsaved paint is autosaved first, waiting for the write (a drop is rare and
    /// deliberate; a painting replaced before its paint is safe could be lost), and its
    /// recording completed. Recording stops there: a recording starts from a blank canvas.
    func openDropped(_ path: String) {
        paintPending()
        guard let (opened, notes) = documents.openDropped(path, replacing: session) else { return }
        let screen: ScreenCanvas
        do {
            screen = try ScreenCanvas(renderer: drawer.renderer, store: opened.canvas, look: opened.canvasLook)
        } catch {
            Console.warn("\(error); the painting stays open")
            return
        }
        // The painting goes only once its unsaved paint is safe on disk.
        guard documents.mayReplace(session, with: path, opened: opened) else { return }
        do {
            if let recording = try documents.finishRecording() {
                Console.say("recorded \(feeder.counters.delivered) samples to \(recording) (a file was opened)")
            }
        } catch {
            Console.warn("\(error)")
        }
        for note in notes { Console.tell("\(path): \(note)") }
        // The new painting keeps the slot and brush the pen had.
        opened.perform(.selectSlot(session.currentSlot))
        opened.perform(
            .loadBrush(
                path: session.engine.brush(for: .pen).path, radius: session.currentBrush.radius,
                color: session.currentBrush.color))
        session = opened
        drawer.screen = screen
        Console.say("opened \(path) (\(opened.canvas.width)x\(opened.canvas.height))")
        updateTitle()
        redraw()
    }

    /// Losing the X server ends the app the way quitting does, without the window: Xlib calls
    /// this from inside the call that found the connection gone, on the main thread.
    func watchXConnection() {
        guard let display = window.x11Display else { return }
        XConnectionLoss.onLoss = { [unowned self] reason in
            window.markGone()
            LoopWaker.silenced.store(true, ordering: .releasing)
            Console.warn("\(reason): saving and quitting")
            let status = finish()
            fflush(nil)
            // Not exit(): its handlers would call into the dead connection again.
            _exit(status)
        }
        XConnectionLoss.watch(display)
    }
}
