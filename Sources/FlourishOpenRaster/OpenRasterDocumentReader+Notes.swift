extension OpenRasterDocumentReader {
    /// The notes for a document read: of its flat view, the layers not drawn (in paint order)
    /// and the ops drawn as src-over (once per op), the groups whose opacity was spread; the
    /// elements of `stack.xml` skipped; and the members no layer uses (in archive order). Each
    /// thing is reported once.
    static func notes(_ flat: OpenRasterFlatView, document: OpenRasterDocument, members: [Member]) -> [OpenRasterNote] {
        var notes: [OpenRasterNote] = []
        var approximated: [(op: String, layers: [String])] = []
        for layer in flat.layers {
            if !layer.isVisible {
                notes.append(.hiddenLayer(name: layer.name))
                continue
            }
            let op = layer.effectiveCompositeOp
            switch OpenRasterCompositeOp.support(op) {
            case .exact:
                break
            case .unsupported:
                notes.append(.unsupportedCompositeOp(layer: layer.name, op: op))
            case .layeredOnly:
                notes.append(.compositeOpLayeredOnly(layer: layer.name, op: op))
            case .asSourceOver:
                if let index = approximated.firstIndex(where: { $0.op == op }) {
                    approximated[index].layers.append(layer.name)
                } else {
                    approximated.append((op, [layer.name]))
                }
            }
        }
        notes += approximated.map { .compositeOpDrawnAsSourceOver(op: $0.op, layers: $0.layers) }
        notes += flat.fadedGroups.map { .groupOpacityApplied(group: $0) }
        notes += document.skippedElements.map { .unknownElement($0) }
        for member in members {
            if case .carried(let kind) = member.role { notes.append(.unusedMember(member.name, kind: kind)) }
        }
        return notes
    }
}
