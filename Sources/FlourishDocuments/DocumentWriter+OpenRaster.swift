import FlourishCompositing
import FlourishImage
import FlourishLayers
import FlourishOpenRaster
import FlourishPaint
import FlourishSamples

extension DocumentWriter {
    /// The namespace of the `<image>` attributes only Flourish reads back.
    static let namespace = (prefix: "flourish", uri: "urn:flourish:openraster:1")

    /// The member holding the layer numbered `number` (the paper is 0, then each painting
    /// layer in paint order).
    static func layerMember(_ number: Int) -> String { "data/layer\(number).png" }
    /// The member holding the tile MyPaint repeats for its background (the paper).
    static let backgroundTileMember = "data/background-tile.png"

    /// OpenRaster holding what was painted, as MyPaint writes its own files: the image is the
    /// painted bounds (so a save costs the painting, not the canvas); the stack's layers and
    /// groups as `<layer>`s and nested `<stack>`s (one plain layer as "painting"), each layer
    /// its own painted bounds; a layer "paper" of the paper colour, as MyPaint's background;
    /// the merged image (the composite over the paper) and a thumbnail. Flourish's own
    /// attributes on `<image>` keep the canvas's size, where the image lies on it and the
    /// paper, so opening the file gives back the same canvas; `mypaint:eotf` its colour space,
    /// as MyPaint writes it (1.0 legacy, 2.2 linear), so MyPaint and Flourish read its pixels
    /// as the light they stand for.
    ///
    /// A painting opened from another app's file is written from what that file held instead
    /// (`snapshot.template`, see `writeOpenRaster(_:template:to:)`).
    @discardableResult
    static func writeOpenRaster(_ snapshot: DocumentSnapshot, to path: String) throws(DocumentError) -> SaveReport {
        if let template = snapshot.template { return try writeOpenRaster(snapshot, template: template, to: path) }
        let canvas = snapshot.canvas
        // The painted bounds of every layer (a hidden one's too: it is kept).
        let box =
            ([canvas.paintedBounds] + snapshot.layers.map(\.canvas.paintedBounds)).compactMap { $0 }.reduce(nil) {
                (joined: PixelRect?, next: PixelRect) -> PixelRect? in joined.map { $0.union(next) } ?? next
            } ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        let paper = snapshot.paper
        var pngs: [String: [UInt8]] = [:]
        var children: [OpenRasterNode]
        if snapshot.layers.isEmpty {
            let source = layerMember(1)
            pngs[source] = try encode(canvas, box, curve: snapshot.look.curve, name: "painting layer", path: path)
            children = [.layer(OpenRasterLayerNode(name: "painting", source: source, isSelected: true))]
        } else {
            var number = 0
            children = try SnapshotTree.nodes(
                of: snapshot.layers,
                layer: { (index: Int) throws(DocumentError) -> OpenRasterLayerNode in
                    let layer = snapshot.layers[index]
                    number += 1
                    let source = layerMember(number)
                    let bounds = layer.canvas.paintedBounds ?? PixelRect(x: box.x, y: box.y, width: 1, height: 1)
                    pngs[source] = try encode(
                        layer.canvas, bounds, curve: snapshot.look.curve, name: "layer \"\(layer.name)\"", path: path)
                    return OpenRasterLayerNode(
                        name: layer.name, source: source, x: bounds.x - box.x, y: bounds.y - box.y,
                        opacity: layer.opacity, isVisible: layer.isVisible, compositeOp: layer.compositeOp,
                        isSelected: layer.isCurrent)
                },
                stack: { index, children in Self.stackNode(snapshot.layers[index], children: children) })
        }
        // The paper as MyPaint's background: MyPaint shows it as its paper, not as a paint
        // layer floating on its own (Flourish reads its own paper from `paper` below).
        let paperSource = layerMember(0)
        pngs[paperSource] = try paperPNG(paper, width: box.width, height: box.height, name: "paper layer", path: path)
        let tileMember = backgroundTileMember
        children.append(
            .layer(OpenRasterLayerNode(name: "paper", source: paperSource, backgroundTile: tileMember)))
        let tile = try paperPNG(paper, width: MyPaintBackground.tileSide, height: MyPaintBackground.tileSide, name: "paper tile", path: path)
        func ours(_ name: String, _ value: String) -> OpenRasterAttribute {
            OpenRasterAttribute(namespace: namespace.uri, prefix: namespace.prefix, localName: name, value: value)
        }
        let document = OpenRasterDocument(
            width: box.width, height: box.height,
            imageAttributes: [
                OpenRasterAttribute(localName: "version", value: OpenRasterDocument.formatVersion),
                ours("canvas-width", "\(canvas.width)"), ours("canvas-height", "\(canvas.height)"),
                ours("x", "\(box.x)"), ours("y", "\(box.y)"), ours("paper", paper.description),
                ours("paper-layer", paperSource), .mypaint("eotf", snapshot.colorSpace.eotfText),
            ],
            root: OpenRasterStackNode(children: children),
            carriedMembers: [OpenRasterCarriedMember(name: tileMember, kind: .backgroundTile, bytes: tile)]
                + (snapshot.history.map(HistoryMembers.carried) ?? []))
        try write(document, layerPNGs: pngs, canvas: canvas, box: box, look: snapshot.look, to: path)
        return SaveReport()
    }

    /// A group's `<stack>`: pass-through written as MyPaint writes it, `isolation="auto"`.
    static func stackNode(_ group: LayerSnapshot, children: [OpenRasterNode]) -> OpenRasterStackNode {
        OpenRasterStackNode(
            name: group.name, opacity: group.opacity, isVisible: group.isVisible, compositeOp: group.compositeOp,
            isolation: group.isIsolated ? .isolate : .auto, isSelected: group.isCurrent, children: children)
    }

    /// Writes `document` with its layers' PNGs, the merged image (the canvas's `box` over the
    /// paper, see `CanvasLook.fillMergedRow`) and the thumbnail, atomically.
    static func write(
        _ document: OpenRasterDocument, layerPNGs: [String: [UInt8]], canvas: CanvasSnapshot, box: PixelRect,
        look: CanvasLook, to path: String
    ) throws(DocumentError) {
        let merged = try png(name: "merged image", width: box.width, height: box.height, path: path) { row, out in
            look.fillMergedRow(of: canvas, y: box.y + row, x0: box.x, width: box.width, into: out)
        }
        let thumbnail = Thumbnail(canvas: canvas, box: box, look: look)
        let thumbnailPNG = try png(name: "thumbnail", width: thumbnail.width, height: thumbnail.height, path: path) {
            row, out in thumbnail.fill(row: row, into: out)
        }
        let writer = OpenRasterDocumentWriter(
            document: document, layerPNGs: layerPNGs, mergedPNG: merged, thumbnailPNG: thumbnailPNG)
        do { try writer.write(to: path) } catch {
            throw DocumentError(path: path, reason: Self.reason(error.description, path: path))
        }
    }

    /// `source`'s pixels in `box`, straight 8-bit RGBA stored through `curve`, as a PNG.
    static func encode(
        _ source: some TileSource, _ box: PixelRect, curve: TransferCurve, name: String, path: String
    ) throws(DocumentError) -> [UInt8] {
        try png(name: name, width: box.width, height: box.height, path: path) { row, out in
            source.fillStraightRGBA8Row(y: box.y + row, x0: box.x, width: box.width, into: out, curve: curve)
        }
    }

    /// A `width` x `height` PNG of the opaque paper colour.
    static func paperPNG(_ paper: Color, width: Int, height: Int, name: String, path: String) throws(DocumentError)
        -> [UInt8]
    {
        try png(name: name, width: width, height: height, path: path) { _, out in
            for x in 0..<width { (out[x * 4], out[x * 4 + 1], out[x * 4 + 2], out[x * 4 + 3]) = (paper.r, paper.g, paper.b, 255) }
        }
    }

    static func png(
        name: String, width: Int, height: Int, path: String, fill: (Int, UnsafeMutablePointer<UInt8>) -> Void
    ) throws(DocumentError) -> [UInt8] {
        do {
            return try PNGStreamWriter.encode(
                name: "\(path): \(name)", width: width, height: height, compression: compression, fillRow: fill)
        } catch {
            throw DocumentError(path: path, reason: "\(name): \(error.reason)")
        }
    }

    /// An OpenRaster error's text without the file's path in front (DocumentError names it).
    static func reason(_ description: String, path: String) -> String {
        description.hasPrefix(path + ": ") ? String(description.dropFirst(path.count + 2)) : description
    }
}
