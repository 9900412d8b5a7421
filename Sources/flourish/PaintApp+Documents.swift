import CSDL2
import FlourishAppCore
import FlourishDocuments
import FlourishSession
import FlourishSessionSetup
import Foundation

/// The painting's file: what the window starts from (a file, an autosave to recover, a blank
/// canvas), Ctrl+S, files dropped onto the window, and the X server's loss.
extension PaintApp {
    /// Where a start takes its pixels from: a file to open, or an autosave of unsaved paint.
    struct StartingPoint {
        var contents: DocumentContents
        var recovered: Bool
        /// For the title: what was recovered.
        var note: String?
    }

    /// Works out the painting's file (`FILE`, else `--save`) and what to open: its newest
    /// autosave where that holds paint the file does not (unless `--no-recover`), else the
    /// file. Sets `setup`'s canvas to the size the opened file needs; checks it against
    /// `max_canvas` before anything is allocated.
    static func startingPoint(
        options: PaintOptions, setup: inout SessionSetup, keeper: DocumentKeeper
    ) throws(DocumentError) -> StartingPoint? {
        let document = (options.openPath ?? options.savePath).map(absolutePath)
        setup.documentPath = document
        let canvas = (setup.canvasWidth, setup.canvasHeight)
        let limit = (setup.maxCanvasWidth, setup.maxCanvasHeight)
        var start: StartingPoint?
        if options.recover, let found = keeper.recovery(for: document) {
            do {
                let contents = try DocumentReader.inspect(found.path, canvas: canvas, limit: limit)
                let since = timestamp(found.modified)
                Console.say("recovered \(found.path) (unsaved since \(since))")
                // Opened into a fresh canvas, the painting starts in state 0.
                keeper.adopt(autosave: found.path, stateID: 0)
                start = StartingPoint(contents: contents, recovered: true, note: "recovered, unsaved since \(since)")
            } catch {
                // A damaged autosave does not stop the painting it belongs to from opening.
                Console.warn("\(error); not recovered")
            }
        }
        if start == nil, let path = options.openPath {
            guard FileManager.default.fileExists(atPath: path) else {
                Console.say("\(path) does not exist yet: a new painting, saved there with Ctrl+S")
                return nil
            }
            start = StartingPoint(
                contents: try DocumentReader.inspect(path, canvas: canvas, limit: limit), recovered: false)
        }
        guard let start else { return nil }
        for note in start.contents.notes { Console.say("\(start.contents.path): \(note)") }
        (setup.canvasWidth, setup.canvasHeight) = (start.contents.canvasWidth, start.contents.canvasHeight)
        return start
    }

    static func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    static func timestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        return formatter.string(from: date)
    }

    /// Where Ctrl+S puts a painting that has no file yet: `flourish-<time>.ora` here.
    static func defaultSavePath() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        return absolutePath("flourish-\(formatter.string(from: Date())).ora")
    }

    /// Ctrl+S: the painting to its file, written on the save thread while painting goes on.
    func save() {
        paintPending()
        keeper.save(session, to: session.documentPath ?? Self.defaultSavePath(), fullCanvas: options.fullCanvas)
        updateTitle()
    }

    /// Saves finished on the save thread: the session and the title learn of them.
    func takeSaveOutcomes() {
        keeper.takeFinished(into: session)
        if !session.isDocumentDirty { recoveredNote = nil }
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
        let limit = (session.setup.maxCanvasWidth, session.setup.maxCanvasHeight)
        let contents: DocumentContents
        do {
            contents = try DocumentReader.inspect(path, canvas: (session.setup.canvasWidth, session.setup.canvasHeight), limit: limit)
        } catch {
            Console.warn("\(error); the painting stays open")
            return
        }
        var setup = session.setup
        (setup.canvasWidth, setup.canvasHeight) = (contents.canvasWidth, contents.canvasHeight)
        setup.documentPath = Self.absolutePath(path)
        let opened: PaintSession
        let screen: ScreenCanvas
        do {
            opened = try PaintSession(setup: setup, viewport: (session.view.viewportWidth, session.view.viewportHeight))
            try DocumentReader.open(contents, into: opened)
            screen = try ScreenCanvas(renderer: drawer.renderer, store: opened.canvas, paper: opened.paper)
        } catch {
            Console.warn("\(error); the painting stays open")
            return
        }
        // The painting goes only once its unsaved paint is safe on disk.
        guard keeper.keepBeforeReplacing(session) else {
            Console.warn("\(path) was not opened: the painting's unsaved paint could not be written anywhere")
            return
        }
        keeper.startNewPainting()
        do {
            if let recording = try recorder?.finish() {
                Console.say("recorded \(feeder.counters.delivered) samples to \(recording) (a file was opened)")
            }
        } catch {
            Console.warn("\(error)")
        }
        recorder = nil
        for note in contents.notes { Console.say("\(path): \(note)") }
        // The new painting keeps the slot and brush the pen had.
        opened.perform(.selectSlot(session.currentSlot))
        opened.perform(.loadBrush(path: session.engine.brush(for: .pen).path, radius: session.currentBrush.radius, color: session.currentBrush.color))
        session = opened
        drawer.screen = screen
        recoveredNote = nil
        Console.say("opened \(path) (\(contents.canvasWidth)x\(contents.canvasHeight))")
        updateTitle()
        redraw()
    }

    /// Losing the X server ends the app the way quitting does, without the window: Xlib calls
    /// this from inside the call that found the connection gone, on the main thread.
    func watchXConnection() {
        guard let display = window.x11Display else { return }
        XConnectionLoss.onLoss = { [unowned self] reason in
            windowGone = true
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
