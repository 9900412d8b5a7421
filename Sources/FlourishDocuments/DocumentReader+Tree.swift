import FlourishCompositing
import FlourishImage
import FlourishLayers
import FlourishOpenRaster
import FlourishOpenRasterArchive
import FlourishPaint
import FlourishSamples
import FlourishText

extension DocumentReader {
    /// A layered file's layers and groups, each layer's pixels on a store of its own (at full
    /// strength: opacity and visibility are the entry's), bottom first, groups after what they
    /// hold; which one is current (the file's `selected` layer, else the top); and, for
    /// another app's file, the template its saves start from.
    struct OpenedTree {
        var entries: [LayerEntry]
        var current: Int
        var template: OpenRasterTemplate?
    }

    /// Reads `opening`'s tree, from the file as it was opened, onto stores of `width` x
    /// `height`: every layer's PNG read once (under the limits), decoded onto the canvas at its
    /// place (its own offset, its groups' and the image's on the canvas added), clipped to the
    /// canvas.
    ///
    /// A layer's PNG may be larger than the canvas (MyPaint writes whole tiles past the frame):
    /// its rows stream onto the store, clipped, so its header is checked against what
    /// `opening.maxCanvas` holds (the max_canvas the file was inspected under), and a refusal
    /// names max_canvas, never a bound of the reader's own.
    static func loadTree(
        _ opening: LayeredOpening, path: String, paper: Color?, width: Int, height: Int, curve: TransferCurve = .legacy
    ) throws(DocumentError) -> OpenedTree {
        let reader = opening.reader
        var pngs: [String: [UInt8]] = [:]
        var tree = OpenedTree(entries: [], current: -1, template: nil)
        try collect(
            opening.document.root, path: [], offset: (opening.origin.x, opening.origin.y), depth: 0, opening: opening,
            reader: reader, file: path, size: (width, height), curve: curve, pngs: &pngs, into: &tree)
        // The stack takes only a tree with a layer in it (it traps on anything else): inspect
        // opens no other as layers, and this holds the load to it.
        guard LayerArrangement.isWellFormed(tree.entries) else {
            throw DocumentError(path: path, reason: "\(OpenRasterMember.stack): its groups hold no layer to open")
        }
        if tree.current < 0 { tree.current = tree.entries.count - 1 }
        if opening.keepsTemplate {
            // The layers left out (the background) go back as they came too.
            for layer in opening.document.layers where pngs[layer.source] == nil {
                pngs[layer.source] = try png(of: layer, in: reader, path: path, maxCanvas: opening.maxCanvas)
            }
            tree.template = OpenRasterTemplate(document: opening.document, layerPNGs: pngs, backgroundPaper: paper)
        }
        return tree
    }

    /// The entries of `stack`'s children, bottom first (the file lists them top first).
    private static func collect(
        _ stack: OpenRasterStackNode, path: [Int], offset: (x: Int, y: Int), depth: Int, opening: LayeredOpening,
        reader: OpenRasterDocumentReader, file: String, size: (width: Int, height: Int), curve: TransferCurve,
        pngs: inout [String: [UInt8]], into tree: inout OpenedTree
    ) throws(DocumentError) {
        let here = (x: offset.x + stack.x, y: offset.y + stack.y)
        for (index, child) in stack.children.enumerated().reversed() {
            switch child {
            case .layer(let node):
                guard !opening.leftOut.contains(node.source) else { continue }
                let bytes = try png(of: node, in: reader, path: file, maxCanvas: opening.maxCanvas)
                pngs[node.source] = bytes
                let layer = Layer(width: size.width, height: size.height)
                try place(
                    bytes, member: node.source, at: (here.x + node.x, here.y + node.y), on: layer.tiles, curve: curve,
                    file: file, maxPixels: Self.limits(maxCanvas: opening.maxCanvas).maxPixels)
                // What was loaded is the start, not a change.
                _ = layer.tiles.takeDirtyTiles()
                var entry = LayerEntry(layer: layer, name: LayerStack.layerName(node.name))
                (entry.isVisible, entry.opacity, entry.depth) = (node.isVisible, min(max(node.opacity, 0), 1), depth)
                entry.setCompositeOp(fromFile: node.effectiveCompositeOp)
                entry.origin = LayerOrigin(key: LayeredOpening.key(ofLayer: node), revision: layer.tiles.revision)
                if node.isSelected { tree.current = tree.entries.count }
                tree.entries.append(entry)
            case .stack(let group):
                try collect(
                    group, path: path + [index], offset: here, depth: depth + 1, opening: opening, reader: reader,
                    file: file, size: size, curve: curve, pngs: &pngs, into: &tree)
                let layer = Layer(width: size.width, height: size.height)
                var entry = LayerEntry(layer: layer, name: LayerStack.layerName(group.name), isGroup: true)
                (entry.isVisible, entry.opacity, entry.depth) = (group.isVisible, min(max(group.opacity, 0), 1), depth)
                entry.setCompositeOp(fromFile: group.effectiveCompositeOp)
                entry.isIsolated = !Self.passesThrough(group)
                entry.origin = LayerOrigin(key: LayeredOpening.key(ofStackAt: path + [index]), revision: layer.tiles.revision)
                if group.isSelected { tree.current = tree.entries.count }
                tree.entries.append(entry)
            }
        }
    }

    /// Whether a group composites its children straight onto what is under it: MyPaint's
    /// pass-through, which it writes as `isolation="auto"` in src-over. Every other group is
    /// isolated.
    static func passesThrough(_ group: OpenRasterStackNode) -> Bool {
        group.isolation == .auto && group.effectiveCompositeOp == BlendMode.normal.compositeOp
    }

    private static func png(
        of layer: OpenRasterLayerNode, in reader: OpenRasterDocumentReader, path: String,
        maxCanvas: (width: Int, height: Int)
    ) throws(DocumentError) -> [UInt8] {
        do { return try reader.png(of: layer, limits: Self.limits(maxCanvas: maxCanvas)) } catch {
            throw Self.sizeError(error, path: path, maxCanvas: maxCanvas)
        }
    }

    /// `error` as the file's, an image or layer past the pixel limit said as max_canvas's
    /// refusal (the limit is what max_canvas holds).
    static func sizeError(
        _ error: OpenRasterError, path: String, maxCanvas: (width: Int, height: Int)
    ) -> DocumentError {
        if case .imageTooLarge(let width, let height, _) = error.problem, width > 0, height > 0 {
            let place = error.member.map { "\(Excerpt.of($0)): " } ?? ""
            return DocumentError(
                path: path,
                reason: "\(place)\(width)x\(height) is larger than max_canvas \(maxCanvas.width)x\(maxCanvas.height)")
        }
        return DocumentError(path: path, reason: Self.reason(error.description, path: path))
    }

    /// Decodes a layer's PNG onto `store` through `curve` with its top-left pixel at `at`; what
    /// falls outside the canvas is left out (the store clips each row).
    private static func place(
        _ bytes: [UInt8], member: String, at place: (x: Int, y: Int), on store: TileStore, curve: TransferCurve,
        file: String, maxPixels: Int
    ) throws(DocumentError) {
        do {
            let png = try PNGStreamReader.open(bytes: bytes, name: "\(file): \(member)", maxPixels: maxPixels)
            let width = png.width
            try png.readRows { row, pixels in
                let y = place.y + row
                guard y >= 0, y < store.height else { return }
                store.writeStraightRGBA8Row(y: y, x0: place.x, width: width, from: pixels, curve: curve)
            }
        } catch {
            throw DocumentError(path: file, reason: "\(Excerpt.of(member)): \(error.reason)")
        }
    }
}
