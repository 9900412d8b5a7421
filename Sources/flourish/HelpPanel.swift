import FlourishAppCore
import FlourishPaint
import FlourishPanels

/// The help (F1): every action and its keys, from the key table itself (`HelpList`), with a
/// search field: typing keeps the rows that hold every word typed. What a key does goes on in
/// further lines where its column is too narrow (`TextWrap`). The wheel, Up and Down, or a
/// drag (a pen's) scroll the list by lines; F1 or Escape closes it, as does a press outside it.
@MainActor
final class HelpPanel: TypingPanel {
    private let painter: PanelPainter
    private let scale: ChromeScale
    private var layout: HelpLayout
    private(set) var query = ""
    private(set) var results = HelpList.entries
    /// The results as the list shows them: each entry's keys on its first line, what it does
    /// broken into as many lines as it needs.
    private var lines: [(keys: String, does: String)] = []
    private var scroll = 0
    /// A drag in the list: where it began and the scroll then.
    private var drag: (y: Double, scroll: Int)?

    static let textPoints = 13
    static let title = "Help: every key and what it does (F1 or Escape closes)"
    static let note = "Right button or the pen's upper button: the palette. Tab: the toolbar."

    init(renderer: Renderer, scale: ChromeScale) {
        self.scale = scale
        painter = PanelPainter(
            renderer: renderer, owner: "help", size: Int32(scale.pixels(Self.textPoints)), fontPath: TextRenderer.sansPath)
        let size = renderer.outputSize
        layout = HelpLayout(window: (size.width, size.height), scale: scale, lineHeight: painter.lineHeight)
        breakLines()
    }

    /// Opens with the search empty, at the top.
    func willOpen() {
        query = ""
        results = HelpList.entries
        breakLines()
        scroll = 0
        drag = nil
    }

    /// The results broken into the list's lines at its width now.
    private func breakLines() {
        let width = layout.list.width - layout.keyColumnWidth
        lines = results.flatMap { entry in
            TextWrap.lines(entry.does, width: width, measure: painter.textWidth).enumerated().map {
                (keys: $0.offset == 0 ? entry.keysText : "", does: $0.element)
            }
        }
    }

    var frame: PixelRect { PixelRect(layout.frame) }
    var wantsFrame: Bool { false }
    var isOpaque: Bool { false }

    func resize(width: Int, height: Int) {
        layout = HelpLayout(window: (width, height), scale: scale, lineHeight: painter.lineHeight)
        breakLines()
        scroll = layout.clampScroll(scroll, rows: lines.count)
    }

    func draw() {
        painter.fill(frame, 30, 30, 36, 245)
        painter.drawLabel(Self.title, x: layout.title.x, middle: layout.title.y + layout.title.height / 2, maxWidth: layout.title.width)
        let field = PixelRect(layout.field)
        painter.fill(field, 16, 16, 20)
        painter.outline(field, 96, 96, 108)
        let inset = scale.pixels(6)
        let middle = field.y + field.height / 2
        if query.isEmpty {
            painter.drawLabel("Search: type a word (undo, layer, zoom, Ctrl…)", x: field.x + inset, middle: middle, maxWidth: field.width - 2 * inset, dim: true)
        } else {
            painter.drawLabel("Search: \(query)_", x: field.x + inset, middle: middle, maxWidth: field.width - 2 * inset)
        }
        painter.drawLabel(Self.note, x: layout.note.x, middle: layout.note.y + layout.note.height / 2, maxWidth: layout.note.width, dim: true)
        if results.isEmpty {
            painter.drawLabel("No key does '\(query)'", x: layout.list.x, y: layout.list.y, maxWidth: layout.list.width, dim: true)
        }
        for index in lines.indices {
            guard let row = layout.row(index, scroll: scroll) else { continue }
            let line = lines[index]
            let middle = row.y + row.height / 2
            if !line.keys.isEmpty {
                painter.drawLabel(line.keys, x: row.x, middle: middle, maxWidth: layout.keyColumnWidth - inset)
            }
            painter.drawLabel(line.does, x: row.x + layout.keyColumnWidth, middle: middle, maxWidth: row.width - layout.keyColumnWidth)
        }
    }

    private func scrolled(to rows: Int) -> PanelOutcome {
        let next = layout.clampScroll(rows, rows: lines.count)
        guard next != scroll else { return .none }
        scroll = next
        return .redraw
    }

    private func searched(_ text: String) -> PanelOutcome {
        query = text
        results = HelpList.search(query)
        breakLines()
        scroll = 0
        return .redraw
    }

    func pointerPressed(x: Double, y: Double) -> PanelOutcome {
        if layout.list.contains(x: x, y: y) { drag = (y, scroll) }
        return .none
    }

    func pointerMoved(x: Double, y: Double) -> PanelOutcome {
        guard let drag else { return .none }
        return scrolled(to: drag.scroll - Int(((y - drag.y) / Double(layout.rowHeight)).rounded()))
    }

    func pointerReleased(x: Double, y: Double) -> PanelOutcome {
        drag = nil
        return .none
    }

    func wheel(steps: Int) -> PanelOutcome { scrolled(to: scroll - 3 * steps) }

    func key(_ key: PanelKey) -> PanelOutcome {
        switch key {
        case .escape: return .close
        case .backspace: return query.isEmpty ? .none : searched(String(query.dropLast()))
        case .deleteWord: return searched("")
        case .up: return scrolled(to: scroll - 1)
        case .down: return scrolled(to: scroll + 1)
        case .enter, .tab: return .none
        }
    }

    func type(_ text: String) -> PanelOutcome {
        guard query.count < 40 else { return .none }
        return searched(query + text)
    }
}
