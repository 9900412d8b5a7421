import FlourishOpenRasterArchive
import FlourishText

/// An OpenRaster file open for reading, read one way: its zip opened once and its `stack.xml`
/// parsed once into the whole document (its tree with every attribute, each member's role, the
/// members nothing draws held byte for byte), and the flat view a reader that flattens needs
/// derived from that tree, with notes on what it leaves out. Layer PNGs stay in the zip until
/// asked for, each read under the limits.
///
/// Opening checks what every reader of the format must: no more members than the limit,
/// `mimetype` first and holding exactly `image/openraster`; `stack.xml` there, within its size
/// limit, well-formed, and naming an image within the pixel limit; every layer's `src` a plain
/// member name in the archive, declaring no more than the member limit. And what a model that
/// is written back needs: no two layers share a `src`, no member is listed twice, and the
/// carried members fit `limits.maxCarriedBytes` together.
///
/// A file is inspected on one thread and may be loaded on another: the reader is `Sendable`.
public final class OpenRasterDocumentReader: Sendable {
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
    /// The document as a flattening reader draws it: the layers bottom first, groups folded in.
    public let flat: OpenRasterFlatView
    /// What the flat view leaves out or draws differently, once each (see `notes(_:members:)`).
    public let notes: [OpenRasterNote]
    let archive: ZipArchiveReader

    public init(path: String, limits: OpenRasterLimits = OpenRasterLimits()) throws(OpenRasterError) {
        self.path = path
        self.limits = limits
        archive = try ZipArchiveReader(path: path)
        guard archive.count <= limits.maxMembers else {
            throw OpenRasterError(path: path, problem: .tooManyMembers(count: archive.count, limit: limits.maxMembers))
        }
        try archive.checkOpenRasterMimetype()
        var document = try Self.readTree(archive, limits: limits)
        for layer in document.layers {
            let neededBy = "layer \(Self.describe(layer)) in \(OpenRasterMember.stack)"
            try archive.checkedMember(layer.source, limit: limits.maxMemberBytes, neededBy: neededBy)
        }
        members = try Self.listMembers(archive, document: document)
        document.carriedMembers = try Self.readCarried(members, archive: archive, limits: limits)
        self.document = document
        flat = OpenRasterFlatView(document)
        notes = Self.notes(flat, document: document, members: members)
    }

    /// Whether the archive has a member called exactly `name` (files before OpenRaster 0.0.3
    /// may lack `mergedimage.png` and the thumbnail).
    public func contains(member name: String) -> Bool { archive.index(of: name) != nil }

    /// The bytes of the member `name`, whatever it holds, refused when it declares more than
    /// `limit` bytes (checked before anything is allocated); `neededBy` says who wanted it. A
    /// carried member's are the bytes the document holds (read and checked as the file was
    /// opened), not read a second time.
    public func bytes(named name: String, limit: Int, neededBy: String) throws(OpenRasterError) -> [UInt8] {
        guard let carried = document.carriedMember(named: name) else {
            return try archive.read(name, limit: limit, neededBy: neededBy)
        }
        try archive.checkedMember(name, limit: limit, neededBy: neededBy)
        return carried.bytes
    }

    /// The PNG bytes of `layer` (its `src`), refused as `png(named:)` refuses a member: under
    /// `limits` where given (a load may allow less than the file was opened under), else the
    /// reader's.
    public func png(of layer: OpenRasterLayerNode, limits: OpenRasterLimits? = nil) throws(OpenRasterError) -> [UInt8] {
        try archive.readPNG(layer.source, limits: limits ?? self.limits, neededBy: "layer \(Self.describe(layer))")
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

    /// The bytes the members whose names start with `prefix` declare, together (saturating);
    /// 0 where there are none.
    public func declaredBytes(ofMembersStartingWith prefix: String) -> Int {
        var total = 0
        for index in 0..<archive.count {
            guard let name = archive.name(at: index), name.hasPrefix(prefix),
                let size = try? archive.declaredSize(at: index, member: name)
            else { continue }
            let (sum, overflow) = total.addingReportingOverflow(Int(clamping: size))
            total = overflow ? .max : sum
        }
        return total
    }

    static func describe(_ layer: OpenRasterLayerNode) -> String {
        layer.name.isEmpty ? "with src \(Excerpt.of(layer.source))" : "\"\(Excerpt.of(layer.name))\""
    }

    /// `stack.xml` read (within `maxStackXMLBytes`), refused where it declares a DOCTYPE or is
    /// not the encoding it claims to be (see `StackXMLBytes`), and parsed into the tree, its
    /// failure said as the file's error.
    private static func readTree(
        _ archive: ZipArchiveReader, limits: OpenRasterLimits
    ) throws(OpenRasterError) -> OpenRasterDocument {
        let member = OpenRasterMember.stack
        let bytes = try archive.read(member, limit: limits.maxStackXMLBytes, neededBy: "the format")
        if let problem = StackXMLBytes.problem(bytes) {
            throw OpenRasterError(path: archive.path, member: member, problem: .malformedStack(problem))
        }
        switch StackTreeParser.parse(bytes, limits: limits) {
        case .success(let document):
            return document
        case .failure(.malformed(let detail)):
            throw OpenRasterError(path: archive.path, member: member, problem: .malformedStack(detail))
        case .failure(.imageTooLarge(let width, let height)):
            throw OpenRasterError(
                path: archive.path, member: member,
                problem: .imageTooLarge(width: width, height: height, limit: limits.maxPixels))
        }
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
            if let tile = MyPaintBackground.tileMember(of: layer) { named[tile] = .backgroundTile }
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
