/// One brush the chooser can offer: its name and where its files are.
public struct BrushEntry: Sendable, Equatable {
    /// The name relative to its brush folder, without `.myb`: `classic/pencil`.
    public var name: String
    /// The absolute path of the `.myb` file, which `Brush(named:)` loads as given.
    public var path: String

    public init(name: String, path: String) {
        self.name = name
        self.path = path
    }

    /// The preview image MyPaint keeps beside each brush, `NAME_prev.png`; it may be missing,
    /// so the chooser must be ready to draw a placeholder.
    public var previewPath: String {
        let stem = path.hasSuffix(BrushLibrary.brushFileExtension)
            ? String(path.dropLast(BrushLibrary.brushFileExtension.count)) : path
        return stem + "_prev.png"
    }
}
