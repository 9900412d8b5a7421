/// Which way a file is chosen, in the order they are tried: the desktop's chooser through the
/// portal, zenity or kdialog where there is no portal, the window's own path field last.
public enum ChooserKind: Sendable, Equatable {
    case portal
    case zenity(String)
    case kdialog(String)
    case pathField

    /// The fallback where the portal is absent: zenity, else kdialog (each where `find` finds
    /// it on PATH), else the path field.
    public static func fallback(find: (String) -> String?) -> ChooserKind {
        if let zenity = find("zenity") { return .zenity(zenity) }
        if let kdialog = find("kdialog") { return .kdialog(kdialog) }
        return .pathField
    }

    /// As said once to the painter.
    public var description: String {
        switch self {
        case .portal: "the desktop's own, through the XDG desktop portal"
        case .zenity(let path): "zenity (\(path))"
        case .kdialog(let path): "kdialog (\(path))"
        case .pathField: "a path field in the window (neither zenity nor kdialog is installed)"
        }
    }
}
