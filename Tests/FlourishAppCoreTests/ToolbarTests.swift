import FlourishPanels
import Testing

@testable import FlourishAppCore

@Suite("The toolbar's model: controls, tooltips, presses, what is enabled and on")
struct ToolbarTests {
    @Test("every control carries an action a key is bound to, and its tooltip names that key")
    func tooltips() {
        for control in ToolbarControl.ordered {
            let chords = KeyBindings.chords(for: control.action)
            #expect(!chords.isEmpty, "\(control) has no key")
            #expect(control.tooltip.hasPrefix(control.name))
            for chord in chords { #expect(control.tooltip.contains(chord.description)) }
        }
        #expect(ToolbarControl.undo.tooltip == "Undo (Ctrl+Z)")
        #expect(ToolbarControl.help.tooltip == "Help (F1)")
        #expect(Set(ToolbarControl.ordered.map(\.action)).count == ToolbarControl.ordered.count)
    }

    @Test("the issue's controls are all there")
    func controls() {
        let actions = Set(ToolbarControl.ordered.map(\.action))
        let asked: Set<AppAction> = [
            .undo, .redo, .brushChooser, .colorPanel, .layersPanel, .eraserMode, .symmetryMode, .fitView, .actualSize,
            .uprightView, .mirrorView, .save, .openPainting, .newPainting,
        ]
        #expect(asked.isSubset(of: actions))
    }

    func middle(_ toolbar: Toolbar, _ control: ToolbarControl) -> (x: Double, y: Double) {
        let button = toolbar.button(of: control)
        return (Double(button.x + button.width / 2), Double(button.y + button.height / 2))
    }

    @Test("a release on the button pressed acts; a release elsewhere does nothing")
    func pressRelease() {
        var toolbar = Toolbar(width: 1024, scale: .one)
        let save = middle(toolbar, .save)
        toolbar.press(atX: save.x, y: save.y)
        #expect(toolbar.pressed == .save)
        #expect(toolbar.release(atX: save.x, y: save.y) == .save)
        #expect(toolbar.pressed == nil)
        toolbar.press(atX: save.x, y: save.y)
        let open = middle(toolbar, .open)
        #expect(toolbar.release(atX: open.x, y: open.y) == nil, "released on another button")
        toolbar.press(atX: 1000, y: 20)
        #expect(toolbar.release(atX: 1000, y: 20) == nil, "the band's empty end")
    }

    @Test("undo and redo act only where there is a step; upright only on a turned view")
    func enabled() {
        var toolbar = Toolbar(width: 1024, scale: .one)
        let undo = middle(toolbar, .undo)
        toolbar.press(atX: undo.x, y: undo.y)
        #expect(toolbar.release(atX: undo.x, y: undo.y) == nil, "nothing to undo")
        toolbar.state.canUndo = true
        toolbar.press(atX: undo.x, y: undo.y)
        #expect(toolbar.release(atX: undo.x, y: undo.y) == .undo)
        #expect(!toolbar.state.isEnabled(.upright))
        toolbar.state.turned = true
        #expect(toolbar.state.isEnabled(.upright))
    }

    @Test("modes that are on and the panel open show as on")
    func on() {
        var state = ToolbarState()
        #expect(ToolbarControl.ordered.allSatisfy { !state.isOn($0) })
        state.eraserMode = true
        state.openPanel = .colorPanel
        #expect(state.isOn(.eraser) && state.isOn(.color) && !state.isOn(.layers) && !state.isOn(.symmetry))
    }

    @Test("hovering a button shows its tooltip under it; leaving, or a press, takes it away")
    func hover() {
        var toolbar = Toolbar(width: 1024, scale: .one)
        let layers = middle(toolbar, .layers)
        let came = toolbar.hover(atX: layers.x, y: layers.y)
        #expect(came)
        #expect(toolbar.tooltip?.text == "Layers (Y)")
        #expect(toolbar.tooltip?.anchor == toolbar.button(of: .layers))
        let moved = toolbar.hover(atX: layers.x + 1, y: layers.y)
        #expect(!moved, "the same button: nothing changed")
        toolbar.press(atX: layers.x, y: layers.y)
        #expect(toolbar.tooltip == nil)
        _ = toolbar.release(atX: layers.x, y: layers.y)
        let went = toolbar.hover(atX: nil, y: nil)
        #expect(went)
        #expect(toolbar.tooltip == nil)
    }
}
