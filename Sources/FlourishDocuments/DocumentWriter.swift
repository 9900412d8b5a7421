import FlourishImage
import FlourishPaint
import FlourishStorage

/// Writes a painting to a file, in the format its name asks for. Only what was painted is
/// written (the bounding box of the painted tiles), streamed row by row from the tiles, so a
/// save costs the painting, not the canvas; PNG can be asked for the whole canvas.
public enum DocumentWriter {
    /// How PNGs are compressed: no row filter, zlib level 1 (measured fastest on paintings, and
    /// smaller than any filter at levels 1-3; see `flourish-bench png`).
    public static let compression = PNGCompression.default

    /// Writes `snapshot` to `path`; what the file it was opened from held and the save left
    /// out is in the report.
    @discardableResult
    public static func write(
        _ snapshot: DocumentSnapshot, to path: String, fullCanvas: Bool = false
    ) throws(DocumentError) -> SaveReport {
        let format = try DocumentFormat(path: path)
        // A folder or a device is refused before any work (and before anything is written).
        do { _ = try Destination(path) } catch { throw DocumentError(path: path, reason: error.reason) }
        switch format {
        case .png:
            try writePNG(snapshot, to: path, fullCanvas: fullCanvas)
            return SaveReport()
        case .openRaster:
            return try writeOpenRaster(snapshot, to: path)
        }
    }

    /// The painted bounds (or the canvas), straight alpha, stored through the painting's
    /// curve: what the painter sees, transparent where unpainted where every layer on the
    /// paper is Normal, the paper included where a mode blends with it (see
    /// `CanvasLook.fillExportRow`). A blank painting is one transparent pixel (PNG has no
    /// empty image).
    static func writePNG(_ snapshot: DocumentSnapshot, to path: String, fullCanvas: Bool) throws(DocumentError) {
        let canvas = snapshot.canvas
        let look = snapshot.look
        let box =
            fullCanvas
            ? PixelRect(x: 0, y: 0, width: canvas.width, height: canvas.height)
            : canvas.paintedBounds ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        do {
            try PNGStreamWriter.write(to: path, width: box.width, height: box.height, compression: compression) { row, out in
                look.fillExportRow(of: canvas, y: box.y + row, x0: box.x, width: box.width, into: out)
            }
        } catch {
            throw DocumentError(path: path, reason: error.reason)
        }
    }
}
