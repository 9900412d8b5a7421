import FlourishPanels
import Testing

@Suite("The toolbar's layout: groups of buttons along the top, wrapping where the window is narrow")
struct ToolbarLayoutTests {
    let groups = [2, 3, 2, 4, 3, 1]

    @Test("one row in a wide window: 34-point buttons, 2 apart, 12 between groups, a band across the window")
    func oneRow() {
        let layout = ToolbarLayout(groups: groups, width: 1024, scale: .one)
        #expect(layout.buttons.count == 15)
        #expect(layout.buttons.allSatisfy { $0.y == 4 && $0.width == 34 && $0.height == 34 })
        #expect(layout.buttons[0].x == 4 && layout.buttons[1].x == 40)
        // The second group starts a group's gap after the first's last button.
        #expect(layout.buttons[2].x == layout.buttons[1].maxX + 12)
        #expect(layout.band == ChromeRect(x: 0, y: 0, width: 1024, height: 42))
    }

    @Test("at 2x every size doubles")
    func doubled() {
        let one = ToolbarLayout(groups: groups, width: 2000, scale: .one)
        let two = ToolbarLayout(groups: groups, width: 4000, scale: ChromeScale(factor: 2))
        for (a, b) in zip(one.buttons, two.buttons) {
            #expect(b == ChromeRect(x: a.x * 2, y: a.y * 2, width: a.width * 2, height: a.height * 2))
        }
        #expect(two.band.height == one.band.height * 2)
    }

    @Test("a narrow window wraps: every button inside it, none overlapping, the band taller", arguments: [120, 250, 400, 560])
    func wraps(width: Int) {
        let layout = ToolbarLayout(groups: groups, width: width, scale: .one)
        #expect(layout.buttons.allSatisfy { $0.x >= 0 && $0.maxX <= width })
        for (i, a) in layout.buttons.enumerated() {
            for b in layout.buttons[(i + 1)...] { #expect(!a.intersects(b)) }
        }
        #expect(layout.band.height > 42)
        #expect(layout.buttons.allSatisfy { $0.maxY <= layout.band.maxY })
    }

    @Test("a group that does not fit in what is left of a row starts the next one whole", arguments: [250, 400, 560])
    func groupsStayTogether(width: Int) {
        let layout = ToolbarLayout(groups: groups, width: width, scale: .one)
        var first = 0
        for count in groups {
            let rows = Set(layout.buttons[first..<(first + count)].map(\.y))
            #expect(rows.count == 1, "a group of \(count) split over rows \(rows.sorted()) at \(width)")
            first += count
        }
        // At 2x in a 1000-pixel window the save group goes under the view group, whole.
        let doubled = ToolbarLayout(groups: groups, width: 1000, scale: ChromeScale(factor: 2))
        #expect(Set(doubled.buttons[11..<14].map(\.y)).count == 1)
        // The negative control: a window narrower than a group still cuts it, every button shown.
        let narrow = ToolbarLayout(groups: groups, width: 120, scale: .one)
        #expect(Set(narrow.buttons[7..<11].map(\.y)).count > 1)
    }

    @Test("each button's middle is its control; the gaps and the canvas below are none")
    func hits() {
        let layout = ToolbarLayout(groups: groups, width: 1024, scale: .one)
        for (index, button) in layout.buttons.enumerated() {
            #expect(layout.control(atX: Double(button.x) + 17, y: Double(button.y) + 17) == index)
        }
        #expect(layout.control(atX: 38.5, y: 20) == nil, "between two buttons")
        #expect(layout.control(atX: 20, y: 42) == nil, "just below the band")
        #expect(layout.control(atX: 1000, y: 20) == nil, "the band's empty end")
    }
}
