/// A key with the modifiers held, named as people write it ("Ctrl+Shift+Z", "Delete", "]"),
/// independent of SDL's key codes so the bindings are plain data that tests and the README
/// can read.
package struct KeyChord: Hashable, Sendable, CustomStringConvertible {
    /// The key's name: an upper-case letter, a digit, a symbol, or a named key such as
    /// "Delete", "Escape", "Home", "F3".
    package var key: String
    package var ctrl = false
    package var shift = false

    package init(_ key: String, ctrl: Bool = false, shift: Bool = false) {
        self.key = key
        self.ctrl = ctrl
        self.shift = shift
    }

    /// Reads "Ctrl+Shift+Z", "F3", "+" or "Ctrl++" (modifiers first, the key last).
    package init?(parsing text: String) {
        var modifiers: [Substring]
        let key: String
        if text == "+" {
            modifiers = []
            key = "+"
        } else if text.hasSuffix("++") {
            modifiers = text.dropLast(2).split(separator: "+", omittingEmptySubsequences: false)
            key = "+"
        } else {
            modifiers = text.split(separator: "+", omittingEmptySubsequences: false)
            guard let last = modifiers.popLast(), !last.isEmpty else { return nil }
            key = String(last)
        }
        self.init(key)
        for modifier in modifiers {
            switch modifier {
            case "Ctrl": ctrl = true
            case "Shift": shift = true
            default: return nil
            }
        }
    }

    package var description: String {
        (ctrl ? "Ctrl+" : "") + (shift ? "Shift+" : "") + key
    }
}
