extension LayerList {
    /// What (`x`, `y`) in the list is over when the rows are scrolled up by `scroll` pixels,
    /// or nil outside the list, below the last row, or between the buttons. The eye, opacity
    /// and mode cells answer for their whole column of the row, so a near miss still hits.
    public func hit(x: Int, y: Int, scroll: Int) -> LayerListHit? {
        guard x >= 0, x < width, y >= 0, y < height else { return nil }
        if y >= viewportHeight {
            return LayerListButton.allCases.first { button in
                let r = buttonRect(button)
                return x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height
            }.map { .button($0) }
        }
        let contentY = y + scroll
        guard contentY >= 0, contentY < contentHeight else { return nil }
        let position = position(ofRow: contentY / rowHeight)
        let eye = cell(.eye, position: position)
        if x >= eye.x - gap / 2, x < eye.x + eye.width + gap { return .eye(position: position) }
        let opacity = cell(.opacity)
        if x >= opacity.x - gap / 2, x < opacity.x + opacity.width + gap / 2 { return .opacity(position: position) }
        if x >= cell(.mode).x - gap / 2 { return .mode(position: position) }
        return .row(position: position)
    }
}
