import FlourishOpenRasterArchive

extension OpenRasterDocumentWriter {
    /// Refuses, before anything touches the disk, what would make a file other readers reject
    /// or read differently: a layer without its PNG or sharing another's `src`, member names
    /// that clash or are not plain relative paths, numbers out of range, attributes that are not
    /// XML names or that repeat one the writer writes itself. Returns the layers in document order.
    func validate(path: String) throws(OpenRasterError) -> [OpenRasterLayerNode] {
        func invalid(_ member: String?, _ detail: String) -> OpenRasterError {
            OpenRasterError(path: path, member: member, problem: .invalidInput(detail))
        }
        let width = document.width
        let height = document.height
        guard width > 0, height > 0 else { throw invalid(nil, "image size \(width)x\(height) is not positive") }
        try checkAttributes(document.imageAttributes, of: "<image>", writerWrites: ["w", "h"], path: path)
        try checkStack(document.root, what: "the root stack", path: path)
        let layers = document.layers
        var sources: Set<String> = []
        for layer in layers {
            let what = "layer \(OpenRasterDocumentReader.describe(layer))"
            if let problem = OpenRasterMember.problem(withLayerSource: layer.source) {
                throw invalid(layer.source, "\(what) has src \"\(layer.source)\", which \(problem)")
            }
            guard sources.insert(layer.source).inserted else {
                throw invalid(layer.source, "\(what) has the same src as another layer")
            }
            guard let png = layerPNGs[layer.source] else { throw invalid(layer.source, "\(what) has no PNG bytes") }
            _ = try Self.header(png, path: path, member: layer.source)
        }
        if let extra = layerPNGs.keys.sorted().first(where: { !sources.contains($0) }) {
            throw invalid(extra, "PNG bytes are given for it, but no layer has it as src")
        }
        var carried: Set<String> = []
        for member in document.carriedMembers {
            if let problem = OpenRasterMember.problem(withMemberName: member.name) {
                throw invalid(member.name, "a carried member's name \(problem)")
            }
            guard !OpenRasterMember.reserved.contains(member.name), !sources.contains(member.name) else {
                throw invalid(member.name, "a carried member has the name of a layer's PNG or of the format's own")
            }
            guard carried.insert(member.name).inserted else { throw invalid(member.name, "it is carried twice") }
        }
        let merged = try Self.header(mergedPNG, path: path, member: OpenRasterMember.mergedImage)
        guard merged.width == width, merged.height == height else {
            throw invalid(
                OpenRasterMember.mergedImage, "it is \(merged.width)x\(merged.height), the image \(width)x\(height)")
        }
        let thumbnail = try Self.header(thumbnailPNG, path: path, member: OpenRasterMember.thumbnail)
        let side = OpenRasterMember.thumbnailMaxSide
        guard thumbnail.width <= side, thumbnail.height <= side else {
            throw invalid(
                OpenRasterMember.thumbnail, "it is \(thumbnail.width)x\(thumbnail.height), more than \(side)x\(side)")
        }
        return layers
    }

    private func checkStack(_ stack: OpenRasterStackNode, what: String, path: String) throws(OpenRasterError) {
        try checkPlacement(x: stack.x, y: stack.y, opacity: stack.opacity, what: what, member: nil, path: path)
        try checkAttributes(stack.otherAttributes, of: what, writerWrites: Self.stackAttributes, path: path)
        for child in stack.children {
            switch child {
            case .layer(let layer):
                let what = "layer \(OpenRasterDocumentReader.describe(layer))"
                try checkPlacement(
                    x: layer.x, y: layer.y, opacity: layer.opacity, what: what, member: layer.source, path: path)
                try checkAttributes(
                    layer.otherAttributes, of: what, writerWrites: Self.layerAttributes,
                    writerWritesMyPaint: ["strokemap", "background-tile"], path: path)
            case .stack(let group):
                try checkStack(group, what: group.name.isEmpty ? "a group" : "group \"\(group.name)\"", path: path)
            }
        }
    }

    private func checkPlacement(
        x: Int, y: Int, opacity: Double, what: String, member: String?, path: String
    ) throws(OpenRasterError) {
        guard opacity.isFinite, (0...1).contains(opacity) else {
            throw OpenRasterError(
                path: path, member: member, problem: .invalidInput("\(what) has opacity \(opacity), not within 0...1"))
        }
        guard x.magnitude <= OpenRasterLimits.maxOffset, y.magnitude <= OpenRasterLimits.maxOffset else {
            throw OpenRasterError(
                path: path, member: member,
                problem: .invalidInput("\(what) lies at \(x), \(y), beyond ±\(OpenRasterLimits.maxOffset)"))
        }
    }

    /// Each attribute must be a valid XML name, in a namespace when it has a prefix, not a
    /// namespace declaration, and neither repeat another nor one the writer writes itself.
    private func checkAttributes(
        _ attributes: [OpenRasterAttribute], of what: String, writerWrites: Set<String>,
        writerWritesMyPaint: Set<String> = [], path: String
    ) throws(OpenRasterError) {
        func invalid(_ detail: String) -> OpenRasterError {
            OpenRasterError(path: path, member: OpenRasterMember.stack, problem: .invalidInput("\(what) \(detail)"))
        }
        var seen: Set<String> = []
        for attribute in attributes {
            let name = attribute.qualifiedName
            guard StackXMLName.isValid(attribute.localName), attribute.prefix.map(StackXMLName.isValid) ?? true else {
                throw invalid("has an attribute named \"\(name)\", which is not an XML name")
            }
            guard attribute.prefix != "xmlns", !(attribute.prefix == nil && attribute.localName == "xmlns") else {
                throw invalid("has the namespace declaration \(name) as an attribute; the writer declares namespaces")
            }
            if attribute.prefix != nil && attribute.namespace == nil {
                throw invalid("has the attribute \(name) with a prefix but no namespace")
            }
            if attribute.namespace == nil && writerWrites.contains(attribute.localName) {
                throw invalid("has \(name) among its other attributes, which the writer writes from the node")
            }
            if attribute.namespace == OpenRasterNamespace.mypaint && writerWritesMyPaint.contains(attribute.localName) {
                throw invalid("has mypaint:\(attribute.localName) among its other attributes; the node holds it")
            }
            guard seen.insert("\(attribute.namespace ?? "")\u{0}\(attribute.localName)").inserted else {
                throw invalid("has the attribute \(name) twice")
            }
        }
    }

    /// The unprefixed attributes the writer writes from a stack's fields.
    static let stackAttributes: Set<String> = [
        "name", "x", "y", "opacity", "visibility", "composite-op", "isolation", "selected",
    ]
    /// The unprefixed attributes the writer writes from a layer's fields.
    static let layerAttributes: Set<String> = [
        "name", "src", "x", "y", "opacity", "visibility", "composite-op", "selected",
    ]

    static func header(_ png: [UInt8], path: String, member: String) throws(OpenRasterError) -> PNGHeader {
        switch PNGHeader.read(png) {
        case .success(let header): return header
        case .failure(let failure): throw OpenRasterError(path: path, member: member, problem: .notAPNG(failure.reason))
        }
    }
}
