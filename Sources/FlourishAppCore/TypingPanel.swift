/// A key a panel that takes typing answers to.
package enum PanelKey: Equatable, Sendable {
    case enter
    case escape
    case backspace
    /// Ctrl+Backspace.
    case deleteWord
    case tab
    case up
    case down
}

/// A panel that takes the keyboard while it is open (the path field, the new-painting panel):
/// its keys and typed text reach it before the key table, so typing a path never paints or
/// opens the brush chooser.
@MainActor
package protocol TypingPanel: Panel {
    func key(_ key: PanelKey) -> PanelOutcome
    func type(_ text: String) -> PanelOutcome
}
