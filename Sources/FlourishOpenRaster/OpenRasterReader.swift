import FlourishText

/// An OpenRaster file open for reading: its image size, its layers in paint order and notes on
/// what it leaves out. Layer PNGs stay in the zip until asked for, each read under the limits.
///
/// Opening checks what every reader of the format must: `mimetype` is the first member and
/// holds exactly `image/openraster`; `stack.xml` is there, well-formed, within its size limit,
/// and names an image within the pixel limit; every layer's `src` is in the archive and
/// declares no more than the member limit.
public final class OpenRasterReader {
    /// The file, as the caller named it.
    public let path: String
    public let width: Int
    public let height: Int
    /// The OpenRaster version `stack.xml` declares, if it does.
    public let version: String?
    /// MyPaint's `mypaint:eotf`, when the file has one: its layers' channels are encoded with
    /// this exponent over linear light, and `OpenRasterComposite` needs it to match MyPaint.
    public let eotf: Double?
    /// Every attribute of `<image>` as written, prefixes and all: where an application keeps
    /// what only it reads (Flourish: its canvas, see `OpenRasterWriter.imageAttributes`).
    public let imageAttributes: [String: String]
    /// Every layer, bottom first (the paint order), nested groups flattened into them.
    public let layers: [OpenRasterLayer]
    /// What the file holds that is not drawn, or is drawn differently, once each.
    public let notes: [OpenRasterNote]
    public let limits: OpenRasterLimits
    let archive: ZipArchiveReader

    public init(path: String, limits: OpenRasterLimits = OpenRasterLimits()) throws(OpenRasterError) {
        self.path = path
        self.limits = limits
        archive = try ZipArchiveReader(path: path)
        try Self.checkMimetype(archive)
        let stack = try Self.readStack(archive, limits: limits)
        for layer in stack.layers {
            let neededBy = "layer \"\(Excerpt.of(layer.name))\" in \(OpenRasterMember.stack)"
            try archive.checkedMember(layer.source, limit: limits.maxMemberBytes, neededBy: neededBy)
        }
        width = stack.width
        height = stack.height
        version = stack.version
        eotf = stack.eotf
        imageAttributes = stack.imageAttributes
        layers = stack.layers
        notes = Self.notes(stack, archive: archive)
    }

    /// The layers the app draws, bottom first: visible, with a composite op it can draw.
    public var drawnLayers: [OpenRasterLayer] { layers.filter(\.isDrawn) }

    /// Whether the archive has a member called exactly `name` (files before OpenRaster 0.0.3
    /// may lack `mergedimage.png` and the thumbnail).
    public func contains(member name: String) -> Bool { archive.index(of: name) != nil }

    /// The bytes of the member `name`, whatever it holds, refused when it declares more than
    /// `limit` bytes (checked before anything is allocated); `neededBy` says who wanted it.
    public func bytes(named name: String, limit: Int, neededBy: String) throws(OpenRasterError) -> [UInt8] {
        try archive.read(name, limit: limit, neededBy: neededBy)
    }

    /// The PNG bytes of `layer`.
    public func png(of layer: OpenRasterLayer) throws(OpenRasterError) -> [UInt8] {
        try png(named: layer.source)
    }

    /// The PNG bytes of the member `name` (a layer, `mergedimage.png`, the thumbnail), refused
    /// when the member declares more than `limits.maxMemberBytes`, is not a PNG, or declares
    /// more than `limits.maxPixels` pixels in its header (checked before anyone decodes it).
    public func png(named name: String) throws(OpenRasterError) -> [UInt8] {
        try archive.readPNG(name, limits: limits, neededBy: "the app")
    }

    /// The first member must be `mimetype` holding exactly `image/openraster`.
    static func checkMimetype(_ archive: ZipArchiveReader) throws(OpenRasterError) {
        let mimetype = OpenRasterMember.mimetype
        guard archive.count > 0, let first = archive.name(at: 0) else {
            throw OpenRasterError(path: archive.path, problem: .missingMimetype)
        }
        guard first == mimetype else {
            guard archive.index(of: mimetype) != nil else {
                throw OpenRasterError(path: archive.path, problem: .missingMimetype)
            }
            throw OpenRasterError(path: archive.path, member: mimetype, problem: .mimetypeNotFirst(firstMember: first))
        }
        // Anything longer than a few bytes past the media type is not it; no need to read more.
        let bytes = try archive.read(mimetype, limit: 256, neededBy: "the format")
        let found = String(decoding: bytes, as: UTF8.self)
        guard found == OpenRasterMember.mediaType else {
            throw OpenRasterError(path: archive.path, member: mimetype, problem: .wrongMimetype(found: found))
        }
    }

    private static func readStack(
        _ archive: ZipArchiveReader, limits: OpenRasterLimits
    ) throws(OpenRasterError) -> StackDescription {
        try readStackXML(archive, limits: limits, parse: StackXMLParser.parse)
    }

    /// `stack.xml` read (within `maxStackXMLBytes`), refused where it declares a DOCTYPE or is
    /// not the UTF-8 it claims to be (see `StackXMLBytes`), and parsed by `parse`, its failure
    /// said as the file's error: what both readers, the flat one and the whole tree, need of it.
    static func readStackXML<Parsed>(
        _ archive: ZipArchiveReader, limits: OpenRasterLimits,
        parse: ([UInt8], OpenRasterLimits) -> Result<Parsed, StackXMLFailure>
    ) throws(OpenRasterError) -> Parsed {
        let member = OpenRasterMember.stack
        let bytes = try archive.read(member, limit: limits.maxStackXMLBytes, neededBy: "the format")
        if let problem = StackXMLBytes.problem(bytes) {
            throw OpenRasterError(path: archive.path, member: member, problem: .malformedStack(problem))
        }
        switch parse(bytes, limits) {
        case .success(let parsed):
            return parsed
        case .failure(.malformed(let detail)):
            throw OpenRasterError(path: archive.path, member: member, problem: .malformedStack(detail))
        case .failure(.imageTooLarge(let width, let height)):
            throw OpenRasterError(
                path: archive.path, member: member,
                problem: .imageTooLarge(width: width, height: height, limit: limits.maxPixels))
        }
    }
}
