import FlourishPanels
import Testing

@Suite("A list panel's geometry: rows under the title, buttons under the rows")
struct ListPanelLayoutTests {
    let layout = ListPanelLayout(width: 420, rows: 5, rowHeight: 40, buttons: 3)

    @Test("rows stack under the title; the buttons share the line under them; the height holds all")
    func places() {
        #expect(layout.row(0) == (10, 30, 400, 40))
        #expect(layout.row(4) == (10, 190, 400, 40))
        #expect(layout.button(0) == (10, 238, 128, 30))
        #expect(layout.button(2) == (282, 238, 128, 30))
        #expect(layout.height == 30 + 200 + 8 + 30 + 10)
        #expect(ListPanelLayout(width: 420, rows: 2, rowHeight: 40, buttons: 0).height == 30 + 80 + 10)
    }

    @Test("a point is over the row or button it lies in, and over nothing in the title or a gap", arguments: [
        (20, 35, ListPanelHit?.some(.row(0))), (409, 229, .row(4)), (20, 240, .button(0)), (300, 260, .button(2)),
        (20, 10, nil), (140, 250, nil), (20, 232, nil), (415, 100, nil), (-1, 50, nil),
    ])
    func hits(x: Int, y: Int, hit: ListPanelHit?) {
        #expect(layout.hit(x: x, y: y) == hit)
    }
}
