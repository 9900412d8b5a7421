import FlourishLayers
import FlourishOpenRaster

/// The stack's flat list (bottom first, each group after what it holds, see `LayerEntry`)
/// turned into OpenRaster's tree (each stack's children top first), the nodes made by the
/// caller: the shape both kinds of save share.
enum SnapshotTree {
    /// The root's children, top first. `layer` makes the node of the layer at an index of
    /// `layers`; `stack` the node of the group at an index, given its children (top first).
    static func nodes(
        of layers: [LayerSnapshot], layer: (Int) throws(DocumentError) -> OpenRasterLayerNode,
        stack: (Int, [OpenRasterNode]) throws(DocumentError) -> OpenRasterStackNode
    ) throws(DocumentError) -> [OpenRasterNode] {
        // levels[d]: the nodes made so far at depth d whose group is still to come, bottom first.
        var levels: [[OpenRasterNode]] = [[]]
        for (index, snapshot) in layers.enumerated() {
            let depth = snapshot.depth
            while levels.count < depth + 2 { levels.append([]) }
            if snapshot.isGroup {
                let children = levels[depth + 1]
                levels.removeSubrange((depth + 1)...)
                levels[depth].append(.stack(try stack(index, children.reversed())))
            } else {
                levels[depth].append(.layer(try layer(index)))
            }
        }
        return levels[0].reversed()
    }

    /// The index of the group holding each entry (nil at the top level), as
    /// `LayerArrangement.parent(of:)` finds it.
    static func parents(of layers: [LayerSnapshot]) -> [Int?] {
        layers.indices.map { index in
            let depth = layers[index].depth
            guard depth > 0 else { return nil }
            return layers[(index + 1)...].firstIndex { $0.depth < depth }
        }
    }
}
