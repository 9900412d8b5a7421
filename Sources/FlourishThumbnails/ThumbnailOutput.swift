import FlourishStorage

/// Where `flourish thumbnail` may write: a file manager asks for a new PNG in its cache (a path
/// that does not exist yet, or an empty temporary it made for the purpose), or for an old
/// thumbnail to be replaced. Anything else at that path is someone's work: the painting the
/// thumbnail is made from (by whatever path, link or hard link names it), another painting, any
/// file that is not a PNG. It is refused, naming it, and left as it was.
enum ThumbnailOutput {
    /// PNG's eight-byte signature.
    static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    /// How every OpenRaster file starts: a zip's local header (30 bytes), then its first member,
    /// stored, named `mimetype` and holding `image/openraster`.
    static let zipSignature: [UInt8] = [0x50, 0x4B, 0x03, 0x04]
    static let openRasterMarker = Array("mimetypeimage/openraster".utf8)

    /// Throws, naming `output`, where writing the thumbnail there would replace `input` or a
    /// file that is not a thumbnail.
    static func check(_ output: String, input: String) throws(DocumentError) {
        guard let existing = FileStatus.of(output) else { return }
        if let source = FileStatus.of(input), existing.isSameFile(as: source) {
            throw DocumentError(path: output, reason: "is the painting the thumbnail is made from (\(input))")
        }
        // A folder or a device: the atomic write refuses it in its own words.
        guard existing.kind == .plainFile, existing.size > 0 else { return }
        let head: [UInt8]
        do { head = try FileBytes.prefix(path: output, count: 30 + openRasterMarker.count) } catch {
            throw DocumentError(path: output, reason: error.reason)
        }
        if head.starts(with: pngSignature) { return }
        let isOpenRaster = head.starts(with: zipSignature) && head.dropFirst(30).elementsEqual(openRasterMarker)
        throw DocumentError(
            path: output,
            reason: isOpenRaster
                ? "is an OpenRaster painting, not a thumbnail: nothing was written over it"
                : "is not a PNG image: nothing was written over it")
    }
}
