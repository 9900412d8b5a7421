import FlourishSamples
import FlourishRecording
import Foundation

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

