import FlourishPanels
import Testing

@Suite("The help's layout")
struct HelpLayoutTests {
    @Test("in the window's middle, no larger than it; the list below the title, the field and the note")
    func placed() {
        let layout = HelpLayout(window: (1024, 768), scale: .one, lineHeight: 15)
        #expect(layout.frame.x == (1024 - 900) / 2 && layout.frame.maxY <= 768 && layout.frame.y >= 0)
        #expect(layout.title.maxY <= layout.field.y && layout.field.maxY <= layout.note.y && layout.note.maxY <= layout.list.y)
        #expect(layout.list.maxY <= layout.frame.maxY)
        let narrow = HelpLayout(window: (500, 400), scale: .one, lineHeight: 15)
        #expect(narrow.frame.x >= 0 && narrow.frame.maxX <= 500)
    }

    @Test("at 2x the panel and its rows double")
    func doubled() {
        let one = HelpLayout(window: (1200, 900), scale: .one, lineHeight: 15)
        let two = HelpLayout(window: (2400, 1800), scale: ChromeScale(factor: 2), lineHeight: 30)
        #expect(two.frame.width == 2 * one.frame.width && two.rowHeight == 2 * one.rowHeight)
    }

    @Test("rows show from the scroll on, as many as fit; the scroll stays within the rows")
    func scrolling() {
        let layout = HelpLayout(window: (1024, 400), scale: .one, lineHeight: 15)
        let shown = layout.visibleRows
        #expect(layout.row(0, scroll: 0)?.y == layout.list.y)
        #expect(layout.row(shown, scroll: 0) == nil)
        #expect(layout.row(shown, scroll: 1) != nil && layout.row(0, scroll: 1) == nil)
        #expect(layout.clampScroll(1000, rows: 60) == 60 - shown)
        #expect(layout.clampScroll(-4, rows: 60) == 0)
        #expect(layout.clampScroll(5, rows: 3) == 0, "a list that fits does not scroll")
    }
}
