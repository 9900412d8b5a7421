import FlourishAppCore
import FlourishBrushLibrary
import FlourishPaint
import FlourishPanels
import FlourishSamples
import FlourishSession

/// The pop-up palette, on the right button (the pen's upper side button): the nine brush
/// slots with their previews round the edge, the colour ring and the recent colours inside,
/// undo and redo in the middle (`PaletteLayout`). It opens where the pointer is, inside the
/// window. A tap (a click) on a slot or a recent colour takes it and closes the palette; a drag
/// on the colour ring chooses as it goes and takes the colour where the pen lifts; undo and
/// redo act and leave it open. Escape, or a press outside it, closes it.
@MainActor
final class PopupPalette: Panel {
    private let renderer: Renderer
    private let previews: BrushPreviews
    private let scale: ChromeScale
    private let numbers: PanelPainter
    private let symbols: PanelPainter
    private let markers: BrushCursor
    private var layout: PaletteLayout
    /// Where it was asked to open, kept for a window that changes size while it is open.
    private var openedAt = (x: 0.0, y: 0.0)
    private var disc: Texture?
    private var entries: [BrushEntry] = []
    private var slotColors: [Color] = []
    private var currentSlot = 1
    private var recent: [Color] = []
    private var canUndo = false
    private var canRedo = false
    private var hovered = PaletteHit.outside
    /// The colour being chosen on the ring while the pen is down there.
    private(set) var picking: (hue: Double, shade: Double)?

    init(renderer: Renderer, previews: BrushPreviews, scale: ChromeScale) {
        self.renderer = renderer
        self.previews = previews
        self.scale = scale
        numbers = PanelPainter(
            renderer: renderer, owner: "pop-up palette", size: Int32(scale.pixels(11)), fontPath: TextRenderer.sansPath)
        symbols = PanelPainter(
            renderer: renderer, owner: "pop-up palette", size: Int32(scale.pixels(20)), fontPath: TextRenderer.sansPath)
        markers = BrushCursor(renderer: renderer)
        let size = renderer.outputSize
        layout = PaletteLayout(pointer: (0, 0), window: (size.width, size.height), scale: scale)
    }

    /// Opens at window point `at` on the slots as they are now.
    func open(at point: (x: Double, y: Double), slots: [BrushSlot], currentSlot: Int, recent: [Color]) {
        openedAt = point
        entries = slots.map { BrushEntry(name: $0.displayName, path: Brush.resolve($0.brush)) }
        slotColors = slots.map(\.color)
        self.currentSlot = currentSlot
        self.recent = Array(recent.prefix(PaletteLayout.recentCount))
        hovered = .outside
        picking = nil
        let size = renderer.outputSize
        lay(window: (size.width, size.height))
        previews.request(entries)
    }

    /// Whether undo and redo can act now (drawn dim where not).
    func refresh(canUndo: Bool, canRedo: Bool) {
        (self.canUndo, self.canRedo) = (canUndo, canRedo)
    }

    private func lay(window: (width: Int, height: Int)) {
        layout = PaletteLayout(pointer: openedAt, window: window, scale: scale)
        let box = layout.frame
        // The disc's pixels are the same wherever it opens (only its place moves): they are
        // made again only where its size, its colours or the current slot changed.
        let key = DiscKey(
            radius: layout.radius, offset: (layout.centerX - Double(box.x), layout.centerY - Double(box.y)),
            recent: recent, slotColors: slotColors, currentSlot: currentSlot)
        guard key != discKey || disc == nil else { return }
        discKey = key
        disc = try? Texture(
            renderer: renderer, width: box.width, height: box.height,
            pixels: layout.pixels(recent: recent, slotColors: slotColors, currentSlot: currentSlot, scale: scale))
    }

    /// What the disc's pixels were made from.
    private struct DiscKey: Equatable {
        var radius: Double
        var offset: (x: Double, y: Double)
        var recent: [Color]
        var slotColors: [Color]
        var currentSlot: Int

        static func == (a: DiscKey, b: DiscKey) -> Bool {
            a.radius == b.radius && a.offset == b.offset && a.recent == b.recent && a.slotColors == b.slotColors
                && a.currentSlot == b.currentSlot
        }
    }
    private var discKey: DiscKey?

    var frame: PixelRect { PixelRect(layout.frame) }
    var wantsFrame: Bool { previews.hasFinished }
    var isOpaque: Bool { false }

    func resize(width: Int, height: Int) {
        guard !entries.isEmpty else { return }
        lay(window: (width, height))
    }

    func draw() {
        previews.takeFinished()
        let box = frame
        disc?.draw(
            PixelRect(x: 0, y: 0, width: box.width, height: box.height),
            to: (Double(box.x), Double(box.y), Double(box.width), Double(box.height)), with: renderer)
        let side = Int((layout.slotRadius * 1.3).rounded())
        for (index, entry) in entries.enumerated() {
            let middle = layout.slotCenter(index)
            let tile = PixelRect(x: Int(middle.x.rounded()) - side / 2, y: Int(middle.y.rounded()) - side / 2, width: side, height: side)
            if !previews.draw(entry, in: tile) {
                numbers.drawCentredLabel(entry.name.split(separator: "/").last.map(String.init) ?? entry.name, in: tile)
            }
            let number = PixelRect(x: tile.x, y: tile.y, width: numbers.lineHeight, height: numbers.lineHeight)
            numbers.fill(number, 24, 24, 28, 220)
            numbers.drawCentredLabel("\(index + 1)", in: number)
        }
        let core = layout.radius * PaletteLayout.coreRatio
        let half = Int(core.rounded())
        let cx = Int(layout.centerX.rounded())
        let cy = Int(layout.centerY.rounded())
        symbols.drawCentredLabel("↶", in: PixelRect(x: cx - half, y: cy - half, width: half, height: 2 * half), dim: !canUndo)
        symbols.drawCentredLabel("↷", in: PixelRect(x: cx, y: cy - half, width: half, height: 2 * half), dim: !canRedo)
        switch hovered {
        case .slot(let index):
            let middle = layout.slotCenter(index)
            markers.draw(x: middle.x, y: middle.y, radius: layout.slotRadius + 1)
        case .undo, .redo:
            markers.draw(x: layout.centerX, y: layout.centerY, radius: core + 1)
        default:
            break
        }
        if let picking {
            let place = layout.position(hue: picking.hue, shade: picking.shade)
            markers.draw(x: place.x, y: place.y, radius: scale.pixels(5.0))
        }
    }

    func pointerPressed(x: Double, y: Double) -> PanelOutcome {
        switch layout.hit(x: x, y: y) {
        case .slot(let index): return .command(.selectSlot(index + 1), close: true)
        case .recent(let index): return index < recent.count ? .command(.setColor(recent[index]), close: true) : .none
        case .color(let hue, let shade):
            picking = (hue, shade)
            return .redraw
        case .undo: return canUndo ? .command(.undo, close: false) : .none
        case .redo: return canRedo ? .command(.redo, close: false) : .none
        case .inside: return .none
        case .outside: return .close
        }
    }

    func pointerMoved(x: Double, y: Double) -> PanelOutcome {
        if picking != nil {
            picking = layout.colorPlace(x: x, y: y)
            return .redraw
        }
        let now = layout.hit(x: x, y: y)
        let shown: (PaletteHit) -> PaletteHit = {
            switch $0 {
            case .slot, .undo, .redo: $0
            default: .inside
            }
        }
        guard shown(now) != shown(hovered) else { return .none }
        hovered = now
        return .redraw
    }

    func pointerReleased(x: Double, y: Double) -> PanelOutcome {
        guard let picked = picking else { return .none }
        picking = nil
        return .command(.setColor(PaletteLayout.color(hue: picked.hue, shade: picked.shade)), close: true)
    }

    func wheel(steps: Int) -> PanelOutcome { .none }
}
