/// The keys a tool may take while it is current, before the app's key table.
public enum ToolKey: String, Hashable, Sendable, CaseIterable {
    /// Enter (Return or the keypad's): apply.
    case enter
    /// Escape: cancel.
    case escape
    /// H: flip horizontally.
    case flipHorizontal
    /// V: flip vertically.
    case flipVertical

    /// The key's name as `KeyChord` writes it (no modifiers).
    public var keyName: String {
        switch self {
        case .enter: "Enter"
        case .escape: "Escape"
        case .flipHorizontal: "H"
        case .flipVertical: "V"
        }
    }

    /// The key a chord's name stands for, where a tool could take it.
    public init?(keyName: String) {
        guard let key = Self.allCases.first(where: { $0.keyName == keyName }) else { return nil }
        self = key
    }
}
