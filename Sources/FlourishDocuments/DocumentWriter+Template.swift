import FlourishLayers
import FlourishOpenRaster
import FlourishPaint

extension DocumentWriter {
    /// Another app's OpenRaster file written back from what it held (`template`): its image
    /// attributes as they were; each layer and group that came from it starting from its own
    /// node (unknown attributes, stroke map) with name, visibility, opacity, mode, isolation
    /// and `selected` from the stack; a layer whose pixels are still the file's written with
    /// the file's PNG, byte for byte, at the file's place; a painted one encoded from its
    /// tiles, its stroke map dropped (and reported); the members no layer owns carried; and
    /// MyPaint's background as it came while the paper is the one it opened as. The image
    /// keeps the file's size (the canvas is the file's image).
    static func writeOpenRaster(
        _ snapshot: DocumentSnapshot, template: OpenRasterTemplate, to path: String
    ) throws(DocumentError) -> SaveReport {
        var document = template.document
        // The painting's space, which is the file's where it named one: a MyPaint 2 file's 2.2
        // stays, a legacy painting says 1.0 (a MyPaint 1.x or Krita file gains the line).
        document.setEOTF(snapshot.colorSpace.eotfText)
        let original = TemplateIndex(template.document)
        let layers = snapshot.layers
        let parents = SnapshotTree.parents(of: layers)
        let used = Set(layers.compactMap { $0.origin?.key })

        // Members that described pixels no longer there: a painted layer's, and a deleted one's.
        var dropped: [String] = []
        var written: Set<String> = []
        for layer in layers where !layer.isGroup {
            guard let key = layer.origin?.key, original.layers[key] != nil, !layer.pixelsAsOpened else { continue }
            dropped += document.dropCarriedMembers(belongingTo: key)
        }
        let background = document.mypaintBackground
        for node in template.document.layers where !used.contains(node.source) && node.source != background?.layer.source {
            let gone = Set(document.carriedMembers(belongingTo: node.source))
            document.carriedMembers.removeAll { gone.contains($0.name) }
        }
        // The history the file carried is the start of the one written now.
        document.carriedMembers.removeAll { HistoryMembers.holds($0.name) }
        document.carriedMembers += snapshot.history.map(HistoryMembers.carried) ?? []
        let index = TemplateIndex(document)

        /// Where the entry at `position`'s parent stack puts its children, the root's offset included.
        func offset(of position: Int) -> (x: Int, y: Int) {
            var sum = (x: document.root.x, y: document.root.y)
            var parent = parents[position]
            while let group = parent {
                if let key = layers[group].origin?.key, let stack = index.stacks[key] {
                    (sum.x, sum.y) = (sum.x + stack.node.x, sum.y + stack.node.y)
                }
                parent = parents[group]
            }
            return sum
        }
        var pngs: [String: [UInt8]] = [:]
        var taken = Set(template.document.layers.map(\.source)).union(document.carriedMembers.map(\.name))
        func freshSource() -> String {
            var number = 1
            while taken.contains("data/flourish-layer-\(number).png") { number += 1 }
            taken.insert("data/flourish-layer-\(number).png")
            return "data/flourish-layer-\(number).png"
        }

        var children = try SnapshotTree.nodes(
            of: layers,
            layer: { (position: Int) throws(DocumentError) -> OpenRasterLayerNode in
                let layer = layers[position]
                let parentOffset = offset(of: position)
                var node: OpenRasterLayerNode
                if let key = layer.origin?.key, let found = index.layers[key], !written.contains(key) {
                    node = found.node
                    Self.update(&node, from: layer)
                    if layer.pixelsAsOpened, let bytes = template.layerPNGs[key] {
                        pngs[key] = bytes
                        (node.x, node.y) = (found.place.x - parentOffset.x, found.place.y - parentOffset.y)
                        written.insert(key)
                        return node
                    }
                } else {
                    node = OpenRasterLayerNode(
                        name: layer.name, source: freshSource(), opacity: layer.opacity, isVisible: layer.isVisible,
                        compositeOp: layer.compositeOp, isSelected: layer.isCurrent)
                }
                written.insert(node.source)
                let bounds = layer.canvas.paintedBounds ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
                pngs[node.source] = try encode(
                    layer.canvas, bounds, curve: snapshot.look.curve, name: "layer \"\(layer.name)\"", path: path)
                (node.x, node.y) = (bounds.x - parentOffset.x, bounds.y - parentOffset.y)
                return node
            },
            stack: { position, children in
                let group = layers[position]
                guard let key = group.origin?.key, var node = index.stacks[key]?.node else {
                    return Self.stackNode(group, children: children)
                }
                Self.update(&node, from: group)
                node.children = children
                return node
            })

        // MyPaint's background: as it came while the paper is the one it opened as, else the
        // paper in its place, as MyPaint writes one.
        if let background, let rootIndex = background.rootIndex, snapshot.paper == template.backgroundPaper,
            let bytes = template.layerPNGs[background.layer.source]
        {
            children.insert(document.root.children[rootIndex], at: min(rootIndex, children.count))
            pngs[background.layer.source] = bytes
            document.root.children = children
        } else {
            document.root.children = children
            if let background {
                document.carriedMembers.removeAll { $0.name == background.tileMember }
                taken.subtract([background.layer.source, background.tileMember])
                if background.tilePNG != nil { dropped.append(background.tileMember) }
            }
            var paper = MyPaintBackground(belowRootChildren: children.count)
            while taken.contains(paper.layer.source) || taken.contains(paper.tileMember) {
                paper.layer.source = "data/flourish-" + paper.layer.source.dropFirst("data/".count)
                paper.tileMember = "data/flourish-" + paper.tileMember.dropFirst("data/".count)
                paper.layer.backgroundTile = paper.tileMember
            }
            let side = MyPaintBackground.tileSide
            let tile = try paperPNG(snapshot.paper, width: side, height: side, name: "paper tile", path: path)
            pngs[paper.layer.source] = try paperPNG(
                snapshot.paper, width: document.width, height: document.height, name: "paper layer", path: path)
            document.setMyPaintBackground(paper, tilePNG: tile)
        }
        let box = PixelRect(x: 0, y: 0, width: document.width, height: document.height)
        try write(document, layerPNGs: pngs, canvas: snapshot.canvas, box: box, look: snapshot.look, to: path)
        return SaveReport(droppedMembers: dropped)
    }

    /// A layer's node with what the stack holds of it; what the file wrote is kept where the
    /// stack has the same (a name the stack tidied, a mode the file left to the default).
    private static func update(_ node: inout OpenRasterLayerNode, from layer: LayerSnapshot) {
        if LayerStack.layerName(node.name) != layer.name { node.name = layer.name }
        if min(max(node.opacity, 0), 1) != layer.opacity { node.opacity = layer.opacity }
        node.isVisible = layer.isVisible
        if node.effectiveCompositeOp != layer.compositeOp { node.compositeOp = layer.compositeOp }
        node.isSelected = layer.isCurrent
    }

    private static func update(_ node: inout OpenRasterStackNode, from group: LayerSnapshot) {
        if LayerStack.layerName(node.name) != group.name { node.name = group.name }
        if min(max(node.opacity, 0), 1) != group.opacity { node.opacity = group.opacity }
        node.isVisible = group.isVisible
        if node.effectiveCompositeOp != group.compositeOp { node.compositeOp = group.compositeOp }
        if DocumentReader.passesThrough(node) == group.isIsolated { node.isolation = group.isIsolated ? .isolate : .auto }
        node.isSelected = group.isCurrent
    }
}

/// A template's nodes by the keys their `LayerOrigin`s have, each with where it lies on the
/// image (its own offset and its stacks' added).
struct TemplateIndex {
    var layers: [String: (node: OpenRasterLayerNode, place: (x: Int, y: Int))] = [:]
    var stacks: [String: (node: OpenRasterStackNode, place: (x: Int, y: Int))] = [:]

    init(_ document: OpenRasterDocument) {
        walk(document.root, path: [], offset: (0, 0))
    }

    private mutating func walk(_ stack: OpenRasterStackNode, path: [Int], offset: (x: Int, y: Int)) {
        let here = (x: offset.x + stack.x, y: offset.y + stack.y)
        for (index, child) in stack.children.enumerated() {
            switch child {
            case .layer(let layer):
                layers[LayeredOpening.key(ofLayer: layer)] = (layer, (here.x + layer.x, here.y + layer.y))
            case .stack(let group):
                let key = LayeredOpening.key(ofStackAt: path + [index])
                stacks[key] = (group, (here.x + group.x, here.y + group.y))
                walk(group, path: path + [index], offset: here)
            }
        }
    }
}
