import FlourishText
import Foundation

/// The shape a `.myb` file must have before libmypaint 1.6 reads it.
///
/// libmypaint's reader (`mypaint_brush_from_string`) trusts the file's structure: a `settings`
/// or `inputs` that is not an object is walked as one (a segfault), a mapping point that is
/// not an array trips json-c's assertion, and a mapping of 1 or more than 64 points, or with
/// x going backwards, trips libmypaint's own (each an abort, checked on this machine). So the
/// file is read here first, and anything of those shapes is refused with the setting and
/// input it was found in. What libmypaint handles by itself (an unknown setting or input, a
/// setting that is not an object, a missing `version`) is left to it, as before.
struct BrushFileShape {
    /// Each setting's `base_value` as the file wrote it (before libmypaint narrows it to a
    /// Float), for messages about values it had to clamp.
    var baseValues: [String: Double] = [:]

    /// Most points libmypaint keeps for one input mapping (`mypaint_mapping_set_n`).
    static let maximumPoints = 64

    /// Reads `json`; throws why libmypaint must not be given it.
    init(json: String, path: String) throws(BrushError) {
        func refuse(_ reason: String) -> BrushError { BrushError(path: path, reason: reason) }
        let parsed: Any
        do { parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw refuse("not valid JSON" + (detail.map { ": \(Excerpt.of($0, limit: 120))" } ?? ""))
        }
        guard let brush = parsed as? [String: Any] else { throw refuse("not a brush: the file is not a JSON object") }
        guard let settingsValue = brush["settings"] else { return }
        guard let settings = settingsValue as? [String: Any] else { throw refuse("'settings' is not a JSON object") }
        // In the file's key order sorted, so the same file always gets the same message; names
        // are the file's, quoted as excerpts (a key may hold anything, control characters too).
        for (key, value) in settings.sorted(by: { $0.key < $1.key }) {
            let name = Excerpt.of(key)
            // libmypaint warns about and skips a setting that is not an object.
            guard let setting = value as? [String: Any] else { continue }
            if let base = setting["base_value"] {
                guard let number = Self.number(base) else { throw refuse("\(name): base_value is not a number") }
                baseValues[key] = number
            }
            guard let inputsValue = setting["inputs"] else { continue }
            guard let inputs = inputsValue as? [String: Any] else {
                throw refuse("\(name): 'inputs' is not a JSON object")
            }
            for (input, mapping) in inputs.sorted(by: { $0.key < $1.key }) {
                // libmypaint warns about and skips an input that is not an array.
                guard let points = mapping as? [Any] else { continue }
                if let why = Self.mappingProblem(points) {
                    throw refuse("\(name): \(Excerpt.of(input)) mapping \(why)")
                }
            }
        }
    }

    /// Why libmypaint would abort on these mapping points, or nil.
    private static func mappingProblem(_ points: [Any]) -> String? {
        guard points.count != 1, points.count <= maximumPoints else {
            return "has \(points.count) points (a mapping has none, or 2 to \(maximumPoints))"
        }
        var previous: Float?
        for (index, point) in points.enumerated() {
            guard let pair = point as? [Any], pair.count == 2, let x = number(pair[0]), number(pair[1]) != nil else {
                return "point \(index + 1) is not [x, y]"
            }
            // libmypaint stores Floats and asserts each x is at least the one before; NaN
            // fails that comparison too.
            let stored = Float(x)
            if let previous, !(stored >= previous) { return "point \(index + 1): x \(x) comes before the previous point's" }
            previous = stored
        }
        return nil
    }

    /// A JSON number (or boolean, which json-c reads as 0 or 1) as a Double.
    private static func number(_ value: Any) -> Double? {
        if let number = value as? NSNumber { return number.doubleValue }
        return nil
    }
}
