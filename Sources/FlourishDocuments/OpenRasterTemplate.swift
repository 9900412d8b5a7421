import FlourishOpenRaster
import FlourishSamples

/// What another app's OpenRaster file held when the painting was opened from it, kept for its
/// saves: the document (every attribute, unknown ones included, and every member nothing
/// draws, byte for byte), each layer's PNG as the file stored it, and the paper its background
/// opened as. A save starts from it (see `DocumentWriter.writeOpenRaster(_:template:to:)`):
/// what the painter did not touch goes back as it came.
public struct OpenRasterTemplate: Sendable {
    public let document: OpenRasterDocument
    /// Each layer's PNG by its `src`, the background's included.
    public let layerPNGs: [String: [UInt8]]
    /// The paper MyPaint's background opened as; nil where the file had none. While the
    /// painting's paper is this one, the background is written back as it came (its tile may
    /// be a texture the paper's one colour only stands for).
    public let backgroundPaper: Color?

    public init(document: OpenRasterDocument, layerPNGs: [String: [UInt8]], backgroundPaper: Color?) {
        self.document = document
        self.layerPNGs = layerPNGs
        self.backgroundPaper = backgroundPaper
    }
}
