/// The two ready-made pictures of an OpenRaster file, `Thumbnails/thumbnail.png` and
/// `mergedimage.png`, read without parsing `stack.xml` or touching a layer: what a file
/// manager's thumbnailer needs, and no more, so a file whose stack this app cannot read still
/// gets its picture.
public final class OpenRasterPreviews {
    /// The file, as the caller named it, for messages.
    public let path: String
    public let limits: OpenRasterLimits
    private let archive: ZipArchiveReader

    /// Opens `path` and checks that it is an OpenRaster file (its first member `mimetype`
    /// holding `image/openraster`).
    ///
    /// - Throws: `OpenRasterError` naming `path`: missing, not a zip, not OpenRaster.
    public init(path: String, limits: OpenRasterLimits = OpenRasterLimits()) throws(OpenRasterError) {
        self.path = path
        self.limits = limits
        archive = try ZipArchiveReader(path: path)
        try archive.checkOpenRasterMimetype()
    }

    /// Whether the archive has a member called exactly `name`.
    public func contains(member name: String) -> Bool { archive.index(of: name) != nil }

    /// The PNG bytes of `name`, refused, naming the file and the member, when it is missing,
    /// declares more than `limits.maxMemberBytes` bytes or `limits.maxPixels` pixels (both
    /// checked before anything is allocated for it), or is not a PNG.
    public func png(named name: String, neededBy: String) throws(OpenRasterError) -> [UInt8] {
        try archive.readPNG(name, limits: limits, neededBy: neededBy)
    }
}
