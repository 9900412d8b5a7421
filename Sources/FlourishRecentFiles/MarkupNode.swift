import FlourishText

/// A node of an XML document read so that it can be written back as it came: an element, or
/// anything else (text, whitespace, comments, processing instructions, CDATA, a DOCTYPE) kept
/// as its own text. Only what Flourish changes is written anew.
public enum MarkupNode: Sendable, Equatable {
    case element(MarkupElement)
    case verbatim(String)

    /// The node as XML.
    func write(into text: inout String) {
        switch self {
        case .element(let element): element.write(into: &text)
        case .verbatim(let raw): text += raw
        }
    }
}

/// An element: its name (with its prefix, as written), its attributes in order (values as
/// written, entities and all), and its children.
public struct MarkupElement: Sendable, Equatable {
    public var name: String
    public private(set) var attributes: [(name: String, value: String)]
    public var children: [MarkupNode]
    /// The start tag as it was read, written back while the attributes stay as they were.
    private var startTag: String?
    /// Written as `<name/>`: read so, or made with no children.
    private var empty: Bool

    public init(name: String, attributes: [(name: String, value: String)] = [], children: [MarkupNode] = []) {
        self.name = name
        self.attributes = attributes
        self.children = children
        startTag = nil
        empty = children.isEmpty
    }

    init(name: String, attributes: [(name: String, value: String)], startTag: String, empty: Bool) {
        self.init(name: name, attributes: attributes)
        self.startTag = startTag
        self.empty = empty
    }

    /// The attribute `name`'s value with its entities replaced, or nil where it has none.
    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }.map { MarkupText.unescaped($0.value) }
    }

    /// Sets attribute `name` to `value` (escaped here), in its place or after the others.
    public mutating func setAttribute(_ name: String, _ value: String) {
        let escaped = XMLAttributeText.escaped(value)
        if let index = attributes.firstIndex(where: { $0.name == name }) {
            guard attributes[index].value != escaped else { return }
            attributes[index].value = escaped
        } else {
            attributes.append((name, escaped))
        }
        startTag = nil
    }

    /// The child elements, with their places among the children.
    public var elements: [(index: Int, element: MarkupElement)] {
        children.enumerated().compactMap { index, node in
            if case .element(let element) = node { return (index, element) }
            return nil
        }
    }

    /// The first child element called `name` that `matches` accepts.
    public func firstElement(named name: String, where matches: (MarkupElement) -> Bool = { _ in true }) -> (
        index: Int, element: MarkupElement
    )? {
        elements.first { $0.element.name == name && matches($0.element) }
    }

    /// Adds `element` as the last child, indented like its siblings: each new child on a line
    /// of its own at `indent`, and the closing tag back at the indent the element's own line has.
    public mutating func append(_ element: MarkupElement, indent: String, closingIndent: String) {
        if case .verbatim(let raw) = children.last, raw.allSatisfy(\.isWhitespace) {
            children.removeLast()
        }
        children.append(.verbatim("\n" + indent))
        children.append(.element(element))
        children.append(.verbatim("\n" + closingIndent))
        empty = false
    }

    public static func == (a: MarkupElement, b: MarkupElement) -> Bool {
        a.name == b.name && a.attributes.map(\.name) == b.attributes.map(\.name)
            && a.attributes.map(\.value) == b.attributes.map(\.value) && a.children == b.children
    }

    func write(into text: inout String) {
        if let startTag {
            text += startTag
        } else {
            text += "<" + name
            for attribute in attributes { text += " \(attribute.name)=\"\(attribute.value)\"" }
            text += empty && children.isEmpty ? "/>" : ">"
        }
        guard !(empty && children.isEmpty) else { return }
        for child in children { child.write(into: &text) }
        text += "</\(name)>"
    }
}
