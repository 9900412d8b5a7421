import FlourishFuzzTargets
import Foundation
import Testing

/// The fuzzers' seed corpus, and every crash they found (kept beside the seeds), run once
/// through each target in the ordinary test run: what once crashed stays fixed, without
/// libFuzzer. `scripts/fuzz` is where the targets run for millions of inputs.
@Suite("Fuzz corpus, replayed")
struct CorpusReplayTests {
    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("FuzzCorpus").path

    static func files(of target: FuzzTarget) -> [String] {
        let folder = "\(corpus)/\(target.rawValue)"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.sorted().map { "\(folder)/\($0)" }
    }

    @Test("every corpus file goes through its target and keeps the target's promises", arguments: FuzzTarget.allCases)
    func corpusFile(target: FuzzTarget) throws {
        let files = Self.files(of: target)
        // An empty folder would make this test pass having run nothing.
        #expect(files.count >= 2, "the \(target.rawValue) corpus has \(files.count) files")
        for path in files {
            let bytes = try #require(FileManager.default.contents(atPath: path), "\(path) cannot be read")
            #expect(throws: Never.self, "\(path)") { _ = try target.run(Array(bytes)) }
        }
    }

    @Test("a well-formed input of each target is accepted and a broken one refused with its place")
    func acceptsAndRefuses() throws {
        let cases: [(FuzzTarget, String, String?)] = [
            (.recording, "samples\ns 0 1 2 3 0.5 0 0 pen 1\n", nil),
            (.recording, "samples\ns 0 1 2 three 0.5 0 0 pen 1\n", "fuzz-input:3: "),
            (.benchmark, "0 10 10 0.5\n", nil),
            (.benchmark, "0 10 10 0.5\n1 x 1 1\n", "fuzz-input:2: "),
            (.settings, "frame_cap_hz = 60\n", nil),
            (.settings, "\nframe_cap_hz = fast\n", "fuzz-input:2: "),
            (.brush, #"{"version": 3, "settings": {"radius_logarithmic": {"base_value": 1, "inputs": {}}}}"#, nil),
            (.brush, "{", "fuzz-input.myb: "),
            (.replay, "flourish-recording 2\ncanvas 64x64\nsamples\ns 0 1 2 3 0.5 0 0 pen 1\n", nil),
            (.replay, "flourish-recording 2\ncanvas 99999999x64\nsamples\n", "fuzz-input:2: "),
            // Not a zip at all: refused naming the temporary file (its name ends so).
            (.openraster, "not a zip", "/"),
            (.history, "flourish-history 1\nflourish-recording 2\ncanvas 64x64\nsamples\ns 0 1 2 3 0.5 0 0 pen 1\n", nil),
            (.history, "flourish-history 1\nflourish-recording 2\nsamples\ny 0 move -9223372036854775808\n", "fuzz-input:4: "),
            (.history, "flourish-recording 2\nsamples\n", "fuzz-input:1: "),
        ]
        for (target, text, place) in cases {
            let outcome = try target.run(Array(text.utf8))
            if let place {
                guard case .refused(let message) = outcome else {
                    Issue.record("\(target.rawValue) accepted \(text.debugDescription)")
                    continue
                }
                #expect(message.hasPrefix(place), "\(target.rawValue): \(message)")
            } else {
                #expect(outcome == .accepted, "\(target.rawValue): \(text.debugDescription) gave \(outcome)")
            }
        }
    }

    @Test("a brush whose radius is far out of range is clamped and painted with, not refused")
    func hostileBrushPaints() throws {
        let json = #"{"version": 3, "settings": {"radius_logarithmic": {"base_value": 1e308, "inputs": {}}}}"#
        #expect(try FuzzTarget.brush.run(Array(json.utf8)) == .accepted)
    }
}
