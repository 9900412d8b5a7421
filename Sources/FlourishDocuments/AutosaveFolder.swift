import Foundation

/// Where autosaves go — `$XDG_STATE_HOME/flourish/autosave` (`~/.local/state/...` by
/// default) — and which of them belongs to which painting.
///
/// An autosave is named after its painting's file (`<name>-<hash>-<time>.ora`; `untitled-...`
/// for a painting never saved), so each painting keeps its own last three and a start can tell
/// whether one of them is newer than the painting's last save.
public struct AutosaveFolder: Sendable {
    public let path: String
    /// Autosaves kept per painting.
    public static let kept = 3

    public init(path: String) {
        self.path = path
    }

    /// The folder the XDG base directory rules give: `XDG_STATE_HOME` where it is an absolute
    /// path, else `HOME/.local/state`; nil without either.
    public init?(environment: [String: String]) {
        var base = environment["XDG_STATE_HOME"] ?? ""
        if !base.hasPrefix("/") {
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            base = home + "/.local/state"
        }
        path = base + "/flourish/autosave"
    }

    /// The name every autosave of `document` (its file's absolute path; nil for a painting
    /// never saved) begins with.
    public static func key(for document: String?) -> String {
        guard let document else { return "untitled" }
        let name = document.split(separator: "/").last.map(String.init) ?? document
        let stem = name.split(separator: ".").dropLast().joined(separator: ".")
        // FNV-1a: a stable hash of the full path, so two files with one name stay apart.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in document.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let safe = (stem.isEmpty ? name : stem).map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }
        return String(safe.prefix(40)) + "-" + String(hash & 0xffff_ffff, radix: 16)
    }

    /// A new autosave's path for `document`, stamped with `date` to the millisecond.
    public func newPath(for document: String?, at date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        return "\(path)/\(Self.key(for: document))-\(formatter.string(from: date)).ora"
    }

    /// `document`'s autosaves, newest first.
    public func autosaves(of document: String?) -> [(path: String, modified: Date)] {
        let prefix = Self.key(for: document) + "-"
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        var found: [(path: String, modified: Date)] = []
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".ora") && !name.hasPrefix(".") {
            let file = "\(path)/\(name)"
            // Nothing but the stamp may follow the key, so "a-1" never takes "a-10"'s files, nor
            // "untitled" those of a file named untitled-2.ora (whose key has no hash to tell them
            // apart: "untitled-2-<hash>-<stamp>.ora").
            guard Self.isStamp(name.dropFirst(prefix.count)),
                let attributes = try? FileManager.default.attributesOfItem(atPath: file),
                let modified = attributes[.modificationDate] as? Date
            else { continue }
            found.append((file, modified))
        }
        return found.sorted { $0.modified != $1.modified ? $0.modified > $1.modified : $0.path > $1.path }
    }

    /// Whether `text` is exactly what `newPath` puts after the key: `yyyyMMdd-HHmmss-SSS.ora`.
    static func isStamp(_ text: Substring) -> Bool {
        let shape = "########-######-###.ora"
        guard text.count == shape.count else { return false }
        return zip(text, shape).allSatisfy { character, expected in
            expected == "#" ? character.isASCII && character.isNumber : character == expected
        }
    }

    /// Removes `document`'s autosaves beyond the newest `kept`.
    public func prune(_ document: String?, keeping kept: Int = AutosaveFolder.kept) {
        for old in autosaves(of: document).dropFirst(kept) { try? FileManager.default.removeItem(atPath: old.path) }
    }

    /// Removes all of `document`'s autosaves (it was saved: they are older than its file).
    public func removeAll(of document: String?) {
        for old in autosaves(of: document) { try? FileManager.default.removeItem(atPath: old.path) }
    }

    /// The autosave to open instead of `document` at start: its newest, where that is newer
    /// than the document's file (or the document has no file).
    public func recovery(for document: String?) -> (path: String, modified: Date)? {
        guard let newest = autosaves(of: document).first else { return nil }
        if let document,
            let attributes = try? FileManager.default.attributesOfItem(atPath: document),
            let saved = attributes[.modificationDate] as? Date, saved >= newest.modified
        {
            return nil
        }
        return newest
    }

    /// Makes the folder (and its parents) where it is missing.
    public func create() throws(DocumentError) {
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw DocumentError(path: path, reason: "cannot make the autosave folder: \(error.localizedDescription)")
        }
    }
}
