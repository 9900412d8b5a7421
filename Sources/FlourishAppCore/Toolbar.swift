import FlourishPanels

/// What the toolbar shows and does, without SDL: its controls and where they lie
/// (`ToolbarLayout`), which are enabled and which are on (`ToolbarState`), the one the pointer
/// hovers (its tooltip shows) and the one pressed. A control acts when the pointer (a click, a
/// pen's tap) is released on the button it was pressed on, as buttons do; a press held off
/// the buttons does nothing.
package struct Toolbar: Equatable {
    package private(set) var layout: ToolbarLayout
    package var state = ToolbarState()
    package private(set) var hovered: ToolbarControl?
    package private(set) var pressed: ToolbarControl?

    package init(width: Int, scale: ChromeScale) {
        layout = ToolbarLayout(groups: ToolbarControl.groups.map(\.count), width: width, scale: scale)
    }

    /// Lays the buttons out again for a window `width` pixels wide at `scale`.
    package mutating func resize(width: Int, scale: ChromeScale) {
        layout = ToolbarLayout(groups: ToolbarControl.groups.map(\.count), width: width, scale: scale)
    }

    /// The band the toolbar takes across the window's top.
    package var band: ChromeRect { layout.band }

    /// The control at window point (`x`, `y`), if any.
    package func control(atX x: Double, y: Double) -> ToolbarControl? {
        layout.control(atX: x, y: y).map { ToolbarControl.ordered[$0] }
    }

    /// Where `control`'s button is.
    package func button(of control: ToolbarControl) -> ChromeRect {
        layout.buttons[ToolbarControl.ordered.firstIndex(of: control) ?? 0]
    }

    /// The pointer is at (`x`, `y`) (nil: it left the toolbar); whether what the toolbar
    /// shows changed (a tooltip came, went or moved).
    @discardableResult
    package mutating func hover(atX x: Double?, y: Double?) -> Bool {
        let now = x.flatMap { x in y.flatMap { control(atX: x, y: $0) } }
        guard now != hovered else { return false }
        hovered = now
        return true
    }

    /// A press at (`x`, `y`), inside the band.
    package mutating func press(atX x: Double, y: Double) {
        pressed = control(atX: x, y: y)
    }

    /// The release of a press at (`x`, `y`): the action of the control pressed, where the
    /// release is on it too and it is enabled.
    package mutating func release(atX x: Double, y: Double) -> AppAction? {
        defer { pressed = nil }
        guard let pressed, control(atX: x, y: y) == pressed, state.isEnabled(pressed) else { return nil }
        return pressed.action
    }

    /// The tooltip to show now: the hovered control's, while no press is held.
    package var tooltip: (text: String, anchor: ChromeRect)? {
        guard let hovered, pressed == nil else { return nil }
        return (hovered.tooltip, button(of: hovered))
    }
}

/// What the toolbar's buttons show of the app: which can act now and which are on.
package struct ToolbarState: Equatable, Sendable {
    package var canUndo = false
    package var canRedo = false
    package var eraserMode = false
    package var symmetryOn = false
    package var mirrored = false
    package var turned = false
    /// The action that opened the panel open now (`.brushChooser`, `.help`, …), if any.
    package var openPanel: AppAction?

    package init() {}

    /// Whether `control` can act: undo and redo where there is a step, upright where the view
    /// is turned; the rest always.
    package func isEnabled(_ control: ToolbarControl) -> Bool {
        switch control {
        case .undo: canUndo
        case .redo: canRedo
        case .upright: turned
        default: true
        }
    }

    /// Whether `control` shows as on: a mode that is on, or the panel it opened.
    package func isOn(_ control: ToolbarControl) -> Bool {
        switch control {
        case .eraser: eraserMode
        case .symmetry: symmetryOn
        case .mirror: mirrored
        case .brushes, .color, .layers, .help, .new: openPanel == control.action
        default: false
        }
    }
}
