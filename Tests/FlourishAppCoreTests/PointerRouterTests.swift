import FlourishPaint
import FlourishSamples
import Testing

@testable import FlourishAppCore

/// A panel that records what it was given: the router's tests are about where events go,
/// not about what a real panel (which needs an SDL renderer) makes of them.
@MainActor
final class RecordingPanel: Panel {
    var frame = PixelRect(x: 100, y: 100, width: 200, height: 100)
    var wantsFrame: Bool { false }
    var isOpaque: Bool { true }
    private(set) var calls: [String] = []
    func draw() {}
    func pointerPressed(x: Double, y: Double) -> PanelOutcome {
        calls.append("press \(Int(x)),\(Int(y))")
        return .command(.setColor(Color(r: 1, g: 2, b: 3)), close: true)
    }
    func pointerMoved(x: Double, y: Double) -> PanelOutcome {
        calls.append("move")
        return .redraw
    }
    func pointerReleased(x: Double, y: Double) -> PanelOutcome {
        calls.append("release")
        return .none
    }
    func wheel(steps: Int) -> PanelOutcome {
        calls.append("wheel \(steps)")
        return .redraw
    }
    func resize(width: Int, height: Int) {}
}

@Suite("Pointer routing: panel, pan, eyedropper, canvas")
@MainActor
struct PointerRouterTests {
    @Test("an open panel takes every pointer event; a press outside it closes it; nothing reaches the canvas")
    func panelTakesAll() {
        var router = PointerRouter()
        let panel = RecordingPanel()
        #expect(router.buttonPressed(1, x: 150, y: 150, panel: panel, eyedropperHeld: false)
            == .panel(.command(.setColor(Color(r: 1, g: 2, b: 3)), close: true)))
        #expect(router.moved(x: 160, y: 150, panel: panel) == .panel(.redraw))
        #expect(router.buttonReleased(1, x: 160, y: 150, panel: panel) == .panel(.none))
        #expect(router.wheel(steps: -2, x: 0, y: 0, panel: panel) == .panel(.redraw))
        #expect(router.buttonPressed(1, x: 10, y: 10, panel: panel, eyedropperHeld: false) == .panel(.close))
        #expect(router.buttonPressed(2, x: 150, y: 150, panel: panel, eyedropperHeld: false) == .ignore)
        #expect(panel.calls == ["press 150,150", "move", "release", "wheel -2"])
        #expect(router.withholdsSamples(panelOpen: true, eyedropperHeld: false))
    }

    @Test("without a panel: a middle drag pans, the wheel zooms about the pointer, a left press paints")
    func noPanel() {
        var router = PointerRouter()
        #expect(router.buttonPressed(1, x: 5, y: 5, panel: nil, eyedropperHeld: false) == .canvas)
        #expect(router.moved(x: 6, y: 5, panel: nil) == .canvas)
        #expect(router.buttonReleased(1, x: 6, y: 5, panel: nil) == .canvas)
        #expect(router.buttonPressed(2, x: 10, y: 10, panel: nil, eyedropperHeld: false) == .panStarted)
        #expect(router.isPanning && router.withholdsSamples(panelOpen: false, eyedropperHeld: false))
        #expect(router.moved(x: 25, y: 4, panel: nil) == .pan(dx: 15, dy: -6))
        #expect(router.buttonReleased(2, x: 25, y: 4, panel: nil) == .ignore)
        #expect(!router.isPanning)
        #expect(router.wheel(steps: 3, x: 40, y: 50, panel: nil) == .zoom(steps: 3, aboutX: 40, aboutY: 50))
        #expect(router.wheel(steps: 0, x: 40, y: 50, panel: nil) == .ignore)
    }

    @Test("Ctrl with a left press is the eyedropper, and holds samples off the canvas")
    func eyedropper() {
        var router = PointerRouter()
        #expect(router.buttonPressed(1, x: 7, y: 8, panel: nil, eyedropperHeld: true) == .pickColor(x: 7, y: 8))
        #expect(router.withholdsSamples(panelOpen: false, eyedropperHeld: true))
        #expect(!router.withholdsSamples(panelOpen: false, eyedropperHeld: false))
        // Space pans before Ctrl picks.
        router.spaceChanged(down: true)
        #expect(router.buttonPressed(1, x: 7, y: 8, panel: nil, eyedropperHeld: true) == .panStarted)
    }
}

@Suite("Window title")
struct WindowTitleTests {
    @Test("the title names the slot, the brush and its radius to a tenth, then the painting's file")
    func title() {
        #expect(
            WindowTitle.text(slot: 3, brush: "classic/marker_fat", radius: 9.0624)
                == "Flourish — 3: classic/marker_fat (r 9.1) — untitled")
        #expect(
            WindowTitle.text(slot: 1, brush: "classic/pencil", radius: 2, document: "/home/a/sky.ora")
                == "Flourish — 1: classic/pencil (r 2.0) — sky.ora")
        #expect(WindowTitle.text(slot: 9, brush: "x", radius: .nan) == "Flourish — 9: x (r 0.0) — untitled")
    }

    @Test("unsaved paint stars the file's name; what is happening to it comes last")
    func unsavedAndStatus() {
        #expect(
            WindowTitle.text(slot: 2, brush: "b", radius: 1, document: "sky.ora", unsaved: true, status: "saving…")
                == "Flourish — 2: b (r 1.0) — *sky.ora — saving…")
        #expect(
            WindowTitle.text(slot: 2, brush: "b", radius: 1, document: "sky.ora", unsaved: false)
                != WindowTitle.text(slot: 2, brush: "b", radius: 1, document: "sky.ora", unsaved: true))
    }
}

@Suite("Pointer routing: the pen's side switch")
@MainActor
struct PenSideSwitchRoutingTests {
    @Test("a middle press from the pen is the gesture's, not a pan; from the mouse it pans")
    func sideSwitchDoesNotPan() {
        var router = PointerRouter()
        #expect(router.buttonPressed(2, x: 10, y: 10, panel: nil, eyedropperHeld: false, fromPen: true) == .ignore)
        #expect(!router.isPanning)
        #expect(!router.withholdsSamples(panelOpen: false, eyedropperHeld: false))
        #expect(router.buttonPressed(1, x: 10, y: 10, panel: nil, eyedropperHeld: false, fromPen: true) == .canvas)
        #expect(router.buttonReleased(1, x: 10, y: 10, panel: nil) == .canvas)
        #expect(router.buttonReleased(2, x: 10, y: 10, panel: nil) == .canvas)
        #expect(router.buttonPressed(2, x: 10, y: 10, panel: nil, eyedropperHeld: false, fromPen: false) == .panStarted)
        #expect(router.isPanning)
    }

    @Test("the title says gesture mode after the brush")
    func titleSaysGestureMode() {
        #expect(
            WindowTitle.text(slot: 3, brush: "classic/pencil", radius: 2, document: "sky.ora", gestureMode: true)
                == "Flourish — 3: classic/pencil (r 2.0) — gesture mode — sky.ora")
    }
}
