extension OpenRasterReader {
    /// The notes for a stack read from `archive`: layers not drawn (in paint order), ops drawn
    /// as src-over (once per op), groups whose opacity was spread, unknown elements, and the
    /// members no layer uses (in archive order). Each thing is reported once.
    static func notes(_ stack: StackDescription, archive: ZipArchiveReader) -> [OpenRasterNote] {
        var notes: [OpenRasterNote] = []
        var approximated: [(op: String, layers: [String])] = []
        for layer in stack.layers {
            if !layer.isVisible {
                notes.append(.hiddenLayer(name: layer.name))
                continue
            }
            switch OpenRasterCompositeOp.support(layer.compositeOp) {
            case .exact:
                break
            case .unsupported:
                notes.append(.unsupportedCompositeOp(layer: layer.name, op: layer.compositeOp))
            case .asSourceOver:
                if let index = approximated.firstIndex(where: { $0.op == layer.compositeOp }) {
                    approximated[index].layers.append(layer.name)
                } else {
                    approximated.append((layer.compositeOp, [layer.name]))
                }
            }
        }
        notes += approximated.map { .compositeOpDrawnAsSourceOver(op: $0.op, layers: $0.layers) }
        notes += stack.fadedGroups.map { .groupOpacityApplied(group: $0) }
        notes += stack.unknownElements.map { .unknownElement($0) }

        let used = Set(stack.layers.map(\.source)).union([
            OpenRasterMember.mimetype, OpenRasterMember.stack, OpenRasterMember.mergedImage, OpenRasterMember.thumbnail,
        ])
        for index in 0..<archive.count {
            guard let name = archive.name(at: index), !name.hasSuffix("/"), !used.contains(name) else { continue }
            notes.append(.unusedMember(name, kind: stack.referencedMembers[name] ?? .guessed(fromName: name)))
        }
        return notes
    }
}
