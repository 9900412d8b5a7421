/// What a point in the layers panel's list is over. Layers are stack positions (0 at the
/// bottom), ready for `LayerCommand.select`.
public enum LayerListHit: Equatable, Sendable {
    /// A row away from its controls (the thumbnail, the name, the space between).
    case row(position: Int)
    /// The row's visibility box.
    case eye(position: Int)
    /// The row's opacity.
    case opacity(position: Int)
    /// The row's blend mode.
    case mode(position: Int)
    /// A button under the rows.
    case button(LayerListButton)
}
