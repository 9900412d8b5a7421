import FlourishCompositing

/// What a painting's composite was blended onto, and so what it holds and what a tile it does
/// not hold stands for.
public enum CompositeBase: Equatable, Sendable {
    /// Nothing: every layer on the paper is Normal, so the layers are composited over no
    /// paper (transparent where none paints, a tile not held is transparent) and the paper is
    /// laid under them where they are shown, as src-over would have it.
    case transparent
    /// The paper, `paper` in the painting's light: a mode other than Normal blends with it, so
    /// the composite holds it. A tile not held is `blank` (the paper, or transparent where a
    /// destination-in or -atop layer cleared it everywhere it has no paint); `cutThrough`: a
    /// mode that lowers its backdrop's alpha reaches the paper, so the composite may be less
    /// than opaque (MyPaint's `MODES_DECREASING_BACKDROP_ALPHA`), where a checkerboard shows.
    case paper(paper: Fix15Pixel, blank: Fix15Pixel, cutThrough: Bool)

    /// What a walk over the stack starts from at a tile with nothing on it.
    public var startingBlank: Fix15Pixel {
        switch self {
        case .transparent: .transparent
        case .paper(let paper, _, _): paper
        }
    }

    /// What a tile the composite does not hold stands for.
    public var blank: Fix15Pixel {
        switch self {
        case .transparent: .transparent
        case .paper(_, let blank, _): blank
        }
    }

    /// Whether the composite may show less than opaque over the paper's place (see `paper`).
    public var isCutThrough: Bool {
        switch self {
        case .transparent: false
        case .paper(_, _, let cutThrough): cutThrough
        }
    }

    /// Whether the composite holds the paper.
    public var holdsPaper: Bool { self != .transparent }
}
