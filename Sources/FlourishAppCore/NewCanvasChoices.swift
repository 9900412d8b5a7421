import FlourishSessionSetup
import FlourishStorage
import Foundation

/// What the new-painting panel (Ctrl+N) offers and which is chosen: the window's size, Full
/// HD, A4 at 300 dpi, 4096x4096, or a size typed in; the last one chosen is remembered between
/// runs (`$XDG_STATE_HOME/flourish/new-canvas`). A size is checked against `max_canvas` and
/// the memory budget the way a start checks `--size`, before any canvas is made.
package struct NewCanvasChoices: Equatable {
    package var selected: CanvasPreset
    /// The custom size as typed (`3000x2000`).
    package var customText: String
    package var windowSize: (width: Int, height: Int)

    package init(windowSize: (width: Int, height: Int), selected: CanvasPreset = .window, customText: String = "") {
        self.windowSize = windowSize
        self.selected = selected
        self.customText = customText
    }

    package static func == (a: NewCanvasChoices, b: NewCanvasChoices) -> Bool {
        a.selected == b.selected && a.customText == b.customText && a.windowSize == b.windowSize
    }

    /// The size `preset` stands for; nil for a custom size that does not read as WxH.
    package func size(of preset: CanvasPreset) -> (width: Int, height: Int)? {
        switch preset {
        case .window: windowSize
        case .fullHD: (1920, 1080)
        case .a4: CanvasPreset.a4Size
        case .square: (4096, 4096)
        case .custom: Self.parse(customText)
        }
    }

    /// The panel's line for `preset`.
    package func label(of preset: CanvasPreset) -> String {
        let size = self.size(of: preset).map { "\($0.width)x\($0.height)" }
        switch preset {
        case .window: return "The window's size (\(size ?? ""))"
        case .fullHD: return "Full HD (\(size ?? ""))"
        case .a4: return "A4 at 300 dpi (\(size ?? ""))"
        case .square: return "Square (\(size ?? ""))"
        case .custom: return "Custom: " + (customText.isEmpty ? "type WxH" : customText)
        }
    }

    /// The chosen size, or why it cannot be had (not a size, over `max_canvas`, more than the
    /// memory budget holds painted all over), with `setup`'s limits.
    package func chosenSize(within setup: SessionSetup) -> Result<(width: Int, height: Int), CanvasSizeRefusal> {
        guard let size = size(of: selected) else {
            return .failure(CanvasSizeRefusal(reason: "'\(customText)' is not a size: type it as WxH, e.g. 3000x2000"))
        }
        var trial = setup
        (trial.canvasWidth, trial.canvasHeight) = size
        if let why = trial.canvasSizeProblem { return .failure(CanvasSizeRefusal(reason: "a new canvas \(why)")) }
        return .success(size)
    }

    /// Moves the selection `steps` rows down (up where negative), stopping at the ends.
    package mutating func move(_ steps: Int) {
        let all = CanvasPreset.allCases
        let index = all.firstIndex(of: selected) ?? 0
        selected = all[min(max(index + steps, 0), all.count - 1)]
    }

    /// Typed text goes into the custom size (which it selects): digits and one `x`.
    package mutating func type(_ text: String) {
        for character in text.lowercased() where character.isASCII && (character.isNumber || character == "x" || character == "*") {
            guard customText.count < 16 else { break }
            customText.append(character == "*" ? "x" : character)
        }
        selected = .custom
    }

    package mutating func deleteBackward() {
        if !customText.isEmpty { customText.removeLast() }
        selected = .custom
    }

    /// `WxH` (also `W*H`, `W X H`) as a size; nil where it is not one.
    static func parse(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().replacingOccurrences(of: " ", with: "").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }

    // MARK: Remembered

    /// Where the last choice is kept: `$XDG_STATE_HOME/flourish/new-canvas`, else under
    /// `~/.local/state`; nil with neither.
    package static func memoryPath(environment: [String: String]) -> String? {
        StateFile.path("new-canvas", environment: environment)
    }

    /// The choices with the one remembered at `path` selected (the window's where nothing
    /// readable is there).
    package static func remembered(at path: String?, windowSize: (width: Int, height: Int)) -> NewCanvasChoices {
        var choices = NewCanvasChoices(windowSize: windowSize)
        guard let path, let bytes = try? FileBytes.read(path: path, limit: 256) else { return choices }
        let line = String(decoding: bytes, as: UTF8.self).split(separator: "\n").first.map(String.init) ?? ""
        if line.hasPrefix("custom ") {
            choices.customText = String(line.dropFirst(7).prefix(16))
            choices.selected = .custom
        } else if let preset = CanvasPreset(rawValue: line) {
            choices.selected = preset
        }
        return choices
    }

    /// Keeps the choice at `path` for the next time (a failure only costs the memory of it).
    package func remember(at path: String?) {
        guard let path else { return }
        let line = selected == .custom ? "custom \(customText)" : selected.rawValue
        do {
            try StateFile.write(line + "\n", to: path)
        } catch {
            Console.warn("the new canvas's size could not be remembered: \(error)")
        }
    }
}
