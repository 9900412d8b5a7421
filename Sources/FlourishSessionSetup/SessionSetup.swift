import FlourishMemory
import FlourishSamples

/// How a painting session starts: its canvas, brushes, paper, undo budget and first view.
///
/// The one place the defaults live: the settings file, the command line and a recording's
/// header each override some of them, and the app and `flourish replay` build their session
/// from the result through `PaintSession.init(setup:)`, so both paint with the same brushes.
/// Plain values with no C under them: the settings parser fills them in without libmypaint,
/// and the session, which loads the brushes, is where a brush is found not to load.
public struct SessionSetup: Sendable, Equatable {
    public var canvasWidth = 4096
    public var canvasHeight = 4096
    /// The brushes of slots 1-9 (`.myb` paths or `group/name` in mypaint-brushes): an inker,
    /// a pencil, a marker, charcoal, an airbrush, a watercolour, a blender, a textured ink and
    /// an eraser, so the keys 1-9 reach the kinds of brush a painter switches between. The
    /// inker comes first because a newcomer's first stroke (a mouse at half pressure) must
    /// show: the liner's is dark (85% below the paper's luminance at 1:1), the pencil's
    /// hardly shows (5%).
    public var slotBrushes = SessionSetup.defaultSlotBrushes
    public static let defaultSlotBrushes = [
        "deevad/liner", "classic/pencil", "classic/marker_fat", "classic/charcoal", "deevad/airbrush",
        "deevad/watercolor_expressive", "classic/blend+paint", "classic/textured_ink", "classic/ink_eraser",
    ]
    /// Each slot's stroke stabilizer strength at start, slots 1-9: 0 (off, the default) to 1
    /// (the strongest pull; see FlourishStabilizer).
    public var slotStabilizers = [Double](repeating: 0, count: 9)
    /// The slot the session starts on, 1...9.
    public var startSlot = 1
    /// The starting slot's brush. Setting it (the settings' `brush`, `--brush`, a recording's
    /// header) replaces what a `slotN` line put there, so that line's brush no longer decides
    /// the slot, though it is still checked (see `ConfiguredBrushes`).
    public var brush: String {
        get { slotBrushes[startSlot - 1] }
        set {
            slotBrushes[startSlot - 1] = newValue
            configuredBrushes.supersede(slot: startSlot)
        }
    }
    /// The `slotN` lines of the settings, in order, with where each was written: the settings
    /// parser only checks a brush value's shape; the session, which loads the brushes, loads
    /// each of these once and names the line of one that cannot be loaded.
    public var configuredBrushes = ConfiguredBrushes()
    /// The starting slot's radius in pixels; nil keeps the brush file's own.
    public var brushRadius: Double?
    /// Every slot's colour at start.
    public var color = Color(r: 0x22, g: 0x22, b: 0x2a)
    /// The colour under the paint (the canvas itself is transparent).
    public var paper = Color(r: 0xf4, g: 0xf0, b: 0xe6)
    /// The colour space a new painting is made in (`color_space`): MyPaint 2's linear light by
    /// default. A painting opened from a file keeps the file's; a recording's header says the
    /// one it was painted in (none: legacy).
    public var colorSpace = ColorSpace.linear
    /// The brush the pen's eraser end paints with (in eraser mode), and its radius; MyPaint
    /// keeps one brush per device, so flipping the pen brings each end's own brush back.
    public var eraserBrush = "classic/ink_eraser"
    public var eraserRadius: Double = 8
    /// Most bytes of tile copies the undo history keeps; the oldest steps go first.
    public var undoMemoryBytes = 512 << 20
    /// The most memory the painting may take (`memory_limit_mb`, else a share of the
    /// machine's): what opening a file, a new canvas or a replay is checked against before
    /// anything is allocated.
    public var memoryBudget = MemoryBudget.machineDefault
    /// The most bytes the painting's history keeps in memory and in its file; nil: the
    /// session's default (`HistoryLog.defaultLimit`). Tests set a small one to reach it.
    public var historyLimitBytes: Int?
    /// The view the window opens with: 1:1, where a first stroke shows as it is painted (a
    /// fitted 4096x4096 canvas opened at 19%, where a pencil line hardly shows at all).
    public var startZoom = StartZoom.scale(1)
    /// The largest canvas Flourish makes or opens, each side: checked where a size is read,
    /// before anything is allocated, so a painting is never found too big to save at quit.
    public var maxCanvasWidth = 32768
    public var maxCanvasHeight = 32768
    /// The file the painting is kept in (opened, or named by `--save`): where Ctrl+S and the
    /// way out save it. Nil: a painting with no file yet, kept in the autosave folder.
    public var documentPath: String?
    /// PNG saves write the whole canvas instead of the painted bounds (`--full-canvas`).
    public var fullCanvasPNG = false
    /// What the eyedropper picks from (`eyedropper`).
    public var eyedropper = EyedropperSource.composite

    /// Why this setup's canvas cannot be had (see `canvasProblem`), or nil: too large for
    /// `max_canvas`, or, painted all over, for the memory budget. A new canvas is refused at
    /// the start, never found too big once the painting fills it.
    public var canvasSizeProblem: String? {
        if let why = Self.canvasProblem(width: canvasWidth, height: canvasHeight, limit: (maxCanvasWidth, maxCanvasHeight)) {
            return why
        }
        do { try memoryBudget.check(PaintingCost.canvas(width: canvasWidth, height: canvasHeight)) } catch {
            return "\(canvasWidth)x\(canvasHeight) \(error)"
        }
        return nil
    }

    /// Why a canvas of this size cannot be had, or nil where it can.
    public static func canvasProblem(width: Int, height: Int, limit: (width: Int, height: Int)) -> String? {
        guard width > 0, height > 0 else { return "\(width)x\(height) is not a canvas size" }
        guard width <= limit.width, height <= limit.height else {
            return "\(width)x\(height) is larger than max_canvas \(limit.width)x\(limit.height)"
        }
        // Every export works in 8-bit RGBA rows of Int sizes: the bytes must fit easily.
        let (bytes, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard !overflow, bytes < Int(Int32.max) * 8 else { return "\(width)x\(height) is too large to export" }
        return nil
    }

    public init() {}
}
