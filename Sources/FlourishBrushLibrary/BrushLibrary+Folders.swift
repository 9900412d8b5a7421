/// Where brushes live on a Linux system.
extension BrushLibrary {
    /// Where distributions install mypaint-brushes, newest layout first (2.0, 1.0, and the
    /// old MyPaint-bundled folder). The same list as `Brush.searchFolders` in FlourishPaint,
    /// repeated because this module stays free of libmypaint.
    public static let systemFolders = [
        "/usr/share/mypaint-data/2.0/brushes",
        "/usr/share/mypaint-data/1.0/brushes",
        "/usr/share/mypaint/brushes",
    ]

    /// The first of `candidates` that is a folder, or nil when none is (no mypaint-brushes
    /// installed: the chooser then shows the user folders alone).
    public static func firstExistingSystemFolder(among candidates: [String] = systemFolders) -> String? {
        candidates.first(where: isFolder)
    }

    /// The user's brush folders, Flourish's own first, then MyPaint's, so brushes made in
    /// MyPaint show up without copying: `$XDG_DATA_HOME/flourish/brushes` and
    /// `$XDG_DATA_HOME/mypaint/brushes`.
    ///
    /// `XDG_DATA_HOME` counts only when it is an absolute path, as the XDG base-directory
    /// spec says (an empty or relative value is ignored); otherwise it is `$HOME/.local/share`.
    /// With neither usable there are no user folders.
    public static func userFolders(environment: [String: String]) -> [String] {
        let dataHome: String
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            dataHome = xdg
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            dataHome = joined(home, ".local/share")
        } else {
            return []
        }
        return [joined(dataHome, "flourish/brushes"), joined(dataHome, "mypaint/brushes")]
    }

    /// `folder/rest` without a doubled `/` when `folder` ends in one (`HOME=/home/me/`).
    static func joined(_ folder: String, _ rest: String) -> String {
        var base = Substring(folder)
        while base.count > 1, base.hasSuffix("/") { base = base.dropLast() }
        return base == "/" ? "/\(rest)" : "\(base)/\(rest)"
    }
}
