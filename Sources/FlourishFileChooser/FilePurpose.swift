/// What a file is chosen for: a painting to open, the painting's new file, or a PNG of it.
public enum FilePurpose: String, Sendable, CaseIterable {
    case open
    case saveAs
    case export

    /// As the painter calls the command: in messages, "Save As cancelled".
    public var name: String {
        switch self {
        case .open: "Open"
        case .saveAs: "Save As"
        case .export: "Export"
        }
    }

    /// The chooser's title.
    public var title: String {
        switch self {
        case .open: "Open a painting"
        case .saveAs: "Save the painting as"
        case .export: "Export the painting as PNG"
        }
    }

    public var acceptLabel: String {
        switch self {
        case .open: "Open"
        case .saveAs: "Save"
        case .export: "Export"
        }
    }

    /// Whether the chooser names a file to write (and asks before replacing one).
    public var writes: Bool { self != .open }

    /// The types the chooser offers, the first chosen at first.
    public var types: [FileType] {
        switch self {
        case .open, .saveAs: [.openRaster, .png]
        case .export: [.png]
        }
    }

    /// The chosen `path` as what it is for is written: where it names none of `types`, the
    /// first type's extension is added (a name typed without one, `sky` → `sky.ora`).
    public func completed(_ path: String) -> String {
        if let type = FileType(path: path), types.contains(type) { return path }
        return path + "." + types[0].fileExtension
    }
}
