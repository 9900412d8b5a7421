import Foundation

/// Programs on PATH: the X servers and clients the tests and benchmarks drive, and the file
/// choosers (zenity, kdialog) the app falls back on where the desktop has no portal.
public enum Executables {
    /// The full path of an executable called `name` in a folder of `searchPath` (a PATH:
    /// folders separated by `:`; this process's PATH by default), or nil.
    public static func path(named name: String, searchPath: String? = nil) -> String? {
        let path = searchPath ?? ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}
