import CMyPaint
import FlourishSamples

/// What a loaded brush does with libmypaint's spectral pigment mixing (`paint_mode`: 0 paints
/// plain RGB, 1 mixes as pigments do, blue and yellow making green), chosen by whoever loads it
/// for the painting it will paint on.
///
/// MyPaint 2 keeps a brush file's `paint_mode`, base value and mappings, wherever the file
/// defines one, and gives a brush that does not its "pigment by default" preference: the
/// setting's default (1.0, on) in its 2.x mode, the setting's minimum (0, off) in its 1.x mode
/// (`default_pigment_setting` in gui/brushmanager.py). Brush files from before pigment (all of
/// classic, deevad, ramon, tanda and kaerhon in mypaint-brushes) define none; Dieterle's define
/// 1.0. Pigment costs time: per dab 1.7-3x for pencils and charcoal and 9.5x for a smudge brush
/// (`flourish-bench pigment`), still some 5% of one core at most for a 250 Hz pen.
public enum BrushPigment: Sendable, Equatable, CaseIterable {
    /// Off whatever the file says, mappings and all: how every brush painted before the file's
    /// `paint_mode` was kept, so a painting or recording made then paints the same pixels.
    case off
    /// The file's `paint_mode` where it defines one, otherwise off: MyPaint 2's 1.x mode.
    case fileOrOff
    /// The file's `paint_mode` where it defines one, otherwise on at the setting's default:
    /// MyPaint 2's 2.x mode, and the one for a `linear` painting.
    case fileOrOn

    /// The rule for a painting in `space`: MyPaint 2's 2.x mode in the linear space; off,
    /// whatever the file asks, in the legacy one, so its paintings and recordings paint as
    /// they always did.
    public init(for space: ColorSpace) {
        self = space.isLegacy ? .off : .fileOrOn
    }

    /// Whether the file's own `paint_mode` is kept where it defines one.
    var keepsFile: Bool { self != .off }

    /// The `paint_mode` a brush gets where its file's is not kept: libmypaint's minimum (off),
    /// or for `.fileOrOn` its default (on).
    var constantValue: Float {
        let (range, fallback) = BrushRanges.baseRange(MYPAINT_BRUSH_SETTING_PAINT_MODE)
        return self == .fileOrOn ? fallback : range.lowerBound
    }
}

extension Brush {
    /// The setting's name in a `.myb` file.
    static let paintModeName = "paint_mode"

    /// Gives the brush the `paint_mode` that `pigment` asks for. A file *defines* the setting
    /// when it gives it a `base_value` (`BrushFileShape.baseValues`): libmypaint's reader fills
    /// every setting a file leaves out with its own default, 1.0 for this one, so what the
    /// brush holds cannot tell a file's 1.0 from none. A setting it does not define, or `.off`,
    /// is a constant: the mappings go, so nothing (pressure, speed) turns pigment back on.
    ///
    /// Off, constant, stroke_to_2 paints exactly what the v1 stroke_to did (pinned by
    /// UnchangedPixelsTests), smudge included: a constant 0 is libmypaint's legacy smudge.
    func settlePigment(_ pigment: BrushPigment, fileDefinesIt: Bool) {
        if pigment.keepsFile && fileDefinesIt { return }
        for input in BrushRanges.inputs {
            mypaint_brush_set_mapping_n(pointer, MYPAINT_BRUSH_SETTING_PAINT_MODE, input, 0)
        }
        mypaint_brush_set_base_value(pointer, MYPAINT_BRUSH_SETTING_PAINT_MODE, pigment.constantValue)
    }

    /// The `paint_mode` base value the brush paints with (0 off ... 1 fully pigment).
    public var paintMode: Double { Double(mypaint_brush_get_base_value(pointer, MYPAINT_BRUSH_SETTING_PAINT_MODE)) }

    /// Whether any input's mapping moves `paint_mode` (a brush can mix pigment only under
    /// pressure, say).
    var paintModeIsMapped: Bool {
        BrushRanges.inputs.contains { mypaint_brush_get_mapping_n(pointer, MYPAINT_BRUSH_SETTING_PAINT_MODE, $0) > 0 }
    }
}
