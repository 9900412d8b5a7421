import CMyPaint
import FlourishSamples

/// Paints batches of samples onto a sparse canvas with libmypaint.
///
/// Each batch is one begin/end_atomic pair: libmypaint queues every dab of the batch per tile
/// and renders each touched tile once at the end, then the engine reports exactly the tiles
/// written so the screen uploads only those.
public final class PaintEngine {
    /// The tiles strokes paint on: the canvas, or the current layer of a stack.
    public private(set) var tiles: TileStore
    private let surface: TiledSurface
    /// The brush each tool paints with; MyPaint keeps one per device.
    private var brushes: [Tool: Brush]
    private let defaultBrush: Brush
    private var timeline = StrokeTimeline()
    private var currentTool: Tool?
    private var wasDown = false
    private var times: [Double] = []
    private var dtimes: [Double] = []
    /// What the brushes draw at random (colour pick-up), so a replay paints the same pixels.
    let random = BrushRandom()

    /// Samples carry no barrel rotation (no tablet here reports one); 0 is what the v1
    /// stroke_to passed.
    static let barrelRotation: Float = 0

    /// libmypaint's `max_dtime`: a longer step resets the brush and only places it.
    static let longestStep = 5.0

    /// A dtime libmypaint treats as "the pen was away": it moves the brush without painting.
    static let placeOnly = 10.0

    public init(width: Int, height: Int, brush: Brush) {
        tiles = TileStore(width: width, height: height)
        surface = TiledSurface(store: tiles)
        defaultBrush = brush
        brushes = [:]
    }

    /// From the next batch on, strokes paint on `store` (a layer made current; same size as
    /// the canvas). The brushes keep their state: a stroke in progress would continue on the
    /// new store, so the session lifts the tools first.
    public func paint(on store: TileStore) {
        precondition(store.width == tiles.width && store.height == tiles.height, "a layer is the canvas's size")
        tiles.paintMask = nil
        tiles = store
        tiles.paintMask = paintMask
        surface.store = store
    }

    /// Where dabs may land (a selection), nil: everywhere. It goes with the store painted on.
    public var paintMask: SelectionMask? {
        didSet { tiles.paintMask = paintMask }
    }

    /// Dabs libmypaint drew so far: one per dab the brush made, however many symmetric
    /// copies it had (`symmetry.copies` each).
    public var dabs: UInt64 { surface.dabs }

    /// How every dab is repeated, from the next batch on (libmypaint takes a new symmetry at
    /// begin_atomic). Set between strokes: the session waits for a stroke to end.
    public var symmetry: Symmetry {
        get { surface.symmetry }
        set { surface.symmetry = newValue }
    }

    /// The view's zoom (1 = one canvas pixel a screen pixel), which brushes with
    /// view-dependent inputs read through stroke_to_2. libmypaint needs it positive: a value
    /// that is not a positive number changes nothing.
    public var viewZoom: Double {
        get { zoom }
        set { if newValue.isFinite && newValue > 0 { zoom = newValue } }
    }
    private var zoom = 1.0

    /// The view's rotation in radians, as stroke_to_2 takes it (libmypaint turns it into
    /// degrees in -180...180 itself). A value that is not a number changes nothing.
    public var viewRotation: Double {
        get { rotation }
        set { if newValue.isFinite { rotation = newValue } }
    }
    private var rotation = 0.0

    /// Samples whose position lay beyond the canvas's margin (see `SampleLimits`) and was
    /// pulled onto it, or was not a number and was not painted, so far.
    public private(set) var clampedSamples: UInt64 = 0

    /// The brush `tool` paints with.
    public func brush(for tool: Tool) -> Brush { brushes[tool] ?? defaultBrush }

    /// Gives `tool` its own brush (e.g. the eraser end), in the engine's colour space.
    public func setBrush(_ brush: Brush, for tool: Tool) {
        brush.colorSpace = colorSpace
        brushes[tool] = brush
        if currentTool == tool { currentTool = nil }
    }

    /// The space of the tiles the engine paints: outside the legacy space each brush's colour
    /// is given as light and libmypaint's colour dynamics work in linear sRGB
    /// (`mypaint_brush_stroke_to_2_linearsRGB`), as MyPaint 2 paints where its eotf is not 1.
    public var colorSpace = ColorSpace.legacy {
        didSet {
            guard colorSpace != oldValue else { return }
            defaultBrush.colorSpace = colorSpace
            for brush in brushes.values { brush.colorSpace = colorSpace }
        }
    }

    /// Paints one frame's samples, in order, and returns the tiles they changed.
    ///
    /// Every sample is painted exactly as delivered: nothing is predicted, smoothed or held
    /// back for a later correction, because a dab that reached the screen can never be taken
    /// back without the canvas visibly flickering or lying about what the hand did. The one
    /// exception is input libmypaint cannot survive: a position far off the canvas is pulled
    /// onto its margin, one that is not a number is left out (both counted in
    /// `clampedSamples`), and pressure and tilt are kept in range (see `SampleLimits`). Here,
    /// because every path into the canvas (the window, replay, benchmarks) comes through.
    @discardableResult
    public func continueStroke(_ batch: [Sample]) -> DirtyRegion {
        continueStroke(batch[...])
    }

    /// Paints part of a frame's samples (the session cuts a frame where a stroke starts or
    /// ends, so each undo step gets exactly its own stroke's tiles).
    @discardableResult
    public func continueStroke(_ batch: ArraySlice<Sample>) -> DirtyRegion {
        guard !batch.isEmpty else { return .none }
        times.removeAll(keepingCapacity: true)
        for sample in batch { times.append(sample.time) }
        timeline.dtimes(for: times, into: &dtimes)

        surface.beginAtomic()
        random.drawing { strokeTo(batch) }
        let bounds = surface.endAtomic()
        return DirtyRegion(tiles: tiles.takeDirtyTiles(), bounds: bounds)
    }

    /// Hands each sample of `batch` to libmypaint's stroke_to, inside an atomic.
    private func strokeTo(_ batch: ArraySlice<Sample>) {
        // Time of samples left out, handed on to the next one painted.
        var skippedTime = 0.0
        for (delivered, dtime) in zip(batch, dtimes) {
            let brush = brush(for: delivered.tool)
            let limits = SampleLimits(
                width: tiles.width, height: tiles.height,
                margin: SampleLimits.margin(largestRadius: brush.largestRadius))
            guard let (sample, moved) = limits.limit(delivered) else {
                clampedSamples += 1
                skippedTime += dtime
                continue
            }
            if moved { clampedSamples += 1 }
            var dtime = dtime + skippedTime
            skippedTime = 0
            if sample.tool != currentTool {
                // A different device (or the first sample ever): its brush must not draw a
                // line from where it was last, so it is reset, and the sample only places it
                // (libmypaint moves without painting when more than 5 s have passed).
                brush.reset()
                currentTool = sample.tool
                wasDown = false
                dtime = Self.placeOnly
            }
            if sample.isDown && !wasDown { brush.beginStroke() }
            wasDown = sample.isDown
            let pressure = sample.isDown ? sample.pressure : 0
            let stroke = colorSpace.isLegacy ? mypaint_brush_stroke_to_2 : mypaint_brush_stroke_to_2_linearsRGB
            _ = stroke(
                brush.pointer, surface.interface, Float(sample.x), Float(sample.y),
                Float(pressure), Float(sample.xtilt), Float(sample.ytilt), dtime,
                Float(zoom), Float(rotation), Self.barrelRotation)
            if dtime > Self.longestStep { brush.seedDabRates() }
        }
    }

    /// A device went away mid-stroke (unplugged, disabled): its stroke ends here, without a
    /// dab, and the next sample from any device places its brush afresh.
    public func liftAllTools() {
        currentTool = nil
        wasDown = false
    }

    /// Removes all paint. Returns the tiles that held it, with their pixels (for undo), and
    /// the region the screen must redraw as paper.
    @discardableResult
    public func clear() -> (region: DirtyRegion, removed: [TileCoordinate: TilePixels]) {
        let removed = tiles.removeAll()
        let region = DirtyRegion(
            tiles: removed.keys.sorted(),
            bounds: PixelRect(x: 0, y: 0, width: tiles.width, height: tiles.height))
        return (region, removed)
    }
}
