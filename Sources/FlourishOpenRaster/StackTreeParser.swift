import FlourishOpenRasterArchive
import Foundation
import FlourishText

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads `stack.xml` into a document tree: every stack and layer with every attribute as
/// written, in the file's order, with namespaces resolved. Foundation's XMLParser (libxml2,
/// external entities off) checks the XML; `StackXMLTagScanner` gives the attributes' order.
///
/// Everything is bounded before it is kept: elements (`maxNodes`), layers, nesting, attributes
/// per element and their sizes; a DOCTYPE is refused, as ORA has none and its entities could
/// make the tree differ from the text.
enum StackTreeParser {
    static func parse(_ bytes: [UInt8], limits: OpenRasterLimits) -> Result<OpenRasterDocument, StackXMLFailure> {
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        let builder = StackTreeBuilder(limits: limits, scanner: StackXMLTagScanner(bytes))
        parser.delegate = builder
        let parsed = parser.parse()
        return builder.finish(parsed: parsed, parser: parser)
    }
}

/// The parser's delegate: keeps the open elements, the stacks being built (innermost last) and
/// the namespaces in scope, and appends each node to its stack as it closes.
private final class StackTreeBuilder: NSObject, XMLParserDelegate {
    /// What an open element is to the builder.
    private enum Kind {
        case image
        case stack
        case layer
        /// Unknown, or inside a layer: skipped, and named in `skippedElements`.
        case skipped
    }

    /// One open element: its kind and the namespace prefixes bound where it is.
    private struct Frame {
        var kind: Kind
        var namespaces: [String: String]
    }

    private let limits: OpenRasterLimits
    private var scanner: StackXMLTagScanner
    private var frames: [Frame] = []
    /// The stacks open now, root first; a stack joins its parent's children when it closes.
    private var stacks: [OpenRasterStackNode] = []
    private var width = 0
    private var height = 0
    private var imageAttributes: [OpenRasterAttribute] = []
    private var root: OpenRasterStackNode?
    private var sawImage = false
    private var sawRootStack = false
    private var skippedElements: [String] = []
    private var skippedNames: Set<String> = []
    private var elementCount = 0
    private var layerCount = 0
    private var stackCount = 0
    /// Each layer's `src`, with the layer it belongs to, to refuse a second layer using it.
    private var sources: [String: String] = [:]
    private var failure: StackXMLFailure?

    init(limits: OpenRasterLimits, scanner: StackXMLTagScanner) {
        self.limits = limits
        self.scanner = scanner
    }

    func finish(parsed: Bool, parser: XMLParser) -> Result<OpenRasterDocument, StackXMLFailure> {
        if let failure { return .failure(failure) }
        guard parsed else { return .failure(.malformed("not well-formed XML near line \(parser.lineNumber)")) }
        guard sawImage else { return .failure(.malformed("there is no <image> element")) }
        guard let root else { return .failure(.malformed("<image> holds no <stack>")) }
        return .success(
            OpenRasterDocument(
                width: width, height: height, imageAttributes: imageAttributes, root: root,
                skippedElements: skippedElements))
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        do throws(StackXMLFailure) {
            try start(name, attributes: attributes)
        } catch {
            switch error {
            case .malformed(let detail): failure = .malformed("\(detail) (line \(parser.lineNumber))")
            case .imageTooLarge: failure = error
            }
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, let frame = frames.popLast(), frame.kind == .stack, let stack = stacks.popLast()
        else { return }
        if stacks.isEmpty {
            root = stack
        } else {
            stacks[stacks.count - 1].children.append(.stack(stack))
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
        guard failure == nil else { return }
        failure = .malformed(
            StackXMLParseProblem.describe(
                code: (error as NSError).code, line: parser.lineNumber, column: parser.columnNumber))
    }

    /// Reads an opening tag, within the limits, and opens its frame.
    private func start(_ name: String, attributes raw: [String: String]) throws(StackXMLFailure) {
        elementCount += 1
        guard elementCount <= limits.maxNodes else { throw .malformed("more than \(limits.maxNodes) elements") }
        guard frames.count <= limits.maxStackDepth + 2 else {
            throw .malformed("elements nest deeper than \(limits.maxStackDepth + 2) levels")
        }
        let tag = scanner.nextStartTag()
        if scanner.sawDocumentType {
            throw .malformed("stack.xml declares a DOCTYPE, which OpenRaster has none of")
        }
        let scope = frames.last?.namespaces ?? [:]
        let order = tag.flatMap { $0.name == name ? $0.attributeNames : nil }
        let (attributes, namespaces) = try resolve(raw, order: order, scope: scope, element: name)
        let kind: Kind
        switch frames.last?.kind {
        case nil:
            guard name == "image" else { throw .malformed("the root element is <\(Excerpt.of(name))>, not <image>") }
            try readImage(attributes)
            kind = .image
        case .image:
            if name == "stack" {
                guard !sawRootStack else { throw .malformed("<image> holds more than one <stack>") }
                sawRootStack = true
                stacks = [try readStack(attributes, isRoot: true)]
                kind = .stack
            } else {
                kind = skip(name)
            }
        case .stack:
            switch name {
            case "stack":
                guard stacks.count <= limits.maxStackDepth else {
                    throw .malformed("groups nest deeper than \(limits.maxStackDepth) levels")
                }
                stacks.append(try readStack(attributes, isRoot: false))
                kind = .stack
            case "layer":
                let layer = try readLayer(attributes)
                stacks[stacks.count - 1].children.append(.layer(layer))
                kind = .layer
            default:
                kind = skip(name)
            }
        case .layer, .skipped:
            kind = skip(name)
        }
        frames.append(Frame(kind: kind, namespaces: namespaces))
    }

    private func skip(_ name: String) -> Kind {
        if skippedNames.insert(name).inserted { skippedElements.append(name) }
        return .skipped
    }

    /// The element's attributes in the file's order (the scanner's, when it agrees with the
    /// parser's dictionary; sorted by name otherwise), namespace declarations taken out and
    /// applied, each within the size limits.
    private func resolve(
        _ raw: [String: String], order: [String]?, scope: [String: String], element: String
    ) throws(StackXMLFailure) -> ([OpenRasterAttribute], [String: String]) {
        guard raw.count <= limits.maxAttributesPerElement else {
            throw .malformed(
                "<\(Excerpt.of(element))> has \(raw.count) attributes, more than \(limits.maxAttributesPerElement)")
        }
        let names: [String]
        if let order, order.count == raw.count, Set(order) == Set(raw.keys) {
            names = order
        } else {
            names = raw.keys.sorted()
        }
        var namespaces = scope
        for name in names {
            let value = raw[name] ?? ""
            guard name.utf8.count + value.utf8.count <= limits.maxAttributeBytes else {
                throw .malformed(
                    "<\(Excerpt.of(element))> attribute \(Excerpt.of(name)) takes \(name.utf8.count + value.utf8.count) bytes, "
                        + "more than \(limits.maxAttributeBytes)")
            }
            if name.hasPrefix("xmlns:") { namespaces[String(name.dropFirst(6))] = value }
        }
        var attributes: [OpenRasterAttribute] = []
        for name in names where name != "xmlns" && !name.hasPrefix("xmlns:") {
            let value = raw[name] ?? ""
            guard let colon = name.firstIndex(of: ":") else {
                attributes.append(OpenRasterAttribute(localName: name, value: value))
                continue
            }
            let prefix = String(name[..<colon])
            let localName = String(name[name.index(after: colon)...])
            let uri = prefix == "xml" ? OpenRasterNamespace.xml : namespaces[prefix]
            guard let uri else {
                throw .malformed(
                    "<\(Excerpt.of(element))> attribute \(Excerpt.of(name)) uses the prefix \(Excerpt.of(prefix)), "
                        + "which no xmlns declares")
            }
            attributes.append(OpenRasterAttribute(namespace: uri, prefix: prefix, localName: localName, value: value))
        }
        return (attributes, namespaces)
    }

    private func readImage(_ attributes: [OpenRasterAttribute]) throws(StackXMLFailure) {
        sawImage = true
        var fields = AttributeFields(attributes)
        width = try StackXMLAttribute.integer(fields.take("w"), named: "w", of: "<image>", required: true)
        height = try StackXMLAttribute.integer(fields.take("h"), named: "h", of: "<image>", required: true)
        guard limits.allows(width: width, height: height) else { throw .imageTooLarge(width: width, height: height) }
        if let text = fields.rest.first(where: { $0.localName == OpenRasterDocument.eotfName })?.value {
            guard let eotf = Double(text), eotf.isFinite, eotf > 0 else {
                throw .malformed("<image> eotf=\"\(Excerpt.of(text))\" is not a positive number")
            }
        }
        imageAttributes = fields.rest
    }

    private func readStack(_ attributes: [OpenRasterAttribute], isRoot: Bool) throws(StackXMLFailure)
        -> OpenRasterStackNode
    {
        stackCount += 1
        var fields = AttributeFields(attributes)
        let name = fields.take("name") ?? ""
        let what = isRoot ? "the root stack" : name.isEmpty ? "group \(stackCount - 1)" : "group \"\(Excerpt.of(name))\""
        var stack = OpenRasterStackNode(name: name)
        try readCommon(
            &fields, what: what, x: &stack.x, y: &stack.y, opacity: &stack.opacity,
            isVisible: &stack.isVisible, compositeOp: &stack.compositeOp, isSelected: &stack.isSelected)
        switch fields.take("isolation") {
        case nil, "auto": stack.isolation = .auto
        case "isolate": stack.isolation = .isolate
        case .some(let other):
            throw .malformed("\(what) isolation=\"\(Excerpt.of(other))\" is neither isolate nor auto")
        }
        stack.otherAttributes = fields.rest
        return stack
    }

    private func readLayer(_ attributes: [OpenRasterAttribute]) throws(StackXMLFailure) -> OpenRasterLayerNode {
        layerCount += 1
        guard layerCount <= limits.maxLayers else { throw .malformed("more than \(limits.maxLayers) layers") }
        var fields = AttributeFields(attributes)
        let name = fields.take("name") ?? ""
        let what = name.isEmpty ? "layer \(layerCount)" : "layer \"\(Excerpt.of(name))\""
        guard let source = fields.take("src"), !source.isEmpty else { throw .malformed("\(what) has no src") }
        if let problem = OpenRasterMember.problem(withLayerSource: source) {
            throw .malformed("\(what) src=\"\(Excerpt.of(source))\" \(problem)")
        }
        if let other = sources[source] {
            throw .malformed("\(other) and \(what) both have src=\"\(Excerpt.of(source))\"")
        }
        sources[source] = what
        var layer = OpenRasterLayerNode(name: name, source: source)
        try readCommon(
            &fields, what: what, x: &layer.x, y: &layer.y, opacity: &layer.opacity,
            isVisible: &layer.isVisible, compositeOp: &layer.compositeOp, isSelected: &layer.isSelected)
        layer.strokeMap = fields.take("strokemap", in: OpenRasterNamespace.mypaint)
        layer.backgroundTile = fields.take("background-tile", in: OpenRasterNamespace.mypaint)
        layer.otherAttributes = fields.rest
        return layer
    }

    /// The attributes layers and stacks share, checked.
    private func readCommon(
        _ fields: inout AttributeFields, what: String, x: inout Int, y: inout Int, opacity: inout Double,
        isVisible: inout Bool, compositeOp: inout String?, isSelected: inout Bool
    ) throws(StackXMLFailure) {
        x = try StackXMLAttribute.integer(fields.take("x"), named: "x", of: what)
        y = try StackXMLAttribute.integer(fields.take("y"), named: "y", of: what)
        opacity = try StackXMLAttribute.opacity(fields.take("opacity"), of: what)
        isVisible = try StackXMLAttribute.visibility(fields.take("visibility"), of: what)
        compositeOp = fields.take("composite-op")
        switch fields.take("selected")?.trimmingCharacters(in: .whitespaces).lowercased() {
        case nil, "false", "0": isSelected = false
        case "true", "1": isSelected = true
        case .some(let other):
            throw .malformed("\(what) selected=\"\(Excerpt.of(other))\" is neither true nor false")
        }
    }
}

/// An element's attributes as the builder takes the ones it knows out, leaving the rest in order.
private struct AttributeFields {
    private(set) var rest: [OpenRasterAttribute]

    init(_ attributes: [OpenRasterAttribute]) {
        rest = attributes
    }

    /// Removes and returns the value of `localName` in `namespace` (nil: unprefixed).
    mutating func take(_ localName: String, in namespace: String? = nil) -> String? {
        guard let index = rest.firstIndex(where: { $0.isNamed(localName, in: namespace) }) else { return nil }
        return rest.remove(at: index).value
    }
}
