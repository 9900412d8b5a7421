import FlourishPaint

/// One layer's pixels: a sparse tile store of the canvas's size. A class, so the stack, an
/// undo step that holds a deleted layer, and a copy of the stack's arrangement all name the
/// same pixels: an undone delete brings back this very store, byte for byte.
public final class Layer {
    public let tiles: TileStore

    public init(width: Int, height: Int) {
        tiles = TileStore(width: width, height: height)
    }
}
