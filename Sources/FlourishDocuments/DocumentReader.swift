import FlourishCompositing
import FlourishImage
import FlourishMemory
import FlourishOpenRaster
import FlourishPaint
import FlourishStorage

/// Opens paintings: first `inspect` (sizes and paper, checked before anything is allocated),
/// then `load` into a canvas of that size.
public enum DocumentReader {
    /// What opening `path` gives. `canvas` is the size a new painting would have: a PNG larger
    /// than it grows it (and says so); `limit` is `max_canvas`.
    /// `budget` is what the painting may take in memory: a file whose layers would need more
    /// is refused here, naming the need and the budget, before any pixel is decoded.
    public static func inspect(
        _ path: String, canvas: (width: Int, height: Int), limit: (width: Int, height: Int),
        budget: MemoryBudget = .machineDefault
    ) throws(DocumentError) -> DocumentContents {
        var contents = try inspectPixels(path, canvas: canvas, limit: limit)
        do { try budget.check(contents.memoryNeed) } catch {
            throw DocumentError(path: path, reason: "opening it \(error)")
        }
        (contents.history, contents.notes) = HistoryReader.continued(by: contents)
        return contents
    }

    /// What `inspect` finds of the pixels, before the history.
    static func inspectPixels(
        _ path: String, canvas: (width: Int, height: Int), limit: (width: Int, height: Int)
    ) throws(DocumentError) -> DocumentContents {
        // A folder, a device or a pipe is refused by name before anything opens it: a FIFO
        // would wait for a writer, `/dev/zero` would be read for ever, a folder would reach
        // libzip as "Operation not supported".
        if let refusal = FileStatus.refusal(of: path) { throw DocumentError(path: path, reason: refusal) }
        let format = try DocumentFormat(path: path)
        switch format {
        case .png:
            let reader: PNGStreamReader
            // Opening reads only the header, so it needs no pixel limit of its own: the size is
            // checked against max_canvas just below, in words that name the setting (a limit here
            // would refuse a large image first, in words that do not).
            do { reader = try PNGStreamReader.open(path, maxPixels: .max) } catch {
                throw DocumentError(path: path, reason: error.reason)
            }
            let (width, height) = (reader.width, reader.height)
            try check(width, height, limit: limit, path: path)
            let grown = (max(canvas.width, width), max(canvas.height, height))
            var notes: [String] = []
            if grown != canvas {
                notes.append("the canvas grew from \(canvas.width)x\(canvas.height) to \(grown.0)x\(grown.1) to hold the \(width)x\(height) image")
            }
            var contents = DocumentContents(
                path: path, format: .png, canvasWidth: grown.0, canvasHeight: grown.1, paper: nil, notes: notes,
                source: .png)
            contents.memoryNeed = withHistory(
                pngNeed(width: width, height: height, interlaced: reader.isInterlaced, canvas: grown), path: path, reader: nil)
            return contents
        case .openRaster:
            return try inspectOpenRaster(path, limit: limit)
        }
    }

    /// Puts the file's pixels on `store` (a fresh canvas of the inspected size), decoded
    /// through `curve`: the file's colour space's (a PNG's, the painting's).
    public static func load(
        _ contents: DocumentContents, into store: TileStore, curve: TransferCurve = .legacy
    ) throws(DocumentError) {
        switch contents.source {
        case .png:
            do {
                let reader = try PNGStreamReader.open(contents.path, maxPixels: store.width * store.height)
                let width = reader.width
                try reader.readRows { row, pixels in
                    store.writeStraightRGBA8Row(y: row, x0: 0, width: width, from: pixels, curve: curve)
                }
            } catch {
                throw DocumentError(path: contents.path, reason: error.reason)
            }
        case .openRaster(let reader, let layers, let origin, let eotf):
            try loadOpenRaster(reader, layers: layers, origin: origin, eotf: eotf, into: store, curve: curve)
        case .openRasterLayers(let opening):
            // Into one store: the shown layers flattened.
            try loadOpenRaster(
                opening.reader, layers: opening.flattened.filter(\.isDrawn), origin: opening.origin, eotf: opening.eotf,
                into: store, curve: curve)
        }
        // What was loaded is the start, not a change: nothing to redraw later from this list.
        _ = store.takeDirtyTiles()
    }

    static func check(_ width: Int, _ height: Int, limit: (width: Int, height: Int), path: String) throws(DocumentError) {
        guard width <= limit.width, height <= limit.height else {
            throw DocumentError(
                path: path, reason: "\(width)x\(height) is larger than max_canvas \(limit.width)x\(limit.height)")
        }
    }
}
