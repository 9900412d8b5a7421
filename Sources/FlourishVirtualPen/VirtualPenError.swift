/// Why the virtual pen's X server, one of its devices or the framebuffer could not be used.
public struct VirtualPenError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
