/// What `flourish thumbnail INPUT OUTPUT.png [SIZE]` and `flourish-thumbnailer` are asked for,
/// read from their operands by one parser, so the two take the same arguments and refuse the
/// same ones in the same words.
public struct ThumbnailRequest: Equatable, Sendable {
    public let input: String
    public let output: String
    public let size: Int

    /// Operands that are not `INPUT OUTPUT.png [SIZE]`, in words for the user.
    public struct Invalid: Error, CustomStringConvertible {
        public let description: String
    }

    /// `INPUT OUTPUT [SIZE]`, SIZE `Thumbnailer.defaultSize` unless given.
    ///
    /// - Throws: `Invalid` for too few or too many operands, or a SIZE that is not a whole
    ///   number in `Thumbnailer.sizes` (naming it).
    public static func parse(_ operands: ArraySlice<String>) throws(Invalid) -> ThumbnailRequest {
        let operands = Array(operands)
        guard operands.count == 2 || operands.count == 3 else {
            throw Invalid(description: "thumbnail needs INPUT OUTPUT.png [SIZE]")
        }
        var size = Thumbnailer.defaultSize
        if operands.count == 3 {
            let text = operands[2]
            guard let number = Int(text), Thumbnailer.sizes.contains(number) else {
                throw Invalid(
                    description: "thumbnail size '\(text)' is not a whole number of pixels from "
                        + "\(Thumbnailer.sizes.lowerBound) to \(Thumbnailer.sizes.upperBound)")
            }
            size = number
        }
        return ThumbnailRequest(input: operands[0], output: operands[1], size: size)
    }
}
