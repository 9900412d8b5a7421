/// One question for the file chooser: what the file is for, the name and folder it suggests,
/// and the window it belongs to.
public struct FileChoiceRequest: Sendable, Equatable {
    public var purpose: FilePurpose
    /// The file name offered (a save's), without its folder.
    public var suggestedName: String?
    /// The folder the chooser starts in.
    public var folder: String?
    /// The app window's X11 id, which the chooser is made a child of.
    public var parentWindow: UInt?

    public init(purpose: FilePurpose, suggestedName: String? = nil, folder: String? = nil, parentWindow: UInt? = nil) {
        self.purpose = purpose
        self.suggestedName = suggestedName
        self.folder = folder
        self.parentWindow = parentWindow
    }

    /// Where an in-window path field starts: the folder, with the suggested name in it.
    public var startingPath: String {
        let folder = self.folder.map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? ""
        return folder + (suggestedName ?? "")
    }
}
