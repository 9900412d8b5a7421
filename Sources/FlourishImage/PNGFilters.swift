import CPNGStream

/// The row filters libpng may choose from for each row (png_set_filter's mask).
///
/// With one filter libpng uses it on every row; with several it tries each on each row and
/// keeps the one whose bytes look cheapest to compress (a sum of absolute values), which costs
/// a pass per filter.
public struct PNGFilters: OptionSet, Sendable, Hashable {
    public let rawValue: Int32
    public init(rawValue: Int32) { self.rawValue = rawValue }

    /// PNG_FILTER_NONE: the bytes as they are.
    public static let none = PNGFilters(rawValue: FLOURISH_PNG_FILTER_NONE)
    /// PNG_FILTER_SUB: each byte minus the same channel of the pixel to its left.
    public static let sub = PNGFilters(rawValue: FLOURISH_PNG_FILTER_SUB)
    /// PNG_FILTER_UP: each byte minus the same byte of the row above.
    public static let up = PNGFilters(rawValue: FLOURISH_PNG_FILTER_UP)
    /// PNG_FILTER_AVG: each byte minus the mean of left and above.
    public static let average = PNGFilters(rawValue: FLOURISH_PNG_FILTER_AVERAGE)
    /// PNG_FILTER_PAETH: each byte minus whichever of left, above and above-left predicts it best.
    public static let paeth = PNGFilters(rawValue: FLOURISH_PNG_FILTER_PAETH)
    /// PNG_ALL_FILTERS: libpng picks per row (its adaptive heuristic).
    public static let all: PNGFilters = [.none, .sub, .up, .average, .paeth]
}
