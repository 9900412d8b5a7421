import Foundation

/// A setting a brush file gave outside the range libmypaint declares for it, and what the
/// loaded brush holds instead: one for each brush file and setting, for the user.
public struct BrushClamp: Sendable, Equatable, CustomStringConvertible {
    /// The `.myb` file.
    public let file: String
    /// libmypaint's name for the setting, as the file spells it (`radius_logarithmic`).
    public let setting: String
    /// What was out of range and what it became, e.g. "base_value 50 is outside -2...6;
    /// using 6".
    public let changes: [String]

    public var description: String {
        "\(file): \(setting): " + changes.joined(separator: "; ")
    }

    /// A number as a message shows it: whole numbers without ".0", very long ones shortened.
    static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        let text = "\(value)"
        return text.count <= 12 ? text : String(format: "%.6g", value)
    }
}
