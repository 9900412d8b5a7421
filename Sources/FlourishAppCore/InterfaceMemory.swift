import Foundation
import FlourishStorage

/// What the window remembers of its chrome between runs, in
/// `$XDG_STATE_HOME/flourish/interface`: whether the chrome is shown (`Tab` hides it, as
/// MyPaint's and Krita's canvas-only modes do, and it stays hidden at the next start) and
/// whether the first start's hint was shown. One `key = value` a line; a file that cannot be
/// read, or a line that is not understood, leaves the default (chrome shown, hint not seen).
package struct InterfaceMemory: Equatable, Sendable {
    package var chromeShown = true
    package var hintSeen = false

    /// The first start's hint: one line, gone by itself like every message.
    package static let firstStartHint = "F1: keys and help"
    /// The state file's name in the state folder.
    package static let fileName = "interface"

    package init(chromeShown: Bool = true, hintSeen: Bool = false) {
        self.chromeShown = chromeShown
        self.hintSeen = hintSeen
    }

    /// Reads the file's text.
    package init(text: String) {
        self.init()
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            switch (parts[0], parts[1]) {
            case ("chrome", "shown"): chromeShown = true
            case ("chrome", "hidden"): chromeShown = false
            case ("hint", "seen"): hintSeen = true
            case ("hint", "unseen"): hintSeen = false
            default: continue
            }
        }
    }

    /// The file's text.
    package var text: String {
        "chrome = \(chromeShown ? "shown" : "hidden")\nhint = \(hintSeen ? "seen" : "unseen")\n"
    }

    /// Where it is kept.
    package static func path(environment: [String: String]) -> String? {
        StateFile.path(fileName, environment: environment)
    }

    /// What is remembered at `path` (the defaults where nothing readable is there).
    package static func read(at path: String?) -> InterfaceMemory {
        guard let path, let bytes = try? FileBytes.read(path: path, limit: 4096) else { return InterfaceMemory() }
        return InterfaceMemory(text: String(decoding: bytes, as: UTF8.self))
    }

    /// The hint to show at this start, where it was never shown; it counts as seen from now.
    package mutating func takeFirstStartHint() -> String? {
        guard !hintSeen else { return nil }
        hintSeen = true
        return Self.firstStartHint
    }

    /// Keeps this at `path` for the next start (a failure is said once and costs only the
    /// memory of it).
    package func remember(at path: String?) {
        guard let path else { return }
        do { try StateFile.write(text, to: path) } catch {
            Console.warn("the chrome's state could not be remembered: \(error)")
        }
    }
}
