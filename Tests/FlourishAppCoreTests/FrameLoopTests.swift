import Testing

@testable import FlourishAppCore

/// The loop's decisions, on time handed in: no window, no clock, no sleep.
struct FrameLoopTests {
    @Test("an idle loop waits for an event without a timeout; a change draws at once, then waits out the cap")
    func idleThenChange() {
        var loop = FrameLoop(capHz: 100)
        #expect(loop.frameStarted(at: 0) == true, "the first frame is whole")
        #expect(loop.next(now: 0.001, wakeBy: []) == .waitForEvent(milliseconds: -1))
        loop.noteChange()
        // 9 ms are left of the 10 ms cap: waited in SDL's whole milliseconds.
        #expect(loop.next(now: 0.001, wakeBy: []) == .waitForEvent(milliseconds: 9))
        // Under a millisecond left: slept exactly, so the frame lands on the cap.
        #expect(loop.next(now: 0.0095, wakeBy: []) == .sleep(until: 0.01))
        #expect(loop.next(now: 0.01, wakeBy: []) == .drawFrame)
        #expect(loop.frameStarted(at: 0.01) == false, "only a whole redraw makes a whole frame")
        #expect(loop.framesRendered == 2)
    }

    @Test("the wait ends by the earliest deadline (autosave, gesture, core motion, --quit-after)")
    func deadlines() {
        var loop = FrameLoop(capHz: 100, quitDeadline: 5)
        _ = loop.frameStarted(at: 0)
        #expect(loop.next(now: 1, wakeBy: [nil, 1.25, 3]) == .waitForEvent(milliseconds: 250))
        #expect(loop.next(now: 1, wakeBy: [nil]) == .waitForEvent(milliseconds: 4000))
        // A deadline already past waits no time at all.
        #expect(loop.next(now: 1, wakeBy: [0.5]) == .waitForEvent(milliseconds: 0))
        loop.noteChange()
        #expect(loop.next(now: 0.002, wakeBy: [0.0045]) == .waitForEvent(milliseconds: 3))
        #expect(!loop.isOver(at: 4.999))
        #expect(loop.isOver(at: 5))
        #expect(loop.next(now: 5, wakeBy: []) == .quit)
    }

    @Test("a whole redraw is taken by the next frame only; quit keeps the signal that asked")
    func wholeAndQuit() {
        var loop = FrameLoop(capHz: 120)
        _ = loop.frameStarted(at: 0)
        loop.redrawWhole()
        #expect(loop.needsWholeFrame)
        #expect(loop.next(now: 1, wakeBy: []) == .drawFrame)
        #expect(loop.frameStarted(at: 1) == true)
        #expect(!loop.needsWholeFrame)
        loop.isAnimating = true
        #expect(loop.next(now: 2, wakeBy: []) == .drawFrame, "an animation draws without a change")
        #expect(!loop.isOver(at: 2))
        loop.quit(signal: 15)
        #expect(loop.isOver(at: 2))
        #expect(loop.quitSignal == 15)
        #expect(loop.next(now: 2, wakeBy: []) == .quit)
    }

    @Test("only Ctrl+Q or a closed window is the painter's quit, which a painting saved nowhere turns back")
    func painterQuitAndResume() {
        var asked = FrameLoop(capHz: 120, quitDeadline: 100)
        #expect(!asked.painterQuit(at: 1), "still running")
        asked.quit()
        #expect(asked.painterQuit(at: 1))
        asked.resume()
        #expect(!asked.isOver(at: 1) && asked.needsWholeFrame)
        #expect(asked.next(now: 1, wakeBy: []) == .drawFrame)
        // Negative controls: a signal, and --quit-after's time, end the run whatever happens.
        var signalled = FrameLoop(capHz: 120)
        signalled.quit(signal: 15)
        #expect(!signalled.painterQuit(at: 1))
        var timedOut = FrameLoop(capHz: 120, quitDeadline: 5)
        timedOut.quit()
        #expect(!timedOut.painterQuit(at: 6))
    }
}

/// Each wake names its reason in the event's one integer, and reads back as that reason.
struct WakeReasonTests {
    @Test("every reason survives the round trip through its code; signal numbers stay theirs")
    func roundTrip() {
        let reasons: [WakeReason] = [
            .input, .saveFinished, .previewsReady, .recognized, .told, .fileChosen, .quitSignal(15), .quitSignal(1),
        ]
        for reason in reasons { #expect(WakeReason(code: reason.code) == reason) }
        #expect(Set(reasons.map(\.code)).count == reasons.count, "two reasons share a code")
        #expect(WakeReason(code: 2) == .quitSignal(2))
        #expect(WakeReason(code: -99) == .input)
    }
}

/// The title is set only when its text changes, and remembers what it starred.
struct WindowTitleStateTests {
    @Test("the same text twice sets the window's title once")
    func changesOnly() {
        var title = WindowTitle()
        #expect(title.update(to: "Flourish — a", unsaved: false) == "Flourish — a")
        #expect(title.update(to: "Flourish — a", unsaved: false) == nil)
        #expect(title.update(to: "Flourish — *a", unsaved: true) == "Flourish — *a")
        #expect(title.showsUnsaved)
        #expect(title.shown == "Flourish — *a")
    }

    @Test("the current layer shows after the brush, where it is given")
    func layer() {
        #expect(
            WindowTitle.text(slot: 3, brush: "classic/pencil", radius: 2, document: "sky.ora", layer: "Line art (2/3)")
                == "Flourish — 3: classic/pencil (r 2.0) — Line art (2/3) — sky.ora")
    }
}

/// Where a painting of another app's file is saved: beside it, the file left as it was.
@MainActor
struct BesidePathTests {
    @Test("the beside path keeps the folder and the name, with -flourish.ora")
    func besidePath() {
        #expect(DocumentController.besidePath("/home/a/sky.ora") == "/home/a/sky-flourish.ora")
        #expect(DocumentController.besidePath("/home/a/photo.png") == "/home/a/photo-flourish.ora")
    }
}
