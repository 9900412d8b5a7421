/// One entry of the chooser's file-type list: a name and the glob patterns and MIME types
/// that make a file of it (`(sa(us))`: 0 for a glob, 1 for a MIME type).
public struct PortalFilter: Sendable, Equatable {
    public var name: String
    public var globs: [String]
    public var mimeTypes: [String]

    public init(name: String, globs: [String], mimeTypes: [String] = []) {
        self.name = name
        self.globs = globs
        self.mimeTypes = mimeTypes
    }

    /// The filter as the portal takes it.
    public var value: DBusValue {
        let patterns = globs.map { DBusValue.structure([.uint32(0), .string($0)]) }
            + mimeTypes.map { DBusValue.structure([.uint32(1), .string($0)]) }
        return .structure([.string(name), .array(elementSignature: "(us)", patterns)])
    }
}
