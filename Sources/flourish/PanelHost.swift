import CSDL2
import FlourishAppCore
import FlourishLayers
import FlourishSamples

/// The panels over the canvas: which one is open (at most one), and the three there are, made on
/// first use and kept, with their textures, for the app's life.
@MainActor
final class PanelHost {
    private let renderer: Renderer
    private let wake: @Sendable () -> Void
    private(set) var open: Panel?
    private var chooser: BrushChooser?
    private var colors: ColorPanel?
    private var layers: LayersPanel?

    init(renderer: Renderer, wake: @escaping @Sendable () -> Void) {
        self.renderer = renderer
        self.wake = wake
    }

    /// Opens the brush chooser on the current slot, or closes it where it is open.
    func toggleBrushChooser(slot: Int, brushPath: String, now: Double) {
        let made = chooser ?? BrushChooser(renderer: renderer, wake: wake)
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

    private func toggle(_ panel: Panel) {
        if open === panel {
            close()
            return
        }
        let size = renderer.outputSize
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
        open?.resize(width: width, height: height)
    }

    /// Each opening of the brush chooser: seconds to every visible preview, files read.
    var chooserOpenings: [(seconds: Double, filesRead: Int)] { chooser?.openings ?? [] }

    /// Waits for the panels' threads (before SDL shuts down).
    func finish() { chooser?.finish() }
}
