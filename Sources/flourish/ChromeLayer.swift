import CSDL2
import FlourishAppCore
import FlourishPaint
import FlourishPanels
import FlourishSamples

/// The chrome drawn over the canvas: the toolbar along the top edge and the tooltip of the
/// control the pointer (or the hovering pen) is over, at the display's scale. What the
/// toolbar shows and does is `Toolbar`'s; this draws it, and says which window pixels it
/// changed, so a frame drawn in part (the software path) redraws the chrome only where it
/// changed or where the canvas under it was drawn again.
@MainActor
final class ChromeLayer {
    private let renderer: Renderer
    let scale: ChromeScale
    private(set) var toolbar: Toolbar
    /// Tab hides it all; the toolbar takes no input while hidden.
    private(set) var isShown: Bool
    /// The current colour, shown on the colour button.
    private var color = Color(r: 0, g: 0, b: 0)
    private let words: PanelPainter
    private let symbols: PanelPainter
    /// Whether the toolbar looks different from the last frame's.
    private(set) var isDirty = true {
        didSet { if isDirty { pictureStale = true } }
    }
    /// The toolbar as last drawn, copied whole into every frame that shows it: a frame drawn
    /// whole (the GPU path draws every frame whole) costs one copy, not every button and label.
    private var picture: Texture?
    /// The picture no longer shows the toolbar as it is.
    private var pictureStale = true
    /// Where the tooltip was drawn last; where it goes now.
    private var tooltipShown: PixelRect?
    /// The whole window must be drawn again (the chrome came, went or was laid out afresh).
    private(set) var needsWholeFrame = true
    /// Whether the pointer is over the chrome (the system pointer shows there, not the ring).
    var pointerOver = false

    /// Whether a frame is due for the chrome alone.
    var wantsFrame: Bool { needsWholeFrame || (isShown && isDirty) }

    static let wordPoints = 12
    static let symbolPoints = 20
    static let paddingPoints = 6

    init(renderer: Renderer, scale: ChromeScale, shown: Bool) {
        self.renderer = renderer
        self.scale = scale
        isShown = shown
        toolbar = Toolbar(width: renderer.outputSize.width, scale: scale)
        words = PanelPainter(
            renderer: renderer, owner: "toolbar", size: Int32(scale.pixels(Self.wordPoints)), fontPath: TextRenderer.sansPath)
        symbols = PanelPainter(
            renderer: renderer, owner: "toolbar", size: Int32(scale.pixels(Self.symbolPoints)), fontPath: TextRenderer.sansPath)
    }

    /// The band the chrome takes from the canvas's input now (empty while hidden).
    var band: ChromeRect { isShown ? toolbar.band : .empty }

    /// The window pixels the toolbar covers wholly while shown (the canvas under them need not
    /// be drawn); nil while hidden.
    var opaqueBand: PixelRect? { isShown && !toolbar.band.isEmpty ? PixelRect(toolbar.band) : nil }

    func resize(width: Int) {
        toolbar.resize(width: width, scale: scale)
        needsWholeFrame = true
        pictureStale = true
    }

    /// The renderer lost what was drawn into textures: the next frame draws the toolbar anew.
    func pictureLost() {
        pictureStale = true
        needsWholeFrame = true
    }

    func setShown(_ shown: Bool) {
        guard shown != isShown else { return }
        isShown = shown
        if !shown { _ = toolbar.hover(atX: nil, y: nil) }
        needsWholeFrame = true
    }

    /// The app's state as the buttons show it; whether that changed what they show.
    @discardableResult
    func update(state: ToolbarState, color: Color) -> Bool {
        guard state != toolbar.state || color != self.color else { return false }
        toolbar.state = state
        self.color = color
        isDirty = true
        return isShown
    }

    /// The pointer over the toolbar at (x, y), or off it (nil); whether the chrome changed.
    @discardableResult
    func hover(atX x: Double?, y: Double?) -> Bool {
        guard toolbar.hover(atX: x, y: y) else { return false }
        isDirty = true
        return isShown
    }

    func press(atX x: Double, y: Double) {
        toolbar.press(atX: x, y: y)
        isDirty = true
    }

    /// The action the release carries out, if any.
    func release(atX x: Double, y: Double) -> AppAction? {
        let action = toolbar.release(atX: x, y: y)
        isDirty = true
        return action
    }

    /// Window pixels a frame drawn in part must draw again for the chrome: the toolbar where it
    /// changed, and the tooltip's place before and now (the canvas comes back under one that
    /// went).
    func damage() -> [PixelRect] {
        guard isDirty else { return [] }
        var rects = [tooltipShown, tooltipRect].compactMap { $0 }
        if isShown { rects.append(PixelRect(toolbar.band)) }
        return rects
    }

    /// Draws the chrome: all of it in a whole frame (`parts` nil), else what changed and what
    /// the frame's `parts` drew over.
    func draw(in parts: [PixelRect]?) {
        defer {
            isDirty = false
            needsWholeFrame = false
        }
        let tooltip = tooltipRect
        tooltipShown = tooltip
        guard isShown else { return }
        func touched(_ rect: PixelRect) -> Bool {
            guard let parts else { return true }
            return isDirty || parts.contains { !$0.intersection(rect).isEmpty }
        }
        let band = PixelRect(toolbar.band)
        if touched(band) { drawToolbar() }
        if let tooltip, let text = toolbar.tooltip?.text, touched(tooltip) { drawTooltip(text, in: tooltip) }
    }

    /// Copies the toolbar's picture into the frame, drawing it first where it is stale (where
    /// a picture cannot be had, the toolbar is drawn into the frame itself).
    private func drawToolbar() {
        let band = PixelRect(toolbar.band)
        if picture?.width != band.width || picture?.height != band.height {
            picture = try? Texture(target: renderer, width: band.width, height: band.height)
            pictureStale = true
        }
        guard let picture else {
            paintToolbar()
            return
        }
        if pictureStale {
            guard SDL_SetRenderTarget(renderer.pointer, picture.pointer) == 0 else {
                paintToolbar()
                return
            }
            // The band starts at the window's corner: the picture's pixels are the window's.
            paintToolbar()
            SDL_SetRenderTarget(renderer.pointer, nil)
            pictureStale = false
        }
        picture.draw(atX: band.x, y: band.y)
    }

    /// The toolbar itself: the band, each button in its state, and its face.
    private func paintToolbar() {
        words.fill(PixelRect(toolbar.band), 30, 30, 36)
        let state = toolbar.state
        for control in ToolbarControl.ordered {
            let rect = PixelRect(toolbar.button(of: control))
            let enabled = state.isEnabled(control)
            let shade: (UInt8, UInt8, UInt8) =
                toolbar.pressed == control && enabled ? (96, 96, 112)
                : state.isOn(control) ? (58, 82, 128)
                : toolbar.hovered == control && enabled ? (72, 72, 84) : (46, 46, 54)
            words.fill(rect, shade.0, shade.1, shade.2)
            switch control.face {
            case .symbol(let symbol): symbols.drawCentredLabel(symbol, in: rect, dim: !enabled)
            case .word(let word): words.drawCentredLabel(word, in: rect, dim: !enabled)
            case .swatch:
                let inset = rect.width / 4
                let swatch = PixelRect(x: rect.x + inset, y: rect.y + inset, width: rect.width - 2 * inset, height: rect.height - 2 * inset)
                words.fill(PixelRect(x: swatch.x - 1, y: swatch.y - 1, width: swatch.width + 2, height: swatch.height + 2), 200, 200, 200)
                words.fill(swatch, color.r, color.g, color.b)
            }
        }
    }

    /// Where the tooltip goes now, if one shows.
    private var tooltipRect: PixelRect? {
        guard isShown, let tip = toolbar.tooltip else { return nil }
        let text = words.size(of: tip.text)
        let padding = scale.pixels(Self.paddingPoints)
        let size = renderer.outputSize
        return PixelRect(
            TooltipPlacement.rect(
                width: text.width + 2 * padding, height: text.height + padding, anchor: tip.anchor,
                window: (size.width, size.height), scale: scale))
    }

    /// An opaque box, so drawing it again over itself changes nothing.
    private func drawTooltip(_ text: String, in rect: PixelRect) {
        words.fill(rect, 96, 96, 108)
        words.fill(PixelRect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2), 20, 20, 24)
        words.drawCentredLabel(text, in: rect)
    }
}

extension PixelRect {
    /// The same window pixels as the chrome's rectangle.
    init(_ rect: ChromeRect) {
        self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
    }
}
