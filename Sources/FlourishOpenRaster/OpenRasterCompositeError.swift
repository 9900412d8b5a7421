/// Why layers could not be flattened.
public struct OpenRasterCompositeError: Error, Equatable, Sendable, CustomStringConvertible {
    public let reason: String
    init(_ reason: String) { self.reason = reason }
    public var description: String { "cannot flatten: \(reason)" }
}
