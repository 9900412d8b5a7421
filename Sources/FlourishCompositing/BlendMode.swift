/// How a layer's pixels combine with what lies below them: the OpenRaster `composite-op`
/// values MyPaint 2 and Krita write, each named by its string in the file.
///
/// The first sixteen are W3C "Compositing and Blending Level 1" blend modes, composited
/// source-over; the next five are Porter-Duff operators (with the normal blend) that ORA 0.0.5
/// lists; `pigment` is MyPaint's own spectral mix, the mode of every new MyPaint 2 layer.
public enum BlendMode: String, CaseIterable, Sendable {
    case normal = "svg:src-over"
    case multiply = "svg:multiply"
    case screen = "svg:screen"
    case overlay = "svg:overlay"
    case darken = "svg:darken"
    case lighten = "svg:lighten"
    case colorDodge = "svg:color-dodge"
    case colorBurn = "svg:color-burn"
    case hardLight = "svg:hard-light"
    case softLight = "svg:soft-light"
    case difference = "svg:difference"
    case exclusion = "svg:exclusion"
    case hue = "svg:hue"
    case saturation = "svg:saturation"
    case color = "svg:color"
    case luminosity = "svg:luminosity"
    case plus = "svg:plus"
    case destinationIn = "svg:dst-in"
    case destinationOut = "svg:dst-out"
    case sourceAtop = "svg:src-atop"
    case destinationAtop = "svg:dst-atop"
    /// `mypaint:spectral-wgm`: both colours upsampled to ten spectral bands and mixed by a
    /// weighted geometric mean, so blue over yellow gives green as paint does.
    case pigment = "mypaint:spectral-wgm"

    /// The mode a file's `composite-op` names, or nil for one Flourish cannot compute (the
    /// caller then keeps the file from being overwritten, rather than guessing a mode).
    public init?(compositeOp: String) {
        self.init(rawValue: compositeOp)
    }

    /// The `composite-op` string an OpenRaster file stores.
    public var compositeOp: String { rawValue }

    /// Whether a transparent source pixel clears the backdrop pixel under it instead of
    /// leaving it alone: the layer stack cannot skip a missing (transparent) tile of such a
    /// layer, nor a layer at opacity 0. Only the two operators that keep the backdrop where
    /// the source is: destination-in and destination-atop.
    public var transparentSourceClearsBackdrop: Bool {
        switch self {
        case .destinationIn, .destinationAtop: true
        case .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight,
            .softLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity, .plus, .destinationOut,
            .sourceAtop, .pigment:
            false
        }
    }

    /// Whether a source pixel can lower the alpha of the backdrop under it: the three
    /// operators that keep the backdrop only where (or where not) the source is. A layer in
    /// one of them that reaches the paper cuts through it (MyPaint's
    /// `MODES_DECREASING_BACKDROP_ALPHA`, its `can_decrease_alpha` modes).
    public var canDecreaseBackdropAlpha: Bool {
        switch self {
        case .destinationIn, .destinationOut, .destinationAtop: true
        case .normal, .multiply, .screen, .overlay, .darken, .lighten, .colorDodge, .colorBurn, .hardLight,
            .softLight, .difference, .exclusion, .hue, .saturation, .color, .luminosity, .plus, .sourceAtop, .pigment:
            false
        }
    }
}
