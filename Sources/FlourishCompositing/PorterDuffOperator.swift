/// A Porter-Duff compositing operator with the normal blend (Compositing and Blending Level 1,
/// section 9.1): co = cs x Fa + cb x Fb and ao = as x Fa + ab x Fb on premultiplied values,
/// so each operator is only its two factors, Fa for the source and Fb for the backdrop.
protocol PorterDuffOperator: TileKernel {
    static func factors(sourceAlpha: Float, backdropAlpha: Float) -> (source: Float, backdrop: Float)
}

extension PorterDuffOperator {
    /// Whether a transparent source pixel (as = 0) leaves the backdrop pixel as it was, so the
    /// kernel may skip it: where Fb is 1 there, whatever the backdrop's alpha. Read from the
    /// factors, so it cannot disagree with them (a constant once the kernel is specialised).
    @inline(__always)
    static var transparentSourceKeepsBackdrop: Bool {
        factors(sourceAlpha: 0, backdropAlpha: 0).backdrop == 1 && factors(sourceAlpha: 0, backdropAlpha: 1).backdrop == 1
    }
}

/// Fa = 1, Fb = 1 - as.
enum SourceOver: PorterDuffOperator {
    @inline(__always)
    static func factors(sourceAlpha: Float, backdropAlpha: Float) -> (source: Float, backdrop: Float) {
        (1, 1 - sourceAlpha)
    }
}

/// Fa = 1, Fb = 1: the two added, each channel at most 1 (the store clamps).
enum Plus: PorterDuffOperator {
    @inline(__always)
    static func factors(sourceAlpha: Float, backdropAlpha: Float) -> (source: Float, backdrop: Float) { (1, 1) }
}

/// Fa = 0, Fb = as: the backdrop kept where the source covers it.
enum DestinationIn: PorterDuffOperator {
    @inline(__always)
    static func factors(sourceAlpha: Float, backdropAlpha: Float) -> (source: Float, backdrop: Float) {
        (0, sourceAlpha)
    }
}

/// Fa = 0, Fb = 1 - as: the backdrop kept where the source does not cover it.
enum DestinationOut: PorterDuffOperator {
    @inline(__always)
    static func factors(sourceAlpha: Float, backdropAlpha: Float) -> (source: Float, backdrop: Float) {
        (0, 1 - sourceAlpha)
    }
}

/// Fa = ab, Fb = 1 - as: the source painted only where the backdrop is.
enum SourceAtop: PorterDuffOperator {
    @inline(__always)
    static func factors(sourceAlpha: Float, backdropAlpha: Float) -> (source: Float, backdrop: Float) {
        (backdropAlpha, 1 - sourceAlpha)
    }
}

/// Fa = 1 - ab, Fb = as: the backdrop over the source, only where the source is.
enum DestinationAtop: PorterDuffOperator {
    @inline(__always)
    static func factors(sourceAlpha: Float, backdropAlpha: Float) -> (source: Float, backdrop: Float) {
        (1 - backdropAlpha, sourceAlpha)
    }
}
