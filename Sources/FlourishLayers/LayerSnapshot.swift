import FlourishCompositing
import FlourishPaint

/// One layer or group as a save writes it: its tiles frozen in an instant (no pixels copied,
/// see `CanvasSnapshot`), how it is composited, and where it sits in the tree (see
/// `LayerEntry`: bottom first, each group after what it holds).
public struct LayerSnapshot: Sendable {
    public let canvas: CanvasSnapshot
    public let name: String
    public let isVisible: Bool
    public let opacity: Double
    /// The `composite-op` the file gets (`LayerEntry.fileCompositeOp`).
    public let compositeOp: String
    public let depth: Int
    public let isGroup: Bool
    public let isIsolated: Bool
    /// The node of the opened file it came from, if any.
    public let origin: LayerOrigin?
    /// Whether its pixels are still the ones the file gave it (always false without an origin).
    public let pixelsAsOpened: Bool
    /// Whether it is the one the pen paints on.
    public let isCurrent: Bool

    /// Whether compositing it over a transparent backdrop gives its own pixels.
    public var isPlain: Bool { !isGroup && isVisible && opacity == 1 && compositeOp == BlendMode.normal.compositeOp }
}

extension LayerStack {
    /// Every layer and group, bottom first, frozen for a save.
    public func snapshot() -> [LayerSnapshot] {
        entries.enumerated().map { index, entry in
            LayerSnapshot(
                canvas: entry.layer.tiles.snapshot(), name: entry.name, isVisible: entry.isVisible,
                opacity: entry.opacity, compositeOp: entry.fileCompositeOp, depth: entry.depth, isGroup: entry.isGroup,
                isIsolated: entry.isIsolated, origin: entry.origin,
                pixelsAsOpened: entry.origin?.revision == entry.layer.tiles.revision, isCurrent: index == currentIndex)
        }
    }

    /// A fresh stack's layers replaced by `opened` (bottom first, groups after their children;
    /// `current` the one to paint on), where a file with several layers was opened into it: the
    /// start, not a step.
    public func adoptOpened(_ opened: [LayerEntry], current: Int) {
        precondition(LayerArrangement.isWellFormed(opened), "an opened stack is a tree with a layer in it")
        var current = min(max(current, 0), opened.count - 1)
        if opened[current].isGroup, let layer = opened.lastIndex(where: { !$0.isGroup }) { current = layer }
        arrangement = LayerArrangement(entries: opened, current: current)
        nextNumber = opened.filter { !$0.isGroup }.count + 1
        compositor.forgetFlattened()
        recomposite(paintedTiles)
    }
}
