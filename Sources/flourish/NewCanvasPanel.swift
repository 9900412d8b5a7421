import FlourishAppCore
import FlourishPaint
import FlourishPanels

/// The new-painting panel (Ctrl+N): the sizes to choose from (the window's, Full HD, A4 at
/// 300 dpi, 4096x4096, a size typed in), the last choice selected, Create and Cancel. Up and
/// Down choose, digits type a custom size, Enter creates, Escape closes.
@MainActor
final class NewCanvasPanel: TypingPanel {
    private let painter: PanelPainter
    private(set) var choices: NewCanvasChoices
    private var windowSize = (width: 0, height: 0)
    private let layout = ListPanelLayout(width: 440, rows: CanvasPreset.allCases.count, rowHeight: 34, buttons: 2)
    static let buttons = ["Create", "Cancel"]

    init(renderer: Renderer, choices: NewCanvasChoices) {
        painter = PanelPainter(renderer: renderer, owner: "new-painting panel")
        self.choices = choices
    }

    /// Opens again on `choices` (the remembered one selected, the window's size now).
    func reopen(with choices: NewCanvasChoices) { self.choices = choices }

    var frame: PixelRect {
        PixelRect(
            x: max(0, (windowSize.width - layout.width) / 2), y: max(0, (windowSize.height - layout.height) / 2),
            width: layout.width, height: layout.height)
    }

    var wantsFrame: Bool { false }
    var isOpaque: Bool { false }

    func resize(width: Int, height: Int) {
        windowSize = (width, height)
        choices.windowSize = (width, height)
    }

    private func place(_ r: (x: Int, y: Int, width: Int, height: Int)) -> PixelRect {
        PixelRect(x: frame.x + r.x, y: frame.y + r.y, width: r.width, height: r.height)
    }

    func draw() {
        painter.drawBackground(frame, title: "New painting: its size")
        for (index, preset) in CanvasPreset.allCases.enumerated() {
            let row = place(layout.row(index))
            let selected = preset == choices.selected
            if selected { painter.fill(row, 58, 82, 128) }
            let text = choices.label(of: preset) + (selected && preset == .custom ? "_" : "")
            painter.drawLabel(text, x: row.x + 10, middle: row.y + row.height / 2, maxWidth: row.width - 20)
        }
        for (index, name) in Self.buttons.enumerated() { painter.drawButton(name, in: place(layout.button(index))) }
    }

    func pointerPressed(x: Double, y: Double) -> PanelOutcome {
        switch layout.hit(x: Int(x) - frame.x, y: Int(y) - frame.y) {
        case .row(let index):
            choices.selected = CanvasPreset.allCases[index]
            return .redraw
        case .button(0): return .file(.newPainting(choices))
        case .button: return .close
        case nil: return .none
        }
    }

    func pointerMoved(x: Double, y: Double) -> PanelOutcome { .none }
    func pointerReleased(x: Double, y: Double) -> PanelOutcome { .none }
    func wheel(steps: Int) -> PanelOutcome {
        choices.move(-steps)
        return .redraw
    }

    func key(_ key: PanelKey) -> PanelOutcome {
        switch key {
        case .enter: return .file(.newPainting(choices))
        case .escape: return .close
        case .up: choices.move(-1)
        case .down, .tab: choices.move(1)
        case .backspace, .deleteWord: choices.deleteBackward()
        }
        return .redraw
    }

    func type(_ text: String) -> PanelOutcome {
        guard text.contains(where: { $0.isNumber || $0 == "x" || $0 == "X" || $0 == "*" }) else { return .none }
        choices.type(text)
        return .redraw
    }
}
