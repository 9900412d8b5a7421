/// The help's geometry (F1): a panel in the window's middle with its title, a search field
/// and a list of rows, each a key column and what the key does; the list scrolls by whole
/// rows. Window pixels; sizes in points at the chrome's scale, the panel no larger than the
/// window less a margin.
public struct HelpLayout: Equatable, Sendable {
    public static let widthPoints = 900
    public static let marginPoints = 16
    public static let paddingPoints = 12
    public static let keyColumnPoints = 190

    public let frame: ChromeRect
    public let title: ChromeRect
    public let field: ChromeRect
    /// Under the field: one line of what the pointer does besides the keys.
    public let note: ChromeRect
    public let list: ChromeRect
    public let rowHeight: Int
    /// The keys' column's width; what they do starts after it.
    public let keyColumnWidth: Int

    /// The help in a window of `window` pixels, for text `lineHeight` pixels high.
    public init(window: (width: Int, height: Int), scale: ChromeScale, lineHeight: Int) {
        let margin = scale.pixels(Self.marginPoints)
        let padding = scale.pixels(Self.paddingPoints)
        let width = max(min(scale.pixels(Self.widthPoints), window.width - 2 * margin), 120)
        let height = max(window.height - 2 * margin, 120)
        frame = ChromeRect(x: max((window.width - width) / 2, 0), y: max((window.height - height) / 2, 0), width: width, height: height)
        rowHeight = max(lineHeight + lineHeight / 3, 1)
        let inner = width - 2 * padding
        var y = frame.y + padding / 2
        title = ChromeRect(x: frame.x + padding, y: y, width: inner, height: rowHeight)
        y += rowHeight + padding / 2
        field = ChromeRect(x: frame.x + padding, y: y, width: inner, height: rowHeight + padding / 2)
        y += field.height + padding / 2
        note = ChromeRect(x: frame.x + padding, y: y, width: inner, height: rowHeight)
        y += rowHeight + padding / 2
        list = ChromeRect(x: frame.x + padding, y: y, width: inner, height: max(frame.maxY - padding / 2 - y, 0))
        keyColumnWidth = min(scale.pixels(Self.keyColumnPoints), inner / 2)
    }

    /// Rows the list shows at once (at least one).
    public var visibleRows: Int { max(list.height / rowHeight, 1) }

    /// The first row shown, kept between 0 and the last screenful of `rows`.
    public func clampScroll(_ scroll: Int, rows: Int) -> Int {
        min(max(scroll, 0), max(rows - visibleRows, 0))
    }

    /// Row `index`'s rectangle with the list scrolled to `scroll`; nil where it is not shown.
    public func row(_ index: Int, scroll: Int) -> ChromeRect? {
        let place = index - scroll
        guard place >= 0, place < visibleRows else { return nil }
        return ChromeRect(x: list.x, y: list.y + place * rowHeight, width: list.width, height: rowHeight)
    }
}
