import FlourishImage
import FlourishStorage
import FlourishTestSupport
import Foundation

func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

/// An image whose every channel differs from its neighbours' and whose alphas run through 0,
/// every partial value and 255, with colour under the transparent pixels, so a writer or a
/// reader that premultiplies, drops colour under alpha 0, or swaps channels or rows shows up.
func testImage(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    // Seeded numbers, for colours that do not repeat in any pattern the encoder could flatten.
    var numbers = SeededNumbers(seed: seed)
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for index in 0..<(width * height) {
        let z = numbers.next()
        let alpha = UInt8(truncatingIfNeeded: index &* 37)
        pixels += [
            UInt8(truncatingIfNeeded: z), UInt8(truncatingIfNeeded: z >> 8),
            UInt8(truncatingIfNeeded: z >> 16), index % 3 == 0 ? 0 : alpha,
        ]
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
}

/// The file's bytes, or nil when there is no file.
func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}

/// Writes `bytes` at `path`, replacing any file there.
func writeFile(_ path: String, _ bytes: [UInt8]) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
}

/// Writes `image` with the stream writer, each row copied out of the image.
func streamWrite(_ image: RGBAImage, to path: String, compression: PNGCompression = .default) throws(FileWriteError) {
    let rowBytes = image.width * 4
    try image.pixels.withUnsafeBufferPointer { (pixels) throws(FileWriteError) in
        try PNGStreamWriter.write(to: path, width: image.width, height: image.height, compression: compression) {
            row, out in
            out.update(from: pixels.baseAddress! + row * rowBytes, count: rowBytes)
        }
    }
}

/// Reads `path` with the stream reader into one image, and the row numbers in the order the
/// reader handed them over.
func streamRead(_ path: String, maxPixels: Int = PNGStreamReader.defaultMaxPixels) throws(PNGReadError)
    -> (image: RGBAImage, rowOrder: [Int])
{
    let reader = try PNGStreamReader.open(path, maxPixels: maxPixels)
    let (width, height) = (reader.width, reader.height)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    var order: [Int] = []
    try reader.readRows { row, bytes in
        order.append(row)
        for i in 0..<(width * 4) { pixels[row * width * 4 + i] = bytes[i] }
    }
    return (RGBAImage(width: width, height: height, pixels: pixels), order)
}

/// PNG's chunk CRC (ISO 3309, as zlib's crc32), so a test can damage a chunk's data and still
/// hand libpng a chunk whose CRC matches.
func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
        crc ^= UInt32(byte)
        for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    return ~crc
}

/// One chunk of a PNG file: where its data starts in the file, its type and its length.
struct PNGChunk {
    let type: String
    let dataOffset: Int
    let length: Int
}

/// The chunks of a well-formed PNG, in file order.
func chunks(of png: [UInt8]) -> [PNGChunk] {
    var found: [PNGChunk] = []
    var offset = 8
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        let type = String(decoding: png[offset + 4..<offset + 8], as: UTF8.self)
        found.append(PNGChunk(type: type, dataOffset: offset + 8, length: length))
        offset += 12 + length
    }
    return found
}

/// Rewrites the CRC of the chunk holding `chunk`, after a test changed its data.
func fixCRC(_ png: inout [UInt8], of chunk: PNGChunk) {
    let crc = crc32(png[chunk.dataOffset - 4..<chunk.dataOffset + chunk.length])
    for i in 0..<4 { png[chunk.dataOffset + chunk.length + i] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * i)) }
}
