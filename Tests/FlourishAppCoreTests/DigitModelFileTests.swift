import FlourishGestures
import Foundation
import Testing

@testable import FlourishAppCore

/// The app finds the shipped model from the package root or from its build folder, and a
/// model that cannot be loaded is one line naming the file, never a failed start.
@Suite("DigitModelFile: finding and loading the digit model")
struct DigitModelFileTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    let context = GestureContext(inputRevision: 1, targetSlot: 1, mode: .gestureMode)
    let blank = DigitTensor(values: Array(repeating: 0, count: 28 * 28))

    @Test("the installed share/flourish first, then the current folder, then the executable's folder and three above it")
    func candidates() {
        let paths = DigitModelFile.candidates(
            currentFolder: "/home/me/art", executable: "/src/flourish/.build/x86_64-unknown-linux-gnu/debug/flourish")
        #expect(
            paths == [
                "/src/flourish/.build/x86_64-unknown-linux-gnu/share/flourish/digits.f16",
                "/home/me/art/Assets/digits.f16",
                "/src/flourish/.build/x86_64-unknown-linux-gnu/debug/Assets/digits.f16",
                "/src/flourish/.build/x86_64-unknown-linux-gnu/Assets/digits.f16",
                "/src/flourish/.build/Assets/digits.f16",
                "/src/flourish/Assets/digits.f16",
            ])
        #expect(DigitModelFile.candidates(currentFolder: "/", executable: "/flourish") == ["/Assets/digits.f16"])
        let installed = DigitModelFile.candidates(currentFolder: "/home/me/art", executable: "/usr/bin/flourish")
        #expect(installed.first == "/usr/share/flourish/digits.f16")
        #expect(installed.dropFirst().first == "/home/me/art/Assets/digits.f16")
    }

    @Test("the shipped model loads past missing candidates and answers with a prediction")
    func loadsShippedModel() async {
        let loaded = DigitModelFile.load(candidates: ["/nonexistent/Assets/digits.f16", "\(Self.packageRoot)/Assets/digits.f16"])
        #expect(loaded.problem == nil)
        let outcome = await loaded.recognize(blank, context)
        guard case .predicted = outcome else {
            Issue.record("expected a prediction, got \(outcome)")
            return
        }
    }

    @Test("no model anywhere: one line naming the file and where it was looked for; gestures reject as not loaded")
    func missingModel() async {
        let loaded = DigitModelFile.load(candidates: ["/nonexistent/a/Assets/digits.f16", "/nonexistent/b/Assets/digits.f16"])
        #expect(
            loaded.problem
                == "digit model Assets/digits.f16 not found (looked for /nonexistent/a/Assets/digits.f16, "
                + "/nonexistent/b/Assets/digits.f16); pen gestures are rejected as model-not-loaded")
        #expect(await loaded.recognize(blank, context) == .modelNotLoaded)
    }

    @Test("a broken model is reported with its path and reason, and is not passed over for a later one")
    func brokenModel() async throws {
        let path = NSTemporaryDirectory() + "flourish-broken-model-\(UUID().uuidString).f16"
        try Data("not a model".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let loaded = DigitModelFile.load(candidates: [path, "\(Self.packageRoot)/Assets/digits.f16"])
        let problem = try #require(loaded.problem)
        #expect(problem.hasPrefix("digit model \(path): is not a Flourish digit model"), "\(problem)")
        #expect(problem.hasSuffix("; pen gestures are rejected as model-not-loaded"))
        #expect(await loaded.recognize(blank, context) == .modelNotLoaded)
    }
}
