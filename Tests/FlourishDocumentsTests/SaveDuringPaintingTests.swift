import Dispatch
import FlourishDocuments
import FlourishPaint
import FlourishTestSupport
import Synchronization
import Testing

/// Counts calls from any thread.
final class CallCounter: Sendable {
    private let count = Mutex(0)
    func add() { count.withLock { $0 += 1 } }
    var value: Int { count.withLock { $0 } }
}

/// A clock that moves one second each time it is read, so a job's `seconds` is known exactly.
final class SteppingClock: Sendable {
    private let now = Mutex(0.0)
    func read() -> Double {
        now.withLock {
            $0 += 1
            return $0
        }
    }
}

@Suite("Painting during a save never changes what that save writes")
struct SaveDuringPaintingTests {
    /// Strokes after the snapshot: over tiles the snapshot holds, and over tiles it has none of.
    static let laterStrokes: [(x: Double, y: Double)] = [(160, 130), (420, 60), (500, 400)]

    @Test("a snapshot written after more painting and a clear equals a deep copy taken before them")
    func snapshotIsWhatIsWritten() throws {
        let folder = try TemporaryFolder()
        let engine = try Painting.engine(strokes: Painting.strokes)
        let snapshot = DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper)
        let copy = Painting.deepCopy(of: engine.tiles)
        let before = rows(copy)

        let touched = Painting.paint(engine, strokes: Self.laterStrokes, startTime: 20)
        // The later strokes wrote tiles the snapshot holds and tiles it has none of.
        let held = Set(snapshot.canvas.paintedTiles)
        #expect(!touched.isDisjoint(with: held))
        #expect(!touched.isSubset(of: held))
        #expect(!compare(rows(engine.tiles), with: before).isFaithful)
        engine.clear()
        Painting.paint(engine, strokes: [(x: 300, y: 200)], startTime: 40)

        let fromSnapshot = folder.file("snapshot.ora")
        let fromCopy = folder.file("copy.ora")
        let fromNow = folder.file("now.ora")
        try DocumentWriter.write(snapshot, to: fromSnapshot)
        try DocumentWriter.write(DocumentSnapshot(canvas: copy.snapshot(), paper: Painting.paper), to: fromCopy)
        try DocumentWriter.write(DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), to: fromNow)

        // Both files decoded the same way: they must agree to the last bit.
        let snapshotRows = rows(try open(fromSnapshot).store)
        let comparison = compare(snapshotRows, with: rows(try open(fromCopy).store))
        #expect(comparison.isIdentical, "\(comparison)")
        #expect(comparison.identicalPainted > Painting.substantial)
        #expect(compare(snapshotRows, with: before).isFaithful)
        // Negative control: a save taken after the painting holds the painting's later state.
        let later = compare(rows(try open(fromNow).store), with: snapshotRows)
        #expect(later.wrong > 5_000, "\(later)")
    }

    @Test("a queued save held back while the canvas is painted on writes the canvas as it was when queued")
    func queuedSaveKeepsItsSnapshot() throws {
        let folder = try TemporaryFolder()
        let engine = try Painting.engine(strokes: Painting.strokes)
        let before = rows(engine.tiles)
        let release = DispatchSemaphore(value: 0)
        let wakes = CallCounter()
        let clock = SteppingClock()
        let queue = SaveQueue(wake: { wakes.add() }, clock: { clock.read() }, beforeEachJob: { release.wait() })
        let path = folder.file("painting.ora")
        queue.enqueue(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), path: path,
                kind: .save, stateID: 7))

        // The job waits for the semaphore: it cannot have written anything yet.
        #expect(queue.pending == 1)
        Painting.paint(engine, strokes: Self.laterStrokes, startTime: 20)
        engine.clear()
        Painting.paint(engine, strokes: [(x: 300, y: 200)], startTime: 40)
        let after = rows(engine.tiles)
        #expect(!compare(after, with: before).isFaithful)
        release.signal()
        queue.waitUntilDone()

        #expect(queue.pending == 0)
        let outcomes = queue.takeFinished()
        #expect(outcomes.count == 1)
        let outcome = try #require(outcomes.first)
        #expect(outcome.error == nil)
        #expect(outcome.writtenTo == path)
        #expect(outcome.job.stateID == 7 && outcome.job.kind == .save)
        // The stepping clock was read once before and once after the write.
        #expect(outcome.seconds == 1)
        #expect(wakes.value == 1)
        let saved = rows(try open(path).store)
        let comparison = compare(saved, with: before)
        #expect(comparison.isFaithful, "\(comparison)")
        #expect(comparison.identicalPainted > Painting.substantial)
        #expect(compare(saved, with: after).wrong > 5_000)
    }

    /// The same, with the painting done while the save thread reads the snapshot, not before it
    /// starts: the copy-on-write between the canvas and a snapshot is what
    /// `scripts/test --sanitize thread` must see from both threads at once.
    @Test("painting and clearing while the save thread writes leave the file as the canvas was when queued")
    func paintingWhileWriting() throws {
        let folder = try TemporaryFolder()
        let engine = try Painting.engine(strokes: Painting.strokes)
        let before = rows(engine.tiles)
        let started = DispatchSemaphore(value: 0)
        let queue = SaveQueue(wake: {}, clock: { 0 }, beforeEachJob: { started.signal() })
        let path = folder.file("painting.ora")
        queue.enqueue(
            SaveQueue.Job(
                snapshot: DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper), path: path,
                kind: .save, stateID: 1))
        // The save thread is about to write (or writing): paint over the tiles it reads.
        started.wait()
        Painting.paint(engine, strokes: Self.laterStrokes + Painting.strokes, startTime: 20)
        engine.clear()
        Painting.paint(engine, strokes: [(x: 300, y: 200)], startTime: 40)
        queue.waitUntilDone()

        let outcome = try #require(queue.takeFinished().first)
        #expect(outcome.error == nil)
        let saved = rows(try open(path).store)
        let comparison = compare(saved, with: before)
        #expect(comparison.isFaithful, "\(comparison)")
        #expect(comparison.identicalPainted > Painting.substantial)
        #expect(compare(saved, with: rows(engine.tiles)).wrong > 5_000)
    }

    @Test("pending counts the queued jobs; they finish in order, each waking the loop once")
    func jobsInOrder() throws {
        let folder = try TemporaryFolder()
        let first = try Painting.engine(strokes: Painting.strokes)
        let second = try Painting.engine(strokes: Painting.otherStrokes)
        let release = DispatchSemaphore(value: 0)
        let wakes = CallCounter()
        let queue = SaveQueue(wake: { wakes.add() }, clock: { 0 }, beforeEachJob: { release.wait() })
        #expect(queue.pending == 0)
        let paths = [folder.file("first.ora"), folder.file("second.png")]
        for (index, engine) in [first, second].enumerated() {
            queue.enqueue(
                SaveQueue.Job(
                    snapshot: DocumentSnapshot(canvas: engine.tiles.snapshot(), paper: Painting.paper),
                    path: paths[index],
                    kind: index == 0 ? .save : .autosave, fullCanvas: true, stateID: index))
        }
        #expect(queue.pending == 2)
        #expect(queue.takeFinished().isEmpty)
        #expect(wakes.value == 0)
        release.signal()
        release.signal()
        queue.waitUntilDone()

        #expect(queue.pending == 0)
        let outcomes = queue.takeFinished()
        #expect(outcomes.map(\.job.path) == paths)
        #expect(outcomes.map(\.job.stateID) == [0, 1])
        #expect(outcomes.map(\.job.kind) == [.save, .autosave])
        #expect(outcomes.allSatisfy { $0.error == nil })
        #expect(wakes.value == 2)
        // Taken once: a second look finds nothing new.
        #expect(queue.takeFinished().isEmpty)
        #expect(compare(rows(try open(paths[0]).store), with: rows(first.tiles)).isFaithful)
        #expect(compare(rows(try open(paths[1]).store), with: rows(second.tiles)).isFaithful)
        // Each file holds its own job's painting, not the other's.
        #expect(!compare(rows(try open(paths[0]).store), with: rows(second.tiles)).isFaithful)
    }
}
