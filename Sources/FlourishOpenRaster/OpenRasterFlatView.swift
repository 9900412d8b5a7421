import FlourishCompositing

/// A document as a reader that flattens it sees it: every layer in paint order, bottom first,
/// each with what its groups add folded in, derived from the tree (`OpenRasterDocument`), so
/// the file is read one way whichever view is wanted.
///
/// Folding a layer into its groups adds their offsets, multiplies their opacities, hides it
/// where any of them is hidden, and gives it its nearest group's composite-op where its own is
/// src-over. The root stack's own attributes are not folded in: it composites onto nothing,
/// and MyPaint writes its Pigment mode there.
public struct OpenRasterFlatView: Sendable, Equatable {
    /// Bottom first; each a layer node of the tree with its groups folded into `x`, `y`,
    /// `opacity`, `isVisible` and `compositeOp` (never nil here).
    public let layers: [OpenRasterLayerNode]
    /// Groups whose opacity (with their enclosing groups') is below 1 over more than one
    /// layer, as their ends come in the file: spreading it over each layer differs from fading
    /// the group as a whole where its layers overlap.
    public let fadedGroups: [String]

    public init(_ document: OpenRasterDocument) {
        var layers: [OpenRasterLayerNode] = []
        var faded: [String] = []
        Self.fold(document.root.children, into: .root, layers: &layers, faded: &faded)
        self.layers = layers.reversed()
        fadedGroups = faded
    }

    /// The layers a flattening draws, bottom first: visible, in an op it can draw.
    public var drawnLayers: [OpenRasterLayerNode] { layers.filter(\.isDrawn) }

    /// What the groups around a node add to it.
    private struct Enclosing {
        var x: Int
        var y: Int
        var opacity: Double
        var isVisible: Bool
        /// The nearest op other than src-over among the groups, or src-over.
        var compositeOp: String

        static let root = Enclosing(x: 0, y: 0, opacity: 1, isVisible: true, compositeOp: BlendMode.normal.compositeOp)

        /// What a node at `x`, `y` with these attributes is, inside these groups.
        func adding(x: Int, y: Int, opacity: Double, isVisible: Bool, compositeOp: String) -> Enclosing {
            Enclosing(
                x: self.x + x, y: self.y + y, opacity: self.opacity * opacity, isVisible: self.isVisible && isVisible,
                compositeOp: compositeOp == BlendMode.normal.compositeOp ? self.compositeOp : compositeOp)
        }
    }

    /// Appends the layers in `children` (top first, as the file lists them) at any depth,
    /// folded into `enclosing`; returns how many there were. Offsets stay far from overflow:
    /// each is within ±`OpenRasterLimits.maxOffset` and groups nest at most `maxStackDepth` deep.
    @discardableResult
    private static func fold(
        _ children: [OpenRasterNode], into enclosing: Enclosing, layers: inout [OpenRasterLayerNode],
        faded: inout [String]
    ) -> Int {
        var count = 0
        for child in children {
            switch child {
            case .layer(var layer):
                let folded = enclosing.adding(
                    x: layer.x, y: layer.y, opacity: layer.opacity, isVisible: layer.isVisible,
                    compositeOp: layer.effectiveCompositeOp)
                (layer.x, layer.y, layer.opacity) = (folded.x, folded.y, folded.opacity)
                (layer.isVisible, layer.compositeOp) = (folded.isVisible, folded.compositeOp)
                layers.append(layer)
                count += 1
            case .stack(let group):
                let folded = enclosing.adding(
                    x: group.x, y: group.y, opacity: group.opacity, isVisible: group.isVisible,
                    compositeOp: group.effectiveCompositeOp)
                let inside = fold(group.children, into: folded, layers: &layers, faded: &faded)
                if folded.opacity < 1 && inside > 1 { faded.append(group.name) }
                count += inside
            }
        }
        return count
    }
}

extension OpenRasterLayerNode {
    /// For a layer of a flat view (its groups folded in): whether the flattening draws it,
    /// visible and in an op it draws (`OpenRasterCompositeOp.support`). The reader's notes say
    /// why any other layer is left out.
    public var isDrawn: Bool {
        guard isVisible else { return false }
        switch OpenRasterCompositeOp.support(effectiveCompositeOp) {
        case .exact, .asSourceOver: return true
        case .layeredOnly, .unsupported: return false
        }
    }
}
