/// Every key the app answers to, as one table: the README's key table is this table (a test
/// reads both), and the event loop only looks keys up here.
package enum KeyBindings {
    package static let table: [(chord: KeyChord, action: AppAction)] = [
        (KeyChord("Z", ctrl: true), .undo),
        (KeyChord("Z", ctrl: true, shift: true), .redo),
        (KeyChord("Y", ctrl: true), .redo),
        (KeyChord("Delete"), .clear),
        (KeyChord("S", ctrl: true), .save),
        (KeyChord("S", ctrl: true, shift: true), .saveAs),
        (KeyChord("E", ctrl: true, shift: true), .exportPNG),
        (KeyChord("N", ctrl: true), .newPainting),
        (KeyChord("O", ctrl: true), .openPainting),
        (KeyChord("O", ctrl: true, shift: true), .openRecent),
        (KeyChord("Q", ctrl: true), .quit),
        (KeyChord("["), .brushSmaller),
        (KeyChord("]"), .brushBigger),
        (KeyChord("[", shift: true), .stabilizerWeaker),
        (KeyChord("]", shift: true), .stabilizerStronger),
        (KeyChord("+"), .zoomIn),
        (KeyChord("-"), .zoomOut),
        (KeyChord("Home"), .fitView),
        (KeyChord("0", ctrl: true), .actualSize),
        (KeyChord("Left", ctrl: true), .rotateViewLeft),
        (KeyChord("Right", ctrl: true), .rotateViewRight),
        (KeyChord("Home", shift: true), .uprightView),
        (KeyChord("M"), .mirrorView),
        (KeyChord("E"), .eraserMode),
        (KeyChord("X"), .symmetryMode),
        (KeyChord("X", shift: true), .symmetryCentre),
        (KeyChord("X", ctrl: true, shift: true), .symmetryLines),
        (KeyChord("P"), .popConfetti),
        (KeyChord("Escape"), .dismiss),
        (KeyChord("L"), .toggleConfettiLook),
        (KeyChord("R"), .toggleReduceMotion),
        (KeyChord("F3"), .toggleOverlay),
        (KeyChord("F1"), .help),
        (KeyChord("Tab"), .toggleChrome),
        (KeyChord("B"), .brushChooser),
        (KeyChord("C"), .colorPanel),
        (KeyChord("Y"), .layersPanel),
        (KeyChord("G"), .toggleGestureMode),
        (KeyChord("N", ctrl: true, shift: true), .newLayer),
        (KeyChord("J", ctrl: true), .duplicateLayer),
        (KeyChord("Delete", shift: true), .deleteLayer),
        (KeyChord("E", ctrl: true), .mergeLayerDown),
        (KeyChord("PageUp"), .layerAbove),
        (KeyChord("PageDown"), .layerBelow),
        (KeyChord("PageUp", ctrl: true), .moveLayerUp),
        (KeyChord("PageDown", ctrl: true), .moveLayerDown),
        (KeyChord("G", ctrl: true), .groupLayer),
        (KeyChord("G", ctrl: true, shift: true), .ungroupLayer),
        (KeyChord("T", ctrl: true), .transform),
        (KeyChord("R", ctrl: true), .selectRectangle),
        (KeyChord("L", ctrl: true), .selectLasso),
        (KeyChord("A", ctrl: true), .selectAll),
        (KeyChord("A", ctrl: true, shift: true), .selectNone),
        (KeyChord("C", ctrl: true), .copy),
        (KeyChord("X", ctrl: true), .cut),
        (KeyChord("V", ctrl: true), .paste),
        (KeyChord("1"), .slot1), (KeyChord("2"), .slot2), (KeyChord("3"), .slot3),
        (KeyChord("4"), .slot4), (KeyChord("5"), .slot5), (KeyChord("6"), .slot6),
        (KeyChord("7"), .slot7), (KeyChord("8"), .slot8), (KeyChord("9"), .slot9),
    ]

    private static let byChord: [KeyChord: AppAction] = Dictionary(
        table.map { ($0.chord, $0.action) }, uniquingKeysWith: { first, _ in first })

    /// The action bound to `chord`, if any.
    package static func action(for chord: KeyChord) -> AppAction? { byChord[chord] }

    /// Every chord bound to `action`, in the table's order (redo has two): what a tooltip
    /// and the help name it by.
    package static func chords(for action: AppAction) -> [KeyChord] {
        table.filter { $0.action == action }.map(\.chord)
    }
}
