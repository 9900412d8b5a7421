import FlourishImage
import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when
/// the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/flourish-image-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    /// Every entry in the folder, hidden ones included.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

/// An image whose every channel differs from its neighbours' and whose alphas run through 0,
/// every partial value and 255, with colour under the transparent pixels, so a writer or a
/// reader that premultiplies, drops colour under alpha 0, or swaps channels or rows shows up.
func testImage(width: Int, height: Int, seed: UInt64) -> RGBAImage {
    var state = seed
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for index in 0..<(width * height) {
        // SplitMix64, for colours that do not repeat in any pattern the encoder could flatten.
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let alpha = UInt8(truncatingIfNeeded: index &* 37)
        pixels += [
            UInt8(truncatingIfNeeded: z), UInt8(truncatingIfNeeded: z >> 8),
            UInt8(truncatingIfNeeded: z >> 16), index % 3 == 0 ? 0 : alpha,
        ]
    }
    return RGBAImage(width: width, height: height, pixels: pixels)
}
