import FlourishGestures
import FlourishRecording
import FlourishSamples
import Foundation
import Testing

@testable import FlourishAppCore

@Suite("flourish gestures: a recording's gesture ink replayed to the window's decisions")
struct GestureReplayTests {
    /// Gesture mode on at 1 s; a tap at 2 s; a drawn "1" at 3 s ended by leaving gesture mode
    /// at 3.3 s; the pen held still on one spot at 5 s (no ink to read); a drawn "7" at 8 s
    /// that closes when its wait runs out.
    static func records() -> [GestureRecord] {
        var records: [GestureRecord] = [.mode(on: true, time: 1)]
        records += penStroke([(200, 150), (201, 150)], start: 2).map { .ink($0) }
        let one: [(Double, Double)] = (0..<20).map { i in
            let y: Double = 100 + Double(i) * 3
            return (100, y)
        }
        records += penStroke(one, start: 3).map { .ink($0) }
        records.append(.mode(on: false, time: 3.3))
        let still: [(Double, Double)] = Array(repeating: (50, 50), count: 30)
        records += penStroke(still, start: 5, step: 0.02).map { .ink($0) }
        let bar: [(Double, Double)] = (0..<10).map { i in
            let x: Double = 300 + Double(i) * 4
            return (x, 100)
        }
        let stem: [(Double, Double)] = (0..<10).map { i in
            let step = Double(i)
            let x: Double = 336 - step * 2
            let y: Double = 104 + step * 5
            return (x, y)
        }
        records += penStroke(bar + stem, start: 8).map { .ink($0) }
        return records
    }

    static func recording() -> Recording {
        var events: [RecordedEvent] = [.command(.clear, batch: 0)]
        events += records().map { .gesture($0, batch: 0) }
        return Recording(format: .flourish, events: events)
    }

    @Test("taps and groups come out in order, each at its time: the mode left closes a group, a wait the last")
    func decisions() throws {
        let decisions = GestureInk.decisions(of: Self.records())
        #expect(decisions.count == 4)
        guard decisions.count == 4 else { return }
        #expect(decisions[0].decision == .tap(x: 200.5, y: 150))
        #expect(abs(decisions[0].time - 2.02) < 1e-9)
        guard case .groupClosed(let one) = decisions[1].decision, case .groupClosed(let still) = decisions[2].decision,
            case .groupClosed(let seven) = decisions[3].decision
        else {
            Issue.record("not three groups: \(decisions)")
            return
        }
        #expect(one.closeReason == .closedByCaller && decisions[1].time == 3.3)
        #expect(still.closeReason == .waitEnded && still.box.diagonal == 0)
        #expect(seven.closeReason == .waitEnded && decisions[3].time == 8 + 0.2 + 0.45)
    }

    @Test("each group is judged by the recogniser and the gate; times count from the first record")
    func reports() async {
        let reports = await GestureReplay.reports(for: Self.recording(), recognize: DigitRecognizers.modelNotLoaded)
        #expect(reports.map(\.decision) == ["tap", "reject model-not-loaded", "reject preprocessing-failed", "reject model-not-loaded"])
        #expect(reports.map(\.time) == [1.02, 2.3, 5.05, 7.65])
        #expect(reports[0].line == "tap 1.020 at 200.5 150.0")
        #expect(reports[1].line == "reject model-not-loaded 2.300 box 100.0 100.0 100.0 157.0")
        // A recogniser that answers: the gate's verdict is what is printed.
        let confident = await GestureReplay.reports(for: Self.recording()) { _, _ in
            .predicted(DigitPrediction(digit: 7, confidence: 0.93))
        }
        #expect(confident.map(\.decision) == ["tap", "digit 7 0.93", "reject preprocessing-failed", "digit 7 0.93"])
    }

    @Test("--json is an array of the same reports")
    func json() async throws {
        let reports = await GestureReplay.reports(for: Self.recording(), recognize: DigitRecognizers.modelNotLoaded)
        let data = try JSONEncoder().encode(reports)
        #expect(try JSONDecoder().decode([GestureReport].self, from: data) == reports)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains("\"box\":[100,100,100,157]"))
    }

    @Test("the command line: gestures FILE [--json]")
    func options() throws {
        let plain = try Options.parse(["gestures", "a.rec"])
        guard case .gestures(let path, let json) = plain else {
            Issue.record("not gestures: \(plain)")
            return
        }
        #expect(path == "a.rec" && !json)
        guard case .gestures(_, true) = try Options.parse(["gestures", "a.rec", "--json"]) else {
            Issue.record("--json not taken")
            return
        }
        #expect(throws: UsageError.self) { try Options.parse(["gestures"]) }
        #expect(throws: UsageError.self) { try Options.parse(["gestures", "a.rec", "--out", "x"]) }
    }
}
