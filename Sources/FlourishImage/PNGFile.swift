import CPNG
import FlourishStorage

/// An 8-bit straight-alpha RGBA image, rows top to bottom.
public struct RGBAImage: Sendable, Equatable {
    public let width: Int
    public let height: Int
    public var pixels: [UInt8]

    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(pixels.count == width * height * 4, "pixel count must match the size")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}

/// Why a PNG could not be read.
public struct PNGReadError: Error, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// Reads and writes PNG files through libpng's simplified API.
public enum PNGFile {
    /// Writes `image` atomically: the file appears complete or not at all.
    public static func write(_ image: RGBAImage, to path: String) throws(FileWriteError) {
        let file = try AtomicFile(path: path)
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        png.width = UInt32(image.width)
        png.height = UInt32(image.height)
        png.format = CPNG_FORMAT_RGBA
        let ok = image.pixels.withUnsafeBytes { bytes in
            png_image_write_to_stdio(&png, file.cStream, 0, bytes.baseAddress, Int32(image.width * 4), nil)
        }
        if ok == 0 {
            let message = withUnsafeBytes(of: png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            png_image_free(&png)
            throw FileWriteError(path: path, reason: "libpng: \(message)")
        }
        try file.commit()
    }

    /// Reads any PNG as 8-bit straight RGBA.
    public static func read(_ path: String) throws(PNGReadError) -> RGBAImage {
        var png = png_image()
        png.version = UInt32(PNG_IMAGE_VERSION)
        func message() -> String {
            withUnsafeBytes(of: png.message) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        }
        guard png_image_begin_read_from_file(&png, path) != 0 else {
            throw PNGReadError(path: path, reason: "not a readable PNG: \(message())")
        }
        png.format = CPNG_FORMAT_RGBA
        let width = Int(png.width)
        let height = Int(png.height)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let ok = pixels.withUnsafeMutableBytes { bytes in
            png_image_finish_read(&png, nil, bytes.baseAddress, Int32(width * 4), nil)
        }
        guard ok != 0 else {
            let reason = message()
            png_image_free(&png)
            throw PNGReadError(path: path, reason: "PNG could not be decoded: \(reason)")
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }
}
