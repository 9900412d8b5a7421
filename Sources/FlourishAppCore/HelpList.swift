/// The help's list (F1): one entry an action, in the key table's order, with every key bound
/// to it and what it does, made from `KeyBindings.table` itself, so the help, `--help` and the
/// README can never disagree with the keys. The search keeps the entries that hold every word
/// typed, in their keys or their text, case aside.
package enum HelpList {
    package struct Entry: Equatable, Sendable {
        package var action: AppAction
        /// The chords, as people write them (`Ctrl+Shift+Z`, `Ctrl+Y`).
        package var keys: [String]
        package var does: String

        /// The keys as one column's text: `Ctrl+Shift+Z, Ctrl+Y`.
        package var keysText: String { keys.joined(separator: ", ") }
    }

    /// Every action of the key table, once, where its first chord is.
    package static let entries: [Entry] = {
        var seen: Set<AppAction> = []
        var entries: [Entry] = []
        for binding in KeyBindings.table where seen.insert(binding.action).inserted {
            entries.append(
                Entry(
                    action: binding.action, keys: KeyBindings.chords(for: binding.action).map(\.description),
                    does: binding.action.summary))
        }
        return entries
    }()

    /// The entries holding every word of `query` (none: all of them). A word that is a chord
    /// (`ctrl+z`) finds the keys holding each of its parts, so `ctrl+z` finds `Ctrl+Shift+Z`
    /// (redo) beside `Ctrl+Z`, as a painter looking for the keys round undo would want.
    package static func search(_ query: String) -> [Entry] {
        let words = query.lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard !words.isEmpty else { return entries }
        return entries.filter { entry in
            let text = (entry.keysText + " " + entry.does).lowercased()
            return words.allSatisfy { word in
                text.contains(word) || holdsChord(word, in: entry.keys)
            }
        }
    }

    /// Whether one of `keys` holds every part of `word` written as a chord (`ctrl+z`); false
    /// for a word that is no chord (`+`, `zoom`).
    private static func holdsChord(_ word: Substring, in keys: [String]) -> Bool {
        let parts = word.split(separator: "+")
        guard parts.count > 1 else { return false }
        return keys.contains { key in
            let held = Set(key.lowercased().split(separator: "+"))
            return parts.allSatisfy(held.contains)
        }
    }
}
