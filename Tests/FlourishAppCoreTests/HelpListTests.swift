import Testing

@testable import FlourishAppCore

@Suite("The help's list: the key table itself, and its search")
struct HelpListTests {
    @Test("one entry an action, in the table's order, holding exactly the table's chords and summary")
    func equalsTheTable() {
        let entries = HelpList.entries
        var actions: [AppAction] = []
        for binding in KeyBindings.table where !actions.contains(binding.action) { actions.append(binding.action) }
        #expect(entries.map(\.action) == actions)
        for entry in entries {
            let chords = KeyBindings.table.filter { $0.action == entry.action }.map(\.chord.description)
            #expect(entry.keys == chords)
            #expect(entry.does == entry.action.summary)
        }
        // Every binding is in the list once.
        #expect(entries.map(\.keys.count).reduce(0, +) == KeyBindings.table.count)
        #expect(entries.first { $0.action == .redo }?.keysText == "Ctrl+Shift+Z, Ctrl+Y")
    }

    @Test("F1 and Tab are in it")
    func newKeys() {
        #expect(HelpList.entries.contains { $0.action == .help && $0.keys == ["F1"] })
        #expect(HelpList.entries.contains { $0.action == .toggleChrome && $0.keys == ["Tab"] })
    }

    @Test("the search keeps the entries with every word, in the keys or the text, case aside")
    func search() {
        #expect(HelpList.search("") == HelpList.entries)
        #expect(HelpList.search("  ") == HelpList.entries)
        let undo = HelpList.search("UNDO")
        #expect(undo.contains { $0.action == .undo })
        #expect(undo.allSatisfy { ($0.keysText + $0.does).lowercased().contains("undo") })
        #expect(HelpList.search("ctrl+z").map(\.action) == [.undo, .redo])
        let layers = HelpList.search("layer current")
        #expect(layers.count > 3 && layers.allSatisfy { $0.does.contains("layer") && $0.does.contains("current") })
        // The negative control: a word no key does.
        #expect(HelpList.search("xylophone").isEmpty)
        #expect(HelpList.search("undo xylophone").isEmpty)
    }
}
