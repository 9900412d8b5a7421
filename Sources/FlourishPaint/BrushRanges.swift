import CMyPaint

/// The ranges libmypaint declares for brush settings and inputs, and the clamping of a loaded
/// brush into them.
///
/// libmypaint takes a brush file's numbers as they are: a `radius_logarithmic` of 50 makes
/// the offsets it scales (offset_by_random, at line 993 of mypaint-brush.c in 1.6) reach
/// 10^21 pixels, and its tile map grows until the allocation fails. Every value MyPaint's
/// own brush editor can produce stays inside these ranges, so clamping to them changes no
/// brush made with it.
enum BrushRanges {
    /// How far a mapping's x may go where libmypaint declares no limit for its input
    /// (±FLT_MAX: pressure's top, speed, custom). MyPaint's brush editor stops at ±20, but
    /// mypaint-brushes ships files beyond that (x 50 for speed1 in Dieterle/Fountain_SF#1,
    /// a flat mapping), so the bound only keeps libmypaint's interpolation finite:
    /// `(y1 * (x - x0) + y0 * (x1 - x)) / (x1 - x0)` turns NaN for an infinite x. No input
    /// comes near it: speeds are logarithmic, pressure stays below 7 at the most gain.
    static let openInputLimit: Float = 1000

    /// The x values a mapping from `input` may have: libmypaint's hard limits.
    static func inputRange(_ input: MyPaintBrushInput) -> ClosedRange<Float> {
        guard let info = mypaint_brush_input_info(input) else { return -openInputLimit...openInputLimit }
        let low = abs(info.pointee.hard_min) < 1e16 ? info.pointee.hard_min : -openInputLimit
        let high = abs(info.pointee.hard_max) < 1e16 ? info.pointee.hard_max : openInputLimit
        return low...max(low, high)
    }

    /// The base values `setting` may have, and its default.
    static func baseRange(_ setting: MyPaintBrushSetting) -> (range: ClosedRange<Float>, default: Float) {
        guard let info = mypaint_brush_setting_info(setting) else { return (0...0, 0) }
        let low = info.pointee.min
        return (low...max(low, info.pointee.max), info.pointee.def)
    }

    /// How far one input's mapping may move `setting` either way: MyPaint's brush editor
    /// scales a mapping's y within ±(max − min) of the setting.
    static func mappingSpan(_ setting: MyPaintBrushSetting) -> Float {
        let range = baseRange(setting).range
        return range.upperBound - range.lowerBound
    }

    static func name(of setting: MyPaintBrushSetting) -> String {
        mypaint_brush_setting_info(setting).map { String(cString: $0.pointee.cname) } ?? "setting \(setting.rawValue)"
    }

    static func name(of input: MyPaintBrushInput) -> String {
        mypaint_brush_input_info(input).map { String(cString: $0.pointee.cname) } ?? "input \(input.rawValue)"
    }

    static var settings: [MyPaintBrushSetting] {
        (0..<MYPAINT_BRUSH_SETTINGS_COUNT.rawValue).map { MyPaintBrushSetting(rawValue: $0) }
    }

    static var inputs: [MyPaintBrushInput] {
        (0..<MYPAINT_BRUSH_INPUTS_COUNT.rawValue).map { MyPaintBrushInput(rawValue: $0) }
    }

    /// Clamps the base value and mapping points of every setting the file gave into range;
    /// returns what was out of range, one entry per setting. `fileValues` are the base values
    /// as the file wrote them, so a message shows 1e308 rather than the `inf` libmypaint's
    /// Float made of it.
    ///
    /// A setting the file does not name keeps the 0 libmypaint gives it: for two settings
    /// (`elliptical_dab_ratio`, `posterize_num`) that is below the declared minimum, but
    /// libmypaint reads it as the minimum's effect (a round dab, no posterizing without
    /// `posterize`), and it is what every older brush file has always painted with.
    static func clamp(_ brush: OpaquePointer, file: String, fileValues: [String: Double]) -> [BrushClamp] {
        var clamps: [BrushClamp] = []
        for setting in settings {
            var changes: [String] = []
            let settingName = name(of: setting)
            guard fileValues[settingName] != nil else { continue }
            let (range, fallback) = baseRange(setting)
            let base = mypaint_brush_get_base_value(brush, setting)
            if !range.contains(base) {
                let given = BrushClamp.format(fileValues[settingName] ?? Double(base))
                let using = base.isNaN ? fallback : min(max(base, range.lowerBound), range.upperBound)
                mypaint_brush_set_base_value(brush, setting, using)
                let bounds = "\(BrushClamp.format(Double(range.lowerBound)))...\(BrushClamp.format(Double(range.upperBound)))"
                changes.append("base_value \(given) is outside \(bounds); using \(BrushClamp.format(Double(using)))")
            }
            let span = mappingSpan(setting)
            for input in inputs {
                let moved = clampMapping(brush, setting, input, x: inputRange(input), y: -span...span)
                if moved.points > 0 {
                    let x = moved.x
                    let bounds = "x \(BrushClamp.format(Double(x.lowerBound)))...\(BrushClamp.format(Double(x.upperBound))), "
                        + "y \(BrushClamp.format(Double(-span)))...\(BrushClamp.format(Double(span)))"
                    changes.append("\(moved.points) of \(moved.of) points of the \(name(of: input)) mapping lay outside \(bounds); moved onto them")
                }
            }
            if !changes.isEmpty { clamps.append(BrushClamp(file: file, setting: settingName, changes: changes)) }
        }
        return clamps
    }

    /// Moves the points of one mapping into `x` by `y` (a y that is not a number becomes 0);
    /// returns how many moved, of how many. Clamping keeps x in order, as libmypaint needs.
    private static func clampMapping(
        _ brush: OpaquePointer, _ setting: MyPaintBrushSetting, _ input: MyPaintBrushInput,
        x xRange: ClosedRange<Float>, y yRange: ClosedRange<Float>
    ) -> (points: Int, of: Int, x: ClosedRange<Float>) {
        let count = Int(mypaint_brush_get_mapping_n(brush, setting, input))
        var moved = 0
        for index in 0..<count {
            var x: Float = 0
            var y: Float = 0
            mypaint_brush_get_mapping_point(brush, setting, input, Int32(index), &x, &y)
            let newX = min(max(x, xRange.lowerBound), xRange.upperBound)
            let newY = y.isNaN ? 0 : min(max(y, yRange.lowerBound), yRange.upperBound)
            guard newX != x || newY != y else { continue }
            mypaint_brush_set_mapping_point(brush, setting, input, Int32(index), newX, newY)
            moved += 1
        }
        return (moved, count, xRange)
    }

    /// The most one setting's mappings can add to its base value: each input's largest y,
    /// where positive (libmypaint adds every mapping's output to the base value).
    static func largestRise(_ brush: OpaquePointer, _ setting: MyPaintBrushSetting) -> Double {
        var rise = 0.0
        for input in inputs {
            var largest: Float = 0
            for index in 0..<mypaint_brush_get_mapping_n(brush, setting, input) {
                var x: Float = 0
                var y: Float = 0
                mypaint_brush_get_mapping_point(brush, setting, input, index, &x, &y)
                largest = max(largest, y)
            }
            rise += Double(largest)
        }
        return rise
    }
}

extension Brush {
    /// The base value of the setting libmypaint calls `name`, or nil for a name it does not
    /// know: for tests and messages, without handing out the C brush.
    func baseValue(of name: String) -> Float? {
        let setting = mypaint_brush_setting_from_cname(name)
        guard setting.rawValue < MYPAINT_BRUSH_SETTINGS_COUNT.rawValue else { return nil }
        return mypaint_brush_get_base_value(pointer, setting)
    }

    /// The points of the mapping from input `input` to setting `setting`, by libmypaint's
    /// names; empty for no mapping or a name it does not know.
    func mappingPoints(of setting: String, by input: String) -> [(x: Float, y: Float)] {
        let id = mypaint_brush_setting_from_cname(setting)
        let from = mypaint_brush_input_from_cname(input)
        guard id.rawValue < MYPAINT_BRUSH_SETTINGS_COUNT.rawValue, from.rawValue < MYPAINT_BRUSH_INPUTS_COUNT.rawValue
        else { return [] }
        return (0..<mypaint_brush_get_mapping_n(pointer, id, from)).map { index in
            var x: Float = 0
            var y: Float = 0
            mypaint_brush_get_mapping_point(pointer, id, from, index, &x, &y)
            return (x, y)
        }
    }
}
