import FlourishOpenRasterArchive
import Foundation
import FlourishText

/// Reading `stack.xml`'s attribute values: numbers as the format writes them, with the
/// element named in every message.
enum StackXMLAttribute {
    static func integer(
        _ text: String?, named name: String, of what: String, required: Bool = false
    ) throws(StackXMLFailure) -> Int {
        guard let text else {
            if required { throw .malformed("\(what) has no \(name)") }
            return 0
        }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        // The format says integers; "12.0" is taken too, as some writers format numbers so.
        if let value = Int(trimmed), value.magnitude <= OpenRasterLimits.maxOffset { return value }
        if let value = Double(trimmed), value.isFinite, value == value.rounded(),
            abs(value) <= Double(OpenRasterLimits.maxOffset)
        {
            return Int(value)
        }
        throw .malformed("\(what) \(name)=\"\(Excerpt.of(text))\" is not an integer within ±\(OpenRasterLimits.maxOffset)")
    }

    /// Missing means 1; values outside 0...1 are clamped, as the format asks.
    static func opacity(_ text: String?, of what: String) throws(StackXMLFailure) -> Double {
        guard let text else { return 1 }
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite else {
            throw .malformed("\(what) opacity=\"\(Excerpt.of(text))\" is not a number")
        }
        return min(max(value, 0), 1)
    }

    static func visibility(_ text: String?, of what: String) throws(StackXMLFailure) -> Bool {
        switch text {
        case nil, "visible": return true
        case "hidden": return false
        case .some(let other):
            throw .malformed("\(what) visibility=\"\(Excerpt.of(other))\" is neither visible nor hidden")
        }
    }
}
