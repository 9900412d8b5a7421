import FlourishSamples
import FlourishRecording
import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when
/// the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/flourish-recording-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    /// Every entry in the folder, hidden ones included.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    func write(_ text: String, to name: String) throws -> String {
        let target = file(name)
        try text.write(toFile: target, atomically: false, encoding: .utf8)
        return target
    }
}

func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

/// The error parsing `text` throws, or nil when it parses.
func parseError(_ text: String, file: String = "test.rec") -> RecordingError? {
    do {
        _ = try RecordingParser.parse(text, file: file)
        return nil
    } catch {
        return error
    }
}

/// Every Double of a sample as raw bits, so -0.0 and 0.0 (or two NaNs) are told apart.
func bits(_ sample: Sample) -> [UInt64] {
    [sample.time, sample.x, sample.y, sample.pressure, sample.xtilt, sample.ytilt].map(\.bitPattern)
}

func pen(
    time: Double, x: Double = 0, y: Double = 0, pressure: Double = 0.5, tool: Tool = .pen,
    buttons: Buttons = .primary
) -> Sample {
    Sample(x: x, y: y, pressure: pressure, time: time, tool: tool, buttons: buttons)
}

/// The package root, found from this file (Tests/FlourishRecordingTests/TestSupport.swift).
func packageRoot() -> URL {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }  // file, test folder, Tests
    return url
}

/// `/work/shared/...` found from this file: the package root's sibling `shared` folder.
func sharedFile(_ relative: String) -> String {
    packageRoot().deletingLastPathComponent().appendingPathComponent("shared/" + relative).path
}

/// SplitMix64: the same numbers on every run, so a failure found once is found again.
struct SeededNumbers {
    private var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
}
