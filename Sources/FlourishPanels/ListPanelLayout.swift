/// The geometry of a panel that is a titled list of rows with a row of buttons under it (the
/// new-painting panel, the open-recent panel, the path field's), in panel pixels: where each
/// row and button lies, and what a point is over.
public struct ListPanelLayout: Sendable, Equatable {
    public var width: Int
    public var rows: Int
    public var rowHeight: Int
    public var buttons: Int
    public static let padding = 10
    public static let titleHeight = 30
    public static let buttonHeight = 30
    public static let gap = 8

    public init(width: Int, rows: Int, rowHeight: Int, buttons: Int) {
        self.width = width
        self.rows = rows
        self.rowHeight = rowHeight
        self.buttons = buttons
    }

    /// The panel's height: title, rows, and the buttons' line where there are any.
    public var height: Int {
        Self.titleHeight + rows * rowHeight + (buttons > 0 ? Self.gap + Self.buttonHeight : 0) + Self.padding
    }

    /// Row `index`'s rectangle (the panel's width less its padding).
    public func row(_ index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        (Self.padding, Self.titleHeight + index * rowHeight, width - 2 * Self.padding, rowHeight)
    }

    /// Button `index`'s rectangle: the buttons share the line, left to right, with gaps.
    public func button(_ index: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        let room = width - 2 * Self.padding - (buttons - 1) * Self.gap
        let each = buttons > 0 ? room / buttons : 0
        return (Self.padding + index * (each + Self.gap), Self.titleHeight + rows * rowHeight + Self.gap, each, Self.buttonHeight)
    }

    /// What panel point (`x`, `y`) is over: a row, a button, or nothing (the title, a gap).
    public func hit(x: Int, y: Int) -> ListPanelHit? {
        func inside(_ r: (x: Int, y: Int, width: Int, height: Int)) -> Bool {
            x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height
        }
        if let row = (0..<rows).first(where: { inside(row($0)) }) { return .row(row) }
        if let button = (0..<buttons).first(where: { inside(button($0)) }) { return .button(button) }
        return nil
    }
}

/// What a point of a list panel is over.
public enum ListPanelHit: Sendable, Equatable {
    case row(Int)
    case button(Int)
}
