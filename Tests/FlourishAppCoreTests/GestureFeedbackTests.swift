import FlourishGestures
import Testing

@testable import FlourishAppCore

@Suite("Gesture feedback: a group's ink until its verdict, the verdict for a moment, the counts")
struct GestureFeedbackTests {
    let box = InkBox(minX: 100, minY: 40, maxX: 140, maxY: 100)

    @Test("a group's ink stays while it is being decided and goes with its verdict")
    func inkUntilVerdict() {
        var feedback = GestureFeedback()
        let stroke = GestureStroke(points: [GesturePoint(x: 1, y: 2, time: 0), GesturePoint(x: 3, y: 4, time: 0.1)])
        feedback.startDeciding(id: 7, strokes: [stroke])
        #expect(feedback.deciding[7]?.first?.count == 2)
        feedback.decided(id: 7, verdict: .rejected(.modelNotLoaded, confidence: nil), box: box, at: 10)
        #expect(feedback.deciding.isEmpty)
        #expect(feedback.mark == VerdictMark(verdict: .rejected(.modelNotLoaded, confidence: nil), x: 120, y: 70, shownAt: 10))
    }

    @Test("a verdict shows, then fades over its last moment; with reduce motion it shows and hides")
    func fadeOrShowHide() {
        var feedback = GestureFeedback()
        feedback.decided(id: 1, verdict: .rejected(.modelNotLoaded, confidence: nil), box: box, at: 10)
        let end = 10 + GestureFeedback.markSeconds
        let fadeMiddle = end - GestureFeedback.fadeSeconds / 2
        #expect(feedback.markOpacity(at: 10, reduceMotion: false) == 1)
        #expect(abs((feedback.markOpacity(at: fadeMiddle, reduceMotion: false) ?? 0) - 0.5) < 1e-9)
        #expect(feedback.markOpacity(at: fadeMiddle, reduceMotion: true) == 1)
        #expect(feedback.markOpacity(at: end, reduceMotion: false) == nil)
        #expect(feedback.markOpacity(at: end, reduceMotion: true) == nil)
        #expect(feedback.markEndsAt == end)
        let tooEarly = feedback.expire(at: end - 0.01)
        let onTime = feedback.expire(at: end)
        #expect(!tooEarly)
        #expect(onTime)
        #expect(feedback.mark == nil)
        #expect(feedback.markEndsAt == nil)
    }

    @Test("the overlay line counts each reject by its reason and shows the last verdict")
    func overlayLine() {
        var feedback = GestureFeedback()
        #expect(feedback.overlayLine(gestureModeOn: false) == "gestures: mode off  accepted 0  rejected 0  last -")
        feedback.decided(id: 1, verdict: .rejected(.modelNotLoaded, confidence: nil), box: box, at: 0)
        feedback.decided(id: 2, verdict: .rejected(.modelNotLoaded, confidence: nil), box: box, at: 1)
        feedback.decided(id: 3, verdict: .rejected(.stale, confidence: 0.9), box: box, at: 2)
        #expect(
            feedback.overlayLine(gestureModeOn: true)
                == "gestures: mode on  accepted 0  rejected model-not-loaded 2, stale 1  last reject stale 0.90")
    }
}
