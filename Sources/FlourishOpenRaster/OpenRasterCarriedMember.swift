/// A zip member the document does not draw (a stroke map, MyPaint's settings, a background
/// tile, anything unknown), held byte for byte so that a save can write it back unchanged.
public struct OpenRasterCarriedMember: Sendable, Equatable {
    /// The member's name in the archive.
    public var name: String
    /// What it holds, from the attribute that names it or else from MyPaint's naming.
    public var kind: OpenRasterNote.MemberKind
    /// The member's uncompressed bytes.
    public var bytes: [UInt8]

    public init(name: String, kind: OpenRasterNote.MemberKind, bytes: [UInt8]) {
        self.name = name
        self.kind = kind
        self.bytes = bytes
    }
}
