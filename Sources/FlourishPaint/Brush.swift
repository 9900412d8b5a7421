import CMyPaint
import FlourishSamples
import FlourishStorage
import Foundation

/// Why a brush could not be loaded.
public struct BrushError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    public var description: String { "\(path): \(reason)" }
}

/// A libmypaint brush loaded from a `.myb` file; owns the C brush and frees it.
public final class Brush {
    let pointer: OpaquePointer
    /// Where the brush came from, for messages and recordings.
    public let path: String
    /// The settings the file gave outside libmypaint's ranges, one entry each, as clamped on
    /// load; empty for every brush MyPaint's editor made.
    public let clamps: [BrushClamp]
    /// The most the file's mappings add to `radius_logarithmic` (see `largestRadius`).
    private let radiusRise: Double
    /// The colour last set with `setColor`; nil while the brush paints its file's own.
    public private(set) var color: Color?

    /// Loads a `.myb` (JSON) brush. `name` is either a file path or `group/name` inside the
    /// system's mypaint-brushes folder; `pigment` says what becomes of the file's `paint_mode`.
    public convenience init(named name: String, pigment: BrushPigment = .off) throws(BrushError) {
        let path = Brush.resolve(name)
        try self.init(json: try Self.readText(path), path: path, pigment: pigment)
    }

    /// Loads a brush from its `.myb` text. A file of a shape libmypaint would crash on is
    /// refused (see `BrushFileShape`); values outside libmypaint's declared ranges are
    /// clamped into them and listed in `clamps`, so the engine never paints with them.
    /// `pigment` says what becomes of the file's `paint_mode` (see `BrushPigment`): off unless
    /// asked, as every brush painted before the file's was kept.
    public init(json: String, path: String, pigment: BrushPigment = .off) throws(BrushError) {
        let shape = try BrushFileShape(json: json, path: path)
        let brush = try Self.libmypaintBrush(json, path: path)
        pointer = brush
        self.path = path
        clamps = BrushRanges.clamp(brush, file: path, fileValues: shape.baseValues)
        radiusRise = BrushRanges.largestRise(brush, MYPAINT_BRUSH_SETTING_RADIUS_LOGARITHMIC)
        settlePigment(pigment, fileDefinesIt: shape.baseValues[Self.paintModeName] != nil)
        settleUninitialisedSettings()
    }

    deinit { mypaint_brush_unref(pointer) }

    /// The largest brush file read. MyPaint's own are 2–20 KiB; a name from a recording's
    /// header or a setting may point anywhere (a huge file, a device, a folder): each is
    /// refused with its reason, a large file before it is read.
    public static let maxFileBytes = 1 << 20

    /// The text of the brush file at `path`, size-checked before it is read.
    private static func readText(_ path: String) throws(BrushError) -> String {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path: path, limit: maxFileBytes) } catch {
            throw BrushError(path: path, reason: error.kind == .missing ? "no such brush file" : error.reason)
        }
        guard let json = String(validating: bytes, as: UTF8.self) else {
            throw BrushError(path: path, reason: "brush file is not UTF-8 text")
        }
        return json
    }

    /// A new libmypaint brush read from `json`, owned by the caller.
    private static func libmypaintBrush(_ json: String, path: String) throws(BrushError) -> OpaquePointer {
        guard let brush = mypaint_brush_new() else {
            throw BrushError(path: path, reason: "libmypaint could not allocate a brush")
        }
        guard mypaint_brush_from_string(brush, json) != 0 else {
            mypaint_brush_unref(brush)
            throw BrushError(path: path, reason: "not a brush libmypaint can read (no version 3 settings?)")
        }
        return brush
    }

    /// Why `name` cannot be loaded as a brush, or nil when it can: the file is read, checked
    /// and parsed by libmypaint, without the settling a brush in use gets.
    public static func loadProblem(_ name: String) -> BrushError? {
        let path = resolve(name)
        do {
            let json = try readText(path)
            _ = try BrushFileShape(json: json, path: path)
            mypaint_brush_unref(try libmypaintBrush(json, path: path))
        } catch {
            return error
        }
        return nil
    }

    /// Folders searched for `group/name` brushes, in order.
    public static let searchFolders = [
        "/usr/share/mypaint-data/2.0/brushes",
        "/usr/share/mypaint-data/1.0/brushes",
        "/usr/share/mypaint/brushes",
    ]

    /// A path as given when it names a file, else the first `folder/group/name.myb` found.
    public static func resolve(_ name: String) -> String {
        if name.hasSuffix(".myb") || name.hasPrefix("/") || name.hasPrefix(".") {
            return name
        }
        for folder in searchFolders {
            let candidate = "\(folder)/\(name).myb"
            if FileManager.default.fileExists(atPath: candidate) { return candidate }
        }
        return "\(searchFolders[0])/\(name).myb"
    }

    /// libmypaint 1.6 reads `settings_value[]` before first computing it (upstream issue 138,
    /// fixed after 1.6.1), so the first strokes of a fresh brush vary run to run. Two
    /// zero-pressure strokes on a throwaway surface compute every value once; the reset then
    /// clears the motion state they left, so the canvas sees a brush in a known state.
    private func settleUninitialisedSettings() {
        if let scratch = mypaint_fixed_tiled_surface_new(64, 64) {
            let surface = mypaint_fixed_tiled_surface_interface(scratch)
            mypaint_brush_stroke_to(pointer, surface, 0, 0, 0, 0, 0, 0.01)
            mypaint_brush_stroke_to(pointer, surface, 0, 0, 0, 0, 0, 0.01)
            mypaint_surface_unref(surface)
        }
        reset()
    }

    /// After a call that only placed the brush (a reset, or more than 5 s since the last):
    /// libmypaint's reset zeroes the brush's states, and stroke_to_2 counts the first dabs
    /// from the dabs-per-radius and dabs-per-second *states* where v1's stroke_to read the
    /// base values, so a brush with `dabs_per_second` (classic/ink_blot) put its first dabs
    /// of a stroke elsewhere than v1 did. The states are what the first step would have set.
    func seedDabRates() {
        for (state, setting) in [
            (MYPAINT_BRUSH_STATE_DABS_PER_ACTUAL_RADIUS, MYPAINT_BRUSH_SETTING_DABS_PER_ACTUAL_RADIUS),
            (MYPAINT_BRUSH_STATE_DABS_PER_BASIC_RADIUS, MYPAINT_BRUSH_SETTING_DABS_PER_BASIC_RADIUS),
            (MYPAINT_BRUSH_STATE_DABS_PER_SECOND, MYPAINT_BRUSH_SETTING_DABS_PER_SECOND),
        ] {
            mypaint_brush_set_state(pointer, state, mypaint_brush_get_base_value(pointer, setting))
        }
    }

    /// Forget position and motion: the next stroke_to only places the brush.
    public func reset() { mypaint_brush_reset(pointer) }

    /// Start a new stroke (MyPaint calls this at each pen-down).
    func beginStroke() { mypaint_brush_new_stroke(pointer) }

    /// Radius in pixels (libmypaint stores its logarithm). Whatever is asked for (a recording's
    /// header, the settings, `[` and `]`), the base value stays in libmypaint's declared range
    /// for `radius_logarithmic`: about 0.14 to 403 pixels. Not a number changes nothing.
    public var radius: Double {
        get { exp(Double(mypaint_brush_get_base_value(pointer, MYPAINT_BRUSH_SETTING_RADIUS_LOGARITHMIC))) }
        set {
            guard !newValue.isNaN else { return }
            let range = BrushRanges.baseRange(MYPAINT_BRUSH_SETTING_RADIUS_LOGARITHMIC).range
            let logarithm = newValue > 0 ? log(newValue) : -Double.infinity
            let clamped = min(max(logarithm, Double(range.lowerBound)), Double(range.upperBound))
            mypaint_brush_set_base_value(pointer, MYPAINT_BRUSH_SETTING_RADIUS_LOGARITHMIC, Float(clamped))
        }
    }

    /// The largest radius a dab of this brush can have, in pixels: the base radius grown by
    /// the most its mappings (pressure, speed...) add, within libmypaint's own limit on a
    /// dab (`ACTUAL_RADIUS_MIN`, `ACTUAL_RADIUS_MAX` in mypaint-brush.c: 0.2 and 1000).
    public var largestRadius: Double {
        let logarithm = Double(mypaint_brush_get_base_value(pointer, MYPAINT_BRUSH_SETTING_RADIUS_LOGARITHMIC))
        return min(max(exp(logarithm + radiusRise), 0.2), 1000)
    }

    /// Makes every dab remove paint instead of adding it (libmypaint's eraser setting), for
    /// the pen's eraser end.
    public func useAsEraser() {
        mypaint_brush_set_base_value(pointer, MYPAINT_BRUSH_SETTING_ERASER, 1)
    }

    /// Sets the paint colour (libmypaint keeps it as HSV base values), in the brush's colour
    /// space (`colorSpace`).
    public func setColor(_ color: Color) {
        self.color = color
        let (h, s, v) = colorSpace.brushHSV(of: color)
        mypaint_brush_set_base_value(pointer, MYPAINT_BRUSH_SETTING_COLOR_H, Float(h))
        mypaint_brush_set_base_value(pointer, MYPAINT_BRUSH_SETTING_COLOR_S, Float(s))
        mypaint_brush_set_base_value(pointer, MYPAINT_BRUSH_SETTING_COLOR_V, Float(v))
    }

    /// The space of the tiles the brush paints on: in any but the legacy one its colour is
    /// given to libmypaint as light, as MyPaint 2 does (see `ColorSpace.brushHSV`). Changing
    /// it gives the last colour set again in the new space.
    public var colorSpace = ColorSpace.legacy {
        didSet {
            if colorSpace != oldValue, let color { setColor(color) }
        }
    }
}
