/// The kinds of file a painting is kept in, by the name's extension.
public enum DocumentFormat: String, Sendable, CaseIterable {
    /// OpenRaster: MyPaint's and Krita's format; the painting as a layer, with the paper.
    case openRaster = "ora"
    /// A flat image of the painting (transparent where nothing is painted).
    case png

    /// The format `path` names, or an error saying which extensions Flourish knows.
    public init(path: String) throws(DocumentError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), let format = DocumentFormat(rawValue: name[name.index(after: dot)...].lowercased())
        else {
            throw DocumentError(path: path, reason: "is neither .ora nor .png: Flourish keeps paintings as OpenRaster or PNG")
        }
        self = format
    }
}
