#if canImport(Glibc)
    import Glibc
#endif

/// Names Flourish picks for a painting itself (`<name>-flourish.ora` beside another app's file,
/// `flourish-<time>.ora` for a painting that has none), never a file that is already there:
/// a painting is written only over files this session opened, was told to save to, or made.
///
/// The name is numbered on until it is free (`paint-flourish.ora`, `paint-flourish-2.ora`, …),
/// and `claim` takes it with `O_CREAT | O_EXCL`, so two sessions saving beside one file at
/// once cannot both take the same name: the loser gets the next number.
public enum FreshName {
    /// The most numbered names tried before giving up.
    public static let maxNumber = 9999

    /// `path` with `-N` before its extension: the N-th name to try (1: `path` itself).
    public static func numbered(_ path: String, _ number: Int) -> String {
        guard number > 1 else { return path }
        let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
        let name = path[slash...]
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return path + "-\(number)" }
        return String(path[..<dot]) + "-\(number)" + String(path[dot...])
    }

    /// The first of `path`, `path-2`, … that nothing is at now; nil where all are taken.
    public static func firstFree(_ path: String) -> String? {
        (1...maxNumber).lazy.map { numbered(path, $0) }.first { !exists($0) }
    }

    /// `path` and its numbered names that are there now, in order, then the first free one:
    /// where an earlier session of the same file may have saved (or autosaved under).
    public static func taken(_ path: String) -> [String] {
        var names: [String] = []
        for number in 1...maxNumber {
            let name = numbered(path, number)
            names.append(name)
            if !exists(name) { break }
        }
        return names
    }

    /// Takes the first free name from `path` on by creating it empty and exclusively; the
    /// save then replaces the empty file. Fails, with the reason, where none can be made (the
    /// folder is missing or read-only, or every number is taken).
    public static func claim(_ path: String) -> Result<String, FreshNameError> {
        for number in 1...maxNumber {
            let name = numbered(path, number)
            let descriptor = open(name, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                close(descriptor)
                return .success(name)
            }
            guard errno == EEXIST else {
                return .failure(FreshNameError(path: name, reason: String(cString: strerror(errno))))
            }
        }
        return .failure(FreshNameError(path: path, reason: "it and its numbered names up to \(maxNumber) are all taken"))
    }

    /// Removes a name `claim` made, where no save has filled it since (it is still empty).
    public static func release(_ path: String) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 else { return }
        unlink(path)
    }

    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

/// Why no fresh name could be made.
public struct FreshNameError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let reason: String
    public var description: String { "\(path): cannot be made: \(reason)" }
}
