/// What a key asks the app to do. Actions that change the painting become session commands;
/// the rest (quit, confetti, the overlay) belong to the window.
enum AppAction: String, CaseIterable, Sendable {
    case undo
    case redo
    case clear
    case save
    case quit
    case brushSmaller
    case brushBigger
    case zoomIn
    case zoomOut
    case fitView
    case popConfetti
    case cancelConfetti
    case toggleConfettiLook
    case toggleReduceMotion
    case toggleOverlay

    /// What the README's key table says the action does, word for word.
    var summary: String {
        switch self {
        case .undo: "undo the last stroke (or clear)"
        case .redo: "redo"
        case .clear: "clear the canvas (undoable)"
        case .save: "save the canvas"
        case .quit: "quit (unsaved paint is saved first)"
        case .brushSmaller: "brush smaller"
        case .brushBigger: "brush bigger"
        case .zoomIn: "zoom in about the window's centre"
        case .zoomOut: "zoom out about the window's centre"
        case .fitView: "fit the canvas in the window"
        case .popConfetti: "confetti at the pointer"
        case .cancelConfetti: "cancel the confetti"
        case .toggleConfettiLook: "confetti look: flat or 3D"
        case .toggleReduceMotion: "reduce motion on or off"
        case .toggleOverlay: "frame-time overlay"
        }
    }
}
