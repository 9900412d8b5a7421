/// The layers panel's layout: one row per layer or group, the top of the stack first (as MyPaint
/// and Krita list them), what a group holds under it and indented, in a viewport that scrolls
/// when the rows outgrow it, and a row of buttons under the viewport that never scrolls.
///
/// Positions are whole pixels from the list's top-left corner. Rows are counted on screen
/// (row 0 is the top layer); layers are named by their position in the stack (0 at the
/// bottom), as `LayerCommand` names them, so every answer here is a stack position.
/// A rectangle covers x ..< x + width and y ..< y + height.
public struct LayerList: Sendable {
    /// Layers in the stack.
    public let layerCount: Int
    /// The list's width.
    public let width: Int
    /// Height of one layer's row.
    public let rowHeight: Int
    /// Height of the part the rows scroll in.
    public let viewportHeight: Int
    /// Height of the buttons row under the viewport.
    public let buttonsHeight: Int
    /// Space around cells.
    public let gap: Int
    /// The thumbnail's box in a row: as wide as a 4:3 picture of the row's height.
    public let thumbnailWidth: Int
    /// Width of the opacity cell ("100%").
    public let opacityWidth: Int
    /// Width of the mode cell ("Destination Atop" is the longest name).
    public let modeWidth: Int
    /// Side of the visibility box.
    public let eyeSide: Int
    /// How many groups hold each stack position (empty: none do).
    public let depths: [Int]
    /// How far right each group holding a row moves its eye, thumbnail and name.
    public let indent: Int

    public init(
        layerCount: Int, width: Int, rowHeight: Int = 44, viewportHeight: Int, buttonsHeight: Int = 28, gap: Int = 6,
        opacityWidth: Int = 44, modeWidth: Int = 88, eyeSide: Int = 18, depths: [Int] = [], indent: Int = 14
    ) {
        precondition(depths.isEmpty || depths.count == layerCount, "a depth for every position, or none")
        precondition(layerCount >= 0 && rowHeight > 0 && viewportHeight >= 0 && buttonsHeight >= 0, "a list needs a size")
        self.layerCount = layerCount
        self.width = width
        self.rowHeight = rowHeight
        self.viewportHeight = viewportHeight
        self.buttonsHeight = buttonsHeight
        self.gap = gap
        self.opacityWidth = opacityWidth
        self.modeWidth = modeWidth
        self.eyeSide = eyeSide
        self.depths = depths
        self.indent = indent
        thumbnailWidth = (rowHeight - 2 * gap) * 4 / 3
    }

    /// Height of every row together, before scrolling.
    public var contentHeight: Int { layerCount * rowHeight }

    /// Height of the whole list: the viewport and the buttons under it.
    public var height: Int { viewportHeight + buttonsHeight }

    /// The stack position shown in on-screen row `row`.
    public func position(ofRow row: Int) -> Int { layerCount - 1 - row }

    /// The on-screen row that shows stack position `position`.
    public func row(ofPosition position: Int) -> Int { layerCount - 1 - position }

    /// The whole row of stack position `position`, in content coordinates (add the viewport's
    /// top and take the scroll away to place it).
    public func rowRect(ofPosition position: Int) -> (x: Int, y: Int, width: Int, height: Int) {
        (0, row(ofPosition: position) * rowHeight, width, rowHeight)
    }

    /// How many groups hold stack position `position`.
    public func depth(ofPosition position: Int) -> Int { depths.indices.contains(position) ? depths[position] : 0 }

    /// A cell of the row of stack position `position`, across: x and width within the row, y
    /// and height from the row's top. The eye, thumbnail and name sit further right the more
    /// groups hold the row (at most as far as leaves the name a thumbnail's width).
    public func cell(_ cell: LayerListCell, position: Int = -1) -> (x: Int, y: Int, width: Int, height: Int) {
        let inner = rowHeight - 2 * gap
        let nameRoom = width - 3 * gap - eyeSide - thumbnailWidth - opacityWidth - modeWidth - 3 * gap
        let shift = min(depth(ofPosition: position) * indent, max(0, nameRoom - thumbnailWidth))
        switch cell {
        case .eye:
            return (shift + gap, (rowHeight - eyeSide) / 2, eyeSide, eyeSide)
        case .thumbnail:
            return (shift + 2 * gap + eyeSide, gap, thumbnailWidth, inner)
        case .name:
            let x = shift + 3 * gap + eyeSide + thumbnailWidth
            return (x, gap, max(0, width - x - opacityWidth - modeWidth - 3 * gap), inner)
        case .opacity:
            return (width - 2 * gap - modeWidth - opacityWidth, gap, opacityWidth, inner)
        case .mode:
            return (width - gap - modeWidth, gap, modeWidth, inner)
        }
    }

    /// Button `button`'s rectangle in the buttons row: the six share the width, a gap apart.
    public func buttonRect(_ button: LayerListButton) -> (x: Int, y: Int, width: Int, height: Int) {
        let count = LayerListButton.allCases.count
        let index = LayerListButton.allCases.firstIndex(of: button) ?? 0
        let each = max(0, (width - (count + 1) * gap) / count)
        return (gap + index * (each + gap), viewportHeight + gap / 2, each, max(0, buttonsHeight - gap))
    }
}
