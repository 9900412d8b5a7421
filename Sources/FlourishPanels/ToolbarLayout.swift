/// Where the toolbar's buttons go: square buttons in groups along the window's top edge, left
/// to right, a wider gap between groups; where the window is too narrow for one row the
/// buttons go on in another below (a whole group where it fits in a row), so every control
/// stays on screen at any window size. The
/// toolbar is a band across the whole width, as tall as its rows: a press anywhere in it is
/// the chrome's, never the canvas's.
///
/// Sizes are points, multiplied by the `ChromeScale` (34-point buttons are 68 pixels at 2x).
public struct ToolbarLayout: Equatable, Sendable {
    public static let buttonPoints = 34
    public static let gapPoints = 2
    public static let groupGapPoints = 12
    public static let paddingPoints = 4

    /// Each control's button, in the order given.
    public let buttons: [ChromeRect]
    /// The whole band: the window's width, from the top, as tall as the rows.
    public let band: ChromeRect

    /// Lays out groups of `groups[i]` controls each in a window `width` pixels wide.
    public init(groups: [Int], width: Int, scale: ChromeScale) {
        let side = scale.pixels(Self.buttonPoints)
        let gap = scale.pixels(Self.gapPoints)
        let groupGap = scale.pixels(Self.groupGapPoints)
        let padding = scale.pixels(Self.paddingPoints)
        var buttons: [ChromeRect] = []
        var x = padding
        var y = padding
        for (index, count) in groups.enumerated() where count > 0 {
            if index > 0 && !buttons.isEmpty { x += groupGap - gap }
            // A group that does not fit in what is left of the row starts the next one, where
            // it fits there whole: a group's buttons stay together.
            let groupWidth = count * side + (count - 1) * gap
            if x > padding && x + groupWidth > width - padding && padding + groupWidth <= width - padding {
                x = padding
                y += side + gap
            }
            for _ in 0..<count {
                // The first button of a row always goes in, however narrow the window.
                if x + side > width - padding && x > padding {
                    x = padding
                    y += side + gap
                }
                buttons.append(ChromeRect(x: x, y: y, width: side, height: side))
                x += side + gap
            }
        }
        self.buttons = buttons
        let bottom = (buttons.map(\.maxY).max() ?? 0) + padding
        band = buttons.isEmpty ? .empty : ChromeRect(x: 0, y: 0, width: max(width, 0), height: bottom)
    }

    /// The control whose button holds window point (`x`, `y`); nil between buttons and off
    /// the toolbar.
    public func control(atX x: Double, y: Double) -> Int? {
        guard band.contains(x: x, y: y) else { return nil }
        return buttons.firstIndex { $0.contains(x: x, y: y) }
    }
}
