import FlourishOpenRaster
import FlourishSamples

/// What opening a file will give, read from its header (PNG) or its `stack.xml` (OpenRaster)
/// before any pixel: the canvas it needs, its paper, and what the user should be told. Sizes
/// are checked against the limit here, before anything is allocated.
public struct DocumentContents: Sendable {
    public let path: String
    public let format: DocumentFormat
    public let canvasWidth: Int
    public let canvasHeight: Int
    /// The paper the file brings (OpenRaster's background, Flourish's own paper), or nil.
    public let paper: Color?
    /// For the user: layers or members skipped, a canvas grown, a texture flattened.
    public let notes: [String]
    /// Where the pixels come from.
    let source: Source

    enum Source: Sendable {
        /// A PNG's rows at (0, 0).
        case png
        /// OpenRaster layers (bottom first) to put on the canvas at `origin`: one opaque layer
        /// streams straight in; more are flattened first.
        case openRaster(layers: [OpenRasterLayer], origin: (x: Int, y: Int), eotf: Double)
    }
}
