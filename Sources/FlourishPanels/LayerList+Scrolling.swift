extension LayerList {
    /// `scroll` held to 0...max(0, contentHeight - viewportHeight): the last row never rises
    /// above the viewport's bottom, and rows that fit do not scroll.
    public func clampScroll(_ scroll: Int) -> Int {
        min(max(scroll, 0), max(0, contentHeight - viewportHeight))
    }

    /// The on-screen rows that intersect the viewport when scrolled by `scroll`, top first:
    /// the ones worth drawing.
    public func visibleRows(scroll: Int) -> Range<Int> {
        guard viewportHeight > 0, layerCount > 0 else { return 0..<0 }
        let first = max(0, scroll / rowHeight)
        let end = min(layerCount, (scroll + viewportHeight + rowHeight - 1) / rowHeight)
        return first < end ? first..<end : 0..<0
    }

    /// The scroll that brings stack position `position`'s row wholly into view, moving as
    /// little as it can from `scroll` (a new layer, selected, is shown).
    public func scroll(_ scroll: Int, revealing position: Int) -> Int {
        let top = row(ofPosition: position) * rowHeight
        var next = scroll
        if top < next { next = top }
        if top + rowHeight > next + viewportHeight { next = top + rowHeight - viewportHeight }
        return clampScroll(next)
    }
}
