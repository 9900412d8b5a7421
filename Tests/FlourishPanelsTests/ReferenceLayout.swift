import FlourishPanels

/// The brush grid laid out the slow, obvious way: a pen moving right along a row, dropping to
/// a new row when the next cell and its gap would cross the panel's right edge, and every
/// group starting below its header on a fresh row. Written without the module's column
/// arithmetic, so the two check each other.
struct ReferenceLayout {
    struct Rect: Equatable, CustomStringConvertible {
        var x: Int, y: Int, width: Int, height: Int
        var description: String { "(\(x), \(y), \(width), \(height))" }

        init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// The rectangle of one of `BrushGrid`'s tuples.
        init(_ rect: (x: Int, y: Int, width: Int, height: Int)) {
            self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
        }

        func contains(x px: Int, y py: Int) -> Bool {
            px >= x && px < x + width && py >= y && py < y + height
        }
    }

    struct Item: Hashable, CustomStringConvertible {
        var group: Int, index: Int
        var description: String { "\(group).\(index)" }

        init(group: Int, index: Int) {
            (self.group, self.index) = (group, index)
        }

        /// The item of one of `BrushGrid`'s tuples.
        init(_ item: (group: Int, index: Int)) {
            self.init(group: item.group, index: item.index)
        }
    }

    var headers: [Rect] = []
    /// Every item's cell, in reading order.
    var cells: [(item: Item, rect: Rect)] = []
    var height = 0

    init(counts: [Int], width: Int, cell: Int, gap: Int, header: Int) {
        var y = 0
        for (group, count) in counts.enumerated() {
            headers.append(Rect(x: 0, y: y, width: width, height: header))
            y += header
            var x = gap
            for index in 0..<count {
                if x != gap && x + cell + gap > width {
                    x = gap
                    y += cell + gap
                }
                let rect = Rect(x: x, y: y, width: cell, height: cell)
                cells.append((Item(group: group, index: index), rect))
                x += cell + gap
            }
            if count > 0 { y += cell + gap }
        }
        height = y
    }

    /// The item whose cell holds content point (x, y), by looking at every cell.
    func item(atX x: Int, y: Int) -> Item? {
        cells.first { $0.rect.contains(x: x, y: y) }?.item
    }

    /// Every item whose cell shares a content row with top ..< top + height.
    func items(intersectingRowsFrom top: Int, height: Int) -> [Item] {
        cells.filter { $0.rect.y < top + height && $0.rect.y + $0.rect.height > top }.map(\.item)
    }
}

extension BrushGrid {
    /// `ReferenceLayout` of this grid's groups and sizes.
    var reference: ReferenceLayout {
        ReferenceLayout(
            counts: groups.map(\.count), width: width, cell: cellSize, gap: gap, header: headerHeight)
    }
}
