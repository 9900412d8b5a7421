import FlourishGestures
import Testing

/// The split distance scales with the group's ink: max(24 px, 1.25 × its larger side).
/// Each size below has a case the design's fixed 60 px would get wrong: at the large size a
/// 5's or 7's second stroke lies more than 60 px from the first (a fixed rule splits the
/// digit), at the small size a second digit 55 px away lies within 60 (it joins the first).
@Suite("Splitting groups by distance")
struct SplitTests {
    @Test("the rule: 1.25 × the larger ink side, never under 24 px")
    func rule() {
        let rules = GestureGroupingRules()
        #expect(rules.splitDistance(forGroupInk: InkBox(minX: 0, minY: 0, maxX: 24, maxY: 40)) == 50)
        #expect(rules.splitDistance(forGroupInk: InkBox(minX: 0, minY: 0, maxX: 200, maxY: 120)) == 250)
        #expect(rules.splitDistance(forGroupInk: InkBox(minX: 5, minY: 5, maxX: 13, maxY: 5)) == 24)
        #expect(rules.splitDistance(forGroupInk: InkBox(minX: 0, minY: 0, maxX: 0, maxY: 0)) == 24)
    }

    @Test("multi-stroke 4, 5 and 7 stay one group", arguments: WritingSize.both, ["4", "5", "7"])
    func multiStrokeDigits(size: WritingSize, name: String) throws {
        let digit = ["4": Digit.four, "5": Digit.five, "7": Digit.seven][name] ?? []
        var desk = Desk()
        let strokes = Digit.strokes(digit, height: size.height)
        #expect(desk.write(strokes).isEmpty)
        let group = try #require(desk.poll(at: 100)?.group)
        #expect(group.strokes == strokes)
        #expect(group.closeReason == .waitEnded)
    }

    @Test("a second digit 1.375 digit-heights to the right closes the first group and starts its own",
          arguments: WritingSize.both)
    func secondDigitSplits(size: WritingSize) throws {
        var desk = Desk()
        let four = Digit.strokes(Digit.four, height: size.height, x: 100, y: 100)
        #expect(desk.write(four).isEmpty)
        // The 4's box: 0.6 H wide, H tall, centred at x = 100 + 0.3 H; split = 1.25 H.
        let oneX = 100 + 0.3 * size.height + 1.375 * size.height
        let one = Pen.stroke([(oneX, 100), (oneX, 100 + size.height)], start: 1.0, duration: 0.2)
        let decisions = desk.write(one)
        #expect(decisions.count == 1)
        let closed = try #require(decisions.first?.group)
        #expect(closed.strokes == four)
        #expect(closed.closeReason == .split)
        #expect(closed.closedAt == 1.2)
        #expect(desk.grouper.openStrokes == [one])
        #expect(desk.grouper.closesAt == 1.2 + 0.45)
    }

    @Test("ink 1.125 digit-heights to the right joins the group", arguments: WritingSize.both)
    func withinSplitJoins(size: WritingSize) {
        var desk = Desk()
        _ = desk.write(Digit.strokes(Digit.four, height: size.height, x: 100, y: 100))
        let x = 100 + 0.3 * size.height + 1.125 * size.height
        #expect(desk.write(Pen.stroke([(x, 100), (x, 100 + size.height)], start: 1.0, duration: 0.2)).isEmpty)
        #expect(desk.grouper.openStrokes.count == 3)
    }

    @Test("the split counts in y as well as x", arguments: WritingSize.both)
    func splitBelow(size: WritingSize) throws {
        var desk = Desk()
        let seven = Digit.strokes(Digit.seven, height: size.height, x: 100, y: 100)
        _ = desk.write(seven)
        // The 7's box is H tall: split 1.25 H. A stroke centred 1.3 H below, level in x.
        let y = 100 + 0.5 * size.height + 1.3 * size.height
        let bar = Pen.stroke([(100, y), (100 + 0.6 * size.height, y)], start: 1.0, duration: 0.2)
        let decisions = desk.write(bar)
        #expect(decisions.map(\.group?.closeReason) == [.split])
        #expect(desk.grouper.openStrokes == [bar])
    }

    @Test("a tiny first stroke keeps the next one within the 24 px floor")
    func floorHoldsTinyGroup() {
        var desk = Desk()
        // A slow 8 px bar (not a tap: 0.3 s), then a stroke centred 20 px below it.
        _ = desk.write(Pen.stroke([(100, 100), (108, 100)], start: 0, duration: 0.3))
        #expect(desk.write(Pen.stroke([(104, 110), (104, 130)], start: 0.5, duration: 0.2)).isEmpty)
        #expect(desk.grouper.openStrokes.count == 2)
        // 30 px below a second tiny group's centre is beyond the floor.
        var other = Desk()
        _ = other.write(Pen.stroke([(100, 100), (108, 100)], start: 0, duration: 0.3))
        #expect(other.write(Pen.stroke([(104, 120), (104, 140)], start: 0.5, duration: 0.2)).count == 1)
    }
}
