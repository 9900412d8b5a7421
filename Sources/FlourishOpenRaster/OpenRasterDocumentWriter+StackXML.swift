import FlourishText

extension OpenRasterDocumentWriter {
    /// `stack.xml` for the document, indented as MyPaint indents it. Each element's attributes
    /// come in a fixed order: ORA's own from the node's fields (`name` only when there is one,
    /// `composite-op` only when the node has one, `selected` only when true), then MyPaint's
    /// that the node holds, then every other attribute in the order the node keeps them.
    func stackXML() -> String {
        var namespaces = StackXMLNamespaces()
        for attribute in document.imageAttributes { namespaces.bind(attribute) }
        bindNamespaces(in: document.root, into: &namespaces)

        var xml = "<?xml version='1.0' encoding='UTF-8'?>\n<image"
        for binding in namespaces.bindings {
            xml += " xmlns:\(binding.prefix)=\"\(XMLAttributeText.escaped(binding.uri))\""
        }
        xml += " w=\"\(document.width)\" h=\"\(document.height)\""
        xml += Self.written(document.imageAttributes, namespaces)
        xml += ">\n"
        append(document.root, depth: 1, namespaces: namespaces, to: &xml)
        xml += "</image>\n"
        return xml
    }

    private func bindNamespaces(in stack: OpenRasterStackNode, into namespaces: inout StackXMLNamespaces) {
        for attribute in stack.otherAttributes { namespaces.bind(attribute) }
        for child in stack.children {
            switch child {
            case .layer(let layer):
                for attribute in Self.mypaintAttributes(of: layer) + layer.otherAttributes {
                    namespaces.bind(attribute)
                }
            case .stack(let group):
                bindNamespaces(in: group, into: &namespaces)
            }
        }
    }

    private func append(_ stack: OpenRasterStackNode, depth: Int, namespaces: StackXMLNamespaces, to xml: inout String)
    {
        let indent = String(repeating: "  ", count: depth)
        xml += indent + "<stack"
        xml += Self.common(
            name: stack.name, x: stack.x, y: stack.y, opacity: stack.opacity, isVisible: stack.isVisible,
            compositeOp: stack.compositeOp, source: nil)
        xml += " isolation=\"\(stack.isolation.rawValue)\""
        if stack.isSelected { xml += " selected=\"true\"" }
        xml += Self.written(stack.otherAttributes, namespaces)
        guard !stack.children.isEmpty else {
            xml += " />\n"
            return
        }
        xml += ">\n"
        for child in stack.children {
            switch child {
            case .layer(let layer):
                xml += indent + "  <layer"
                xml += Self.common(
                    name: layer.name, x: layer.x, y: layer.y, opacity: layer.opacity, isVisible: layer.isVisible,
                    compositeOp: layer.compositeOp, source: layer.source)
                if layer.isSelected { xml += " selected=\"true\"" }
                xml += Self.written(Self.mypaintAttributes(of: layer) + layer.otherAttributes, namespaces)
                xml += " />\n"
            case .stack(let group):
                append(group, depth: depth + 1, namespaces: namespaces, to: &xml)
            }
        }
        xml += indent + "</stack>\n"
    }

    /// The attributes layers and stacks share, in the writer's order.
    private static func common(
        name: String, x: Int, y: Int, opacity: Double, isVisible: Bool, compositeOp: String?, source: String?
    ) -> String {
        var text = ""
        if !name.isEmpty { text += " name=\"\(XMLAttributeText.escaped(name))\"" }
        if let source { text += " src=\"\(XMLAttributeText.escaped(source))\"" }
        text += " x=\"\(x)\" y=\"\(y)\" opacity=\"\(opacity)\""
        text += " visibility=\"\(isVisible ? "visible" : "hidden")\""
        if let compositeOp { text += " composite-op=\"\(XMLAttributeText.escaped(compositeOp))\"" }
        return text
    }

    /// The MyPaint attributes a layer holds in fields of its own.
    private static func mypaintAttributes(of layer: OpenRasterLayerNode) -> [OpenRasterAttribute] {
        var attributes: [OpenRasterAttribute] = []
        if let strokeMap = layer.strokeMap { attributes.append(.mypaint("strokemap", strokeMap)) }
        if let tile = layer.backgroundTile { attributes.append(.mypaint("background-tile", tile)) }
        return attributes
    }

    private static func written(_ attributes: [OpenRasterAttribute], _ namespaces: StackXMLNamespaces) -> String {
        attributes.map { " \(namespaces.qualifiedName(of: $0))=\"\(XMLAttributeText.escaped($0.value))\"" }.joined()
    }
}
