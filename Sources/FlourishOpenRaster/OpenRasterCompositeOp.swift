/// The composite ops a flattening reader can honour, and how well.
public enum OpenRasterCompositeOp {
    /// The default, and the only op `OpenRasterComposite` computes exactly.
    public static let sourceOver = "svg:src-over"
    /// MyPaint 2's "pigment" mode, its default for new layers: spectral mixing that looks like
    /// src-over for a layer over paper. Drawing it as src-over shows a MyPaint painting nearly as
    /// painted; leaving it out would show most MyPaint files empty.
    public static let mypaintPigment = "mypaint:spectral-wgm"

    public enum Support: Sendable, Equatable {
        /// Drawn as written.
        case exact
        /// Drawn as src-over, which is close (and noted).
        case asSourceOver
        /// Not drawn (and noted): multiply, screen and the rest would show wrong colours.
        case unsupported
    }

    public static func support(_ op: String) -> Support {
        switch op {
        case sourceOver: .exact
        case mypaintPigment: .asSourceOver
        default: .unsupported
        }
    }
}
