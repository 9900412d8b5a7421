/// What to ask `org.freedesktop.portal.FileChooser`: which method, over which window, with
/// which title, file types, suggested name and folder.
public struct PortalFileRequest: Sendable, Equatable {
    public enum Method: String, Sendable {
        case openFile = "OpenFile"
        case saveFile = "SaveFile"
    }

    public var method: Method
    /// The window the chooser belongs to: `x11:<XID in hex>`, or "" for none.
    public var parentWindow: String
    public var title: String
    public var acceptLabel: String?
    public var filters: [PortalFilter]
    /// The filter chosen at first (one of `filters`).
    public var currentFilter: PortalFilter?
    /// The name a save suggests (SaveFile only).
    public var currentName: String?
    /// The folder the chooser starts in.
    public var currentFolder: String?

    public init(
        method: Method, parentWindow: String, title: String, acceptLabel: String? = nil, filters: [PortalFilter] = [],
        currentFilter: PortalFilter? = nil, currentName: String? = nil, currentFolder: String? = nil
    ) {
        self.method = method
        self.parentWindow = parentWindow
        self.title = title
        self.acceptLabel = acceptLabel
        self.filters = filters
        self.currentFilter = currentFilter
        self.currentName = currentName
        self.currentFolder = currentFolder
    }

    /// `parentWindow` for an X11 window id.
    public static func x11Parent(_ window: UInt?) -> String {
        window.map { "x11:" + String($0, radix: 16) } ?? ""
    }

    /// The method's three arguments: parent window, title, and the options, with `token` as
    /// the `handle_token` the answer's path is made from.
    public func arguments(token: String) -> [DBusValue] {
        var options: [(key: String, value: DBusValue)] = [("handle_token", .string(token)), ("modal", .bool(true))]
        if let acceptLabel { options.append(("accept_label", .string(acceptLabel))) }
        if !filters.isEmpty { options.append(("filters", .array(elementSignature: "(sa(us))", filters.map(\.value)))) }
        if let currentFilter { options.append(("current_filter", currentFilter.value)) }
        if method == .openFile { options.append(("multiple", .bool(false))) }
        if method == .saveFile, let currentName { options.append(("current_name", .string(currentName))) }
        // Bytes, NUL-terminated: a folder's name need not be UTF-8.
        if let currentFolder { options.append(("current_folder", .bytes(Array(currentFolder.utf8) + [0]))) }
        return [.string(parentWindow), .string(title), .dictionary(options)]
    }
}
