extension AppAction {
    /// Whether the action may happen while a tool other than the brush holds the canvas:
    /// moving the view and the window's own toggles. Any other action puts the tool away
    /// first, dropping its work, so nothing changes the painting under a preview.
    package var leavesToolAlone: Bool {
        switch self {
        case .zoomIn, .zoomOut, .fitView, .rotateViewLeft, .rotateViewRight, .uprightView, .mirrorView, .toggleOverlay,
            .popConfetti, .toggleConfettiLook, .toggleReduceMotion, .dismiss, .transform, .actualSize, .help, .toggleChrome:
            true
        default:
            false
        }
    }
}
