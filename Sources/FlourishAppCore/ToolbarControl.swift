/// One control of the toolbar: the action it carries out (the same the keys do), its name,
/// and how its button shows it. The tooltip names the control and its keys, from the key
/// table, so what the toolbar teaches is what the keyboard does.
package enum ToolbarControl: CaseIterable, Sendable {
    case undo, redo
    case brushes, color, layers
    case eraser, symmetry
    case fit, actualSize, upright, mirror
    case save, open, new
    case help

    /// The toolbar's groups, left to right.
    package static let groups: [[ToolbarControl]] = [
        [.undo, .redo], [.brushes, .color, .layers], [.eraser, .symmetry], [.fit, .actualSize, .upright, .mirror],
        [.save, .open, .new], [.help],
    ]

    /// Every control in the toolbar's order.
    package static let ordered: [ToolbarControl] = groups.flatMap { $0 }

    package var action: AppAction {
        switch self {
        case .undo: .undo
        case .redo: .redo
        case .brushes: .brushChooser
        case .color: .colorPanel
        case .layers: .layersPanel
        case .eraser: .eraserMode
        case .symmetry: .symmetryMode
        case .fit: .fitView
        case .actualSize: .actualSize
        case .upright: .uprightView
        case .mirror: .mirrorView
        case .save: .save
        case .open: .openPainting
        case .new: .newPainting
        case .help: .help
        }
    }

    package var name: String {
        switch self {
        case .undo: "Undo"
        case .redo: "Redo"
        case .brushes: "Brushes"
        case .color: "Colour"
        case .layers: "Layers"
        case .eraser: "Eraser mode"
        case .symmetry: "Symmetry"
        case .fit: "Fit the canvas in the window"
        case .actualSize: "Zoom 1:1"
        case .upright: "Turn upright"
        case .mirror: "Mirror the view"
        case .save: "Save"
        case .open: "Open"
        case .new: "New painting"
        case .help: "Help"
        }
    }

    /// What the button shows: a symbol of the UI font, a short word, or (the colour) a swatch
    /// of the current colour.
    package enum Face: Equatable, Sendable {
        case symbol(String)
        case word(String)
        case swatch
    }

    package var face: Face {
        switch self {
        case .undo: .symbol("↶")
        case .redo: .symbol("↷")
        case .brushes: .symbol("✎")
        case .color: .swatch
        case .layers: .symbol("▤")
        case .eraser: .symbol("⌫")
        case .symmetry: .symbol("⋈")
        case .fit: .word("Fit")
        case .actualSize: .word("1:1")
        case .upright: .word("0°")
        case .mirror: .symbol("⇔")
        case .save: .word("Save")
        case .open: .word("Open")
        case .new: .word("New")
        case .help: .symbol("?")
        }
    }

    /// "Undo (Ctrl+Z)": the name and every key bound to the action.
    package var tooltip: String {
        let keys = KeyBindings.chords(for: action).map(\.description)
        return keys.isEmpty ? name : "\(name) (\(keys.joined(separator: ", ")))"
    }
}
