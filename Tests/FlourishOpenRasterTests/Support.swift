import FlourishImage
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishOpenRaster

/// The file's bytes, or nil when there is no file.
func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

/// A fixture under Tests/FlourishOpenRasterTests/Fixtures, found from this file.
func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/" + name).path
}

/// An image whose pixels all differ, with transparent and partly transparent ones, so bytes
/// that went through the wrong layer or were re-encoded show up.
func testImage(width: Int, height: Int, seed: Int) -> RGBAImage {
    var pixels: [UInt8] = []
    for index in 0..<(width * height) {
        let value = (index + 1) &* (seed &* 2_654_435_761 | 1)
        pixels += [
            UInt8(truncatingIfNeeded: value), UInt8(truncatingIfNeeded: value >> 8),
            UInt8(truncatingIfNeeded: value >> 16), UInt8(truncatingIfNeeded: index * 37),
        ]
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
}

/// `image` encoded as PNG bytes (through a temporary file: PNGFile writes files).
func pngBytes(_ image: RGBAImage) throws -> [UInt8] {
    let folder = try TemporaryFolder()
    let path = folder.file("image.png")
    try PNGFile.write(image, to: path)
    return try #require(contents(path))
}

/// PNG bytes decoded to straight RGBA (through a temporary file: PNGFile reads files).
func decodePNG(_ bytes: [UInt8]) throws -> RGBAImage {
    let folder = try TemporaryFolder()
    let path = folder.file("image.png")
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    return try PNGFile.read(path)
}

/// A zip with exactly these members in this order, written with the module's own archive
/// writer, for the files a correct writer would never make.
func writeZip(_ path: String, _ members: [(name: String, bytes: [UInt8])], compression: ZipCompression = .store) throws
{
    let archive = try ZipArchiveWriter(path: path, reportedPath: path)
    for member in members {
        try archive.add(member.name, bytes: member.bytes, compression: compression)
    }
    try archive.close()
}

/// One local file header of a zip, read from the raw bytes (APPNOTE 4.3.7).
struct LocalHeader: Equatable {
    let name: String
    let offset: Int
    let flags: Int
    let method: Int
    let compressedSize: Int
    let uncompressedSize: Int
    let extraLength: Int
    let data: [UInt8]

    /// Every local header from the start of `bytes` on, in file order, as a reader that streams
    /// the file meets them; stops at the first bytes that are not a local header.
    static func all(in bytes: [UInt8]) -> [LocalHeader] {
        func little(_ at: Int, _ count: Int) -> Int {
            (0..<count).reduce(0) { $0 | Int(bytes[at + $1]) << (8 * $1) }
        }
        var headers: [LocalHeader] = []
        var offset = 0
        while offset + 30 <= bytes.count, little(offset, 4) == 0x0403_4B50 {
            let nameLength = little(offset + 26, 2)
            let extraLength = little(offset + 28, 2)
            let compressedSize = little(offset + 18, 4)
            let dataStart = offset + 30 + nameLength + extraLength
            guard dataStart + compressedSize <= bytes.count else { break }
            headers.append(
                LocalHeader(
                    name: String(decoding: bytes[(offset + 30)..<(offset + 30 + nameLength)], as: UTF8.self),
                    offset: offset, flags: little(offset + 6, 2), method: little(offset + 8, 2),
                    compressedSize: compressedSize, uncompressedSize: little(offset + 22, 4),
                    extraLength: extraLength, data: Array(bytes[dataStart..<(dataStart + compressedSize)])))
            offset = dataStart + compressedSize
        }
        return headers
    }
}



/// A layer of a reader's flat view, field by field as the flattening sees it (its groups
/// folded in): what the tests of the flat view compare, without the attributes the tree keeps
/// for writing back (stroke maps, selection, unknown attributes).
struct FlatLayer: Equatable, CustomStringConvertible {
    var name: String
    var source: String
    var x: Int
    var y: Int
    var opacity: Double
    var isVisible: Bool
    var compositeOp: String
    var isBackground: Bool

    init(
        name: String, source: String, x: Int, y: Int, opacity: Double, isVisible: Bool,
        compositeOp: String = "svg:src-over", isBackground: Bool = false
    ) {
        (self.name, self.source, self.x, self.y) = (name, source, x, y)
        (self.opacity, self.isVisible, self.compositeOp, self.isBackground) = (opacity, isVisible, compositeOp, isBackground)
    }

    init(_ layer: OpenRasterLayerNode) {
        self.init(
            name: layer.name, source: layer.source, x: layer.x, y: layer.y, opacity: layer.opacity,
            isVisible: layer.isVisible, compositeOp: layer.effectiveCompositeOp, isBackground: layer.isBackground)
    }

    var description: String {
        "\(name) (\(source)) at \(x), \(y), opacity \(opacity), \(isVisible ? "visible" : "hidden"), \(compositeOp)"
            + (isBackground ? ", background" : "")
    }
}

extension OpenRasterDocumentReader {
    /// The flat view's layers, field by field (see `FlatLayer`).
    var flatLayers: [FlatLayer] { flat.layers.map(FlatLayer.init) }
}
