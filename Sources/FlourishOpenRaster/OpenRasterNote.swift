import FlourishCompositing
import FlourishText

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
    /// A layer whose composite op is no mode Flourish composites: not drawn.
    case unsupportedCompositeOp(layer: String, op: String)
    /// A layer in a mode Flourish composites only between layers kept apart, not drawn where
    /// the file opens flattened (see `OpenRasterCompositeOp.Support.layeredOnly`).
    case compositeOpLayeredOnly(layer: String, op: String)
    /// Layers whose composite op is drawn as src-over instead, listed once per op.
    case compositeOpDrawnAsSourceOver(op: String, layers: [String])
    /// A group with opacity below 1 holding several layers: its opacity is applied to each,
    /// which differs from fading the group as a whole where its layers overlap.
    case groupOpacityApplied(group: String)
    /// An element of `stack.xml` the reader does not know (text, filters...), skipped.
    case unknownElement(String)
    /// A member nothing drawn uses.
    case unusedMember(String, kind: MemberKind)

    /// Names from the file (layers, groups, ops, elements, members) are quoted as excerpts:
    /// each note is one short line whatever the file holds.
    public var description: String {
        func quoted(_ text: String) -> String { Excerpt.of(text) }
        switch self {
        case .hiddenLayer(let name): return "hidden layer \"\(quoted(name))\" is not shown"
        case .unsupportedCompositeOp(let layer, let op):
            return "layer \"\(quoted(layer))\" is not shown: its composite-op \(quoted(op)) is not supported"
        case .compositeOpLayeredOnly(let layer, let op):
            return "layer \"\(quoted(layer))\" is not shown: its composite-op \(quoted(op)) is drawn only where a file "
                + "opens as layers"
        case .compositeOpDrawnAsSourceOver(let op, let layers):
            let shown = layers.prefix(Self.namesListed).map { "\"\(quoted($0))\"" }.joined(separator: ", ")
            let more = layers.count > Self.namesListed ? " and \(layers.count - Self.namesListed) more" : ""
            return "composite-op \(quoted(op)) is drawn as \(BlendMode.normal.compositeOp) for " + shown + more
        case .groupOpacityApplied(let group):
            return "group \"\(quoted(group))\": its opacity is applied to each of its layers"
        case .unknownElement(let name): return "stack.xml element <\(quoted(name))> is skipped"
        case .unusedMember(let name, let kind):
            switch kind {
            case .strokeMap: return "\(quoted(name)) (MyPaint stroke map) is skipped"
            case .settings: return "\(quoted(name)) (MyPaint document settings) is skipped"
            case .backgroundTile: return "\(quoted(name)) (MyPaint background tile) is skipped"
            case .other: return "\(quoted(name)) is not used by the layer stack"
            }
        }
    }

    /// The most layers one note names; the rest are counted.
    static let namesListed = 8
}
