extension BlendMode {
    /// The name a layers panel shows: MyPaint 2's own labels (its `lib/modes.py`), so a
    /// painter who knows MyPaint finds the same words.
    public var displayName: String {
        switch self {
        case .normal: "Normal"
        case .multiply: "Multiply"
        case .screen: "Screen"
        case .overlay: "Overlay"
        case .darken: "Darken"
        case .lighten: "Lighten"
        case .colorDodge: "Dodge"
        case .colorBurn: "Burn"
        case .hardLight: "Hard Light"
        case .softLight: "Soft Light"
        case .difference: "Difference"
        case .exclusion: "Exclusion"
        case .hue: "Hue"
        case .saturation: "Saturation"
        case .color: "Color"
        case .luminosity: "Luminosity"
        case .plus: "Plus"
        case .destinationIn: "Destination In"
        case .destinationOut: "Destination Out"
        case .sourceAtop: "Source Atop"
        case .destinationAtop: "Destination Atop"
        case .pigment: "Pigment"
        }
    }
}
