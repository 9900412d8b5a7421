import FlourishOpenRasterArchive

/// Writes an `OpenRasterDocument`: its tree with every attribute it holds, each layer's PNG,
/// the carried members byte for byte, the merged image and the thumbnail. The app encodes the
/// pixels; this type lays out the archive.
///
/// The file has, in this order: `mimetype` (stored, exactly `image/openraster`), `stack.xml`
/// (deflated), the layers' PNGs in document order (top first, as MyPaint writes them), the
/// carried members in the document's order, `mergedimage.png` and `Thumbnails/thumbnail.png`.
/// PNGs are stored (they are deflated already), other members deflated. Everything is checked
/// before the disk is touched, and the file appears at its path complete or not at all.
public struct OpenRasterDocumentWriter: Sendable {
    public var document: OpenRasterDocument
    /// Each layer's PNG bytes, by its `source`: one for every layer, and no others.
    public var layerPNGs: [String: [UInt8]]
    /// The whole image flattened over its background, `width` x `height`.
    public var mergedPNG: [UInt8]
    /// At most 256 pixels on a side.
    public var thumbnailPNG: [UInt8]

    public init(document: OpenRasterDocument, layerPNGs: [String: [UInt8]], mergedPNG: [UInt8], thumbnailPNG: [UInt8]) {
        self.document = document
        self.layerPNGs = layerPNGs
        self.mergedPNG = mergedPNG
        self.thumbnailPNG = thumbnailPNG
    }

    /// Writes the file at `path` (through a symbolic link to its target), replacing any file
    /// there only once the new one is complete and on disk. On failure nothing is left beside
    /// the destination, and what was there is untouched.
    public func write(to path: String) throws(OpenRasterError) {
        let layers = try validate(path: path)
        let xml = stackXML()
        let staged = try StagedFile(path: path)
        let archive = try ZipArchiveWriter(path: staged.temporaryPath, reportedPath: path)
        try archive.add(OpenRasterMember.mimetype, bytes: Array(OpenRasterMember.mediaType.utf8), compression: .store)
        try archive.add(OpenRasterMember.stack, bytes: Array(xml.utf8), compression: .deflate)
        for layer in layers {
            try archive.add(layer.source, bytes: layerPNGs[layer.source] ?? [], compression: .store)
        }
        for member in document.carriedMembers {
            let compression: ZipCompression = member.name.lowercased().hasSuffix(".png") ? .store : .deflate
            try archive.add(member.name, bytes: member.bytes, compression: compression)
        }
        try archive.add(OpenRasterMember.mergedImage, bytes: mergedPNG, compression: .store)
        try archive.add(OpenRasterMember.thumbnail, bytes: thumbnailPNG, compression: .store)
        try archive.close()
        try staged.commit()
    }
}
