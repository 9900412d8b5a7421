import FlourishPaint

/// One layer as a save writes it: its tiles frozen in an instant (no pixels copied, see
/// `CanvasSnapshot`) and how it is composited.
public struct LayerSnapshot: Sendable {
    public let canvas: CanvasSnapshot
    public let name: String
    public let isVisible: Bool
    public let opacity: Double
    public let compositeOp: String

    /// Whether compositing it over a transparent backdrop gives its own pixels.
    public var isPlain: Bool { isVisible && opacity == 1 && compositeOp == LayerEntry.normal }
}

extension LayerStack {
    /// Every layer, bottom first, frozen for a save.
    public func snapshot() -> [LayerSnapshot] {
        entries.map {
            LayerSnapshot(
                canvas: $0.layer.tiles.snapshot(), name: $0.name, isVisible: $0.isVisible, opacity: $0.opacity,
                compositeOp: $0.compositeOp)
        }
    }

    /// A fresh stack's layers replaced by `opened` (bottom first; `current` the one to paint
    /// on), where a file with several layers was opened into it: the start, not a step.
    public func adoptOpened(_ opened: [LayerEntry], current: Int) {
        precondition(!opened.isEmpty, "a stack has a layer")
        arrangement = LayerArrangement(entries: opened, current: min(max(current, 0), opened.count - 1))
        nextNumber = opened.count + 1
        forgetFlattened()
        recomposite(paintedTiles)
    }
}
