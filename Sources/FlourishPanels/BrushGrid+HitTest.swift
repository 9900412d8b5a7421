extension BrushGrid {
    /// The item under (`x`, `y`) in the panel when the content is scrolled up by `scroll`
    /// pixels, or nil on a header, in a gap, past a group's last item, or outside the content.
    public func item(atX x: Int, y: Int, scroll: Int) -> (group: Int, index: Int)? {
        let contentY = y + scroll
        guard x >= gap, contentY >= 0, contentY < contentHeight else { return nil }
        let group = group(containing: contentY)
        let down = contentY - itemsTop(ofGroup: group)
        let across = x - gap
        guard down >= 0, down % pitch < cellSize, across % pitch < cellSize else { return nil }
        let column = across / pitch
        guard column < columns else { return nil }
        let index = down / pitch * columns + column
        return index < groups[group].count ? (group, index) : nil
    }

    /// The group whose span holds content row `contentY`, which must lie in 0..<contentHeight.
    /// Empty groups with no header height span nothing and are never answered.
    func group(containing contentY: Int) -> Int {
        // The last group whose top is at or above contentY.
        var low = 0
        var high = groups.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if groupTops[middle] <= contentY { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
