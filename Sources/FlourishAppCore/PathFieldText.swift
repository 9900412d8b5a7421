import Foundation

/// The text of the window's own path field (where there is no file chooser to ask): typed,
/// deleted, completed with Tab against the folder's files, and read as an absolute path.
package struct PathFieldText: Equatable {
    package private(set) var text: String
    /// Longer paths are not typed (no file system takes them).
    static let limit = 4096

    package init(_ text: String) {
        self.text = text
    }

    package mutating func type(_ typed: String) {
        for character in typed where !character.isNewline && character != "\t" {
            guard text.utf8.count < Self.limit else { return }
            text.append(character)
        }
    }

    package mutating func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
    }

    /// Ctrl+Backspace: the last part of the path, back to its `/`.
    package mutating func deleteWord() {
        if text.hasSuffix("/") { text.removeLast() }
        while let last = text.last, last != "/" { text.removeLast() }
    }

    /// The path the text names: `~` for home, relative to `folder`, without a trailing slash;
    /// nil for nothing typed.
    package func path(home: String?, folder: String) -> String? {
        var path = text.trimmingCharacters(in: .whitespaces)
        guard !path.isEmpty else { return nil }
        if let home, path == "~" || path.hasPrefix("~/") { path = home + path.dropFirst() }
        if !path.hasPrefix("/") { path = (folder.hasSuffix("/") ? folder : folder + "/") + path }
        while path.contains("//") { path = path.replacingOccurrences(of: "//", with: "/") }
        return URL(fileURLWithPath: path).standardized.path
    }

    /// Tab: the name being typed completed as far as the files of its folder that start with
    /// it agree (a folder's gets its `/`); `names` lists a folder's entries, with a `/` after
    /// each folder. Returns whether anything was added.
    @discardableResult
    package mutating func complete(home: String?, listing names: (String) -> [String]) -> Bool {
        let slash = text.lastIndex(of: "/")
        let folderPart = slash.map { String(text[...$0]) } ?? ""
        let stem = slash.map { String(text[text.index(after: $0)...]) } ?? text
        var folder = folderPart.isEmpty ? "." : folderPart
        if let home, folder.hasPrefix("~/") { folder = home + folder.dropFirst() }
        let matches = names(folder).filter { $0.hasPrefix(stem) && ($0.first != "." || stem.first == ".") }
        guard var common = matches.first else { return false }
        for match in matches.dropFirst() {
            while !match.hasPrefix(common) { common.removeLast() }
        }
        guard common.count > stem.count else { return false }
        text = folderPart + common
        return true
    }

    /// A folder's entries as `complete` lists them (folders with a `/`); none where it cannot be read.
    package static func entries(of folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        return names.sorted().map { name in
            var isFolder: ObjCBool = false
            let full = (folder as NSString).appendingPathComponent(name)
            return FileManager.default.fileExists(atPath: full, isDirectory: &isFolder) && isFolder.boolValue ? name + "/" : name
        }
    }
}
