import FlourishAppCore
import FlourishFileChooser
import FlourishPaint
import FlourishPanels
import Foundation

/// Where no file chooser can be asked (no portal, no zenity or kdialog): the window asks for
/// the file's path itself, in a field that starts at the suggested folder and name. Enter
/// answers, Tab completes the name from the folder's files, Escape cancels.
@MainActor
final class PathFieldPanel: TypingPanel {
    private let painter: PanelPainter
    let request: FileChoiceRequest
    private var field: PathFieldText
    private let home: String?
    private var windowSize = (width: 0, height: 0)
    private let layout = ListPanelLayout(width: 640, rows: 2, rowHeight: 34, buttons: 2)

    init(renderer: Renderer, request: FileChoiceRequest, home: String?) {
        painter = PanelPainter(renderer: renderer, owner: "path field")
        self.request = request
        self.home = home
        field = PathFieldText(request.startingPath)
    }

    var frame: PixelRect {
        let width = min(layout.width, max(windowSize.width - 20, 200))
        return PixelRect(
            x: max(0, (windowSize.width - width) / 2), y: max(0, (windowSize.height - layout.height) / 2), width: width,
            height: layout.height)
    }

    private var sized: ListPanelLayout {
        ListPanelLayout(width: frame.width, rows: layout.rows, rowHeight: layout.rowHeight, buttons: layout.buttons)
    }

    var wantsFrame: Bool { false }
    var isOpaque: Bool { false }
    func resize(width: Int, height: Int) { windowSize = (width, height) }

    private func place(_ r: (x: Int, y: Int, width: Int, height: Int)) -> PixelRect {
        PixelRect(x: frame.x + r.x, y: frame.y + r.y, width: r.width, height: r.height)
    }

    func draw() {
        painter.drawBackground(frame, title: request.purpose.title + ": type the file's path")
        let box = place(sized.row(0))
        painter.fill(box, 20, 20, 24)
        painter.outline(box, 120, 140, 190)
        // The end of a long path shows: that is where the typing is.
        var shown = field.text + "_"
        let room = box.width - 16
        while shown.count > 1, let width = painter.label(shown)?.width, width > room { shown.removeFirst() }
        painter.drawLabel(shown, x: box.x + 8, middle: box.y + box.height / 2, maxWidth: room)
        let hint = place(sized.row(1))
        painter.drawLabel("Enter: \(request.purpose.acceptLabel)   Tab: complete   Escape: cancel", x: hint.x + 8,
            middle: hint.y + hint.height / 2, maxWidth: hint.width - 16, dim: true)
        painter.drawButton(request.purpose.acceptLabel, in: place(sized.button(0)))
        painter.drawButton("Cancel", in: place(sized.button(1)))
    }

    /// The field's answer: the path typed, made absolute; nothing while nothing is typed.
    private func answer() -> PanelOutcome {
        guard let path = field.path(home: home, folder: FileManager.default.currentDirectoryPath) else { return .none }
        return .file(.answered(.chosen(path), request))
    }

    func pointerPressed(x: Double, y: Double) -> PanelOutcome {
        switch sized.hit(x: Int(x) - frame.x, y: Int(y) - frame.y) {
        case .button(0): return answer()
        case .button: return .file(.answered(.cancelled, request))
        default: return .none
        }
    }

    func pointerMoved(x: Double, y: Double) -> PanelOutcome { .none }
    func pointerReleased(x: Double, y: Double) -> PanelOutcome { .none }
    func wheel(steps: Int) -> PanelOutcome { .none }

    func key(_ key: PanelKey) -> PanelOutcome {
        switch key {
        case .enter: return answer()
        case .escape: return .file(.answered(.cancelled, request))
        case .backspace: field.deleteBackward()
        case .deleteWord: field.deleteWord()
        case .tab: guard field.complete(home: home, listing: PathFieldText.entries) else { return .none }
        case .up, .down: return .none
        }
        return .redraw
    }

    func type(_ text: String) -> PanelOutcome {
        field.type(text)
        return .redraw
    }
}
