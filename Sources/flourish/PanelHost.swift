import CSDL2
import FlourishAppCore
import FlourishFileChooser
import FlourishLayers
import FlourishPanels
import FlourishSamples
import FlourishSession

/// The panels over the canvas: which one is open (at most one), and those there are, made on
/// first use and kept, with their textures, for the app's life (the path field is made for
/// each question).
@MainActor
final class PanelHost {
    private let renderer: Renderer
    private let wake: @Sendable () -> Void
    private(set) var open: Panel?
    private var chooser: BrushChooser?
    private var colors: ColorPanel?
    private var layers: LayersPanel?
    private var newCanvas: NewCanvasPanel?
    private var recent: RecentPanel?
    private var pathField: PathFieldPanel?
    private var palette: PopupPalette?
    private var help: HelpPanel?
    /// The chrome's scale, which the palette and the help are drawn at.
    private let scale: ChromeScale
    /// Brush previews, read once for the chooser and the palette alike.
    private var previews: BrushPreviews?

    init(renderer: Renderer, scale: ChromeScale, wake: @escaping @Sendable () -> Void) {
        self.renderer = renderer
        self.scale = scale
        self.wake = wake
    }

    /// Opens the brush chooser on the current slot, or closes it where it is open.
    func toggleBrushChooser(slot: Int, brushPath: String, now: Double) {
        let made = chooser ?? BrushChooser(renderer: renderer, previews: brushPreviews)
        chooser = made
        if open !== made { made.willOpen(now: now, slot: slot, brushPath: brushPath) }
        toggle(made)
    }

    /// Opens the colour panel on the current colour, or closes it where it is open.
    func toggleColorPanel(current: Color, recent: [Color]) {
        let made = colors ?? ColorPanel(renderer: renderer)
        colors = made
        if open !== made { made.open(current: current, recent: recent) }
        toggle(made)
    }

    /// Opens the layers panel on `stack` (read afresh at every draw), or closes it where it is open.
    func toggleLayersPanel(stack: @escaping @MainActor () -> LayerStack, space: @escaping @MainActor () -> ColorSpace) {
        let made = layers ?? LayersPanel(renderer: renderer, stack: stack, space: space)
        layers = made
        toggle(made)
        if open === made { made.willOpen() }
    }

    /// The layers panel where it is the open one.
    var openLayersPanel: LayersPanel? { open === layers ? layers : nil }

    /// Shows the new-painting panel on `choices` (in place of any other panel).
    func showNewCanvas(_ choices: NewCanvasChoices) {
        let made = newCanvas ?? NewCanvasPanel(renderer: renderer, choices: choices)
        newCanvas = made
        made.reopen(with: choices)
        show(made)
    }

    /// Opens "Open recent" on `paintings`, read afresh, or closes it where it is open.
    func toggleRecent(_ paintings: RecentPaintings) {
        let made = recent ?? RecentPanel(renderer: renderer, recent: paintings)
        recent = made
        if open !== made { made.willOpen() }
        toggle(made)
    }

    /// Shows a path field asking `request` (in place of any other panel).
    func showPathField(_ request: FileChoiceRequest, home: String?) {
        let made = PathFieldPanel(renderer: renderer, request: request, home: home)
        pathField = made
        show(made)
    }

    /// Shows the pop-up palette at window point `at` on the slots as they are (in place of any
    /// other panel).
    func showPalette(at point: (x: Double, y: Double), slots: [BrushSlot], currentSlot: Int, recent: [Color]) {
        let made = palette ?? PopupPalette(renderer: renderer, previews: brushPreviews, scale: scale)
        palette = made
        if open === made { close() }
        made.open(at: point, slots: slots, currentSlot: currentSlot, recent: recent)
        show(made)
    }

    /// The palette where it is the open panel.
    var openPalette: PopupPalette? { open === palette ? palette : nil }

    /// Opens the help, or closes it where it is open.
    func toggleHelp() {
        let made = help ?? HelpPanel(renderer: renderer, scale: scale)
        help = made
        if open !== made { made.willOpen() }
        toggle(made)
    }

    /// The action whose panel is open now (what the toolbar shows as on), if any.
    var openAction: AppAction? {
        switch open {
        case nil: nil
        case let panel? where panel === chooser: .brushChooser
        case let panel? where panel === colors: .colorPanel
        case let panel? where panel === layers: .layersPanel
        case let panel? where panel === help: .help
        case let panel? where panel === newCanvas: .newPainting
        default: nil
        }
    }

    /// The open panel where it takes the keyboard.
    var openTyping: TypingPanel? { open as? TypingPanel }

    /// The question of the path field where it is the open panel.
    var openPathFieldRequest: FileChoiceRequest? { open === pathField ? pathField?.request : nil }

    /// Opens `panel` (in place of any other).
    private func show(_ panel: Panel) {
        if open === panel { return }
        toggle(panel)
    }

    private func toggle(_ panel: Panel) {
        if open === panel {
            close()
            return
        }
        let size = renderer.outputSize
        (panel as? BelowChrome)?.chromeTop = chromeTop
        panel.resize(width: size.width, height: size.height)
        open = panel
        // Over a panel the system pointer points; the brush ring is for the canvas.
        SDL_ShowCursor(SDL_ENABLE)
    }

    func close() {
        guard open != nil else { return }
        open = nil
        SDL_ShowCursor(SDL_DISABLE)
    }

    func resize(width: Int, height: Int) {
        (open as? BelowChrome)?.chromeTop = chromeTop
        open?.resize(width: width, height: height)
    }

    /// How far down the toolbar's band reaches (0 while the chrome is hidden): the panels
    /// anchored to the top lie below it.
    var chromeTop = 0

    /// Each opening of the brush chooser: seconds to every visible preview, files read.
    var chooserOpenings: [(seconds: Double, filesRead: Int)] { chooser?.openings ?? [] }

    /// The brush previews, made at the first use.
    var brushPreviews: BrushPreviews {
        if let previews { return previews }
        let made = BrushPreviews(renderer: renderer, side: BrushChooser.cellSize, wake: wake)
        previews = made
        return made
    }

    /// Waits for the panels' threads (before SDL shuts down).
    func finish() { previews?.drain() }
}
