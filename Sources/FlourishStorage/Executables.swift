#if canImport(Glibc)
    import Glibc
#endif

/// Programs on PATH: the X servers and clients the tests and benchmarks drive, and the file
/// choosers (zenity, kdialog) the app falls back on where the desktop has no portal.
///
/// Written on the C library alone, as the rest of this module is: `flourish-thumbnailer`
/// links FlourishStorage, and Foundation would put its libraries back into that start.
public enum Executables {
    /// The full path of an executable called `name` in a folder of `searchPath` (a PATH:
    /// folders separated by `:`; this process's PATH by default), or nil.
    public static func path(named name: String, searchPath: String? = nil) -> String? {
        let path = searchPath ?? getenv("PATH").map { String(cString: $0) } ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileStatus.of(candidate)?.kind == .plainFile, access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}
