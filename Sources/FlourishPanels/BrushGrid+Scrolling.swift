extension BrushGrid {
    /// Every item whose cell intersects the viewport `scroll ..< scroll + viewportHeight` of
    /// content rows, group by group, in reading order: the previews worth loading now.
    public func visibleItems(scroll: Int, viewportHeight: Int) -> [(group: Int, index: Int)] {
        var items: [(group: Int, index: Int)] = []
        items.reserveCapacity(((viewportHeight + pitch - 1) / pitch + 1) * columns)
        forEachVisibleItem(scroll: scroll, viewportHeight: viewportHeight) { items.append(($0, $1)) }
        return items
    }

    /// `visibleItems` without the array: calls `body(group, index)` for each in the same
    /// order, so a render loop can walk them every frame without allocating.
    public func forEachVisibleItem(
        scroll: Int, viewportHeight: Int, _ body: (_ group: Int, _ index: Int) -> Void
    ) {
        let bottom = scroll + viewportHeight
        guard viewportHeight > 0, bottom > 0, scroll < contentHeight, !groups.isEmpty else { return }
        var group = scroll > 0 ? self.group(containing: scroll) : 0
        while group < groups.count, groupTops[group] < bottom {
            let top = itemsTop(ofGroup: group)
            // Row r spans top + r·pitch ..< top + r·pitch + cellSize; keep those that overlap.
            let firstRow = max(0, floorDivision(scroll - cellSize - top, pitch) + 1)
            let endRow = min(rows(inGroup: group), ceilingDivision(bottom - top, pitch))
            let count = groups[group].count
            if firstRow < endRow {
                for index in (firstRow * columns)..<min(endRow * columns, count) {
                    body(group, index)
                }
            }
            group += 1
        }
    }

    /// `scroll` held to 0...max(0, contentHeight - viewportHeight): the content's bottom never
    /// rises above the viewport's, and content shorter than the viewport does not scroll.
    public func clampScroll(_ scroll: Int, viewportHeight: Int) -> Int {
        min(max(scroll, 0), max(0, contentHeight - viewportHeight))
    }
}

/// ⌊a / b⌋ for b > 0, also for negative a (Swift's `/` truncates towards zero).
private func floorDivision(_ a: Int, _ b: Int) -> Int {
    a >= 0 ? a / b : -((-a + b - 1) / b)
}

/// ⌈a / b⌉ for b > 0.
private func ceilingDivision(_ a: Int, _ b: Int) -> Int {
    -floorDivision(-a, b)
}
