/// Why a clipboard picture is not pasted, in words for the painter's message.
public struct PasteRefusal: Error, Equatable, CustomStringConvertible {
    public let reason: String
    public init(_ reason: String) { self.reason = reason }
    public var description: String { "the clipboard's picture cannot be pasted: \(reason)" }
}

/// A PNG that came through the clipboard (another program's, or Flourish's own copy), decoded
/// to 8-bit straight RGBA for a new layer.
///
/// The bytes come from another program, so they are as hostile as a file: the header's size
/// is weighed against `max_canvas` (each side, not only the product, since a layer wider than
/// any canvas could never be placed) and against the image data the bytes hold, before a
/// single pixel is allocated. The app and a replay both decode through here, so a replay of a
/// recorded paste reads the very same pixels from the very same bytes.
public enum PastedPNG {
    /// The picture's size as its header says, nothing decoded: what a paste is weighed by
    /// before its pixels are allocated.
    public static func size(of bytes: [UInt8]) throws(PasteRefusal) -> (width: Int, height: Int) {
        do throws(PNGReadError) {
            let reader = try PNGStreamReader.open(bytes: bytes, name: "the clipboard", maxPixels: Int.max)
            return (reader.width, reader.height)
        } catch {
            throw PasteRefusal(error.reason)
        }
    }

    /// The pixels of `bytes`, refused where they are not a PNG, are damaged, or are wider or
    /// taller than `maxWidth` x `maxHeight`.
    public static func decode(_ bytes: [UInt8], maxWidth: Int, maxHeight: Int) throws(PasteRefusal) -> RGBAImage {
        let reader: PNGStreamReader
        do throws(PNGReadError) {
            reader = try PNGStreamReader.open(bytes: bytes, name: "the clipboard", maxPixels: maxWidth * maxHeight)
        } catch {
            throw PasteRefusal(error.reason)
        }
        let width = reader.width
        let height = reader.height
        guard width <= maxWidth, height <= maxHeight else {
            throw PasteRefusal("it is \(width)x\(height), larger than max_canvas \(maxWidth)x\(maxHeight)")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        do throws(PNGReadError) {
            try reader.readRows { row, source in
                pixels.withUnsafeMutableBufferPointer {
                    ($0.baseAddress! + row * width * 4).update(from: source, count: width * 4)
                }
            }
        } catch {
            throw PasteRefusal(error.reason)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
