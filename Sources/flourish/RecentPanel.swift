import FlourishAppCore
import FlourishPaint
import FlourishPanels
import Foundation

/// "Open recent" (Ctrl+Shift+O): the last ten paintings from the desktop's recently-used list,
/// each with its thumbnail, name, folder and when it was last used; a click (or Enter on the
/// one chosen with Up and Down) opens it. Under them the file commands as buttons: New, Open,
/// Save As, Export. The list and thumbnails are read on `RecentPaintings`' queue; the panel
/// draws what has come and wants frames until every thumbnail is there.
@MainActor
final class RecentPanel: TypingPanel {
    private let painter: PanelPainter
    private let recent: RecentPaintings
    private var windowSize = (width: 0, height: 0)
    private var selected = 0
    /// Each thumbnail's texture, by the painting's path.
    private var thumbnails: [String: Texture] = [:]
    /// Which entries had their thumbnail when the panel was last drawn: a frame is wanted
    /// until it shows what has come since.
    private var drawnDone: [Bool] = []
    static let rowHeight = 64
    static let buttons: [(label: String, action: PanelFileAction)] = [
        ("New…", .showNewPanel), ("Open…", .ask(.open)), ("Save As…", .ask(.saveAs)), ("Export PNG…", .ask(.export)),
    ]

    init(renderer: Renderer, recent: RecentPaintings) {
        painter = PanelPainter(renderer: renderer, owner: "open-recent panel")
        self.recent = recent
    }

    /// Opening again reads the list afresh.
    func willOpen() {
        selected = 0
        drawnDone = []
        thumbnails.removeAll()
        recent.reload()
    }

    private var layout: ListPanelLayout {
        let room = max(1, (windowSize.height - 2 * 16 - ListPanelLayout.titleHeight - 60) / Self.rowHeight)
        let rows = min(max(recent.entries.count, 1), RecentPaintings.shown, room)
        return ListPanelLayout(width: min(560, max(windowSize.width - 20, 300)), rows: rows, rowHeight: Self.rowHeight, buttons: Self.buttons.count)
    }

    var frame: PixelRect {
        let layout = self.layout
        return PixelRect(
            x: max(0, (windowSize.width - layout.width) / 2), y: max(0, (windowSize.height - layout.height) / 2),
            width: layout.width, height: layout.height)
    }

    /// A frame whenever the list or a thumbnail came since the last one drawn.
    var wantsFrame: Bool { recent.entries.map(\.thumbnailDone) != drawnDone }
    var isOpaque: Bool { false }
    func resize(width: Int, height: Int) { windowSize = (width, height) }

    private func place(_ r: (x: Int, y: Int, width: Int, height: Int), in frame: PixelRect) -> PixelRect {
        PixelRect(x: frame.x + r.x, y: frame.y + r.y, width: r.width, height: r.height)
    }

    func draw() {
        let frame = self.frame
        let layout = self.layout
        let all = recent.entries
        drawnDone = all.map(\.thumbnailDone)
        let entries = Array(all.prefix(layout.rows))
        painter.drawBackground(frame, title: "Open recent")
        if entries.isEmpty {
            let row = place(layout.row(0), in: frame)
            painter.drawLabel("No recent paintings yet: open or save one", x: row.x + 10, middle: row.y + row.height / 2, dim: true)
        }
        let now = Date().timeIntervalSince1970
        for (index, entry) in entries.enumerated() {
            let row = place(layout.row(index), in: frame)
            if index == selected { painter.fill(row, 58, 82, 128) }
            let box = PixelRect(x: row.x + 4, y: row.y + 4, width: row.height - 8, height: row.height - 8)
            drawThumbnail(of: entry, in: box)
            let textX = box.x + box.width + 10
            let room = row.x + row.width - textX - 8
            painter.drawLabel(entry.name, x: textX, y: row.y + 8, maxWidth: room)
            painter.drawLabel(RecentTime.describe(entry.lastUsed, now: now) + "   " + entry.folder, x: textX,
                y: row.y + 8 + painter.lineHeight + 4, maxWidth: room, dim: true)
        }
        for (index, button) in Self.buttons.enumerated() { painter.drawButton(button.label, in: place(layout.button(index), in: frame)) }
    }

    /// The painting's thumbnail fitted into `box` over white (a PNG is transparent where
    /// nothing is painted), or a grey box while it comes (a "?" where there is none).
    private func drawThumbnail(of entry: RecentPaintings.Entry, in box: PixelRect) {
        guard let image = entry.thumbnail else {
            painter.fill(box, 70, 70, 76)
            if entry.thumbnailDone { painter.drawCentredLabel("?", in: box) }
            return
        }
        painter.fill(box, 250, 250, 250)
        if thumbnails[entry.path] == nil {
            thumbnails[entry.path] = try? Texture(renderer: painter.renderer, width: image.width, height: image.height, pixels: image.pixels)
        }
        guard let texture = thumbnails[entry.path] else { return }
        let scale = min(Double(box.width) / Double(texture.width), Double(box.height) / Double(texture.height))
        let (width, height) = (Double(texture.width) * scale, Double(texture.height) * scale)
        texture.draw(PixelRect(x: 0, y: 0, width: texture.width, height: texture.height),
            to: (Double(box.x) + (Double(box.width) - width) / 2, Double(box.y) + (Double(box.height) - height) / 2, width, height),
            with: painter.renderer)
    }

    func pointerPressed(x: Double, y: Double) -> PanelOutcome {
        let frame = self.frame
        switch layout.hit(x: Int(x) - frame.x, y: Int(y) - frame.y) {
        case .row(let index):
            let entries = recent.entries
            guard index < entries.count else { return .none }
            return .file(.open(entries[index].path))
        case .button(let index):
            return .file(Self.buttons[index].action)
        case nil:
            return .none
        }
    }

    func pointerMoved(x: Double, y: Double) -> PanelOutcome { .none }
    func pointerReleased(x: Double, y: Double) -> PanelOutcome { .none }
    func wheel(steps: Int) -> PanelOutcome { .none }

    func key(_ key: PanelKey) -> PanelOutcome {
        let count = min(recent.entries.count, layout.rows)
        switch key {
        case .enter:
            guard selected < count else { return .none }
            return .file(.open(recent.entries[selected].path))
        case .escape: return .close
        case .up: selected = max(0, selected - 1)
        case .down, .tab: selected = min(max(count - 1, 0), selected + 1)
        case .backspace, .deleteWord: return .none
        }
        return .redraw
    }

    func type(_ text: String) -> PanelOutcome { .none }
}
