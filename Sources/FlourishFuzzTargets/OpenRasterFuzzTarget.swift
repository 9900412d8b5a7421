import FlourishDocuments
import FlourishMemory
import FlourishSession
import FlourishSessionSetup
import Foundation
import Synchronization

/// An OpenRaster file from any bytes, opened as the window opens one: the bytes written to a
/// temporary `.ora`, `DocumentReader.inspect` (the file opened and its tree read, its flat view
/// and notes, the history), then `DocumentReader.open` into a fresh session of the size it asks
/// for, from the file as inspect opened it (every layer's PNG decoded onto its own store, or the
/// layers flattened). Under a small max_canvas, so each
/// input is quick whatever it claims. A refusal is one line naming the file; so is each note
/// the window would print; nothing traps.
enum OpenRasterFuzzTarget {
    /// max_canvas for the fuzzer: large enough for every seed, small enough that a canvas, a
    /// flattened layer or an interlaced PNG decoded whole costs at most a few MiB.
    static let maxCanvas = (width: 256, height: 256)
    /// The canvas a PNG would grow from (a new painting's size).
    static let canvas = (width: 64, height: 64)
    /// What an input may need: room for any file max_canvas lets through, so the budget's
    /// refusals are met where a file claims more than it holds.
    static let budget = MemoryBudget.resolve(megabytes: 64)

    /// Tells apart the files of inputs run at once in one process (the unit tests run targets
    /// in parallel).
    private static let serial = Atomic<Int>(0)

    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) -> FuzzOutcome {
        let number = serial.add(1, ordering: .relaxed).newValue
        let path = NSTemporaryDirectory() + "flourish-fuzz-\(getpid())-\(number)-\(FuzzTarget.inputName).ora"
        guard FileManager.default.createFile(atPath: path, contents: Data(buffer: bytes)) else {
            throw FuzzFailure("cannot write the input to \(path)")
        }
        defer { unlink(path) }
        let contents: DocumentContents
        do {
            contents = try DocumentReader.inspect(path, canvas: canvas, limit: maxCanvas, budget: budget)
        } catch {
            return try refused(error, path: path)
        }
        for note in contents.notes + contents.notKeptOnSave {
            try MessagePromise.check("\(path): \(note)", startsWith: "\(path): ")
        }
        guard contents.canvasWidth <= maxCanvas.width, contents.canvasHeight <= maxCanvas.height else {
            throw FuzzFailure("inspect let a \(contents.canvasWidth)x\(contents.canvasHeight) canvas past max_canvas")
        }
        var setup = SessionSetup()
        (setup.canvasWidth, setup.canvasHeight) = (contents.canvasWidth, contents.canvasHeight)
        (setup.maxCanvasWidth, setup.maxCanvasHeight) = maxCanvas
        // One brush for every slot: loaded once each, the same for every input.
        setup.slotBrushes = Array(repeating: "classic/pencil", count: SessionSetup.defaultSlotBrushes.count)
        setup.eraserBrush = "classic/pencil"
        let session: PaintSession
        do { session = try PaintSession(setup: setup) } catch {
            throw FuzzFailure("the session could not be made: \(error)")
        }
        do { try DocumentReader.open(contents, into: session) } catch {
            return try refused(error, path: path)
        }
        LargestAccepted.note(inputBytes: bytes.count, need: contents.memoryNeed, budget: budget.bytes)
        return .accepted
    }

    /// A refusal, checked: it names the input's file and fits on one short line.
    static func refused(_ error: DocumentError, path: String) throws(FuzzFailure) -> FuzzOutcome {
        guard error.path == path else { throw FuzzFailure("error names '\(error.path)', not the file: \(error)") }
        try MessagePromise.check(error.description, startsWith: "\(path): ")
        return .refused(error.description)
    }
}
