import FlourishAppCore
import FlourishDocuments
import FlourishFrameClock
import FlourishSession
import FlourishTools
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

    /// Saves finished on the save thread: the session and the title learn of them, and the
    /// recent-files list of the files they wrote.
    func takeSaveOutcomes() {
        documents.takeSaveOutcomes(into: session)
        takeWrittenFiles()
        updateTitle()
        drawer.overlay?.refreshText()
        if drawer.overlayVisible { redraw() }
    }

    /// A file dropped onto the window opens in place of the painting, asking nothing: the
    /// painting's unsaved paint is autosaved first, waiting for the write (a drop is rare and
    /// deliberate; a painting replaced before its paint is safe could be lost), and its
    /// recording completed. Recording stops there: a recording starts from a blank canvas.
    func openDropped(_ path: String) {
        openPainting(at: path, toFile: false)
    }

    /// Opens the painting at `path` in place of the current one, whose unsaved paint is kept
    /// first: to its file where `toFile` says so (Open) and it has one, else an autosave.
    func openPainting(at path: String, toFile: Bool) {
        paintPending()
        let started = MonotonicClock.now()
        guard let (opened, notes) = documents.openFile(path, replacing: session) else { return }
        guard replacePainting(with: opened, path: path, toFile: toFile) else { return }
        for note in notes { Console.tell("\(path): \(note)") }
        Console.say("opened \(path) (\(opened.canvas.width)x\(opened.canvas.height))")
        recent.note(DocumentController.absolutePath(path))
        figures.noteFileOpened(at: started)
    }

    /// Puts `opened` in place of the painting (the file at `path`, or a new painting where
    /// `path` is nil), once the painting's unsaved paint is safe (see `mayReplace`); its
    /// recording is completed. The new painting keeps the pen's slot and brush. Returns whether
    /// it was put in place.
    @discardableResult
    func replacePainting(with opened: PaintSession, path: String?, toFile: Bool) -> Bool {
        let screen: ScreenCanvas
        do {
            screen = try ScreenCanvas(renderer: drawer.renderer, store: opened.canvas, look: opened.canvasLook)
        } catch {
            Console.warn("\(error); the painting stays open")
            return false
        }
        // A transform's preview is not the painting's: it is dropped before anything is saved.
        choose(PaintTool())
        // The painting goes only once its unsaved paint is safe on disk.
        guard documents.mayReplace(session, with: path, opened: opened, toFile: toFile) else { return false }
        takeWrittenFiles()
        do {
            if let recording = try documents.finishRecording() {
                let why = path == nil ? "a new painting was started" : "a file was opened"
                Console.say("recorded \(feeder.counters.delivered) samples to \(recording) (\(why))")
            }
        } catch {
            Console.warn("\(error)")
        }
        opened.perform(.selectSlot(session.currentSlot))
        opened.perform(
            .loadBrush(
                path: session.engine.brush(for: .pen).path, radius: session.currentBrush.radius,
                color: session.currentBrush.color))
        session = opened
        drawer.screen = screen
        updateTitle()
        redraw()
        return true
    }

    /// The files saves and exports wrote go into the recent-files list.
    func takeWrittenFiles() {
        for path in documents.keeper.takeWritten() { recent.note(path) }
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
