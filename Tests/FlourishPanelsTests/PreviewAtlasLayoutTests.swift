import FlourishPanels
import Testing

@Suite("The brush chooser's preview atlas: cells in rows across 2048 px pages")
struct PreviewAtlasLayoutTests {
    @Test("96 px cells: 21 a row, 441 a page; previews fill rows left to right, then the next row")
    func rowsThenRows() {
        var layout = PreviewAtlasLayout(side: 96)
        #expect(layout.slotsPerRow == 21 && layout.slotsPerPage == 441)
        #expect(layout.pageCount == 0)
        #expect(layout.add("a") == .init(page: 0, x: 0, y: 0))
        #expect(layout.add("b") == .init(page: 0, x: 96, y: 0))
        #expect(layout.pageCount == 1)
        for i in 2..<21 { layout.add("k\(i)") }
        #expect(layout.place(of: "k20") == .init(page: 0, x: 20 * 96, y: 0), "the last cell of the first row")
        #expect(layout.add("row 2") == .init(page: 0, x: 0, y: 96))
        // The last cell stays inside the page.
        #expect(20 * 96 + 96 <= PreviewAtlasLayout.pageSide)
    }

    @Test("a full page opens the next one at its top-left corner")
    func nextPage() {
        var layout = PreviewAtlasLayout(side: 1024)
        #expect(layout.slotsPerPage == 4)
        for i in 0..<4 { layout.add("p\(i)") }
        #expect(layout.place(of: "p3") == .init(page: 0, x: 1024, y: 1024))
        #expect(layout.pageCount == 1)
        #expect(layout.nextPlace == .init(page: 1, x: 0, y: 0), "the next preview needs a page not made yet")
        #expect(layout.add("p4") == .init(page: 1, x: 0, y: 0))
        #expect(layout.pageCount == 2)
    }

    @Test("each preview is found where it was put; one never added is not there")
    func found() {
        var layout = PreviewAtlasLayout(side: 100)
        let places = (0..<450).map { layout.add("brush \($0)") }
        #expect(layout.slotsPerRow == 20 && layout.slotsPerPage == 400)
        for (i, place) in places.enumerated() { #expect(layout.place(of: "brush \(i)") == place) }
        #expect(Set(places.map { [$0.page, $0.x, $0.y] }).count == 450, "two previews share a cell")
        #expect(layout.contains("brush 449"))
        #expect(!layout.contains("brush 450"))
        #expect(layout.place(of: "brush 450") == nil)
    }

    @Test("a preview added again takes a new cell and is drawn from there")
    func addedAgain() {
        var layout = PreviewAtlasLayout(side: 512)
        let first = layout.add("same")
        let second = layout.add("same")
        #expect(first != second)
        #expect(layout.place(of: "same") == second)
        #expect(layout.used == 2)
    }
}
