import FlourishText

/// An OpenRaster file open as a whole document: its tree with every attribute, each member's
/// role, and the members nothing draws held byte for byte. Layer PNGs stay in the zip until
/// asked for, each read under the limits.
///
/// Opening checks what `OpenRasterReader` checks (the mimetype, a well-formed `stack.xml`
/// within its limits, an image within the pixel limit, every layer's `src` present and within
/// the member limit), and what a model that is written back needs: no two layers share a `src`,
/// no member is listed twice, and the carried members fit `limits.maxCarriedBytes` together.
public final class OpenRasterDocumentReader {
    /// One member of the archive and what it is to the document.
    public struct Member: Sendable, Equatable {
        public var name: String
        public var role: OpenRasterMemberRole
    }

    /// The file, as the caller named it.
    public let path: String
    public let limits: OpenRasterLimits
    /// The document, its carried members' bytes included.
    public let document: OpenRasterDocument
    /// Every member in the archive's order (folder entries left out).
    public let members: [Member]
    let archive: ZipArchiveReader

    public init(path: String, limits: OpenRasterLimits = OpenRasterLimits()) throws(OpenRasterError) {
        self.path = path
        self.limits = limits
        archive = try ZipArchiveReader(path: path)
        guard archive.count <= limits.maxMembers else {
            throw OpenRasterError(path: path, problem: .tooManyMembers(count: archive.count, limit: limits.maxMembers))
        }
        try OpenRasterReader.checkMimetype(archive)
        var document = try Self.readTree(archive, limits: limits)
        for layer in document.layers {
            let neededBy = "layer \(Self.describe(layer)) in \(OpenRasterMember.stack)"
            try archive.checkedMember(layer.source, limit: limits.maxMemberBytes, neededBy: neededBy)
        }
        members = try Self.listMembers(archive, document: document)
        document.carriedMembers = try Self.readCarried(members, archive: archive, limits: limits)
        self.document = document
    }

    /// Whether the archive has a member called exactly `name` (files before OpenRaster 0.0.3
    /// may lack `mergedimage.png` and the thumbnail).
    public func contains(member name: String) -> Bool { archive.index(of: name) != nil }

    /// The PNG bytes of `layer` (its `src`).
    public func png(of layer: OpenRasterLayerNode) throws(OpenRasterError) -> [UInt8] {
        try archive.readPNG(layer.source, limits: limits, neededBy: "layer \(Self.describe(layer))")
    }

    /// The PNG bytes of the member `name` (a layer's, `mergedimage.png`, the thumbnail), refused
    /// when it declares more than `limits.maxMemberBytes`, is not a PNG, or declares more than
    /// `limits.maxPixels` pixels.
    public func png(named name: String) throws(OpenRasterError) -> [UInt8] {
        try archive.readPNG(name, limits: limits, neededBy: "the app")
    }

    /// Every layer's PNG bytes by its `src`: what `OpenRasterDocumentWriter` takes to write the
    /// document back unchanged.
    public func layerPNGs() throws(OpenRasterError) -> [String: [UInt8]] {
        var pngs: [String: [UInt8]] = [:]
        for layer in document.layers { pngs[layer.source] = try png(of: layer) }
        return pngs
    }

    static func describe(_ layer: OpenRasterLayerNode) -> String {
        layer.name.isEmpty ? "with src \(Excerpt.of(layer.source))" : "\"\(Excerpt.of(layer.name))\""
    }

    private static func readTree(
        _ archive: ZipArchiveReader, limits: OpenRasterLimits
    ) throws(OpenRasterError) -> OpenRasterDocument {
        try OpenRasterReader.readStackXML(archive, limits: limits, parse: StackTreeParser.parse)
    }

    /// Each member's role: the format's own, a layer's PNG, or carried, of the kind the
    /// attribute naming it says (else guessed from MyPaint's naming).
    private static func listMembers(
        _ archive: ZipArchiveReader, document: OpenRasterDocument
    ) throws(OpenRasterError) -> [Member] {
        let sources = Set(document.layers.map(\.source))
        var named: [String: OpenRasterNote.MemberKind] = [:]
        if let settings = document.imageAttributes.value(of: "json-settings", in: OpenRasterNamespace.mypaint) {
            named[settings] = .settings
        }
        for layer in document.layers {
            if let strokeMap = layer.strokeMap ?? layer.otherAttributes.value(of: "mypaint_strokemap_v2") {
                named[strokeMap] = .strokeMap
            }
            if let tile = layer.backgroundTile ?? layer.otherAttributes.value(of: "background_tile") {
                named[tile] = .backgroundTile
            }
        }
        var members: [Member] = []
        var seen: Set<String> = []
        for index in 0..<archive.count {
            guard let name = archive.name(at: index), !name.hasSuffix("/") else { continue }
            // ZipArchiveReader refuses such an archive as it opens; this holds the model to it.
            guard seen.insert(name).inserted else {
                throw OpenRasterError(path: archive.path, member: name, problem: .duplicateMember)
            }
            let role: OpenRasterMemberRole
            switch name {
            case OpenRasterMember.mimetype: role = .mimetype
            case OpenRasterMember.stack: role = .stack
            case OpenRasterMember.mergedImage: role = .mergedImage
            case OpenRasterMember.thumbnail: role = .thumbnail
            case _ where sources.contains(name): role = .layer
            default: role = .carried(named[name] ?? .guessed(fromName: name))
            }
            members.append(Member(name: name, role: role))
        }
        return members
    }

    /// The carried members' bytes, their declared sizes summed and checked before any is read.
    private static func readCarried(
        _ members: [Member], archive: ZipArchiveReader, limits: OpenRasterLimits
    ) throws(OpenRasterError) -> [OpenRasterCarriedMember] {
        var carried: [(name: String, kind: OpenRasterNote.MemberKind)] = []
        var total: UInt64 = 0
        for member in members {
            guard case .carried(let kind) = member.role, let index = archive.index(of: member.name) else { continue }
            let size = try archive.declaredSize(at: index, member: member.name)
            guard size <= UInt64(limits.maxMemberBytes) else {
                throw OpenRasterError(
                    path: archive.path, member: member.name,
                    problem: .memberTooLarge(size: size, limit: limits.maxMemberBytes))
            }
            total += size
            guard total <= UInt64(limits.maxCarriedBytes) else {
                throw OpenRasterError(
                    path: archive.path, member: member.name,
                    problem: .carriedMembersTooLarge(size: total, limit: limits.maxCarriedBytes))
            }
            carried.append((member.name, kind))
        }
        var result: [OpenRasterCarriedMember] = []
        for member in carried {
            let bytes = try archive.read(member.name, limit: limits.maxMemberBytes, neededBy: "the document")
            result.append(OpenRasterCarriedMember(name: member.name, kind: member.kind, bytes: bytes))
        }
        return result
    }
}
