import FlourishGestures
import Testing

@Suite("Grouping strokes into characters")
struct GroupingTests {
    @Test("strokes join one group until 0.45 s after the last lift; the group closes then, not before",
          arguments: WritingSize.both)
    func waitCloses(size: WritingSize) throws {
        var desk = Desk()
        let seven = Digit.strokes(Digit.seven, height: size.height, start: 0)
        #expect(desk.write(seven).isEmpty)
        let lastLift = try #require(seven.last?.points.last?.time)
        let deadline = try #require(desk.grouper.closesAt)
        #expect(abs(deadline - (lastLift + 0.45)) < 1e-12)
        #expect(desk.poll(at: lastLift + 0.44) == nil)
        #expect(desk.grouper.openStrokes.count == 2)
        let group = try #require(desk.poll(at: deadline)?.group)
        #expect(group.strokes == seven)
        #expect(group.closeReason == .waitEnded)
        #expect(group.closedAt == deadline)
        #expect(group.box == InkBox(minX: 100, minY: 100, maxX: 100 + 0.6 * size.height, maxY: 100 + size.height))
        #expect(desk.grouper.openStrokes.isEmpty)
        #expect(desk.grouper.closesAt == nil)
        #expect(desk.poll(at: deadline + 5) == nil)
    }

    @Test("1.0 + 0.45 closes at 1.45 exactly, although 1.45 - 1.0 < 0.45 in doubles")
    func deadlineExact() {
        var desk = Desk()
        let stroke = Pen.stroke([(0, 0), (30, 30)], start: 0.7, duration: 0.3)
        _ = desk.write(stroke)
        #expect(desk.grouper.closesAt == 1.0 + 0.45)
        #expect(desk.poll(at: 1.45)?.group?.closedAt == 1.45)
    }

    @Test("a late poll reports the moment the wait ran out, not when it was noticed")
    func latePoll() {
        var desk = Desk()
        _ = desk.write(Pen.stroke([(0, 0), (30, 30)], start: 0, duration: 0.5))
        #expect(desk.poll(at: 100)?.group?.closedAt == 0.5 + 0.45)
    }

    @Test("each stroke restarts the wait: three strokes 0.3 s apart make one group over 1.1 s")
    func eachStrokeRestarts() throws {
        var desk = Desk()
        let strokes = [
            Pen.stroke([(0, 0), (40, 0)], start: 0, duration: 0.3),
            Pen.stroke([(40, 0), (10, 60)], start: 0.6, duration: 0.1),
            Pen.stroke([(10, 30), (40, 30)], start: 1.0, duration: 0.1),
        ]
        #expect(desk.write(strokes[0]).isEmpty)
        #expect(desk.poll(at: 0.55) == nil)
        #expect(desk.write(strokes[1]).isEmpty)
        #expect(desk.poll(at: 0.95) == nil)
        #expect(desk.write(strokes[2]).isEmpty)
        // 0.9 s after the first lift, 0.4 s after the last: still open.
        #expect(desk.poll(at: 1.5) == nil)
        let group = try #require(desk.poll(at: 1.55)?.group)
        #expect(group.strokes == strokes)
    }

    @Test("a pen on the glass holds the wait, however long it writes")
    func penDownHolds() throws {
        var desk = Desk()
        _ = desk.write(Pen.stroke([(0, 0), (40, 40)], start: 0, duration: 0.3))
        desk.clock.set(0.5)
        #expect(desk.grouper.penDown() == nil)
        #expect(desk.grouper.closesAt == nil)
        #expect(desk.poll(at: 2.0) == nil)
        desk.clock.set(2.1)
        let long = Pen.stroke([(0, 40), (40, 0)], start: 0.5, duration: 1.6)
        #expect(desk.grouper.penUp(long).isEmpty)
        #expect(desk.grouper.openStrokes.count == 2)
        #expect(desk.grouper.closesAt == 2.1 + 0.45)
    }

    @Test("a pen touching after the wait ran out closes the old group; its stroke starts a new one")
    func penDownAfterWait() throws {
        var desk = Desk()
        let first = Pen.stroke([(0, 0), (40, 40)], start: 0, duration: 0.3)
        let second = Pen.stroke([(0, 40), (40, 0)], start: 0.75, duration: 0.3)
        _ = desk.write(first)
        let decisions = desk.write(second)
        #expect(decisions.count == 1)
        let closed = try #require(decisions.first?.group)
        #expect(closed.strokes == [first])
        #expect(closed.closeReason == .waitEnded)
        #expect(closed.closedAt == 0.3 + 0.45)
        #expect(desk.grouper.openStrokes == [second])
    }

    @Test("a pen touching just before the wait ends joins the group")
    func penDownJustInTime() {
        var desk = Desk()
        _ = desk.write(Pen.stroke([(0, 0), (40, 40)], start: 0, duration: 0.3))
        #expect(desk.write(Pen.stroke([(0, 40), (40, 0)], start: 0.749, duration: 0.3)).isEmpty)
        #expect(desk.grouper.openStrokes.count == 2)
    }

    @Test("without penDown, a stroke that began after the wait ran out still closes the old group first")
    func penUpAlone() throws {
        let clock = ManualClock()
        var grouper = GestureGrouper(clock: clock)
        let first = Pen.stroke([(0, 0), (40, 40)], start: 0, duration: 0.3)
        clock.set(0.3)
        #expect(grouper.penUp(first).isEmpty)
        // Began at 1.0 (lifted at 1.3 after 0.3 s): 0.7 s after the first lift.
        clock.set(1.3)
        let second = Pen.stroke([(0, 40), (40, 0)], start: 1.0, duration: 0.3)
        let decisions = grouper.penUp(second)
        #expect(decisions.map(\.group?.strokes) == [[first]])
        #expect(grouper.openStrokes == [second])
        // Began at 0.6: within the wait, so it joins.
        var joining = GestureGrouper(clock: clock)
        clock.set(0.3)
        _ = joining.penUp(first)
        clock.set(0.9)
        #expect(joining.penUp(Pen.stroke([(0, 40), (40, 0)], start: 0.6, duration: 0.3)).isEmpty)
        #expect(joining.openStrokes.count == 2)
    }

    @Test("closeNow closes the open group at once, and decides nothing when none is open")
    func closeNow() {
        var desk = Desk()
        #expect(desk.grouper.closeNow() == nil)
        let stroke = Pen.stroke([(0, 0), (40, 40)], start: 0, duration: 0.3)
        _ = desk.write(stroke)
        desk.clock.set(0.4)
        let group = desk.grouper.closeNow()?.group
        #expect(group?.strokes == [stroke])
        #expect(group?.closeReason == .closedByCaller)
        #expect(group?.closedAt == 0.4)
        #expect(desk.grouper.openStrokes.isEmpty)
    }

    @Test("a stroke without points decides nothing and changes nothing")
    func emptyStroke() {
        var desk = Desk()
        let stroke = Pen.stroke([(0, 0), (40, 40)], start: 0, duration: 0.3)
        _ = desk.write(stroke)
        desk.clock.set(0.5)
        #expect(desk.grouper.penUp(GestureStroke(points: [])).isEmpty)
        #expect(desk.grouper.openStrokes == [stroke])
        #expect(desk.grouper.closesAt == 0.3 + 0.45)
    }
}
