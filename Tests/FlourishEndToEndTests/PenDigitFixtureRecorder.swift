import Foundation
import Testing

/// What the recorder is asked to do: the strokes' JSON and the folder the recordings go to.
enum PenDigitFixtureRequest {
    static let jsonPath = ProcessInfo.processInfo.environment["FLOURISH_PEN_DIGITS_JSON"]
    static let outFolder = ProcessInfo.processInfo.environment["FLOURISH_PEN_DIGITS_OUT"]
}

/// Remakes the pen-digit fixtures of FlourishAppCoreTests (Fixtures/PenDigits): each digit's
/// strokes, from make-pen-digits.py's JSON, written with the virtual pen and the side button
/// held in a session of their own, whose recording is the fixture. Runs only when asked (both
/// variables set): the fixtures are checked in and CI never remakes them.
@Suite(
    "Pen-digit fixture recorder", .serialized,
    .enabled(
        if: TabletTools.available && PenDigitFixtureRequest.jsonPath != nil && PenDigitFixtureRequest.outFolder != nil,
        "set FLOURISH_PEN_DIGITS_JSON and FLOURISH_PEN_DIGITS_OUT to remake the fixtures (needs the Xorg tablet tools)"))
struct PenDigitFixtureRecorder {
    @Test("each digit's characters written with the side button, recorded to digit-N.flourish")
    func record() async throws {
        let jsonPath = try #require(PenDigitFixtureRequest.jsonPath)
        let outFolder = try #require(PenDigitFixtureRequest.outFolder)
        let data = try Data(contentsOf: URL(fileURLWithPath: jsonPath))
        // {"1": [character, …], …}; a character is its strokes, a stroke its [x, y] points.
        let digits = try #require(try JSONSerialization.jsonObject(with: data) as? [String: [[[[Double]]]]])
        for digit in 1...9 {
            let characters = try #require(digits["\(digit)"], "no strokes for \(digit)")
            let session = try await TabletSession.start()
            defer { session.stop() }
            let pen = try session.server.device(.stylus)
            for (index, character) in characters.enumerated() {
                try session.write(character.map { $0.map { Point(x: $0[0], y: $0[1]) } }, with: pen, sideButton: true)
                // Its verdict before the next character, so each one is a group of its own.
                let judged = await waitUntil(timeout: 10) {
                    session.app.child.stdout.lines.filter { $0.hasPrefix("flourish: gesture: ") }.count > index
                }
                #expect(judged, "digit \(digit), character \(index + 1): \(session.app.child.transcript)")
            }
            await session.xdo.pressQuit(in: session.window)
            try await session.app.waitForExit(timeout: 20)
            let target = "\(outFolder)/digit-\(digit).flourish"
            try? FileManager.default.removeItem(atPath: target)
            try FileManager.default.copyItem(atPath: session.app.recordingPath, toPath: target)
        }
    }
}
