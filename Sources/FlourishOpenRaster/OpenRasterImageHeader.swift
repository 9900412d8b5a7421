import FlourishOpenRasterArchive

/// What a member's PNG header says, read without the rest of the member: the size the image
/// will have decoded, whether it decodes whole (interlaced), and how many bytes the member
/// holds. What opening a file is estimated from before any pixel is allocated.
public struct OpenRasterImageHeader: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public let isInterlaced: Bool
    /// The member's size as the archive declares it: what keeping its bytes costs.
    public let memberBytes: Int
}

extension ZipArchiveReader {
    /// The header of the PNG member `name`, refused as `readPNG` refuses it (missing, larger
    /// than `limits.maxMemberBytes`, not a PNG, more pixels than `limits.maxPixels`), reading
    /// only its first bytes.
    func readPNGHeader(_ name: String, limits: OpenRasterLimits, neededBy: String) throws(OpenRasterError)
        -> OpenRasterImageHeader
    {
        let (index, size) = try checkedMember(name, limit: limits.maxMemberBytes, neededBy: neededBy)
        let bytes = try prefix(at: index, count: PNGHeader.prefixBytes, member: name)
        let header = try checkedHeader(of: bytes, member: name, limits: limits)
        return OpenRasterImageHeader(
            width: header.width, height: header.height, isInterlaced: header.isInterlaced, memberBytes: Int(clamping: size))
    }
}

extension OpenRasterDocumentReader {
    /// The header of `layer`'s PNG (see `ZipArchiveReader.readPNGHeader`).
    public func imageHeader(of layer: OpenRasterLayerNode) throws(OpenRasterError) -> OpenRasterImageHeader {
        try archive.readPNGHeader(layer.source, limits: limits, neededBy: "layer \(Self.describe(layer))")
    }
}
