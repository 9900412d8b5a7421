/// The parts of one layer's row in the layers panel, left to right.
public enum LayerListCell: CaseIterable, Sendable {
    /// The visibility box: filled while the layer shows.
    case eye
    /// A small picture of the layer's pixels.
    case thumbnail
    /// The layer's name.
    case name
    /// Its opacity in percent; the wheel over it changes it in tens.
    case opacity
    /// Its blend mode's name; a click goes on to the next mode.
    case mode
}
