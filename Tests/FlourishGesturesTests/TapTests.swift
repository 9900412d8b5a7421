import FlourishGestures
import Testing

@Suite("Taps and small ink")
struct TapTests {
    @Test("a small, short first stroke is a tap at its box's centre and opens no group")
    func tapAlone() {
        var desk = Desk()
        let stroke = Pen.stroke([(300, 200), (303, 202)], start: 5, duration: 0.05)
        #expect(desk.write(stroke) == [.tap(x: 301.5, y: 201)])
        #expect(desk.grouper.openStrokes.isEmpty)
        #expect(desk.grouper.closesAt == nil)
        #expect(desk.poll(at: 60) == nil)
    }

    @Test("a single point is a tap")
    func onePointTap() {
        var desk = Desk()
        #expect(desk.write(GestureStroke(points: [GesturePoint(x: 7, y: 9, time: 1)])) == [.tap(x: 7, y: 9)])
    }

    @Test("both limits are inclusive: a 6 px diagonal lasting 0.12 s is a tap")
    func limitsInclusive() {
        var desk = Desk()
        let stroke = GestureStroke(points: [
            GesturePoint(x: 10, y: 10, time: 0), GesturePoint(x: 16, y: 10, time: 0.06),
            GesturePoint(x: 16, y: 10, time: 0.12),
        ])
        #expect(desk.write(stroke) == [.tap(x: 13, y: 10)])
    }

    @Test("a diagonal just over 6 px is ink, however fast")
    func tooLargeIsInk() {
        var desk = Desk()
        // 4.3 x 4.3: a diagonal of 6.08 px.
        let stroke = Pen.stroke([(50, 50), (54.3, 54.3)], start: 0, duration: 0.02)
        #expect(desk.write(stroke).isEmpty)
        #expect(desk.grouper.openStrokes == [stroke])
    }

    @Test("a stroke lasting 0.13 s is ink, however small")
    func tooLongIsInk() {
        var desk = Desk()
        let stroke = Pen.stroke([(50, 50), (52, 51)], start: 0, duration: 0.13)
        #expect(desk.write(stroke).isEmpty)
        #expect(desk.grouper.openStrokes == [stroke])
    }

    @Test("a tap-sized stroke near the group being written is ink (the dot of an i)", arguments: WritingSize.both)
    func smallStrokeNearGroupIsInk(size: WritingSize) {
        var desk = Desk()
        let body = Digit.strokes(Digit.one, height: size.height, x: 100, y: 100)
        #expect(desk.write(body).isEmpty)
        // A dot 0.3 of the height above the top of the stroke: an i.
        let dotY = 100 - 0.3 * size.height
        let dot = Pen.stroke([(100 + 0.3 * size.height, dotY), (101 + 0.3 * size.height, dotY + 1)],
            start: 0.4, duration: 0.04)
        #expect(desk.write(dot).isEmpty)
        #expect(desk.grouper.openStrokes.count == 2)
        let closed = desk.poll(at: 10)?.group
        #expect(closed?.strokes.count == 2)
        #expect(closed?.closeReason == .waitEnded)
    }

    @Test("a tap far from the group being written is a tap, and leaves the group and its wait as they were",
          arguments: WritingSize.both)
    func tapFarFromGroup(size: WritingSize) throws {
        var desk = Desk()
        let seven = Digit.strokes(Digit.seven, height: size.height, x: 100, y: 100)
        #expect(desk.write(seven).isEmpty)
        let deadline = try #require(desk.grouper.closesAt)
        let farX = 100 + 4 * size.height
        let tap = Pen.stroke([(farX, 100), (farX + 2, 101)], start: 0.9, duration: 0.05)
        #expect(desk.write(tap) == [.tap(x: farX + 1, y: 100.5)])
        #expect(desk.grouper.openStrokes == seven)
        #expect(desk.grouper.closesAt == deadline)
    }
}
