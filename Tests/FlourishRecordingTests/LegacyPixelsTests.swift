import FlourishImage
import FlourishReplay
import FlourishTestSupport
import Foundation
import Testing

/// Pins what the project's recordings paint to fingerprints taken before brush files'
/// `paint_mode` was kept (at b361c24): replayed as today's paintings, with the brush loading's
/// default (`BrushPigment.off`), every one saves the same pixels. Among them, libmypaint's
/// 30 s benchmark with Dieterle brushes, whose files ask for pigment.
@Suite("Legacy paintings replay to the pixels they did before paint_mode was kept")
struct LegacyPixelsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        /// The recording, from the package root (or from ../shared/data with `shared`).
        let recording: String
        var shared = false
        /// A brush in place of the recording's own.
        var brush: String? = nil
        let fingerprint: UInt64
        var testDescription: String { recording + (brush.map { " with \($0)" } ?? "") }
    }

    static let corpus = "Tests/FlourishFuzzTargetsTests/FuzzCorpus/replay/"
    static let penDigits = "Tests/FlourishAppCoreTests/Fixtures/PenDigits/"
    static let cases: [Case] = [
        Case(recording: corpus + "demo-opening.flourish", fingerprint: 2_729_629_637_153_038_032),
        Case(recording: corpus + "layer-records.flourish", fingerprint: 9_427_639_831_952_919_971),
        Case(recording: penDigits + "digit-4.flourish", fingerprint: 2_503_799_682_787_469_561),
        Case(recording: "libmypaint/painting30sec.dat", shared: true, fingerprint: 9_733_020_170_878_821_782),
        Case(
            recording: "libmypaint/painting30sec.dat", shared: true, brush: "Dieterle/8B_Pencil#1",
            fingerprint: 85_937_957_990_099_303),
        Case(
            recording: "libmypaint/painting30sec.dat", shared: true, brush: "Dieterle/Blender",
            fingerprint: 480_829_835_717_223_821),
    ]

    @Test("the same pixels as before", arguments: cases)
    func unchanged(_ item: Case) throws {
        let path = item.shared ? sharedFile("data/" + item.recording) : packageRoot().appendingPathComponent(item.recording).path
        guard exists(path) else { return }
        let folder = try TemporaryFolder()
        var request = ReplayRequest(recordingPath: path)
        request.brush = item.brush
        request.outputPath = folder.file("painting.png")
        request.fullCanvas = true
        _ = try Replay.run(request)
        let image = try PNGFile.read(folder.file("painting.png"))
        let print = Self.fingerprint(image)
        Swift.print("legacy \(item.testDescription): \(print)")
        #expect(print == item.fingerprint)
    }

    @Test("the fingerprint sees one value changed (negative control)")
    func fingerprintSeesChange() {
        var image = RGBAImage(width: 2, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8])
        let before = Self.fingerprint(image)
        image.pixels[6] &+= 1
        #expect(Self.fingerprint(image) != before)
    }

    /// FNV-1a over the picture's size and every byte of its pixels.
    static func fingerprint(_ image: RGBAImage) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for value in [UInt64(image.width), UInt64(image.height)] + image.pixels.map(UInt64.init) {
            hash ^= value
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
