import CSDL2
import CXInput2
import FlourishAppCore
import FlourishPanels

/// The chrome as the window carries it out: the toolbar's presses and hovers, what its buttons
/// show of the app, Tab, the pop-up palette, and the display's scale.
extension PaintApp {
    /// The chrome's scale on the window's display (see `DisplayScale`), with what it came from.
    static func displayScale(of window: Window) -> (scale: ChromeScale, source: String) {
        var xftDPI: Double?
        if let display = window.x11Display, let resources = XResourceManagerString(display) {
            xftDPI = DisplayScale.xftDPI(inResources: String(cString: resources))
        }
        var diagonal: Float = 0
        let index = SDL_GetWindowDisplayIndex(window.pointer)
        let displayDPI = index >= 0 && SDL_GetDisplayDPI(index, &diagonal, nil, nil) == 0 ? Double(diagonal) : nil
        let scale = DisplayScale.chosen(xftDPI: xftDPI, displayDPI: displayDPI)
        let source =
            xftDPI.map { "Xft.dpi \(Int($0.rounded()))" } ?? displayDPI.map { "the display's \(Int($0.rounded())) dpi" }
            ?? "no dpi known"
        return (scale, source)
    }

    /// The toolbar's buttons as the app is now: undo and redo where there are steps, the modes
    /// that are on, the panel that is open; the palette's undo and redo likewise.
    func refreshChrome() {
        var state = ToolbarState()
        state.canUndo = session.undoableSteps > 0
        state.canRedo = session.redoableSteps > 0
        state.eraserMode = canvasInput.eraserMode.isOn
        state.symmetryOn = session.symmetry.isActive
        state.mirrored = session.view.isMirrored
        state.turned = session.view.rotation != 0
        state.openPanel = panels.openAction
        if drawer.chrome.update(state: state, color: session.currentBrush.color) { loop.noteChange() }
        panels.openPalette?.refresh(canUndo: state.canUndo, canRedo: state.canRedo)
    }

    /// Carries out what the pointer did on the chrome: a press shows, a release on the button
    /// pressed acts, a move hovers (the tooltip follows, the system pointer shows).
    func chromePointer(_ event: ChromePointer) {
        let chrome = drawer.chrome
        switch event {
        case .pressed(let x, let y):
            chrome.press(atX: x, y: y)
            loop.noteChange()
        case .moved(let x, let y):
            pointerOverChrome(true)
            if chrome.hover(atX: x, y: y) { loop.noteChange() }
        case .released(let x, let y):
            let action = chrome.release(atX: x, y: y)
            loop.noteChange()
            if let action { perform(action) }
        }
    }

    /// The pointer went over the chrome (the system pointer shows there) or back over the
    /// canvas (the brush ring shows instead; the tooltip goes).
    func pointerOverChrome(_ over: Bool) {
        let chrome = drawer.chrome
        guard over != chrome.pointerOver else { return }
        chrome.pointerOver = over
        if !over && chrome.hover(atX: nil, y: nil) { loop.noteChange() }
        if panels.open == nil { SDL_ShowCursor(over ? SDL_ENABLE : SDL_DISABLE) }
        loop.noteChange()
    }

    /// Tab: the chrome hides or shows, and the next start remembers it.
    func toggleChrome() {
        let chrome = drawer.chrome
        chrome.setShown(!chrome.isShown)
        canvasInput.router.chrome = chrome.band
        panels.chromeTop = chrome.band.maxY
        let size = drawer.renderer.outputSize
        panels.resize(width: size.width, height: size.height)
        pointerOverChrome(false)
        interface.chromeShown = chrome.isShown
        interface.remember(at: interfacePath)
        Console.say("chrome \(chrome.isShown ? "shown" : "hidden")")
        redraw()
    }

    /// The window is `width` pixels wide now: the toolbar is laid out again.
    func layChrome(width: Int) {
        drawer.chrome.resize(width: width)
        canvasInput.router.chrome = drawer.chrome.band
        panels.chromeTop = drawer.chrome.band.maxY
    }

    /// The pop-up palette opens at window point (x, y), on the slots as they are.
    func openPalette(atX x: Double, y: Double) {
        putToolAway(before: nil)
        paintPending()
        panels.showPalette(
            at: (x, y), slots: session.slots, currentSlot: session.currentSlot, recent: session.recentColors.colors)
        panelsChanged()
    }

    /// `E`: eraser mode on or off, from the next stroke.
    func toggleEraserMode() {
        paintPending()
        canvasInput.eraserMode.isOn.toggle()
        Console.say("eraser mode: \(canvasInput.eraserMode.isOn ? "on" : "off")")
        updateTitle()
        refreshChrome()
    }
}
