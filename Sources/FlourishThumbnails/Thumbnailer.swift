import FlourishImage
import FlourishOpenRasterArchive
import FlourishStorage

/// What `Thumbnailer.write` made, and from what.
public struct ThumbnailReport: Sendable, Equatable {
    /// The picture it was scaled from: an OpenRaster member's name, or the PNG's path.
    public let source: String
    public let sourceWidth: Int
    public let sourceHeight: Int
    public let width: Int
    public let height: Int
}

/// A file manager's thumbnail of a painting (`flourish thumbnail`, after the freedesktop
/// thumbnailer spec): a PNG at most `size` pixels on its longer side, the aspect kept, never
/// enlarged, box-filtered down from the smallest picture the file has that is large enough.
///
/// An OpenRaster file's `Thumbnails/thumbnail.png` (at most 256 a side) serves where it is at
/// least `size`; otherwise `mergedimage.png`, the painting at full size. No layer is decoded
/// and nothing is composited, so a thumbnail costs one PNG's decoding at most.
///
/// A file manager runs this for every painting it shows, so it lives in a module of its own,
/// below the documents, the paint engine and Foundation: `flourish-thumbnailer` links nothing
/// else, and starts without binding their libraries (issue 27).
public enum Thumbnailer {
    /// What file managers ask for when they do not say (the spec's "large").
    public static let defaultSize = 256
    /// The sizes accepted; the spec's largest ("xx-large") is 1024.
    public static let sizes = 1...4096

    /// Writes the thumbnail of `input` (`.png`: a PNG; otherwise OpenRaster) to `output`,
    /// atomically: the file appears whole or not at all.
    ///
    /// - Throws: `DocumentError` naming `input` and the member at fault (not a zip, not
    ///   OpenRaster, no picture in it, a picture too large or damaged), or `output` (a size
    ///   outside `sizes`, the input itself or a file that is no thumbnail, see
    ///   `ThumbnailOutput`, a write that failed).
    @discardableResult
    public static func write(from input: String, to output: String, size: Int = defaultSize) throws(DocumentError)
        -> ThumbnailReport
    {
        guard sizes.contains(size) else {
            throw DocumentError(
                path: output, reason: "thumbnail size \(size) is not from \(sizes.lowerBound) to \(sizes.upperBound) pixels")
        }
        try ThumbnailOutput.check(output, input: input)
        if input.lowercased().hasSuffix(".png") {
            let reader: PNGStreamReader
            do { reader = try PNGStreamReader.open(input) } catch {
                throw DocumentError(path: input, reason: error.reason)
            }
            return try scale(reader, source: input, input: input, to: output, size: size)
        }
        let (bytes, member) = try picture(in: input, size: size)
        let reader: PNGStreamReader
        do { reader = try PNGStreamReader.open(bytes: bytes, name: member) } catch {
            throw DocumentError(path: input, reason: "\(member): \(error.reason)")
        }
        return try scale(reader, source: member, input: input, to: output, size: size)
    }

    /// The PNG bytes to scale from, and the member they are: the thumbnail where it is at
    /// least `size` on its longer side or the file has no merged image, else the merged image.
    static func picture(in path: String, size: Int) throws(DocumentError) -> (bytes: [UInt8], member: String) {
        let neededBy = "the thumbnailer"
        do {
            let previews = try OpenRasterPreviews(path: path)
            let thumbnail = OpenRasterMember.thumbnail
            let merged = OpenRasterMember.mergedImage
            if previews.contains(member: thumbnail) {
                let bytes = try previews.png(named: thumbnail, neededBy: neededBy)
                let header: PNGStreamReader
                do { header = try PNGStreamReader.open(bytes: bytes, name: thumbnail) } catch {
                    throw DocumentError(path: path, reason: "\(thumbnail): \(error.reason)")
                }
                if max(header.width, header.height) >= size || !previews.contains(member: merged) {
                    return (bytes, thumbnail)
                }
            }
            // Absent, this names the merged image as the member missing.
            return (try previews.png(named: merged, neededBy: neededBy), merged)
        } catch let error as OpenRasterError {
            throw DocumentError(path: path, reason: error.reason)
        } catch let error as DocumentError {
            throw error
        } catch {
            throw DocumentError(path: path, reason: "\(error)")
        }
    }

    /// `reader`'s image box-filtered to at most `size` a side and written to `output`.
    private static func scale(
        _ reader: consuming PNGStreamReader, source: String, input: String, to output: String, size: Int
    ) throws(DocumentError) -> ThumbnailReport {
        let (sourceWidth, sourceHeight) = (reader.width, reader.height)
        let (width, height) = fitted(width: sourceWidth, height: sourceHeight, size: size)
        var scaler = BoxScaler(sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: width, height: height)
        do { try reader.readRows { row, pixels in scaler.add(row: row, pixels) } } catch {
            let place = source == input ? "" : "\(source): "
            throw DocumentError(path: input, reason: place + error.reason)
        }
        let rowBytes = width * 4
        do {
            try PNGStreamWriter.write(to: output, width: width, height: height) { row, out in
                out.update(from: scaler.row(row), count: rowBytes)
            }
        } catch {
            throw DocumentError(path: output, reason: error.reason)
        }
        return ThumbnailReport(
            source: source, sourceWidth: sourceWidth, sourceHeight: sourceHeight, width: width, height: height)
    }

    /// `width` x `height` shrunk to at most `size` on the longer side, the aspect kept,
    /// each side at least 1 and never more than it was.
    public static func fitted(width: Int, height: Int, size: Int) -> (width: Int, height: Int) {
        let scale = min(1, Double(size) / Double(max(width, height)))
        func side(_ n: Int) -> Int { min(n, max(1, Int((Double(n) * scale).rounded()))) }
        return (side(width), side(height))
    }
}
