import FlourishStorage
import FlourishText

/// The freedesktop recently-used list (`recently-used.xbel`, XBEL as GTK's
/// GtkRecentManager and KDE read and write it), read whole and written back with everything
/// other programs put in it: entries, elements and attributes Flourish does not know,
/// comments, namespaces. Noting a use changes Flourish's own entry and nothing else.
public struct RecentFilesList: Sendable, Equatable {
    private var before: [MarkupNode]
    private var root: MarkupElement
    private var after: [MarkupNode]

    static let bookmarkNamespace = "http://www.freedesktop.org/standards/desktop-bookmarks"
    static let mimeNamespace = "http://www.freedesktop.org/standards/shared-mime-info"
    static let metadataOwner = "http://freedesktop.org"

    /// Reads a list's bytes.
    ///
    /// - Throws: `MarkupProblem` (with its line) where they are not XML, or not XBEL.
    public init(parsing bytes: [UInt8]) throws(MarkupProblem) {
        let document = try MarkupParser.parse(bytes)
        guard document.root.name == "xbel" else {
            throw MarkupProblem(line: 1, reason: "its root element is <\(document.root.name)>, not <xbel>")
        }
        (before, root, after) = document
    }

    /// A list with nothing in it, as GTK starts one.
    public static var empty: RecentFilesList {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <xbel version="1.0"
                  xmlns:bookmark="\(bookmarkNamespace)"
                  xmlns:mime="\(mimeNamespace)"
            >
            </xbel>

            """
        // Flourish's own text: it reads.
        return (try? RecentFilesList(parsing: Array(text.utf8)))!
    }

    /// Every entry, in the file's order.
    public var files: [RecentFile] {
        let mime = prefix(for: Self.mimeNamespace) ?? "mime"
        let bookmark = prefix(for: Self.bookmarkNamespace) ?? "bookmark"
        return root.elements.filter { $0.element.name == "bookmark" }.compactMap { _, entry in
            guard let uri = entry.attribute("href") else { return nil }
            let metadata = Self.metadata(of: entry)
            return RecentFile(
                uri: uri, path: FileURI.path(fromURI: uri),
                mimeType: metadata?.firstElement(named: "\(mime):mime-type")?.element.attribute("type"),
                added: entry.attribute("added").flatMap(XBELTime.seconds),
                modified: entry.attribute("modified").flatMap(XBELTime.seconds),
                visited: entry.attribute("visited").flatMap(XBELTime.seconds),
                applications: metadata?.firstElement(named: "\(bookmark):applications")?.element.elements
                    .filter { $0.element.name == "\(bookmark):application" }.compactMap { $0.element.attribute("name") } ?? [])
        }
    }

    /// Notes that `application` opened or saved the file at `path` (absolute) at `time`
    /// (seconds since 1970): its entry is made, or its times and the application's count
    /// brought up to date.
    public mutating func noteUse(of path: String, mimeType: String, by application: RecentApplication, at time: Double) {
        let uri = FileURI.uri(forPath: path)
        let stamp = XBELTime.text(time)
        let mime = declare(Self.mimeNamespace, preferring: "mime")
        let bookmark = declare(Self.bookmarkNamespace, preferring: "bookmark")
        let found = root.elements.first { $0.element.name == "bookmark" && $0.element.attribute("href").map(Self.samePath(uri)) == true }
        var entry = found?.element ?? MarkupElement(name: "bookmark", attributes: [("href", XMLAttributeText.escaped(uri)), ("added", stamp)])
        entry.setAttribute("modified", stamp)
        entry.setAttribute("visited", stamp)
        Self.update(&entry, named: "info", indent: "    ", closing: "  ") { info in
            Self.update(&info, named: "metadata", indent: "      ", closing: "    ", made: [("owner", Self.metadataOwner)]) { metadata in
                if metadata.firstElement(named: "\(mime):mime-type") == nil {
                    metadata.append(
                        MarkupElement(name: "\(mime):mime-type", attributes: [("type", XMLAttributeText.escaped(mimeType))]),
                        indent: "        ", closingIndent: "      ")
                }
                Self.update(&metadata, named: "\(bookmark):applications", indent: "        ", closing: "      ") { applications in
                    let name = "\(bookmark):application"
                    if let (index, existing) = applications.firstElement(named: name, where: { $0.attribute("name") == application.name }) {
                        var updated = existing
                        updated.setAttribute("modified", stamp)
                        if updated.attribute("timestamp") != nil { updated.setAttribute("timestamp", String(Int(time))) }
                        updated.setAttribute("count", String((updated.attribute("count").flatMap { Int($0) } ?? 0) + 1))
                        applications.children[index] = .element(updated)
                    } else {
                        applications.append(
                            MarkupElement(
                                name: name,
                                attributes: [
                                    ("name", XMLAttributeText.escaped(application.name)), ("exec", XMLAttributeText.escaped(application.exec)),
                                    ("modified", stamp), ("count", "1"),
                                ]),
                            indent: "          ", closingIndent: "        ")
                    }
                }
            }
        }
        if let found {
            root.children[found.index] = .element(entry)
        } else {
            root.append(entry, indent: "  ", closingIndent: "")
        }
    }

    /// The list as XML.
    public var text: String {
        var text = ""
        for node in before { node.write(into: &text) }
        root.write(into: &text)
        for node in after { node.write(into: &text) }
        return text
    }

    // MARK: Parts

    /// The `<metadata owner="http://freedesktop.org">` of an entry's `<info>`.
    private static func metadata(of entry: MarkupElement) -> MarkupElement? {
        entry.firstElement(named: "info")?.element.firstElement(named: "metadata") { $0.attribute("owner") == metadataOwner }?.element
    }

    /// Changes `element`'s first child called `name` (the one whose owner `made` gives, where
    /// it gives one), making it, with `made`'s attributes, where it is missing.
    private static func update(
        _ element: inout MarkupElement, named name: String, indent: String, closing: String,
        made attributes: [(String, String)] = [], _ change: (inout MarkupElement) -> Void
    ) {
        let owner = attributes.first { $0.0 == "owner" }?.1
        if let (index, child) = element.firstElement(named: name, where: { owner == nil || $0.attribute("owner") == owner }) {
            var changed = child
            change(&changed)
            element.children[index] = .element(changed)
        } else {
            var made = MarkupElement(name: name, attributes: attributes.map { ($0.0, XMLAttributeText.escaped($0.1)) })
            change(&made)
            element.append(made, indent: indent, closingIndent: closing)
        }
    }

    /// Whether an entry's `href` names the same file as `uri` (the same path, however escaped).
    private static func samePath(_ uri: String) -> (String) -> Bool {
        let path = FileURI.path(fromURI: uri)
        return { href in href == uri || (path != nil && FileURI.path(fromURI: href) == path) }
    }

    /// The prefix the root binds to `namespace`, if any.
    private func prefix(for namespace: String) -> String? {
        root.attributes.first { $0.name.hasPrefix("xmlns:") && MarkupText.unescaped($0.value) == namespace }
            .map { String($0.name.dropFirst(6)) }
    }

    /// The prefix for `namespace`, declared on the root with `preferred` (or a free variant of
    /// it) where the list did not declare it.
    private mutating func declare(_ namespace: String, preferring preferred: String) -> String {
        if let bound = prefix(for: namespace) { return bound }
        var name = preferred
        var n = 1
        while root.attributes.contains(where: { $0.name == "xmlns:\(name)" }) {
            n += 1
            name = "\(preferred)\(n)"
        }
        root.setAttribute("xmlns:\(name)", namespace)
        return name
    }
}
