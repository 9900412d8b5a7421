import Foundation
import Testing

/// A handwritten digit written with the pen's side button held selects its brush slot and
/// leaves the painting as it was; the same strokes without the button paint.
@Suite(
    "Handwritten digits with the virtual pen on Xorg", .serialized,
    .enabled(
        if: TabletTools.available,
        "needs Xorg with the dummy and inputtest drivers, xinput and xdotool (apt: xserver-xorg-core xserver-xorg-video-dummy xinput xdotool)"
    ))
struct PenDigitSessionTests {
    /// The slot the title names: "Flourish — 3: classic/marker_fat (r 9.1) — …" -> 3.
    static func titleSlot(_ session: TabletSession) async throws -> Int? {
        let title = try await session.xdo.title(of: session.window)
        let prefix = "Flourish — "
        guard title.hasPrefix(prefix), let colon = title.firstIndex(of: ":") else { return nil }
        return Int(title[title.index(title.startIndex, offsetBy: prefix.count)..<colon])
    }

    /// Waits until the title names `slot`; returns whether it did.
    static func waitForTitleSlot(_ slot: Int, in session: TabletSession) async throws -> Bool {
        let deadline = scaledDeadline(after: 10)
        while monotonicNow() < deadline {
            if try await titleSlot(session) == slot { return true }
            try await Task.sleep(for: .milliseconds(50))
        }
        return false
    }

    @Test("a 3 written with the side button held selects slot 3 and leaves the canvas blank; without the button the same strokes paint")
    func sideButtonThreeSelectsSlotThree() async throws {
        let session = try await TabletSession.start()
        defer { session.stop() }
        let pen = try session.server.device(.stylus)
        #expect(try await Self.titleSlot(session) == 1)

        try session.write(PenHandwriting.three, with: pen, sideButton: true)
        let verdict = try await session.app.waitForLine(startingWith: "flourish: gesture: ")
        #expect(verdict.hasPrefix("flourish: gesture: digit 3 "), "\(verdict)")
        #expect(try await Self.waitForTitleSlot(3, in: session), "the title never named slot 3")
        let unchanged = try await PenGestureTests.save(session, count: 1)
        #expect(StrokeCheck.paintedPixels(unchanged).isEmpty, "the written 3 painted")

        // Negative control: the same strokes without the button paint, so the check above
        // would have seen paint, and they are not read as a gesture.
        try session.write(PenHandwriting.three, with: pen, sideButton: false)
        let painted = try await PenGestureTests.save(session, count: 2)
        for stroke in PenHandwriting.three {
            let gaps = StrokeCheck.uncoveredPoints(along: Polyline(stroke), in: painted)
            #expect(gaps.isEmpty, "the plain stroke left \(gaps.count) points bare: \(gaps.prefix(5))")
        }
        let judged = session.app.child.stdout.lines.filter { $0.hasPrefix("flourish: gesture: ") }
        #expect(judged.count == 1, "\(judged)")
        #expect(try await Self.titleSlot(session) == 3)

        // The recording replays to the same reading, confidently.
        let (lines, _) = try await PenGestureTests.quitAndReadGestures(session)
        try #require(lines.count == 1, "\(lines)")
        let words = lines[0].split(separator: " ")
        #expect(words.count >= 3 && words[0] == "digit" && words[1] == "3", "\(lines[0])")
        let confidence = words.count >= 3 ? Double(words[2]) ?? 0 : 0
        #expect(confidence >= 0.8, "\(lines[0])")
    }
}
