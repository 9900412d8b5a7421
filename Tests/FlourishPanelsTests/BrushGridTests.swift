import FlourishPanels
import Testing

/// MyPaint's stock brush groups, by size.
let myPaintGroups: [(title: String, count: Int)] = [
    ("classic", 19), ("deevad", 36), ("experimental", 36), ("kaerhon_v1", 29), ("ramon", 24),
    ("tanda", 36), ("Dieterle", 11),
]

/// Grids of several shapes for the checks against `ReferenceLayout`.
let grids: [BrushGrid] = [
    BrushGrid(groups: myPaintGroups, width: 1000),
    BrushGrid(groups: myPaintGroups, width: 300, cellSize: 64, gap: 4, headerHeight: 20),
    // Narrower than one cell, an empty group and no header height.
    BrushGrid(
        groups: [("a", 3), ("empty", 0), ("b", 2), ("c", 0)], width: 50, cellSize: 96, gap: 8,
        headerHeight: 0),
    BrushGrid(groups: [("one", 1)], width: 1000, cellSize: 96, gap: 0, headerHeight: 40),
]

@Suite("BrushGrid")
struct BrushGridTests {
    let grid = BrushGrid(groups: myPaintGroups, width: 1000, cellSize: 96, gap: 8, headerHeight: 28)

    @Test("nine 96 px columns fit in 1000 px with 8 px gaps; ten need 1048")
    func columns() {
        #expect(grid.columns == 9)
        #expect(BrushGrid(groups: myPaintGroups, width: 1048).columns == 10)
        #expect(BrushGrid(groups: myPaintGroups, width: 1047).columns == 9)
        #expect(BrushGrid(groups: myPaintGroups, width: 944).columns == 9)
        #expect(BrushGrid(groups: myPaintGroups, width: 943).columns == 8)
        #expect(BrushGrid(groups: myPaintGroups, width: 20).columns == 1)
    }

    @Test("rows wrap after nine items, and each group starts a fresh row below its header")
    func wrapping() {
        #expect(grid.rect(ofItem: 0, index: 0) == (8, 28, 96, 96))
        #expect(grid.rect(ofItem: 0, index: 8) == (8 + 8 * 104, 28, 96, 96))
        #expect(grid.rect(ofItem: 0, index: 9) == (8, 28 + 104, 96, 96))
        #expect(grid.rect(ofItem: 0, index: 18) == (8, 28 + 2 * 104, 96, 96))
        // Group 0 ends on a row holding one item; group 1 does not share it.
        #expect(grid.headerRect(ofGroup: 1) == (0, 28 + 3 * 104, 1000, 28))
        #expect(grid.rect(ofItem: 1, index: 0) == (8, 28 + 3 * 104 + 28, 96, 96))
        #expect((0..<7).map(grid.rows(inGroup:)) == [3, 4, 4, 4, 3, 4, 2])
    }

    @Test("headers sit at the running total of headers and rows above them")
    func headers() {
        var top = 0
        for (group, rows) in [3, 4, 4, 4, 3, 4, 2].enumerated() {
            #expect(grid.headerRect(ofGroup: group) == (0, top, 1000, 28), "group \(group)")
            top += 28 + rows * 104
        }
        #expect(grid.contentHeight == top)
        #expect(grid.contentHeight == 7 * 28 + 24 * 104)
    }

    @Test("every rect, header and the height match the reference layout", arguments: grids)
    func matchesReference(grid: BrushGrid) {
        let reference = grid.reference
        #expect(grid.contentHeight == reference.height)
        for (group, header) in reference.headers.enumerated() {
            #expect(ReferenceLayout.Rect(grid.headerRect(ofGroup: group)) == header)
        }
        for (item, expected) in reference.cells {
            let rect = grid.rect(ofItem: item.group, index: item.index)
            #expect(ReferenceLayout.Rect(rect) == expected, "\(item)")
        }
    }

    @Test("a cell's centre hits its item, scrolled or not")
    func hitCenters() throws {
        for (group, source) in myPaintGroups.enumerated() {
            for index in 0..<source.count {
                let rect = grid.rect(ofItem: group, index: index)
                let (x, y) = (rect.x + rect.width / 2, rect.y + rect.height / 2)
                for scroll in [0, 500, y - 300] {
                    let hit = try #require(grid.item(atX: x, y: y - scroll, scroll: scroll))
                    #expect(hit.group == group && hit.index == index)
                }
            }
        }
    }

    @Test("gaps, headers, empty row ends and the outside hit nothing")
    func misses() {
        let first = grid.rect(ofItem: 0, index: 0)
        #expect(grid.item(atX: first.x - 1, y: first.y + 10, scroll: 0) == nil)  // left margin
        #expect(grid.item(atX: first.x + 96, y: first.y + 10, scroll: 0) == nil)  // gap to the right
        #expect(grid.item(atX: first.x + 10, y: first.y + 96, scroll: 0) == nil)  // gap below
        #expect(grid.item(atX: first.x + 10, y: first.y - 1, scroll: 0) == nil)  // header
        #expect(grid.item(atX: 500, y: grid.headerRect(ofGroup: 3).y + 5, scroll: 0) == nil)
        #expect(grid.item(atX: 8 + 9 * 104 + 10, y: first.y + 10, scroll: 0) == nil)  // past column 9
        // Group 0's third row holds one item: the second place is empty.
        let lone = grid.rect(ofItem: 0, index: 18)
        #expect(grid.item(atX: lone.x + 104 + 10, y: lone.y + 10, scroll: 0) == nil)
        // Outside the content.
        #expect(grid.item(atX: 50, y: -1, scroll: 0) == nil)
        #expect(grid.item(atX: 50, y: 50, scroll: -60) == nil)
        #expect(grid.item(atX: 50, y: grid.contentHeight, scroll: 0) == nil)
        #expect(grid.item(atX: -5, y: first.y + 10, scroll: 0) == nil)
    }

    @Test("hits along every row and column edge match the reference's cell lookup", arguments: grids)
    func hitsMatchReference(grid: BrushGrid) {
        let reference = grid.reference
        var xs: Set<Int> = [-1, 0, grid.width - 1, grid.width]
        var ys: Set<Int> = [-1, 0, reference.height - 1, reference.height]
        for (_, rect) in reference.cells {
            xs.formUnion([rect.x - 1, rect.x, rect.x + 1, rect.x + rect.width - 1, rect.x + rect.width])
            ys.formUnion([rect.y - 1, rect.y, rect.y + rect.height / 2, rect.y + rect.height - 1])
            ys.insert(rect.y + rect.height)
        }
        for x in xs.sorted() {
            for y in ys.sorted() {
                for scroll in [0, 37] {
                    let hit = grid.item(atX: x, y: y - scroll, scroll: scroll)
                    let expected = reference.item(atX: x, y: y)
                    #expect(hit.map(ReferenceLayout.Item.init) == expected, "(\(x), \(y))")
                }
            }
        }
    }

    @Test("visibleItems is exactly the items whose cells meet the viewport", arguments: grids)
    func visibleMatchesReference(grid: BrushGrid) {
        let reference = grid.reference
        for viewport in [1, 8, 96, 104, 600, 5000] {
            let step = viewport >= 600 ? 1 : 7
            for scroll in stride(from: -150, through: reference.height + 20, by: step) {
                let expected = reference.items(intersectingRowsFrom: scroll, height: viewport)
                let visible = grid.visibleItems(scroll: scroll, viewportHeight: viewport)
                #expect(
                    visible.map(ReferenceLayout.Item.init) == expected, "scroll \(scroll), viewport \(viewport)")
                var walked: [ReferenceLayout.Item] = []
                grid.forEachVisibleItem(scroll: scroll, viewportHeight: viewport) {
                    walked.append(ReferenceLayout.Item(group: $0, index: $1))
                }
                #expect(walked == expected)
            }
        }
        #expect(grid.visibleItems(scroll: 0, viewportHeight: 0).isEmpty)
    }

    @Test("a cell is visible from the viewport's first row touching it to its last")
    func visibleEdges() {
        let cell = grid.rect(ofItem: 1, index: 0)
        let visible = { (scroll: Int, height: Int) in
            grid.visibleItems(scroll: scroll, viewportHeight: height).contains { $0 == (1, 0) }
        }
        #expect(!visible(cell.y - 100, 100))  // ends just above the cell
        #expect(visible(cell.y - 100, 101))
        #expect(visible(cell.y + 95, 10))  // starts on its last row
        #expect(!visible(cell.y + 96, 10))  // starts just below it
    }

    @Test("scroll is held to 0...contentHeight - viewport, and to 0 when it all fits")
    func clamping() {
        let height = grid.contentHeight
        #expect(grid.clampScroll(-50, viewportHeight: 600) == 0)
        #expect(grid.clampScroll(0, viewportHeight: 600) == 0)
        #expect(grid.clampScroll(1000, viewportHeight: 600) == 1000)
        #expect(grid.clampScroll(height - 600, viewportHeight: 600) == height - 600)
        #expect(grid.clampScroll(height - 599, viewportHeight: 600) == height - 600)
        #expect(grid.clampScroll(height * 2, viewportHeight: 600) == height - 600)
        #expect(grid.clampScroll(300, viewportHeight: height + 1) == 0)
        #expect(grid.clampScroll(-300, viewportHeight: height + 1) == 0)
        #expect(grid.clampScroll(300, viewportHeight: height) == 0)
    }
}
