/// The kinds of file the chooser lists: what Flourish opens and writes.
public enum FileType: String, Sendable, CaseIterable {
    case openRaster
    case png

    public var name: String {
        switch self {
        case .openRaster: "OpenRaster"
        case .png: "PNG image"
        }
    }

    public var fileExtension: String {
        switch self {
        case .openRaster: "ora"
        case .png: "png"
        }
    }

    public var mimeType: String {
        switch self {
        case .openRaster: "image/openraster"
        case .png: "image/png"
        }
    }

    public var glob: String { "*." + fileExtension }

    /// The type `path`'s extension names, if any.
    public init?(path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return nil }
        let suffix = name[name.index(after: dot)...].lowercased()
        guard let type = Self.allCases.first(where: { $0.fileExtension == suffix }) else { return nil }
        self = type
    }
}
