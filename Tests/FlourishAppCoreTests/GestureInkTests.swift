import FlourishGestures
import FlourishSamples
import Testing

@testable import FlourishAppCore

/// Samples of one pen stroke along `points`, `step` seconds apart from `start`, then the lift.
func penStroke(_ points: [(Double, Double)], start: Double, step: Double = 0.01) -> [Sample] {
    var samples = points.enumerated().map { i, p in sample(.pen, p.0, p.1, t: start + Double(i) * step) }
    let last = points[points.count - 1]
    samples.append(sample(.pen, last.0, last.1, t: start + Double(points.count) * step, down: false))
    return samples
}

@Suite("Gesture ink: pen samples to taps and groups, on the samples' own clock")
struct GestureInkTests {
    @Test("a short small touch is a tap at its centre, and leaves no ink")
    func tap() {
        var ink = GestureInk()
        var decisions: [GestureDecision] = []
        for s in penStroke([(100, 50), (101, 51)], start: 5) { decisions += ink.take(s) }
        #expect(decisions == [.tap(x: 100.5, y: 50.5)])
        #expect(!ink.hasInk)
        #expect(ink.wakeAt == nil)
    }

    @Test("a drawn stroke stays as ink until the wait after its lift ends, then closes as one group")
    func groupClosesAfterWait() throws {
        var ink = GestureInk()
        let points: [(Double, Double)] = (0..<20).map { i in
            let step = Double(i)
            return (100 + step * 3, 80 + step * 2)
        }
        let stroke = penStroke(points, start: 10)
        var decisions: [GestureDecision] = []
        for (i, s) in stroke.enumerated() {
            decisions += ink.take(s)
            // The stroke being written is drawn as it grows.
            if i < stroke.count - 1 { #expect(ink.strokesToDraw.first?.count == i + 1) }
        }
        #expect(decisions.isEmpty)
        #expect(ink.strokesToDraw.count == 1)
        let lift = try #require(stroke.last?.time)
        #expect(ink.wakeAt == lift + 0.45)
        let early = ink.poll(at: lift + 0.44)
        #expect(early == nil)
        let revision = ink.revision
        let closed = ink.poll(at: lift + 0.46)
        guard case .groupClosed(let group) = closed else {
            Issue.record("no group closed")
            return
        }
        #expect(group.strokes.count == 1)
        #expect(group.strokes[0].points.count == 20)
        #expect(group.closedAt == lift + 0.45)
        #expect(!ink.hasInk)
        #expect(ink.revision > revision)
    }

    @Test("a second stroke started within the wait joins the group; each point moves the revision")
    func twoStrokesOneGroup() {
        var ink = GestureInk()
        var decisions: [GestureDecision] = []
        for s in penStroke([(100, 100), (100, 140)], start: 1) { decisions += ink.take(s) }
        let before = ink.revision
        for s in penStroke([(90, 110), (110, 110)], start: 1.2) { decisions += ink.take(s) }
        #expect(ink.revision >= before + 3)
        #expect(decisions.isEmpty)
        #expect(ink.strokesToDraw.count == 2)
        let closed = ink.poll(at: 5)
        guard case .groupClosed(let group) = closed else {
            Issue.record("no group closed")
            return
        }
        #expect(group.strokes.count == 2)
    }

    @Test("closing now drops the stroke being written and closes the open group")
    func closeNow() {
        var ink = GestureInk()
        for s in penStroke([(100, 100), (100, 140)], start: 1) { _ = ink.take(s) }
        #expect(!ink.isWriting)
        _ = ink.take(sample(.pen, 50, 50, t: 1.1))
        #expect(ink.isWriting)
        #expect(ink.strokesToDraw.count == 2)
        let closed = ink.closeNow(at: 1.2)
        guard case .groupClosed(let group) = closed else {
            Issue.record("no group closed")
            return
        }
        #expect(group.closeReason == .closedByCaller)
        #expect(group.strokes.count == 1)
        #expect(!ink.hasInk && !ink.isWriting)
    }

    @Test("the clock never runs back: a sample stamped before a poll does not reopen its wait")
    func clockNeverBack() {
        let clock = SteppedGestureClock()
        clock.advance(to: 5)
        clock.advance(to: 4)
        #expect(clock.now() == 5)
    }
}
