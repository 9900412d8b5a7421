import FlourishLayers
import FlourishOpenRaster

/// An OpenRaster file that opens as layers and groups: the file as it was opened (its whole
/// tree as the file describes it, read from there when it is loaded), which of its layers are
/// not painting layers (MyPaint's background, Flourish's paper), where the image lies on the
/// canvas, and whether a save is to start from what the file held.
struct LayeredOpening: Sendable {
    /// The file, opened once when it was inspected.
    let reader: OpenRasterDocumentReader
    /// The `src` of the layers that open as the paper, not as layers.
    let leftOut: Set<String>
    /// Where the image's (0, 0) lies on the canvas (Flourish's own files keep only the
    /// painted part).
    let origin: (x: Int, y: Int)
    /// The drawn layers with their groups folded in, bottom first, and MyPaint's exponent:
    /// what loading the file into one store flattens (as MyPaint blends them).
    let flattened: [OpenRasterLayerNode]
    let eotf: Double
    /// Whether opening keeps the file as the template of its saves (another app's file, whose
    /// attributes, members and untouched PNGs a save writes back); Flourish's own files have
    /// nothing of that to keep.
    let keepsTemplate: Bool
    /// `max_canvas` when the file was inspected: the most a layer's PNG may measure, either
    /// way, when the tree is loaded (a layer may reach past the canvas, and is clipped).
    var maxCanvas: (width: Int, height: Int)

    /// The tree, every attribute and carried member included.
    var document: OpenRasterDocument { reader.document }

    /// The key a layer's `LayerOrigin` has: its `src`.
    static func key(ofLayer layer: OpenRasterLayerNode) -> String { layer.source }

    /// The key a group's `LayerOrigin` has: where it sits in the tree, the index of each stack
    /// on the way down from the root (first child on top, as the file lists them).
    static func key(ofStackAt path: [Int]) -> String { "stack:" + path.map(String.init).joined(separator: "/") }

    /// The names the entries will have, bottom first, groups after what they hold.
    var entryNames: [String] {
        var names: [String] = []
        func walk(_ stack: OpenRasterStackNode) {
            for child in stack.children.reversed() {
                switch child {
                case .layer(let layer) where !leftOut.contains(layer.source): names.append(LayerStack.layerName(layer.name))
                case .layer: continue
                case .stack(let group):
                    walk(group)
                    names.append(LayerStack.layerName(group.name))
                }
            }
        }
        walk(document.root)
        return names
    }
}
