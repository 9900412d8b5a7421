import Foundation
import FlourishText

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads `stack.xml` with Foundation's XMLParser (libxml2 underneath, external entities off).
enum StackXMLParser {
    static func parse(_ bytes: [UInt8], limits: OpenRasterLimits) -> Result<StackDescription, StackXMLFailure> {
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        let reader = StackXMLReader(limits: limits)
        parser.delegate = reader
        let parsed = parser.parse()
        return reader.finish(parsed: parsed, parser: parser)
    }
}

/// The parser's delegate: keeps the open elements and the enclosing groups, and collects the
/// layers as they come (top first).
private final class StackXMLReader: NSObject, XMLParserDelegate {
    /// What an open element is to the reader.
    private enum Element: Equatable {
        case image
        case stack
        case layer
        /// Unknown, or inside something that holds no layers: its content is ignored.
        case skipped
    }

    /// What an enclosing `<stack>` adds to the layers inside it.
    private struct Group {
        var name: String
        var x: Int
        var y: Int
        var opacity: Double
        var isVisible: Bool
        /// The nearest non-src-over op among this group and its ancestors.
        var compositeOp: String
        var layerCount: Int

        /// The root stack's own attributes are ignored: it composites onto nothing, and MyPaint
        /// writes its pigment mode there.
        static let root = Group(
            name: "", x: 0, y: 0, opacity: 1, isVisible: true, compositeOp: OpenRasterCompositeOp.sourceOver,
            layerCount: 0)
    }

    private let limits: OpenRasterLimits
    private var open: [Element] = []
    private var groups: [Group] = []
    private var sawImage = false
    private var sawRootStack = false
    private var result = StackDescription(
        width: 0, height: 0, version: nil, eotf: nil, layers: [], referencedMembers: [:], unknownElements: [],
        fadedGroups: [])
    private var failure: StackXMLFailure?

    init(limits: OpenRasterLimits) {
        self.limits = limits
    }

    func finish(parsed: Bool, parser: XMLParser) -> Result<StackDescription, StackXMLFailure> {
        if let failure { return .failure(failure) }
        guard parsed else {
            return .failure(.malformed("not well-formed XML near line \(parser.lineNumber)"))
        }
        guard sawImage else { return .failure(.malformed("there is no <image> element")) }
        guard sawRootStack else { return .failure(.malformed("<image> holds no <stack>")) }
        var stack = result
        stack.layers.reverse()
        return .success(stack)
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard failure == nil else { return }
        do throws(StackXMLFailure) {
            open.append(try start(name, attributes: attributes))
        } catch {
            failure = error
            parser.abortParsing()
        }
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        guard failure == nil, let element = open.popLast(), element == .stack, let group = groups.popLast()
        else { return }
        if groups.isEmpty == false && group.opacity < 1 && group.layerCount > 1 {
            result.fadedGroups.append(group.name)
        }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred error: any Error) {
        guard failure == nil else { return }
        failure = .malformed(
            StackXMLParseProblem.describe(
                code: (error as NSError).code, line: parser.lineNumber, column: parser.columnNumber))
    }

    /// Reads an opening tag and says what it is to the reader.
    private func start(_ name: String, attributes: [String: String]) throws(StackXMLFailure) -> Element {
        switch open.last {
        case nil:
            guard name == "image" else { throw .malformed("the root element is <\(Excerpt.of(name))>, not <image>") }
            try readImage(attributes)
            return .image
        case .image:
            guard name == "stack" else { return skip(name) }
            guard !sawRootStack else { throw .malformed("<image> holds more than one <stack>") }
            sawRootStack = true
            groups = [.root]
            return .stack
        case .stack:
            switch name {
            case "stack":
                guard groups.count <= limits.maxStackDepth else {
                    throw .malformed("groups nest deeper than \(limits.maxStackDepth) levels")
                }
                groups.append(try readGroup(attributes))
                return .stack
            case "layer":
                try readLayer(attributes)
                return .layer
            default:
                return skip(name)
            }
        case .layer, .skipped:
            return .skipped
        }
    }

    private func skip(_ name: String) -> Element {
        if !result.unknownElements.contains(name) { result.unknownElements.append(name) }
        return .skipped
    }

    private func readImage(_ attributes: [String: String]) throws(StackXMLFailure) {
        sawImage = true
        let width = try StackXMLAttribute.integer(attributes["w"], named: "w", of: "<image>", required: true)
        let height = try StackXMLAttribute.integer(attributes["h"], named: "h", of: "<image>", required: true)
        guard limits.allows(width: width, height: height) else {
            throw .imageTooLarge(width: width, height: height)
        }
        result.width = width
        result.height = height
        result.version = attributes["version"]
        result.imageAttributes = attributes
        if let text = StackXMLAttribute.named(attributes, localName: "eotf") {
            guard let eotf = Double(text), eotf.isFinite, eotf > 0 else {
                throw .malformed("<image> eotf=\"\(Excerpt.of(text))\" is not a positive number")
            }
            result.eotf = eotf
        }
        if let settings = StackXMLAttribute.named(attributes, localName: "json-settings") {
            result.referencedMembers[settings] = .settings
        }
    }

    private func readGroup(_ attributes: [String: String]) throws(StackXMLFailure) -> Group {
        let parent = groups.last ?? .root
        let name = attributes["name"] ?? ""
        let what = "group \"\(Excerpt.of(name))\""
        let op = attributes["composite-op"] ?? OpenRasterCompositeOp.sourceOver
        let x = try StackXMLAttribute.integer(attributes["x"], named: "x", of: what)
        let y = try StackXMLAttribute.integer(attributes["y"], named: "y", of: what)
        let opacity = try StackXMLAttribute.opacity(attributes["opacity"], of: what)
        let visible = try StackXMLAttribute.visibility(attributes["visibility"], of: what)
        return Group(
            name: name,
            x: parent.x + x,
            y: parent.y + y,
            opacity: parent.opacity * opacity,
            isVisible: parent.isVisible && visible,
            compositeOp: op == OpenRasterCompositeOp.sourceOver ? parent.compositeOp : op,
            layerCount: 0)
    }

    private func readLayer(_ attributes: [String: String]) throws(StackXMLFailure) {
        guard result.layers.count < limits.maxLayers else {
            throw .malformed("more than \(limits.maxLayers) layers")
        }
        let group = groups.last ?? .root
        let name = attributes["name"] ?? ""
        let what = name.isEmpty ? "layer \(result.layers.count + 1)" : "layer \"\(Excerpt.of(name))\""
        guard let source = attributes["src"], !source.isEmpty else { throw .malformed("\(what) has no src") }
        let op = attributes["composite-op"] ?? OpenRasterCompositeOp.sourceOver
        let tile = StackXMLAttribute.named(attributes, localName: "background-tile") ?? attributes["background_tile"]
        if let tile { result.referencedMembers[tile] = .backgroundTile }
        if let strokeMap = StackXMLAttribute.named(attributes, localName: "strokemap")
            ?? attributes["mypaint_strokemap_v2"]
        {
            result.referencedMembers[strokeMap] = .strokeMap
        }
        let x = try StackXMLAttribute.integer(attributes["x"], named: "x", of: what)
        let y = try StackXMLAttribute.integer(attributes["y"], named: "y", of: what)
        let opacity = try StackXMLAttribute.opacity(attributes["opacity"], of: what)
        let visible = try StackXMLAttribute.visibility(attributes["visibility"], of: what)
        result.layers.append(
            OpenRasterLayer(
                name: name,
                source: source,
                x: group.x + x,
                y: group.y + y,
                opacity: group.opacity * opacity,
                isVisible: group.isVisible && visible,
                compositeOp: op == OpenRasterCompositeOp.sourceOver ? group.compositeOp : op,
                isBackground: tile != nil))
        for index in groups.indices { groups[index].layerCount += 1 }
    }
}
