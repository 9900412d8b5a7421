import FlourishStorage
import Foundation

/// What Flourish remembers between runs that is neither a setting nor a painting (the last new
/// canvas's size, whether the chrome is shown, whether the first start's hint was seen): small
/// files in `$XDG_STATE_HOME/flourish`, else `~/.local/state/flourish`, as the XDG base
/// directories put state.
package enum StateFile {
    /// Where state file `name` is kept; nil where neither variable names an absolute folder.
    package static func path(_ name: String, environment: [String: String]) -> String? {
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") { return "\(state)/flourish/\(name)" }
        if let home = environment["HOME"], home.hasPrefix("/") { return "\(home)/.local/state/flourish/\(name)" }
        return nil
    }

    /// Writes `text` to `path` whole (a temporary file renamed over it), making its folder;
    /// throws where it cannot.
    package static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let file = try AtomicFile(path: path)
        try file.write(text)
        try file.commit()
    }
}
