import FlourishCompositing

/// How a file opened flattened draws each layer's composite-op, by the one rule of which modes
/// Flourish composites at all: `BlendMode`'s, the rule the layer stack keeps too. The
/// flattening (`OpenRasterComposite`) computes src-over only, so of the modes Flourish
/// composites it draws Normal as written, Pigment as src-over, and leaves the rest to the
/// layered opening; an op that is no mode of Flourish's is not supported anywhere.
public enum OpenRasterCompositeOp {
    public enum Support: Sendable, Equatable {
        /// Drawn as written.
        case exact
        /// Drawn as src-over, which is close (and noted): MyPaint 2's Pigment, its default for
        /// new layers, looks like src-over for a layer over paper; leaving it out would show
        /// most MyPaint files empty.
        case asSourceOver
        /// A mode Flourish composites where the file opens as layers, not drawn where it opens
        /// flattened (and noted): multiply, screen and the rest drawn src-over would show wrong
        /// colours.
        case layeredOnly
        /// No mode Flourish composites: not drawn (and noted).
        case unsupported
    }

    public static func support(_ op: String) -> Support {
        switch BlendMode(compositeOp: op) {
        case nil: .unsupported
        case .normal: .exact
        case .pigment: .asSourceOver
        case .some: .layeredOnly
        }
    }
}
