/// The brush chooser's layout: groups of brush previews, each under a full-width header, the
/// previews flowing left to right in square cells and wrapping, every group on fresh rows.
///
/// Positions are whole pixels in content coordinates: x from the panel's left edge, y from
/// the top of the first header, before scrolling. A rectangle covers x ..< x + width and
/// y ..< y + height. Columns start one `gap` in from the left edge; each row of cells is
/// followed by one `gap`, which also separates a group's last row from the next header.
public struct BrushGrid: Sendable {
    /// Each group's header title and number of items, in order.
    public let groups: [(title: String, count: Int)]
    /// Panel width in pixels.
    public let width: Int
    /// Side of one square cell.
    public let cellSize: Int
    /// Space between cells, across and down, and before the first column.
    public let gap: Int
    /// Height of each group's header strip.
    public let headerHeight: Int
    /// Cells per row: as many as fit after the left gap with a gap after each, at least one.
    public let columns: Int
    /// Height of everything, headers and rows, from the first header's top.
    public let contentHeight: Int
    /// The top of each group's header, then `contentHeight`: group g spans
    /// `groupTops[g] ..< groupTops[g + 1]`, so a lookup is a binary search, not a walk.
    let groupTops: [Int]

    public init(
        groups: [(title: String, count: Int)], width: Int, cellSize: Int = 96, gap: Int = 8,
        headerHeight: Int = 28
    ) {
        precondition(cellSize > 0 && gap >= 0 && headerHeight >= 0, "a cell needs a size")
        precondition(groups.allSatisfy { $0.count >= 0 }, "a group cannot hold fewer than no items")
        self.groups = groups
        self.width = width
        self.cellSize = cellSize
        self.gap = gap
        self.headerHeight = headerHeight
        let columns = max(1, (width - gap) / (cellSize + gap))
        self.columns = columns
        var tops: [Int] = []
        tops.reserveCapacity(groups.count + 1)
        var top = 0
        for group in groups {
            tops.append(top)
            top += headerHeight + (group.count + columns - 1) / columns * (cellSize + gap)
        }
        tops.append(top)
        groupTops = tops
        contentHeight = top
    }

    /// Distance from one row's (or column's) start to the next.
    var pitch: Int { cellSize + gap }

    /// Rows group `group` fills.
    public func rows(inGroup group: Int) -> Int {
        (groups[group].count + columns - 1) / columns
    }

    /// The header strip of group `group`, across the whole panel.
    public func headerRect(ofGroup group: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        (0, groupTops[group], width, headerHeight)
    }

    /// The cell of item `index` in group `group`, in content coordinates.
    public func rect(ofItem group: Int, index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        precondition(index >= 0 && index < groups[group].count, "no item \(index) in group \(group)")
        let row = index / columns
        let column = index % columns
        return (gap + column * pitch, itemsTop(ofGroup: group) + row * pitch, cellSize, cellSize)
    }

    /// Where group `group`'s first row starts: just below its header.
    func itemsTop(ofGroup group: Int) -> Int {
        groupTops[group] + headerHeight
    }
}
