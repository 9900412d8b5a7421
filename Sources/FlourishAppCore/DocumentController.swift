import FlourishDocuments
import FlourishReplay
import FlourishSession
import FlourishSessionSetup
import FlourishStorage
import Foundation

/// The painting's files, as the window handles them: what a start opens (the file, or an
/// autosave to recover), Ctrl+S, files dropped onto the window, the saves that finish on the
/// save thread, `--record`'s recording, and the way out. It owns the `DocumentKeeper`, the
/// recorder and what the title says of the file; the app hands it the session and carries
/// out the rest (the screen).
@MainActor
package final class DocumentController {
    package let keeper: DocumentKeeper
    /// `--full-canvas`: a PNG holds the whole canvas, not only the painted part.
    private let fullCanvas: Bool
    /// What the title says after the file's name when no save is under way (recovered…, or
    /// which file is kept as it was).
    private var titleNote: String?
    /// Writes the session's records to `--record`'s file; nil when not recording.
    private var recorder: SessionRecorder?
    /// The template of a dropped file opened but not yet in place (see `mayReplace`).
    private var droppedTemplate: OpenRasterTemplate?
    /// Counts the paintings this window held: a file chooser's answer applies to the painting
    /// it was asked about, which a different number shows is gone.
    package private(set) var paintingNumber = 0

    /// - Parameters:
    ///   - environment: where the autosave folder is (XDG_STATE_HOME, HOME).
    ///   - wake: wakes the frame loop when a save finishes (on the save thread).
    package init(
        autosaveSeconds: Double, fullCanvas: Bool, environment: [String: String] = ProcessInfo.processInfo.environment,
        wake: @escaping @Sendable () -> Void
    ) {
        keeper = DocumentKeeper(autosaveSeconds: autosaveSeconds, environment: environment, wake: wake)
        self.fullCanvas = fullCanvas
    }

    // MARK: Starting

    /// Works out the painting's file (`FILE`, else `--save`) and what to open: its newest
    /// autosave where that holds paint the file does not (unless `--no-recover`), else the
    /// file. Sets `setup`'s canvas to the size the opened file needs; checks it against
    /// `max_canvas` before anything is allocated.
    package func startingPoint(options: PaintOptions, setup: inout SessionSetup) throws(DocumentError) -> StartingPoint? {
        let document = (options.openPath ?? options.savePath).map(Self.absolutePath)
        setup.documentPath = document
        let canvas = (setup.canvasWidth, setup.canvasHeight)
        let limit = (setup.maxCanvasWidth, setup.maxCanvasHeight)
        var start: StartingPoint?
        // A painting of another app's file is kept beside it (see `keepBeside`): its
        // autosaves are under that name, or a numbered one where that was taken.
        // Each autosave folder is looked through once.
        let ownRecovery = keeper.recovery(for: document)
        let besideRecovery = document.flatMap { recoveryBeside($0) }
        if let besideRecovery, ownRecovery == nil {
            setup.documentPath = besideRecovery.document
        }
        // The file the painting is written back to (opened, named by --save, or the beside
        // file an earlier run of this painting saved) is its own; a name Flourish picks is not.
        defer { if let path = setup.documentPath, path == document || path == besideRecovery?.document { keeper.own(path) } }
        if options.recover, let found = ownRecovery ?? besideRecovery?.autosave {
            do {
                let contents = try DocumentReader.inspect(found.path, canvas: canvas, limit: limit, budget: setup.memoryBudget)
                let since = Self.timestamp(found.modified)
                Console.tell("recovered \(found.path) (unsaved since \(since))")
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
                Console.tell("\(path) does not exist yet: a new painting, saved there with Ctrl+S")
                return nil
            }
            start = StartingPoint(
                contents: try DocumentReader.inspect(path, canvas: canvas, limit: limit, budget: setup.memoryBudget),
                recovered: false)
        }
        guard var start else { return nil }
        if let (beside, message) = keepBeside(start.contents) {
            setup.documentPath = beside
            start.note = start.note ?? Self.keptNote(start.contents.path)
            start.besideMessage = message
        }
        (setup.canvasWidth, setup.canvasHeight) = (start.contents.canvasWidth, start.contents.canvasHeight)
        return start
    }

    /// Puts `start`'s pixels on the fresh `session`; then, and only then, says what the
    /// painter must know of the file (its notes, where the painting will be saved): a file
    /// that fails to open was never going to be saved anywhere.
    package func open(_ start: StartingPoint, in session: PaintSession) throws(DocumentError) {
        keeper.template = try DocumentReader.open(start.contents, into: session, recovered: start.recovered)
        for note in start.contents.notes { Console.tell("\(start.contents.path): \(note)") }
        if let note = start.contents.colorSpaceNote(setting: session.setup.colorSpace) {
            Console.tell("\(start.contents.path): \(note)")
        }
        if let message = start.besideMessage { Console.warn(message) }
        titleNote = start.note
    }

    /// The newest autosave of a painting kept beside `document` by an earlier run, and that
    /// painting's file: under `<name>-flourish.ora` or a numbered name taken after it.
    private func recoveryBeside(_ document: String) -> (document: String, autosave: (path: String, modified: Date))? {
        var newest: (document: String, autosave: (path: String, modified: Date))?
        for candidate in FreshName.taken(Self.besidePath(document)) {
            guard let found = keeper.recovery(for: candidate) else { continue }
            if newest.map({ found.modified > $0.autosave.modified }) ?? true { newest = (candidate, found) }
        }
        return newest
    }

    // MARK: Painting

    /// The painting changed at `now`: the autosave clock runs.
    package func noteChange(at now: Double) { keeper.noteChange(at: now) }

    /// Autosaves `session` where it has been unsaved long enough.
    package func autosaveIfDue(_ session: PaintSession, at now: Double) { keeper.autosaveIfDue(session, at: now) }

    /// When the loop must wake for the next autosave.
    package func autosaveDeadline(at now: Double) -> Double? { keeper.secondsUntilAutosave(at: now).map { now + $0 } }

    /// Whether a save or autosave is under way.
    package var isSaving: Bool { keeper.pending > 0 }

    /// Ctrl+S: the painting to its file (`flourish-<time>.ora` here where it has none yet),
    /// written on the save thread while painting goes on.
    package func save(_ session: PaintSession) {
        keeper.save(session, to: session.documentPath ?? Self.defaultSavePath(), fullCanvas: fullCanvas)
    }

    /// Save As: the painting to `path`, which becomes its file once written (on the save thread).
    package func saveAs(_ session: PaintSession, to path: String) {
        keeper.saveAs(session, to: path, fullCanvas: fullCanvas)
    }

    /// Export: a PNG of the painting to `path` (on the save thread); nothing else changes.
    package func export(_ session: PaintSession, to path: String) {
        keeper.export(session, to: path, fullCanvas: fullCanvas)
    }

    /// Saves that finished on the save thread: the session learns what reached its file.
    package func takeSaveOutcomes(into session: PaintSession) {
        keeper.takeFinished(into: session)
        if !session.isDocumentDirty { titleNote = nil }
    }

    /// What the title says after the file's name.
    package var titleStatus: String? { isSaving ? "saving…" : titleNote }

    /// The overlay's line about the file: its name, starred while unsaved, and the last save.
    package func overlayLine(for session: PaintSession) -> String {
        let name = session.documentPath.map(DocumentKeeper.name) ?? "untitled"
        let state = isSaving ? "saving…" : keeper.lastOutcome
        return (session.isDocumentDirty ? "*" : "") + name + "   " + state
    }

    // MARK: Recording

    /// `--record PATH`: from now on `session`'s samples and commands are written to `path`,
    /// which appears complete at `finishRecording`.
    package func startRecording(_ session: PaintSession, to path: String) throws(FileWriteError) {
        recorder = try SessionRecorder(recording: session, to: path)
    }

    /// Writes what `changes` say to record; returns the problem writing it, if there was one.
    package func record(_ changes: SessionChanges) -> String? {
        guard let recorder, !changes.records.isEmpty else { return nil }
        do { try recorder.append(changes) } catch { return "\(error)" }
        return nil
    }

    /// Commits the recording and stops it; returns its path (nil when none was being made).
    package func finishRecording() throws(FileWriteError) -> String? {
        defer { recorder = nil }
        return try recorder?.finish()
    }

    // MARK: Other paintings

    /// A file dropped onto the window or chosen to open, read and put on a fresh session of its
    /// size (with the current one's settings and view size); nil, said, where it cannot be
    /// opened: the painting stays.
    package func openFile(_ path: String, replacing current: PaintSession) -> (session: PaintSession, notes: [String])? {
        let setup = current.setup
        let contents: DocumentContents
        do {
            contents = try DocumentReader.inspect(path, for: setup)
        } catch {
            Console.warn("\(error); the painting stays open")
            return nil
        }
        var opened = setup
        (opened.canvasWidth, opened.canvasHeight) = (contents.canvasWidth, contents.canvasHeight)
        let beside = keepBeside(contents)
        opened.documentPath = beside?.path ?? Self.absolutePath(path)
        do {
            let session = try PaintSession(
                setup: opened, viewport: (current.view.viewportWidth, current.view.viewportHeight))
            droppedTemplate = try DocumentReader.open(contents, into: session)
            if let message = beside?.message { Console.warn(message) }
            return (session, contents.notes + [contents.colorSpaceNote(setting: setup.colorSpace)].compactMap { $0 })
        } catch {
            Console.warn("\(error); the painting stays open")
            return nil
        }
    }

    /// A fresh painting `width` x `height` (Ctrl+N) with the current one's settings and view
    /// size, and no file yet; nil, said, where the size cannot be had.
    package func newPainting(width: Int, height: Int, replacing current: PaintSession) -> PaintSession? {
        var setup = current.setup
        (setup.canvasWidth, setup.canvasHeight) = (width, height)
        setup.documentPath = nil
        if let why = setup.canvasSizeProblem {
            Console.tell("a new canvas \(why); the painting stays open")
            return nil
        }
        do {
            return try PaintSession(setup: setup, viewport: (current.view.viewportWidth, current.view.viewportHeight))
        } catch {
            Console.warn("\(error); the painting stays open")
            return nil
        }
    }

    /// Whether `current` may be replaced by `opened` (the file at `path`, or a new painting
    /// where `path` is nil): only once its unsaved paint is safe on disk — an autosave for a
    /// drop, its own file for Open and New (`toFile`) where it has one — waited for: a
    /// replacement is rare and deliberate. Then the new painting starts a history of saves of
    /// its own.
    package func mayReplace(_ current: PaintSession, with path: String?, opened: PaintSession, toFile: Bool = false) -> Bool {
        guard keeper.keepBeforeReplacing(current, toFile: toFile, fullCanvas: fullCanvas) else {
            Console.warn("\(path ?? "the new painting") was not opened: the painting's unsaved paint could not be written anywhere")
            return false
        }
        paintingNumber += 1
        keeper.startNewPainting()
        guard let path else {
            keeper.template = nil
            titleNote = nil
            return true
        }
        if opened.documentPath == Self.absolutePath(path) { keeper.own(Self.absolutePath(path)) }
        keeper.template = droppedTemplate
        droppedTemplate = nil
        titleNote = opened.documentPath == Self.absolutePath(path) ? nil : Self.keptNote(path)
        return true
    }

    // MARK: Files kept as they were

    /// Where a painting of `contents` is saved when writing it over the file would lose what
    /// the file holds (another app's layers, modes, members): beside it, `<name>-flourish.ora`,
    /// the file left as it was, or the first free numbered name after it where that is there
    /// already (an earlier session's, or any file Flourish did not make now); with what to say
    /// once the file is open. Nil where the file can be written over.
    func keepBeside(_ contents: DocumentContents) -> (path: String, message: String)? {
        guard !contents.notKeptOnSave.isEmpty else { return nil }
        let preferred = Self.besidePath(Self.absolutePath(contents.path))
        let beside = FreshName.firstFree(preferred) ?? preferred
        let taken = beside == preferred ? "" : " (\(DocumentKeeper.name(preferred)) is there already and is not this painting's)"
        return (
            beside,
            "\(contents.path) holds what Flourish cannot write back (\(contents.notKeptOnSave.joined(separator: "; "))): "
                + "it stays as it is, and the painting is saved to \(beside)\(taken)"
        )
    }

    /// `<folder>/<name>-flourish.ora` for `<folder>/<name>.<ext>`.
    package static func besidePath(_ path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let stem = url.deletingPathExtension().lastPathComponent
        return url.deletingLastPathComponent().appendingPathComponent(stem + "-flourish.ora").path
    }

    /// The title's note for a file kept as it was.
    static func keptNote(_ path: String) -> String { "\(DocumentKeeper.name(path)) kept as it was" }

    // MARK: Leaving

    /// The way out: the painting saved (to its file, else an autosave, else the temporary
    /// folder). Returns where it ended up.
    package func finish(_ session: PaintSession) -> LeavingOutcome { keeper.finish(session, fullCanvas: fullCanvas) }

    // MARK: Paths

    package static func absolutePath(_ path: String) -> String {
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
}
