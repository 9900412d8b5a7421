/// Something in a file the reader leaves out or draws differently, reported once each, so the
/// app can say what it did not show.
public enum OpenRasterNote: Sendable, Equatable, CustomStringConvertible {
    /// What an unused member holds.
    public enum MemberKind: Sendable, Equatable {
        /// MyPaint's record of which strokes cover which pixels (`*-strokemap.dat`).
        case strokeMap
        /// MyPaint's per-document settings (`data/mypaint-settings.json`).
        case settings
        /// The tile MyPaint repeats for its background; its full-size render is the layer itself.
        case backgroundTile
        /// Anything else the stack does not use.
        case other
    }

    /// A hidden layer (or one in a hidden group), not drawn.
    case hiddenLayer(name: String)
    /// A layer whose composite op is not drawn.
    case unsupportedCompositeOp(layer: String, op: String)
    /// Layers whose composite op is drawn as src-over instead, listed once per op.
    case compositeOpDrawnAsSourceOver(op: String, layers: [String])
    /// A group with opacity below 1 holding several layers: its opacity is applied to each,
    /// which differs from fading the group as a whole where its layers overlap.
    case groupOpacityApplied(group: String)
    /// An element of `stack.xml` the reader does not know (text, filters...), skipped.
    case unknownElement(String)
    /// A member nothing drawn uses.
    case unusedMember(String, kind: MemberKind)

    public var description: String {
        switch self {
        case .hiddenLayer(let name): "hidden layer \"\(name)\" is not shown"
        case .unsupportedCompositeOp(let layer, let op):
            "layer \"\(layer)\" is not shown: its composite-op \(op) is not supported"
        case .compositeOpDrawnAsSourceOver(let op, let layers):
            "composite-op \(op) is drawn as \(OpenRasterCompositeOp.sourceOver) for "
                + layers.map { "\"\($0)\"" }.joined(separator: ", ")
        case .groupOpacityApplied(let group):
            "group \"\(group)\": its opacity is applied to each of its layers"
        case .unknownElement(let name): "stack.xml element <\(name)> is skipped"
        case .unusedMember(let name, let kind):
            switch kind {
            case .strokeMap: "\(name) (MyPaint stroke map) is skipped"
            case .settings: "\(name) (MyPaint document settings) is skipped"
            case .backgroundTile: "\(name) (MyPaint background tile) is skipped"
            case .other: "\(name) is not used by the layer stack"
            }
        }
    }
}
