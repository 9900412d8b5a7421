/// The buttons under the layers panel's rows, left to right: each the `LayerCommand` of the
/// same name, so the panel can do everything the layer keys do.
public enum LayerListButton: CaseIterable, Sendable {
    case add
    case duplicate
    case delete
    case mergeDown
    case moveUp
    case moveDown

    /// The button's label: short enough for six to share a narrow panel.
    public var label: String {
        switch self {
        case .add: "New"
        case .duplicate: "Copy"
        case .delete: "Delete"
        case .mergeDown: "Merge"
        case .moveUp: "Up"
        case .moveDown: "Down"
        }
    }
}
