import FlourishPanels
import Testing

@Suite("LayerList")
struct LayerListTests {
    /// Three layers in a 360 px list whose viewport holds them all: rows 44 px, buttons 28 px.
    let list = LayerList(layerCount: 3, width: 360, rowHeight: 44, viewportHeight: 132, buttonsHeight: 28, gap: 6)

    /// The centre of `rect`, offset into the list by `rowTop`.
    func centre(_ rect: (x: Int, y: Int, width: Int, height: Int), rowTop: Int = 0) -> (x: Int, y: Int) {
        (rect.x + rect.width / 2, rowTop + rect.y + rect.height / 2)
    }

    @Test("rows go top of the stack first: row 0 shows the top layer, the last row the bottom one")
    func rowsTopFirst() {
        #expect(list.position(ofRow: 0) == 2)
        #expect(list.position(ofRow: 2) == 0)
        #expect(list.row(ofPosition: 2) == 0)
        #expect(list.rowRect(ofPosition: 0) == (0, 88, 360, 44))
        #expect(list.rowRect(ofPosition: 2) == (0, 0, 360, 44))
        #expect(list.contentHeight == 132)
        #expect(list.height == 160)
    }

    @Test("the cells lie left to right inside the row without overlapping: eye, thumbnail, name, opacity, mode")
    func cellsInOrder() {
        var right = 0
        for cell in LayerListCell.allCases {
            let rect = list.cell(cell)
            #expect(rect.x >= right, "\(cell) overlaps the cell before it")
            #expect(rect.width > 0 && rect.y >= 0 && rect.y + rect.height <= list.rowHeight)
            right = rect.x + rect.width
        }
        #expect(right <= list.width)
        #expect(list.cell(.thumbnail).width == 32 * 4 / 3)
    }

    @Test("each cell of each row answers with that row's stack position")
    func cellHits() {
        for position in 0..<3 {
            let top = list.rowRect(ofPosition: position).y
            let eye = centre(list.cell(.eye), rowTop: top)
            #expect(list.hit(x: eye.x, y: eye.y, scroll: 0) == .eye(position: position))
            let thumbnail = centre(list.cell(.thumbnail), rowTop: top)
            #expect(list.hit(x: thumbnail.x, y: thumbnail.y, scroll: 0) == .row(position: position))
            let name = centre(list.cell(.name), rowTop: top)
            #expect(list.hit(x: name.x, y: name.y, scroll: 0) == .row(position: position))
            let opacity = centre(list.cell(.opacity), rowTop: top)
            #expect(list.hit(x: opacity.x, y: opacity.y, scroll: 0) == .opacity(position: position))
            let mode = centre(list.cell(.mode), rowTop: top)
            #expect(list.hit(x: mode.x, y: mode.y, scroll: 0) == .mode(position: position))
        }
        // A row's first and last pixel lines belong to it, the next line to the row below.
        #expect(list.hit(x: 150, y: 0, scroll: 0) == .row(position: 2))
        #expect(list.hit(x: 150, y: 43, scroll: 0) == .row(position: 2))
        #expect(list.hit(x: 150, y: 44, scroll: 0) == .row(position: 1))
    }

    @Test("every button answers at its centre; the gaps between buttons answer nothing")
    func buttonHits() {
        var seen: [LayerListButton] = []
        for button in LayerListButton.allCases {
            let rect = list.buttonRect(button)
            #expect(rect.y >= list.viewportHeight && rect.y + rect.height <= list.height)
            let point = centre(rect)
            if case .button(let hit) = list.hit(x: point.x, y: point.y, scroll: 0) { seen.append(hit) }
            #expect(list.hit(x: rect.x - 1, y: point.y, scroll: 0) == nil, "the gap before \(button) hits")
        }
        #expect(seen == LayerListButton.allCases)
        // The buttons do not scroll with the rows.
        let new = centre(list.buttonRect(.add))
        #expect(list.hit(x: new.x, y: new.y, scroll: 40) == .button(.add))
    }

    @Test("outside the list, and below the last row of a list whose rows do not fill it, nothing is hit")
    func outside() {
        for (x, y) in [(-1, 10), (360, 10), (10, -1), (10, 160), (1000, 1000)] {
            #expect(list.hit(x: x, y: y, scroll: 0) == nil, "(\(x), \(y)) hit")
        }
        let short = LayerList(layerCount: 1, width: 360, viewportHeight: 132)
        #expect(short.hit(x: 150, y: 20, scroll: 0) == .row(position: 0))
        #expect(short.hit(x: 150, y: 50, scroll: 0) == nil)
        let empty = LayerList(layerCount: 0, width: 360, viewportHeight: 0)
        #expect(empty.hit(x: 150, y: 0, scroll: 0) == nil)
        #expect(empty.visibleRows(scroll: 0).isEmpty)
    }

    @Test("twenty layers in a five-row viewport scroll: the clamp, the visible rows and the hit follow the scroll")
    func scrolling() {
        let long = LayerList(layerCount: 20, width: 360, rowHeight: 44, viewportHeight: 220)
        #expect(long.clampScroll(-10) == 0)
        #expect(long.clampScroll(100) == 100)
        #expect(long.clampScroll(10_000) == 20 * 44 - 220)
        #expect(long.visibleRows(scroll: 0) == 0..<5)
        #expect(long.visibleRows(scroll: 1) == 0..<6, "a row half scrolled in is drawn")
        #expect(long.visibleRows(scroll: 660) == 15..<20)
        // Scrolled by one row, the top line of the viewport is on-screen row 1: position 18.
        #expect(long.hit(x: 150, y: 0, scroll: 44) == .row(position: 18))
        #expect(long.hit(x: 150, y: 219, scroll: 660) == .row(position: 0))
        // Rows that fit never scroll.
        #expect(list.clampScroll(50) == 0)
    }

    @Test("revealing a row scrolls as little as it must, and not at all for a row in view")
    func reveal() {
        let long = LayerList(layerCount: 20, width: 360, rowHeight: 44, viewportHeight: 220)
        #expect(long.scroll(0, revealing: 19) == 0, "the top row is in view")
        #expect(long.scroll(0, revealing: 0) == 20 * 44 - 220, "the bottom row comes up to the viewport's bottom")
        #expect(long.scroll(660, revealing: 19) == 0)
        #expect(long.scroll(100, revealing: 16) == 100, "row 3 spans 132..<176, inside 100..<320")
        #expect(long.scroll(100, revealing: 12) == 7 * 44 + 44 - 220)
    }

    @Test("the wheel moves opacity in tenths, onto the tenths, within 0...1", arguments: [
        (1.0, 1, 1.0), (1.0, -1, 0.9), (0.5, 2, 0.7), (0.0, -1, 0.0), (0.95, 1, 1.0), (0.95, -1, 0.9),
        (0.31, 1, 0.4), (0.31, -1, 0.3), (0.3, -3, 0.0), (0.7, -10, 0.0),
    ])
    func opacitySteps(start: Double, steps: Int, expected: Double) {
        #expect(abs(layerOpacity(start, steppedBy: steps) - expected) < 1e-9)
    }

    @Test("a tenth the wheel reaches is exactly that tenth, so ten clicks down from 1 land on 0")
    func opacityWalk() {
        var opacity = 1.0
        for click in 1...10 {
            opacity = layerOpacity(opacity, steppedBy: -1)
            #expect(opacity == Double(10 - click) / 10)
        }
    }

    @Test("a row a group holds is indented: its eye, thumbnail and name move right, its opacity and mode stay; a click in the indent selects the row")
    func indentedRows() {
        let nested = LayerList(
            layerCount: 3, width: 360, rowHeight: 44, viewportHeight: 132, buttonsHeight: 28, gap: 6, depths: [2, 1, 0])
        for cell in [LayerListCell.eye, .thumbnail, .name] {
            #expect(nested.cell(cell, position: 2).x == list.cell(cell).x, "the top row is no group's")
            #expect(nested.cell(cell, position: 1).x == list.cell(cell).x + 14, "\(cell) one group deep")
            #expect(nested.cell(cell, position: 0).x == list.cell(cell).x + 28, "\(cell) two groups deep")
        }
        #expect(nested.cell(.opacity, position: 0) == list.cell(.opacity))
        #expect(nested.cell(.mode, position: 0) == list.cell(.mode))
        let eye = nested.cell(.eye, position: 0)
        let bottomRow = nested.rowRect(ofPosition: 0).y
        #expect(nested.hit(x: eye.x + eye.width / 2, y: bottomRow + 22, scroll: 0) == .eye(position: 0))
        #expect(nested.hit(x: 2, y: bottomRow + 22, scroll: 0) == .row(position: 0), "the indent is the row's, not the eye's")
        // However deep, the name keeps a thumbnail's width.
        let deep = LayerList(layerCount: 1, width: 360, viewportHeight: 44, depths: [40])
        #expect(deep.cell(.name, position: 0).width >= deep.thumbnailWidth)
    }
}
