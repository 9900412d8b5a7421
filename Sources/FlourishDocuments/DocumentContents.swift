import FlourishMemory
import FlourishOpenRaster
import FlourishRecording
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
    /// The colour space the file's pixels are in: an OpenRaster file's `mypaint:eotf`, or the
    /// legacy space where it names none (MyPaint 1.x's, Krita's, and Flourish's own files
    /// written before colour spaces); nil for a PNG, which opens in the painting's own space.
    public internal(set) var colorSpace: ColorSpace?
    /// For the user: layers or members skipped, a canvas grown, a texture flattened.
    public internal(set) var notes: [String]
    /// Where the pixels come from.
    let source: Source
    /// What in the file a save would not write back (layers flattened, hidden or not shown,
    /// modes drawn as Normal, members unused, a background made paper), phrased for the
    /// painter; empty where writing it over loses nothing.
    public var notKeptOnSave: [String] = []
    /// The history a painting of this file continues: the file's own, or one starting from
    /// the file as it is (another app's, a PNG, a file whose history is damaged); nil where
    /// not even that could be read (the history then starts blank: see the notes).
    public internal(set) var history: HistoryText?
    /// What opening it will cost in memory (see `DocumentReader+MemoryNeed`), worked out from
    /// its headers; `inspect` has checked it against the budget.
    public internal(set) var memoryNeed = MemoryNeed.none

    enum Source: Sendable {
        /// A PNG's rows at (0, 0).
        case png
        /// Layers of the file `reader` opened (a flat view's, bottom first) to put on the canvas
        /// at `origin`: one opaque layer streams straight in; more are flattened first.
        case openRaster(OpenRasterDocumentReader, layers: [OpenRasterLayerNode], origin: (x: Int, y: Int), eotf: Double)
        /// A file to keep as layers and groups (see `LayeredOpening`); flattened (as MyPaint
        /// blends them) where it is loaded into one store.
        case openRasterLayers(LayeredOpening)
    }

    /// The OpenRaster file as `inspect` opened it, which loading reads again rather than
    /// opening the file anew; nil for a PNG.
    var openRaster: OpenRasterDocumentReader? {
        switch source {
        case .png: nil
        case .openRaster(let reader, _, _, _): reader
        case .openRasterLayers(let opening): opening.reader
        }
    }

    /// What to tell the painter, once, where the file's colour space is not the one `setting`
    /// (`color_space`) makes new paintings in: the painting keeps its own. Nil where they
    /// agree, and for a PNG (which opens in the setting's).
    public func colorSpaceNote(setting: ColorSpace) -> String? {
        guard let colorSpace, colorSpace != setting else { return nil }
        return "painted in \(colorSpace.phrase); it stays in it (color_space makes new paintings in \(setting.phrase))"
    }

    /// The layers and groups a session opening this keeps apart (bottom first, each group
    /// after what it holds, as the stack lists them), or nil for one layer.
    public var layerNames: [String]? {
        guard case .openRasterLayers(let opening) = source else { return nil }
        return opening.entryNames
    }
}
