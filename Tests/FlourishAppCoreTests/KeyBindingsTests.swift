import Foundation
import Testing

@testable import FlourishAppCore

@Suite("Key bindings: one table, the README's key table equal to it")
struct KeyBindingsTests {
    /// The README's `### Keys` table, as (key, what it does) rows.
    static func readmeKeyRows() throws -> [(key: String, does: String)] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(of: "### Keys") else { throw KeyTableError("no '### Keys' in README.md") }
        guard let header = lines[heading...].firstIndex(where: { $0.hasPrefix("| key |") }) else {
            throw KeyTableError("no '| key | does |' table under '### Keys'")
        }
        var rows: [(String, String)] = []
        for line in lines[(header + 2)...] {
            guard line.hasPrefix("|") else { break }
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 2 else { throw KeyTableError("row '\(line)' does not have two cells") }
            rows.append((cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")), cells[1]))
        }
        return rows
    }

    struct KeyTableError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }

    @Test("every README row maps its key to the action it describes, and every binding has a row")
    func readmeMatchesTable() throws {
        let rows = try Self.readmeKeyRows()
        #expect(rows.count == KeyBindings.table.count, "\(rows.count) README rows, \(KeyBindings.table.count) bindings")
        for row in rows {
            let chord = try #require(KeyChord(parsing: row.key), "README key '\(row.key)' does not parse")
            let action = try #require(KeyBindings.action(for: chord), "README key '\(row.key)' is bound to nothing")
            #expect(action.summary == row.does, "README says \(row.key) does '\(row.does)'; the code: '\(action.summary)'")
        }
        for binding in KeyBindings.table {
            #expect(rows.contains { $0.key == binding.chord.description }, "\(binding.chord) is not in the README")
        }
    }

    @Test("the documented keys reach their commands", arguments: [
        ("Ctrl+Z", AppAction.undo), ("Ctrl+Shift+Z", .redo), ("Ctrl+Y", .redo), ("Delete", .clear),
        ("Ctrl+S", .save), ("Ctrl+Q", .quit), ("[", .brushSmaller), ("]", .brushBigger), ("+", .zoomIn),
        ("-", .zoomOut), ("Home", .fitView), ("F3", .toggleOverlay), ("Escape", .dismiss),
    ])
    func keyReachesCommand(key: String, action: AppAction) throws {
        let chord = try #require(KeyChord(parsing: key))
        #expect(KeyBindings.action(for: chord) == action)
    }

    @Test("no chord is bound twice, and modifiers matter: Z alone and Ctrl+Shift+Y do nothing")
    func chordsAreDistinct() {
        let chords = KeyBindings.table.map(\.chord)
        #expect(Set(chords).count == chords.count)
        #expect(KeyBindings.action(for: KeyChord("Z")) == nil)
        #expect(KeyBindings.action(for: KeyChord("Y", ctrl: true, shift: true)) == nil)
        #expect(KeyBindings.action(for: KeyChord("S")) == nil)
    }

    @Test("a chord reads back from what it prints", arguments: [
        KeyChord("Z", ctrl: true, shift: true), KeyChord("+"), KeyChord("+", ctrl: true), KeyChord("F3"),
        KeyChord("-"), KeyChord("["),
    ])
    func chordRoundTrip(chord: KeyChord) {
        #expect(KeyChord(parsing: chord.description) == chord)
    }

    @Test("text that is no chord is refused", arguments: ["", "Alt+X", "Ctrl+", "Meta+Ctrl+Z"])
    func badChords(text: String) {
        #expect(KeyChord(parsing: text) == nil)
    }

    @Test("the help text lists every binding")
    func helpListsBindings() {
        for binding in KeyBindings.table {
            #expect(Options.keyHelp.contains(binding.chord.description) && Options.keyHelp.contains(binding.action.summary))
        }
    }
}
