import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A new, empty folder under the system's temporary folder, removed with everything in it
/// when the last reference goes (or at `remove()`): one per test, so tests never share files.
public final class TemporaryFolder {
    /// Absolute, without a trailing `/`.
    public let path: String

    /// - Parameter prefix: the start of the folder's name, so a leftover says whose it was.
    public init(prefix: String = "flourish-tests") throws {
        path = FileManager.default.temporaryDirectory.path + "/\(prefix)-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { remove() }

    /// Deletes the folder and everything in it. A test may have made a sub-folder read-only;
    /// it gets its write bit back first so it can go.
    public func remove() {
        if let names = FileManager.default.subpaths(atPath: path) {
            for name in names { chmod(path + "/" + name, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    /// The path of `name` in the folder (nothing is made).
    public func file(_ name: String) -> String { path + "/" + name }

    /// Every entry in the folder, hidden ones included, sorted.
    public func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }

    /// Writes `text` as UTF-8 to `name` in the folder; returns its path.
    @discardableResult
    public func write(_ text: String, to name: String) throws -> String {
        try write(Array(text.utf8), to: name)
    }

    /// Writes `bytes` to `name` in the folder, making the folders on the way; returns its path.
    @discardableResult
    public func write(_ bytes: [UInt8], to name: String) throws -> String {
        let target = file(name)
        let folder = (target as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: target, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target])
        }
        return target
    }

    /// Makes the file `relativePath` holding `contents` (an empty JSON object by default: a
    /// brush file as the brush library sees it), and the folders on the way.
    public func create(_ relativePath: String, _ contents: String = "{}") throws {
        try write(contents, to: relativePath)
    }

    /// Makes the file `relativePath` holding `data`, and the folders on the way.
    public func create(_ relativePath: String, data: Data) throws {
        try write([UInt8](data), to: relativePath)
    }

    /// Makes the (empty) folder `name`, and the folders on the way.
    public func makeFolder(_ name: String) throws {
        try FileManager.default.createDirectory(atPath: file(name), withIntermediateDirectories: true)
    }
}
