import FlourishImage
import FlourishPaint

/// The streamed save: only the painted bounds, each row converted out of the tiles straight
/// into the PNG writer's one row buffer, so the cost follows what was painted, not the canvas.
enum PaintedPNG {
    /// Writes the painted bounds of `store` at `path`; returns them, or nil (and writes
    /// nothing) when nothing is painted.
    @discardableResult
    static func write(_ store: TileStore, to path: String, compression: PNGCompression = .default) throws -> PixelRect?
    {
        guard let bounds = store.paintedBounds else { return nil }
        try PNGStreamWriter.write(to: path, width: bounds.width, height: bounds.height, compression: compression) {
            row, out in
            store.fillStraightRGBA8Row(y: bounds.y + row, x0: bounds.x, width: bounds.width, into: out)
        }
        return bounds
    }

    /// The save as it was: the whole canvas as one 8-bit buffer, then libpng's simplified API.
    static func writeWholeCanvas(_ store: TileStore, to path: String) throws {
        let image = RGBAImage(width: store.width, height: store.height, pixels: store.straightRGBA8())
        try PNGFile.write(image, to: path)
    }
}
