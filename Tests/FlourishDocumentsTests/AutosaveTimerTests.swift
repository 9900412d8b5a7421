import FlourishDocuments
import Testing

@Suite("The autosave timer: due an interval after the first unsaved change, never while nothing changed")
struct AutosaveTimerTests {
    @Test("nothing is due, and nothing is waiting, while the painting is unchanged")
    func unchanged() {
        let timer = AutosaveTimer(interval: 60)
        for now in [0.0, 59, 60, 1_000_000] {
            #expect(!timer.isDue(at: now))
            #expect(timer.secondsLeft(at: now) == nil)
        }
    }

    @Test("an autosave is due exactly the interval after the first change, and not a moment before")
    func dueAfterInterval() {
        var timer = AutosaveTimer(interval: 60)
        timer.noteChange(at: 100)
        #expect(!timer.isDue(at: 100))
        #expect(!timer.isDue(at: 159.999))
        #expect(timer.isDue(at: 160))
        #expect(timer.isDue(at: 500))
    }

    @Test("later changes do not put the autosave off: a painter painting on still gets one each interval")
    func laterChangesDoNotPostpone() {
        var timer = AutosaveTimer(interval: 60)
        timer.noteChange(at: 100)
        for now in stride(from: 101.0, through: 159, by: 2) { timer.noteChange(at: now) }
        #expect(timer.changedSince == 100)
        #expect(timer.isDue(at: 160))
        #expect(timer.secondsLeft(at: 130) == 30)
    }

    @Test("seconds left count down to the due time and stop at zero")
    func secondsLeft() {
        var timer = AutosaveTimer(interval: 45)
        timer.noteChange(at: 10)
        #expect(timer.secondsLeft(at: 10) == 45)
        #expect(timer.secondsLeft(at: 40) == 15)
        #expect(timer.secondsLeft(at: 55) == 0)
        #expect(timer.secondsLeft(at: 90) == 0)
    }

    @Test("a save resets the timer: nothing due until the next change, then an interval from that change")
    func savedResets() {
        var timer = AutosaveTimer(interval: 60)
        timer.noteChange(at: 0)
        #expect(timer.isDue(at: 60))
        timer.saved()
        #expect(timer.changedSince == nil)
        #expect(!timer.isDue(at: 61))
        #expect(timer.secondsLeft(at: 61) == nil)
        timer.noteChange(at: 70)
        #expect(!timer.isDue(at: 129))
        #expect(timer.isDue(at: 130))
    }
}
