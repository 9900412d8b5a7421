import FlourishPanels
import FlourishTools

/// Where a pointer event goes.
package enum PointerRoute: Equatable {
    /// The open panel took it.
    case panel(PanelOutcome)
    /// A pan gesture began: samples from before it paint with the view they were made in.
    case panStarted
    /// The view moves by this many window pixels.
    case pan(dx: Double, dy: Double)
    /// The view turns by this many degrees (clockwise on screen) about the window's centre.
    case turn(degrees: Double)
    /// The view zooms by `steps` about a window point.
    case zoom(steps: Int, aboutX: Double, aboutY: Double)
    /// The eyedropper picks the colour at a window point.
    case pickColor(x: Double, y: Double)
    /// The chrome's (the toolbar's): a press on it, a move while that press is held or while
    /// nothing is pressed over it, the press's release.
    case chrome(ChromePointer)
    /// The right button (the pen's upper side button) asks for the pop-up palette here.
    case openPalette(x: Double, y: Double)
    /// Input for the canvas (on SDL's mouse path, a sample).
    case canvas
    /// Nothing to do (a gesture's end, a button nothing uses over a panel).
    case ignore
}

/// What the pointer did on the chrome, in window pixels.
package enum ChromePointer: Equatable {
    case pressed(x: Double, y: Double)
    /// Moved while a press begun on the chrome is held, or over the chrome with nothing held.
    case moved(x: Double, y: Double)
    case released(x: Double, y: Double)
}

/// Decides where each pointer event goes, in this order: an open panel takes every event; the
/// right button opens the pop-up palette; a press on the chrome (`chrome`: the toolbar's band)
/// is the chrome's until it is released, wherever the pointer goes; a pan (middle drag, or
/// Space held with a left drag: the pan tool) takes the pointer; Ctrl with a left press is the
/// eyedropper tool's; everything else is for the canvas's current tool (`CanvasInput.tools`),
/// and a press begun on the canvas stays the canvas's until it is released, under the toolbar
/// too. This is the one place a press is given to the chrome or the canvas: `CanvasInput` asks
/// the same `chrome` of the devices' own samples. No SDL here: the app hands in numbers and
/// carries out the route.
@MainActor
package struct PointerRouter {
    /// A new one, with nothing taken in yet.
    package init() {}

    /// Moving the view, over any tool.
    package private(set) var pan = PanTool()
    /// Ctrl's tool, over any tool.
    private var eyedropper = EyedropperTool()
    package var navigation: ViewNavigation { pan.navigation }
    package static let leftButton = ToolPointer.leftButton
    package static let middleButton = ToolPointer.middleButton
    package static let rightButton = 3

    /// Where the chrome lies on the window now (the toolbar's band; empty while it is hidden).
    package var chrome = ChromeRect.empty

    /// Who the left press being held belongs to: the chrome's, the canvas's, or an open
    /// panel's (which may have closed on it: its moves and release still paint nothing).
    private enum Owner { case chrome, canvas, panel }
    private var pressOwner: Owner?

    /// Whether the left press held now is one an open panel took (it may have closed on it).
    package var pressIsThePanels: Bool { pressOwner == .panel }

    package mutating func spaceChanged(down: Bool) { pan.spaceChanged(down: down) }

    /// Whether Shift is held (a view drag begun with it turns the view), in event order.
    package private(set) var shiftHeld = false

    package mutating func shiftChanged(down: Bool) { shiftHeld = down }

    /// Whether Alt is held (a selection drag begun with it takes away), in event order.
    package private(set) var altHeld = false

    package mutating func altChanged(down: Bool) { altHeld = down }

    /// Whether Ctrl is held, as the key events handled so far say: the eyedropper's key. Kept
    /// here in event order rather than read from SDL, whose modifier state already holds a
    /// Ctrl that is still waiting in the queue behind samples made before it (a stroke's last
    /// sample would be taken as the eyedropper's and lost, issue 16's slower confetti frames
    /// showed it).
    package private(set) var controlHeld = false

    package mutating func controlChanged(down: Bool) { controlHeld = down }

    /// Whether samples must stay off the canvas now: a pan, an open panel, the eyedropper held.
    package func withholdsSamples(panelOpen: Bool, eyedropperHeld: Bool) -> Bool {
        navigation.withholdsSamples || panelOpen || eyedropperHeld
    }

    package var isPanning: Bool { pan.isDragging }

    /// The pen's side switch reaches SDL as the middle button; `fromPen` says the press came
    /// from a pen (XInput2 saw a pen last), and then it is the gesture ink's, not a pan.
    package mutating func buttonPressed(
        _ button: Int, x: Double, y: Double, panel: Panel?, eyedropperHeld: Bool, fromPen: Bool = false,
        viewPivot: (x: Double, y: Double)? = nil
    ) -> PointerRoute {
        if let panel {
            // A press outside the panel closes it; nothing under a panel paints either way.
            guard button == Self.leftButton else { return .ignore }
            pressOwner = .panel
            return .panel(panel.frame.contains(x: x, y: y) ? panel.pointerPressed(x: x, y: y) : .close)
        }
        if fromPen && button == Self.middleButton { return .ignore }
        let onChrome = chrome.contains(x: x, y: y)
        if button == Self.rightButton { return onChrome || pressOwner != nil ? .ignore : .openPalette(x: x, y: y) }
        if button == Self.leftButton && onChrome && pressOwner == nil && !navigation.withholdsSamples {
            pressOwner = .chrome
            return .chrome(.pressed(x: x, y: y))
        }
        let pointer = ToolPointer(x: x, y: y, button: button, shift: shiftHeld)
        pan.turnPivot = shiftHeld ? viewPivot : nil
        if pan.press(pointer) == .panStarted { return .panStarted }
        if eyedropperHeld, case .pickColor(let x, let y) = eyedropper.press(pointer) { return .pickColor(x: x, y: y) }
        if button == Self.leftButton { pressOwner = .canvas }
        return onChrome ? .ignore : .canvas
    }

    package mutating func buttonReleased(_ button: Int, x: Double, y: Double, panel: Panel?) -> PointerRoute {
        let owner = button == Self.leftButton ? pressOwner : nil
        if button == Self.leftButton { pressOwner = nil }
        if let panel { return button == Self.leftButton ? .panel(panel.pointerReleased(x: x, y: y)) : .ignore }
        if owner == .chrome { return .chrome(.released(x: x, y: y)) }
        if owner == .panel { return .ignore }
        if pan.release(ToolPointer(x: x, y: y, button: button)) != .pass { return .ignore }
        return .canvas
    }

    package mutating func moved(x: Double, y: Double, panel: Panel?) -> PointerRoute {
        if let panel { return .panel(panel.pointerMoved(x: x, y: y)) }
        switch pan.move(ToolPointer(x: x, y: y, button: 0)) {
        case .pan(let dx, let dy): return .pan(dx: dx, dy: dy)
        case .turn(let degrees): return .turn(degrees: degrees)
        default: break
        }
        switch pressOwner {
        case .chrome: return .chrome(.moved(x: x, y: y))
        case .canvas: return .canvas
        case .panel: return .ignore
        case nil: return chrome.contains(x: x, y: y) ? .chrome(.moved(x: x, y: y)) : .canvas
        }
    }

    /// A panel opened over a press still held: the press ends there, the panel has the pointer.
    package mutating func panelOpened() { pressOwner = nil }

    package func wheel(steps: Int, x: Double, y: Double, panel: Panel?) -> PointerRoute {
        guard steps != 0 else { return .ignore }
        if let panel { return .panel(panel.wheel(steps: steps)) }
        if chrome.contains(x: x, y: y) { return .ignore }
        return .zoom(steps: steps, aboutX: x, aboutY: y)
    }
}
