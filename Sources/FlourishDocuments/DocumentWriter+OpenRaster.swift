import FlourishImage
import FlourishOpenRaster
import FlourishPaint
import FlourishSamples

extension DocumentWriter {
    /// The namespace of the `<image>` attributes only Flourish reads back.
    static let namespace = (prefix: "flourish", uri: "urn:flourish:openraster:1")

    /// OpenRaster holding what was painted, as MyPaint writes its own files: the image is the
    /// painted bounds (so a save costs the painting, not the canvas); a layer "painting" over a
    /// layer "paper" of the paper colour; the merged image (painting over paper) and a
    /// thumbnail. Flourish's own attributes on `<image>` keep the canvas's size, where the
    /// image lies on it and the paper, so opening the file gives back the same canvas.
    static func writeOpenRaster(_ snapshot: DocumentSnapshot, to path: String) throws(DocumentError) {
        let canvas = snapshot.canvas
        // The painted bounds of every layer (a hidden one's too: it is kept).
        let box =
            ([canvas.paintedBounds] + snapshot.layers.map(\.canvas.paintedBounds)).compactMap { $0 }.reduce(nil) {
                (joined: PixelRect?, next: PixelRect) -> PixelRect? in joined.map { $0.union(next) } ?? next
            } ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        let paper = snapshot.paper
        func encode(_ name: String, width: Int, height: Int, fill: (Int, UnsafeMutablePointer<UInt8>) -> Void)
            throws(DocumentError) -> [UInt8]
        {
            do {
                return try PNGStreamWriter.encode(name: "\(path): \(name)", width: width, height: height, compression: compression, fillRow: fill)
            } catch {
                throw DocumentError(path: path, reason: "\(name): \(error.reason)")
            }
        }
        // One plain layer is written as "painting"; several each as themselves, top first
        // in the stack as OpenRaster orders it.
        var paintLayers: [OpenRasterWriter.Layer] = []
        if snapshot.layers.isEmpty {
            let painting = try encode("painting layer", width: box.width, height: box.height) { row, out in
                canvas.fillStraightRGBA8Row(y: box.y + row, x0: box.x, width: box.width, into: out)
            }
            paintLayers = [OpenRasterWriter.Layer(name: "painting", png: painting)]
        } else {
            for layer in snapshot.layers {
                let png = try encode("layer \"\(layer.name)\"", width: box.width, height: box.height) { row, out in
                    layer.canvas.fillStraightRGBA8Row(y: box.y + row, x0: box.x, width: box.width, into: out)
                }
                paintLayers.append(
                    OpenRasterWriter.Layer(
                        name: layer.name, opacity: layer.opacity, isVisible: layer.isVisible, compositeOp: layer.compositeOp,
                        png: png))
            }
        }
        let paperLayer = try encode("paper layer", width: box.width, height: box.height) { _, out in
            for x in 0..<box.width { (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (paper.r, paper.g, paper.b, 255) }
        }
        let merged = try encode("merged image", width: box.width, height: box.height) { row, out in
            canvas.fillStraightRGBA8Row(y: box.y + row, x0: box.x, width: box.width, into: out)
            Self.layOverPaper(out, count: box.width, paper: paper)
        }
        let thumbnail = Thumbnail(canvas: canvas, box: box, paper: paper)
        let thumbnailPNG = try encode("thumbnail", width: thumbnail.width, height: thumbnail.height) { row, out in
            thumbnail.fill(row: row, into: out)
        }
        var writer = OpenRasterWriter(
            width: box.width, height: box.height,
            layers: [OpenRasterWriter.Layer(name: "paper", png: paperLayer)] + paintLayers,
            mergedPNG: merged, thumbnailPNG: thumbnailPNG)
        writer.namespace = namespace
        // The paper as MyPaint's background: MyPaint shows it as its paper, not as a paint
        // layer floating on its own (Flourish reads its own paper from `paper` below).
        let tile = try encode("paper tile", width: 64, height: 64) { _, out in
            for x in 0..<64 { (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (paper.r, paper.g, paper.b, 255) }
        }
        writer.myPaintBackground = (layer: 0, tilePNG: tile)
        writer.imageAttributes = [
            ("canvas-width", "\(canvas.width)"), ("canvas-height", "\(canvas.height)"),
            ("x", "\(box.x)"), ("y", "\(box.y)"), ("paper", paper.description),
            ("paper-layer", OpenRasterWriter.layerMember(0)),
        ]
        do { try writer.write(to: path) } catch {
            throw DocumentError(path: path, reason: error.description.hasPrefix(path) ? String(error.description.dropFirst(path.count + 2)) : error.description)
        }
    }

    /// Straight RGBA over an opaque paper, in place: `c * a + paper * (1 - a)`, rounded.
    static func layOverPaper(_ pixels: UnsafeMutablePointer<UInt8>, count: Int, paper: Color) {
        for x in 0..<count {
            let p = pixels + x * 4
            let a = UInt32(p[3])
            let inverse = 255 - a
            p[0] = UInt8((UInt32(p[0]) * a + UInt32(paper.r) * inverse + 127) / 255)
            p[1] = UInt8((UInt32(p[1]) * a + UInt32(paper.g) * inverse + 127) / 255)
            p[2] = UInt8((UInt32(p[2]) * a + UInt32(paper.b) * inverse + 127) / 255)
            p[3] = 255
        }
    }
}
