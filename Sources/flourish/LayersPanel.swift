import CSDL2
import FlourishAppCore
import FlourishCompositing
import FlourishLayers
import FlourishPaint
import FlourishPanels
import FlourishSamples
import FlourishSession

/// The layers panel (Y), at the window's right: one row per layer or group, the top of the
/// stack first, what a group holds indented under it, each with its visibility box, a
/// thumbnail (a folder for a group), its name, its opacity and its blend mode; the New, Copy,
/// Delete, Merge, Up and Down buttons under the rows. A row dragged up or down moves its layer
/// there, through groups as the Up and Down buttons go, as one step.
///
/// The panel keeps no copy of the stack: it reads the session's stack every time it draws, and
/// every change it makes is a session command (so undo, the title and recordings see it as they
/// see the layer keys). Layer commands act on the current layer, so a change to another row's
/// layer selects that layer first.
@MainActor
final class LayersPanel: Panel, BelowChrome {
    private let renderer: Renderer
    private let painter: PanelPainter
    /// The session's stack, read afresh for every frame and every event.
    private let stack: @MainActor () -> LayerStack
    /// The painting's colour space, which the thumbnails are shown in as the canvas is.
    private let space: @MainActor () -> ColorSpace
    private var windowSize = (width: 0, height: 0)
    /// The toolbar's band above it (see `BelowChrome`).
    var chromeTop = 0
    private var scroll = 0
    /// Where the pointer last was: the wheel changes the opacity under it.
    private var pointer: (x: Double, y: Double)?
    /// One streaming texture per on-screen row slot, rewritten from the layer's tiles each draw.
    private var thumbnails: [Int: Texture] = [:]
    /// A row being dragged: the stack position pressed and the on-screen row now under the
    /// pointer, where a line shows it would go.
    private var drag: (from: Int, overRow: Int)?

    static let width = 380
    static let margin = 16
    static let titleHeight = 28
    static let rowHeight = 44

    init(renderer: Renderer, stack: @escaping @MainActor () -> LayerStack, space: @escaping @MainActor () -> ColorSpace) {
        self.renderer = renderer
        self.stack = stack
        self.space = space
        painter = PanelPainter(renderer: renderer, owner: "layers panel")
    }

    /// Starts an opening: the current layer's row in view.
    func willOpen() {
        let layers = stack()
        scroll = list(for: layers).scroll(0, revealing: layers.currentIndex)
    }

    func resize(width: Int, height: Int) {
        windowSize = (width, height)
        scroll = list(for: stack()).clampScroll(scroll)
    }

    /// The list for the stack as it is: as many rows as fit in the window, the rest scrolled.
    private func list(for layers: LayerStack) -> LayerList {
        let room = max(0, windowSize.height - chromeTop - 2 * Self.margin - Self.titleHeight - 28)
        let rows = min(layers.entries.count * Self.rowHeight, max(room, Self.rowHeight))
        return LayerList(
            layerCount: layers.entries.count, width: Self.width, rowHeight: Self.rowHeight, viewportHeight: rows, modeWidth: 100,
            depths: layers.entries.map(\.depth))
    }

    /// The panel's rectangle: its height follows the number of layers.
    var frame: PixelRect {
        let list = list(for: stack())
        return PixelRect(
            x: max(windowSize.width - Self.width - Self.margin, 0), y: chromeTop + Self.margin, width: Self.width,
            height: Self.titleHeight + list.height)
    }

    /// Where the list's top-left corner is in the window.
    private var listOrigin: (x: Int, y: Int) {
        let frame = self.frame
        return (frame.x, frame.y + Self.titleHeight)
    }

    var wantsFrame: Bool { false }

    /// Translucent, like the colour panel: the canvas shows through at its edge.
    var isOpaque: Bool { false }

    func draw() {
        let layers = stack()
        let list = list(for: layers)
        scroll = list.clampScroll(scroll)
        let sdl = renderer.pointer
        let frame = self.frame
        renderer.fillPanelBackground(frame)
        painter.drawLabel("Layers", x: frame.x + 8, y: frame.y + 6)
        let origin = listOrigin
        var clip = SDL_Rect(x: Int32(origin.x), y: Int32(origin.y), w: Int32(list.width), h: Int32(list.viewportHeight))
        SDL_RenderSetClipRect(sdl, &clip)
        for row in list.visibleRows(scroll: scroll) {
            let position = list.position(ofRow: row)
            drawRow(layers.entries[position], position: position, slot: row, current: position == layers.currentIndex,
                in: list, layers: layers, top: origin.y + row * list.rowHeight - scroll)
        }
        if let drag, drag.overRow != list.row(ofPosition: drag.from) {
            // Where the dragged row would go: a line at the top of the row it is over.
            let y = origin.y + drag.overRow * list.rowHeight - scroll
            painter.fill(PixelRect(x: origin.x, y: max(origin.y, y - 1), width: list.width, height: 3), 240, 200, 90)
        }
        SDL_RenderSetClipRect(sdl, nil)
        for button in LayerListButton.allCases {
            let r = list.buttonRect(button)
            let rect = PixelRect(x: origin.x + r.x, y: origin.y + r.y, width: r.width, height: r.height)
            painter.fill(rect, 62, 62, 72)
            painter.drawCentredLabel(button.label, in: rect)
        }
    }

    private func drawRow(
        _ entry: LayerEntry, position: Int, slot: Int, current: Bool, in list: LayerList, layers: LayerStack, top: Int
    ) {
        let x = listOrigin.x
        func place(_ cell: LayerListCell) -> PixelRect {
            let r = list.cell(cell, position: position)
            return PixelRect(x: x + r.x, y: top + r.y, width: r.width, height: r.height)
        }
        if current { painter.fill(PixelRect(x: x, y: top, width: list.width, height: list.rowHeight), 58, 82, 128) }
        // The eye: an outlined box, filled while the layer shows.
        let eye = place(.eye)
        SDL_SetRenderDrawColor(renderer.pointer, 220, 220, 220, 255)
        var outline = sdlRect(eye)
        SDL_RenderDrawRect(renderer.pointer, &outline)
        if entry.isVisible {
            painter.fill(PixelRect(x: eye.x + 4, y: eye.y + 4, width: eye.width - 8, height: eye.height - 8), 220, 220, 220)
        }
        if entry.isGroup {
            drawFolder(in: place(.thumbnail))
        } else {
            drawThumbnail(of: entry, slot: slot, layers: layers, in: place(.thumbnail))
        }
        let name = place(.name)
        painter.drawLabel(entry.name, x: name.x, middle: name.y + name.height / 2, maxWidth: name.width)
        let opacity = place(.opacity)
        painter.drawLabel("\(Int((entry.opacity * 100).rounded()))%", x: opacity.x, middle: opacity.y + opacity.height / 2)
        let mode = place(.mode)
        // A mode Flourish cannot composite (a file's, drawn as Normal) shows by its raw name.
        let modeName = entry.isPassThrough ? "Pass-through" : entry.unknownCompositeOp ?? entry.compositeOp.displayName
        painter.drawLabel(modeName, x: mode.x, middle: mode.y + mode.height / 2, maxWidth: mode.width)
    }

    /// A group's picture: a folder, its tab at the top left.
    private func drawFolder(in box: PixelRect) {
        let side = min(box.height, box.width)
        let body = PixelRect(x: box.x + (box.width - side) / 2, y: box.y + side / 4, width: side, height: side * 3 / 4)
        painter.fill(PixelRect(x: body.x, y: box.y + side / 8, width: side / 2, height: side / 4), 196, 160, 84)
        painter.fill(body, 222, 186, 104)
    }

    /// The layer's pixels, scaled into `box` over a checker, centred.
    private func drawThumbnail(of entry: LayerEntry, slot: Int, layers: LayerStack, in box: PixelRect) {
        let thumbnail = LayerThumbnail(
            canvasWidth: max(layers.width, 1), canvasHeight: max(layers.height, 1), boxWidth: box.width,
            boxHeight: box.height)
        // A slot's texture is made again only where the canvas's shape changed (another painting).
        if thumbnails[slot].map({ $0.width != thumbnail.width || $0.height != thumbnail.height }) ?? true {
            thumbnails[slot] = try? Texture(renderer: renderer, width: thumbnail.width, height: thumbnail.height)
        }
        guard let texture = thumbnails[slot] else { return }
        let tiles = entry.layer.tiles
        let pixels = thumbnail.pixels(space: space()) { x, y in tiles.pixel(x: x, y: y) }
        pixels.withUnsafeBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            texture.update(PixelRect(x: 0, y: 0, width: texture.width, height: texture.height), pixels: base,
                bytesPerRow: texture.width * 4)
        }
        let x = box.x + (box.width - texture.width) / 2
        let y = box.y + (box.height - texture.height) / 2
        texture.draw(atX: x, y: y)
    }

    /// What the list is over at window point (`x`, `y`).
    private func hit(x: Double, y: Double) -> (hit: LayerListHit, layers: LayerStack)? {
        let layers = stack()
        let origin = listOrigin
        guard let hit = list(for: layers).hit(x: Int(x) - origin.x, y: Int(y) - origin.y, scroll: scroll) else {
            return nil
        }
        return (hit, layers)
    }

    /// `change` to the layer at `position`, selecting it first where it is not current.
    private func change(_ position: Int, _ change: LayerCommand, in layers: LayerStack) -> PanelOutcome {
        guard position != layers.currentIndex else { return .command(.layer(change), close: false) }
        return .commands([.layer(.select(position)), .layer(change)], close: false)
    }

    func pointerPressed(x: Double, y: Double) -> PanelOutcome {
        pointer = (x, y)
        guard let (hit, layers) = hit(x: x, y: y) else { return .none }
        switch hit {
        case .row(let position):
            drag = (position, list(for: layers).row(ofPosition: position))
            return position == layers.currentIndex ? .none : .command(.layer(.select(position)), close: false)
        case .opacity(let position):
            return position == layers.currentIndex ? .none : .command(.layer(.select(position)), close: false)
        case .eye(let position):
            return change(position, .setVisible(!layers.entries[position].isVisible), in: layers)
        case .mode(let position):
            return modeStep(position, in: layers)
        case .button(let button):
            return .command(.layer(Self.command(for: button)), close: false)
        }
    }

    /// The next blend mode for the row at `position`. A group goes through Pass-through
    /// (MyPaint's default for a group) before Normal and the other modes; leaving Pass-through
    /// isolates the group first.
    private func modeStep(_ position: Int, in layers: LayerStack) -> PanelOutcome {
        let entry = layers.entries[position]
        let modes = BlendMode.allCases
        let now = modes.firstIndex(of: entry.compositeOp) ?? 0
        guard entry.isGroup else { return change(position, .setMode(modes[(now + 1) % modes.count].compositeOp), in: layers) }
        if entry.isPassThrough { return change(position, .setIsolated(true), in: layers) }
        if now + 1 == modes.count || !entry.isIsolated {
            // The last mode, or a group not isolated in another mode: back to Pass-through.
            var commands: [SessionCommand] = position == layers.currentIndex ? [] : [.layer(.select(position))]
            commands.append(.layer(.setMode(BlendMode.normal.compositeOp)))
            if entry.isIsolated { commands.append(.layer(.setIsolated(false))) }
            return .commands(commands, close: false)
        }
        return change(position, .setMode(modes[now + 1].compositeOp), in: layers)
    }

    /// How many single moves (up positive) take the current entry to on-screen row `row`, as
    /// the Up and Down buttons would move it: nil where it cannot get there.
    private func moves(toRow row: Int, in layers: LayerStack) -> Int? {
        let list = list(for: layers)
        var arrangement = layers.arrangement
        let up = row < list.row(ofPosition: arrangement.current)
        var steps = 0
        // Each move takes at most one row; a tree of n entries needs at most 2n moves to cross.
        for _ in 0..<(2 * layers.entries.count + 2) {
            guard list.row(ofPosition: arrangement.current) != row else { return steps == 0 ? nil : steps }
            guard let next = arrangement.moved(up: up) else { return steps == 0 ? nil : steps }
            arrangement = next
            steps += up ? 1 : -1
        }
        return steps == 0 ? nil : steps
    }

    /// The layer command each button stands for.
    static func command(for button: LayerListButton) -> LayerCommand {
        switch button {
        case .add: .add
        case .duplicate: .duplicate
        case .delete: .delete
        case .mergeDown: .mergeDown
        case .moveUp: .moveUp
        case .moveDown: .moveDown
        }
    }

    func pointerMoved(x: Double, y: Double) -> PanelOutcome {
        pointer = (x, y)
        guard let from = drag?.from else { return .none }
        let layers = stack()
        let list = list(for: layers)
        let contentY = Int(y) - listOrigin.y + scroll
        let row = min(max(contentY / list.rowHeight, 0), max(layers.entries.count - 1, 0))
        guard row != drag?.overRow else { return .none }
        drag = (from, row)
        return .redraw
    }

    /// A drag ends: the row's layer moves to where it was let go, in one step.
    func pointerReleased(x: Double, y: Double) -> PanelOutcome {
        pointer = (x, y)
        guard let (from, row) = drag else { return .none }
        drag = nil
        let layers = stack()
        guard layers.currentIndex == from, let steps = moves(toRow: row, in: layers) else { return .redraw }
        return .command(.layer(.moveBy(steps)), close: false)
    }

    /// Over an opacity, the wheel fades that layer in tenths; elsewhere it scrolls the rows.
    func wheel(steps: Int) -> PanelOutcome {
        if let pointer, let (hit, layers) = hit(x: pointer.x, y: pointer.y), case .opacity(let position) = hit {
            let opacity = layerOpacity(layers.entries[position].opacity, steppedBy: steps)
            guard opacity != layers.entries[position].opacity else { return .none }
            return change(position, .setOpacity(opacity), in: layers)
        }
        let layers = stack()
        let next = list(for: layers).clampScroll(scroll - steps * Self.rowHeight)
        guard next != scroll else { return .none }
        scroll = next
        return .redraw
    }

    /// The session changed the layers: keep the current layer's row in view (a new one, a
    /// reordered one).
    func layersChanged() {
        let layers = stack()
        scroll = list(for: layers).scroll(scroll, revealing: layers.currentIndex)
    }
}
