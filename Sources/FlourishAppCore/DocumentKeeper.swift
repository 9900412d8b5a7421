import FlourishDocuments
import FlourishFrameClock
import FlourishSession
import Foundation

/// Keeps the painting somewhere: Ctrl+S to its file, an autosave every `autosave_seconds` of
/// unsaved change, and the save every way out makes. Every write runs on the save queue's
/// thread from a snapshot taken here, so the window never waits for one; a save that fails
/// leaves the painting in the autosave folder instead, and says where.
@MainActor
package final class DocumentKeeper {
    package let queue: SaveQueue
    package let folder: AutosaveFolder
    private var timer: AutosaveTimer
    /// The autosaves this run wrote or recovered from: once the painting reaches its file
    /// they are stale, and are removed so a later start does not bring them back.
    private var ownAutosaves: [String] = []
    /// The canvas state the newest autosave holds (or the one recovered from), so an
    /// unchanged painting is not autosaved again.
    private var autosavedState: Int?
    /// Writes that reached neither their path nor a fallback: the painting is not in them.
    private var lostWrites = 0
    /// What the last finished write did, for the overlay.
    package private(set) var lastOutcome = "nothing saved yet"
    /// What the file the painting was opened from held, where it was another app's
    /// OpenRaster file: every save and autosave starts from it (see `OpenRasterTemplate`).
    package var template: OpenRasterTemplate?
    /// The members of that file saves have left out and the painter has been told of: each
    /// is said once, not at every save.
    private var toldDropped: Set<String> = []
    /// The files this painting may be written over: the one it was opened from (where it is
    /// written back), the one `--save` named, and those its saves made. Any other name a save
    /// is given is first taken fresh (see `FreshName`), so no file that was already there and
    /// is not this painting's is ever replaced.
    private var ownedPaths: Set<String> = []
    /// Names taken fresh for a save that has not reached them yet: released (removed while
    /// still empty) if the save fails.
    private var claimedPaths: Set<String> = []
    /// Files saves and exports reached since the last `takeWritten`, for the recent-files list.
    private var written: [String] = []

    /// - Parameter wake: wakes the frame loop when a save finishes (on the save thread).
    package init(autosaveSeconds: Double, environment: [String: String], wake: @escaping @Sendable () -> Void) {
        // Without HOME or XDG_STATE_HOME (a bare service) autosaves go to the temporary folder.
        folder =
            AutosaveFolder(environment: environment)
            ?? AutosaveFolder(path: FileManager.default.temporaryDirectory.path + "/flourish-autosave")
        timer = AutosaveTimer(interval: autosaveSeconds)
        queue = SaveQueue(wake: wake, clock: { MonotonicClock.now() })
    }

    /// Saves or autosaves queued or being written.
    package var pending: Int { queue.pending }

    /// The autosave `session` should start from instead of its file (or blank canvas), where
    /// one holds unsaved paint.
    package func recovery(for document: String?) -> (path: String, modified: Date)? {
        folder.recovery(for: document)
    }

    /// The session starts from the autosave at `path` (in state `stateID`): it is this run's
    /// own from now on.
    package func adopt(autosave path: String, stateID: Int) {
        ownAutosaves.append(path)
        autosavedState = stateID
    }

    /// The painting changed at `now` (the autosave clock starts at the first change).
    package func noteChange(at now: Double) {
        timer.noteChange(at: now)
    }

    /// Seconds until an autosave is due, for the loop's wait; nil while none waits.
    package func secondsUntilAutosave(at now: Double) -> Double? {
        timer.secondsLeft(at: now)
    }

    /// The painting may be written over `path` (it was opened from it, or told to save there).
    package func own(_ path: String) { ownedPaths.insert(path) }

    /// Ctrl+S: the painting to `path` (its file), or to a fresh autosave where that fails.
    /// A `path` this painting does not own is taken fresh first: where something is there
    /// already, the painting goes to the next free numbered name, and the painter is told.
    package func save(_ session: PaintSession, to path: String, fullCanvas: Bool) {
        enqueue(session.saveRequest(to: destination(for: path)), of: session, fullCanvas: fullCanvas)
    }

    /// Where a save asked to go to `path` goes (see `save`).
    private func destination(for path: String) -> String {
        if ownedPaths.contains(path) || claimedPaths.contains(path) { return path }
        switch FreshName.claim(path) {
        case .success(let name):
            claimedPaths.insert(name)
            if name != path {
                Console.warn("\(path) is there already and is not this painting's: the painting is saved to \(name) instead")
            }
            return name
        case .failure:
            // The folder takes no new file: the save fails there, in its own words, and the
            // painting goes to the autosave folder. Never over a file that is there.
            return FreshName.firstFree(path) ?? FreshName.numbered(path, FreshName.maxNumber + 1)
        }
    }

    /// Save As: the painting to `path`, the file the painter chose (and agreed to replace):
    /// once written it is the painting's file. Where it cannot be written, the painter is told
    /// and nothing changes; the painting stays open, as it was.
    package func saveAs(_ session: PaintSession, to path: String, fullCanvas: Bool) {
        own(path)
        let request = session.saveRequest(to: path)
        queue.enqueue(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(request, template: template), path: path, kind: .save, fullCanvas: fullCanvas,
                stateID: request.stateID))
    }

    /// Export: a PNG of the painting's composite to `path`; the painting's file, its state and
    /// its autosaves stay as they are.
    package func export(_ session: PaintSession, to path: String, fullCanvas: Bool) {
        let request = session.saveRequest(to: path)
        queue.enqueue(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(request, template: nil), path: path, kind: .export, fullCanvas: fullCanvas,
                stateID: request.stateID))
    }

    /// The files written since the last call (saves and exports that reached their path).
    package func takeWritten() -> [String] {
        defer { written.removeAll() }
        return written
    }

    /// A save `session` asked for (`SessionChanges.save`), written as Ctrl+S's is.
    package func save(_ request: SaveRequest, of session: PaintSession) {
        enqueue(request, of: session, fullCanvas: request.fullCanvas)
    }

    private func enqueue(_ request: SaveRequest, of session: PaintSession, fullCanvas: Bool) {
        queue.enqueue(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(request, template: template), path: request.path, kind: .save,
                fallback: newAutosavePath(for: session), fullCanvas: fullCanvas, stateID: request.stateID))
        // Everything up to now is in that save.
        timer.saved()
    }

    /// An autosave, when one is due at `now` and none is still being written.
    package func autosaveIfDue(_ session: PaintSession, at now: Double) {
        guard timer.isDue(at: now) else { return }
        guard session.isDocumentDirty, session.stateID != autosavedState else {
            // Undone back to what was saved or autosaved: nothing new to keep.
            timer.saved()
            return
        }
        guard !queue.isWriting(.autosave) else { return }
        autosave(session)
    }

    /// Writes the painting to a new autosave (on the queue's thread); returns its path.
    @discardableResult
    package func autosave(_ session: PaintSession, fallback: String? = nil) -> String {
        let path = newAutosavePath(for: session)
        let request = session.saveRequest(to: path)
        ownAutosaves.append(path)
        autosavedState = request.stateID
        queue.enqueue(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(request, template: template), path: path, kind: .autosave, fallback: fallback,
                stateID: request.stateID))
        timer.saved()
        return path
    }

    /// Before `session` is replaced (a dropped file; Open and New with `toFile`): writes its
    /// unsaved paint and waits for it — to its file where `toFile` says so and it has one, else
    /// to an autosave, falling back to the temporary folder. Returns whether the paint is
    /// safe: nothing unsaved, or written somewhere (and said where).
    package func keepBeforeReplacing(_ session: PaintSession, toFile: Bool = false, fullCanvas: Bool = false) -> Bool {
        queue.waitUntilDone()
        takeFinished(into: session)
        guard session.isDocumentDirty else { return true }
        if toFile, let path = session.documentPath {
            // A save that fails falls back to an autosave, and says where.
            save(session, to: path, fullCanvas: fullCanvas)
            queue.waitUntilDone()
            takeFinished(into: session)
            if !session.isDocumentDirty {
                Console.tell("the painting's unsaved paint was saved to \(path) first")
                return true
            }
            if let kept = ownAutosaves.last, FileManager.default.fileExists(atPath: kept) { return true }
        }
        if session.stateID == autosavedState, let kept = ownAutosaves.last, FileManager.default.fileExists(atPath: kept) {
            Console.tell("the painting's unsaved paint is in \(kept)")
            return true
        }
        let rescue = Self.rescuePath()
        let path = autosave(session, fallback: rescue)
        queue.waitUntilDone()
        takeFinished(into: session)
        guard let kept = [path, rescue].first(where: { FileManager.default.fileExists(atPath: $0) }) else { return false }
        if toFile { Console.tell("the painting's unsaved paint is in \(kept)") }
        return true
    }

    /// A new painting replaced the old: this run's autosaves and autosaved state were the old
    /// one's (they stay on disk for it), and its unsaved change is not the new one's.
    package func startNewPainting() {
        toldDropped.removeAll()
        ownedPaths.removeAll()
        ownAutosaves.removeAll()
        autosavedState = nil
        timer.saved()
    }

    /// Where paint goes when even the autosave folder cannot take it.
    package static func rescuePath() -> String {
        FileManager.default.temporaryDirectory.path + "/flourish-rescue-\(getpid())-\(Int(Date().timeIntervalSince1970)).ora"
    }

    private func newAutosavePath(for session: PaintSession) -> String {
        // A missing folder shows as the autosave's own error, naming it.
        try? folder.create()
        return folder.newPath(for: session.documentPath, at: Date())
    }

    /// Takes in the writes finished since the last call: the session learns what reached its
    /// file, the user where each write went. Returns how many writes failed.
    @discardableResult
    package func takeFinished(into session: PaintSession) -> Int {
        var failures = 0
        for outcome in queue.takeFinished() {
            let job = outcome.job
            if let error = outcome.error {
                failures += 1
                if job.kind == .save, claimedPaths.remove(job.path) != nil { FreshName.release(job.path) }
                if job.kind == .autosave, job.stateID == autosavedState { autosavedState = nil }
                let what = job.kind == .save ? "save" : job.kind == .export ? "export" : "autosave"
                Console.warn("could not \(what) \(error)")
                if let fallback = outcome.fallbackPath {
                    ownAutosaves.append(fallback)
                    Console.warn("the painting is in \(fallback) instead")
                    lastOutcome = "save failed; in \(Self.name(fallback))"
                } else if job.fallback == nil, job.kind != .autosave {
                    // Save As and Export: the painting is still open, and its file as it was.
                    Console.warn("nothing changed: the painting stays open as it was")
                    lastOutcome = "\(what) failed"
                } else {
                    if let fallbackError = outcome.fallbackError { Console.warn("could not autosave either: \(fallbackError)") }
                    lastOutcome = "\(what) failed"
                    lostWrites += 1
                }
                continue
            }
            switch job.kind {
            case .export:
                written.append(job.path)
                Console.tell("exported \(job.path)")
                lastOutcome = "exported \(Self.name(job.path)) in \(Int((outcome.seconds * 1000).rounded())) ms"
            case .save:
                written.append(job.path)
                claimedPaths.remove(job.path)
                ownedPaths.insert(job.path)
                session.noteSaved(to: job.path, stateID: job.stateID)
                Console.say("saved \(job.path)")
                let untold = outcome.report.droppedMembers.filter { toldDropped.insert($0).inserted }
                if !untold.isEmpty {
                    Console.tell("left out of \(Self.name(job.path)), as what they describe was painted over: \(untold.joined(separator: ", "))")
                }
                lastOutcome = "saved \(Self.name(job.path)) in \(Int((outcome.seconds * 1000).rounded())) ms"
                // The painting is in its file: its autosaves, and this run's under another
                // name (before it had a file), would only bring back less than it holds.
                folder.removeAll(of: job.path)
                for stale in ownAutosaves where stale != job.path { try? FileManager.default.removeItem(atPath: stale) }
                ownAutosaves.removeAll()
            case .autosave:
                Console.say("autosaved \(job.path)")
                lastOutcome = "autosaved in \(Int((outcome.seconds * 1000).rounded())) ms"
                folder.prune(session.documentPath)
                ownAutosaves.removeAll { !FileManager.default.fileExists(atPath: $0) }
            }
        }
        return failures
    }

    /// The way out: waits for the writes under way, then saves what is still unsaved — to the
    /// painting's file, else to an autosave, and where even that fails, to the temporary
    /// folder. Returns where the painting ended up (see `LeavingOutcome`).
    package func finish(_ session: PaintSession, fullCanvas: Bool) -> LeavingOutcome {
        queue.waitUntilDone()
        takeFinished(into: session)
        guard session.isDocumentDirty else {
            if let path = session.documentPath, FileManager.default.fileExists(atPath: path) {
                Console.say("the painting is in \(path)")
            }
            return .saved
        }
        if let path = session.documentPath {
            save(session, to: path, fullCanvas: fullCanvas)
        } else if session.stateID == autosavedState, let kept = ownAutosaves.last, FileManager.default.fileExists(atPath: kept) {
            // The newest autosave holds the painting as it is.
            Console.say("the painting has no file yet: it is in \(kept), and opens again at the next start")
            return .saved
        } else {
            autosave(session, fallback: Self.rescuePath())
        }
        queue.waitUntilDone()
        let lostBefore = lostWrites
        let failures = takeFinished(into: session)
        if lostWrites > lostBefore {
            // Neither the file nor the autosave folder took it: the temporary folder, last.
            let rescue = Self.rescuePath()
            let request = session.saveRequest(to: rescue)
            queue.enqueue(
                SaveQueue.Job(
                    snapshot: DocumentSnapshot(request, template: template), path: rescue, kind: .autosave,
                    stateID: request.stateID))
            queue.waitUntilDone()
            let stillLost = lostWrites
            takeFinished(into: session)
            guard lostWrites == stillLost else { return .lost }
            Console.warn("the painting is in \(rescue) instead")
            return .keptElsewhere
        }
        if failures == 0, session.documentPath == nil, let kept = ownAutosaves.last {
            Console.say("the painting has no file yet: it is in \(kept), and opens again at the next start")
        }
        return failures == 0 ? .saved : .keptElsewhere
    }

    package static func name(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
