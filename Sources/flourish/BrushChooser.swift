import CSDL2
import FlourishAppCore
import FlourishBrushLibrary
import FlourishPaint
import FlourishPanels
import Foundation

/// The brush chooser (B): mypaint-brushes as pictures, in `order.conf`'s groups, scrollable
/// with the wheel. A click (or a pen tap) puts the brush into the current slot.
///
/// Previews are read lazily on a thread of their own, the visible ones as they come into view,
/// and kept in one atlas texture for the app's life: opening the chooser a second time reads
/// no file. A missing or broken preview is a placeholder with the brush's name.
@MainActor
final class BrushChooser: Panel, BelowChrome {
    private let renderer: Renderer
    private let text: TextRenderer?
    private var groups: [BrushGroup] = []
    private var grid: BrushGrid?
    private var scanned = false
    private var scroll = 0
    private(set) var frame = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// The toolbar's band above it (see `BelowChrome`).
    var chromeTop = 0
    /// Decoded previews, scaled to the cells, by brush file; a missing or unreadable one is
    /// drawn as a placeholder with the name.
    private let previews: BrushPreviews
    private var labels: [String: Texture] = [:]
    private var hovered: (group: Int, index: Int)?
    /// Where the pointer last was, so a scroll moves the highlight with the grid.
    private var pointer: (x: Double, y: Double)?
    /// The current slot's brush file, outlined.
    var currentBrushPath = ""
    /// The current slot, named in the title line.
    var currentSlot = 1
    /// Preview files read so far (the benchmark shows the second opening reads none).
    var filesRead: Int { previews.filesRead }
    /// When the chooser was last opened, and how long until every visible preview was up
    /// (nil while some are still loading).
    private(set) var openedAt = 0.0
    private(set) var lastOpening: (seconds: Double, filesRead: Int)?
    /// Every opening so far, once its visible previews were all up.
    private(set) var openings: [(seconds: Double, filesRead: Int)] = []
    private var readsAtOpening = 0

    static let cellSize = 96
    static let gap = 8
    static let headerHeight = 26
    static let titleHeight = 30
    static let margin = 24
    /// `previews` are read at `cellSize` (and shared with whatever else shows brushes).
    init(renderer: Renderer, previews: BrushPreviews) {
        precondition(previews.side == Self.cellSize, "the chooser draws its previews 1:1")
        self.renderer = renderer
        self.previews = previews
        var text: TextRenderer?
        do { text = try TextRenderer() } catch { Console.warn("the brush chooser has no labels: \(error)") }
        self.text = text
    }

    /// The area the grid scrolls in.
    private var content: PixelRect {
        PixelRect(
            x: frame.x + Self.gap, y: frame.y + Self.titleHeight, width: frame.width - 2 * Self.gap,
            height: frame.height - Self.titleHeight - Self.gap)
    }

    func resize(width: Int, height: Int) {
        frame = PixelRect(
            x: Self.margin, y: chromeTop + Self.margin, width: max(width - 2 * Self.margin, 200),
            height: max(height - chromeTop - 2 * Self.margin, 160))
        scanIfNeeded()
        grid = BrushGrid(
            groups: groups.map { (title: $0.name, count: $0.entries.count) }, width: content.width,
            cellSize: Self.cellSize, gap: Self.gap, headerHeight: Self.headerHeight)
        scroll = grid?.clampScroll(scroll, viewportHeight: content.height) ?? 0
    }

    /// Starts an opening: `lastOpening` is filled in once every visible preview is up.
    func willOpen(now: Double, slot: Int, brushPath: String) {
        openedAt = now
        readsAtOpening = filesRead
        lastOpening = nil
        currentSlot = slot
        currentBrushPath = brushPath
    }

    /// Reads the brush folders once, on the first opening.
    private func scanIfNeeded() {
        guard !scanned else { return }
        scanned = true
        let environment = ProcessInfo.processInfo.environment
        guard let system = BrushLibrary.firstExistingSystemFolder() else {
            Console.warn("no mypaint-brushes folder among \(BrushLibrary.systemFolders.joined(separator: ", "))")
            return
        }
        let (found, problems) = BrushLibrary.scan(
            systemFolder: system, userFolders: BrushLibrary.userFolders(environment: environment))
        for problem in problems { Console.warn(problem) }
        groups = found
    }

    /// Previews came in from the loader: a frame shows them.
    var wantsFrame: Bool { previews.hasFinished }

    /// The chooser covers its frame completely: the canvas under it is not drawn.
    var isOpaque: Bool { true }

    /// Visible brushes whose preview is neither up nor known to be unreadable.
    private var visibleMissing: [BrushEntry] {
        guard let grid else { return [] }
        return grid.visibleItems(scroll: scroll, viewportHeight: content.height).compactMap { item in
            let entry = groups[item.group].entries[item.index]
            return previews.isMissing(entry) ? entry : nil
        }
    }

    func draw() {
        guard let grid else { return }
        previews.takeFinished()
        let missing = visibleMissing
        previews.request(missing)
        if lastOpening == nil && missing.isEmpty {
            let opening = (seconds: MonotonicClock.now() - openedAt, filesRead: filesRead - readsAtOpening)
            lastOpening = opening
            openings.append(opening)
        }
        let sdl = renderer.pointer
        // Opaque, so the canvas under it need not be drawn at all (see `isOpaque`).
        SDL_SetRenderDrawBlendMode(sdl, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdl, 24, 24, 30, 255)
        var background = sdlRect(frame)
        SDL_RenderFillRect(sdl, &background)
        let hoveredName = hovered.map { groups[$0.group].entries[$0.index].name }
        drawLabel("Brushes for slot \(currentSlot)" + (hoveredName.map { ": \($0)" } ?? ""), x: frame.x + Self.gap, y: frame.y + 6)

        let area = content
        var clip = sdlRect(area)
        SDL_RenderSetClipRect(sdl, &clip)
        defer { SDL_RenderSetClipRect(sdl, nil) }
        for group in groups.indices {
            let header = grid.headerRect(ofGroup: group)
            let top = area.y + header.y - scroll
            guard top + header.height >= area.y, top < area.y + area.height else { continue }
            drawLabel(groups[group].name, x: area.x, y: top + 5)
        }
        grid.forEachVisibleItem(scroll: scroll, viewportHeight: area.height) { group, index in
            let entry = groups[group].entries[index]
            let cell = grid.rect(ofItem: group, index: index)
            let rect = PixelRect(x: area.x + cell.x, y: area.y + cell.y - scroll, width: cell.width, height: cell.height)
            drawCell(entry, in: rect, hovered: hovered.map { $0 == (group, index) } ?? false)
        }
    }

    private func drawCell(_ entry: BrushEntry, in rect: PixelRect, hovered: Bool) {
        let sdl = renderer.pointer
        if !previews.draw(entry, atX: rect.x, y: rect.y) {
            // Not loaded yet, or no usable preview: a plain tile, with the name where the
            // preview will never come.
            SDL_SetRenderDrawColor(sdl, 70, 70, 78, 255)
            var box = sdlRect(rect)
            SDL_RenderFillRect(sdl, &box)
            if previews.isUnreadable(entry) {
                let name = entry.name.split(separator: "/").last.map(String.init) ?? entry.name
                drawLabel(name, x: rect.x + 4, y: rect.y + rect.height / 2 - 8, maxWidth: rect.width - 8)
            }
        }
        if entry.path == currentBrushPath || hovered {
            SDL_SetRenderDrawColor(sdl, hovered ? 255 : 120, hovered ? 255 : 200, hovered ? 255 : 255, 255)
            for inset in 0..<2 {
                var outline = SDL_Rect(
                    x: Int32(rect.x - 2 - inset), y: Int32(rect.y - 2 - inset), w: Int32(rect.width + 4 + 2 * inset),
                    h: Int32(rect.height + 4 + 2 * inset))
                SDL_RenderDrawRect(sdl, &outline)
            }
        }
    }

    private func drawLabel(_ string: String, x: Int, y: Int, maxWidth: Int? = nil) {
        guard let text else { return }
        if labels[string] == nil {
            labels[string] = text.texture(for: string, color: SDL_Color(r: 230, g: 230, b: 230, a: 255), renderer: renderer)
        }
        guard let label = labels[string] else { return }
        let width = min(label.width, maxWidth ?? label.width)
        label.draw(PixelRect(x: 0, y: 0, width: width, height: label.height),
            to: (Double(x), Double(y), Double(width), Double(label.height)), with: renderer)
    }

    private func item(atX x: Double, y: Double) -> (group: Int, index: Int)? {
        let area = content
        guard let grid, area.contains(x: x, y: y) else { return nil }
        return grid.item(atX: Int(x) - area.x, y: Int(y) - area.y, scroll: scroll)
    }

    func pointerPressed(x: Double, y: Double) -> PanelOutcome {
        guard let item = item(atX: x, y: y) else { return .redraw }
        let entry = groups[item.group].entries[item.index]
        // System brushes go by their group/name (what titles and settings show); others by file.
        let system = BrushLibrary.firstExistingSystemFolder().map { $0 + "/" }
        let name = system.map { entry.path.hasPrefix($0) } == true ? entry.name : entry.path
        return .command(.setSlotBrush(name), close: true)
    }

    func pointerMoved(x: Double, y: Double) -> PanelOutcome {
        pointer = (x, y)
        let now = item(atX: x, y: y)
        guard now.map({ [$0.group, $0.index] }) != hovered.map({ [$0.group, $0.index] }) else { return .none }
        hovered = now
        return .redraw
    }

    func pointerReleased(x: Double, y: Double) -> PanelOutcome { .none }

    func wheel(steps: Int) -> PanelOutcome {
        guard let grid else { return .none }
        let next = grid.clampScroll(scroll - steps * (Self.cellSize + Self.gap), viewportHeight: content.height)
        guard next != scroll else { return .none }
        scroll = next
        if let pointer { hovered = item(atX: pointer.x, y: pointer.y) }
        return .redraw
    }
}

/// An SDL rectangle for a pixel rectangle.
func sdlRect(_ rect: PixelRect) -> SDL_Rect {
    SDL_Rect(x: Int32(rect.x), y: Int32(rect.y), w: Int32(rect.width), h: Int32(rect.height))
}

import FlourishFrameClock
