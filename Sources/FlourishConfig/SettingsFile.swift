import FlourishStorage

/// Why a settings file was not read at all; the settings keep what they had.
public struct SettingsFileError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let reason: String
    /// Nothing is at the path: not a problem for a file that is only looked for.
    public let isMissing: Bool

    public var description: String { "\(path): \(reason)" }
}

/// A settings file on disk, read whole and parsed line by line.
///
/// Bounds are checked before anything is read: a folder, an unreadable file, or one larger
/// than `maxBytes` is an error naming the path (a settings file is a few hundred bytes; a
/// path given by mistake may name anything). Pipes and `/dev/null` read as files do.
public enum SettingsFile {
    public static let maxBytes = 1 << 20

    /// Reads `path` over `settings`; returns the problems of its lines, each naming file and
    /// line. Throws, leaving `settings` as they were, only when the file cannot be read.
    public static func read(path: String, into settings: inout Settings) throws(SettingsFileError) -> [SettingsProblem] {
        let bytes: [UInt8]
        do { bytes = try FileBytes.read(path: path, limit: maxBytes) } catch {
            throw SettingsFileError(path: path, reason: error.reason, isMissing: error.kind == .missing)
        }
        return SettingsParser.parse(bytes, file: path, into: &settings)
    }
}
