import Foundation

/// A fresh folder under the system's temporary folder for one test's fixture files.
///
/// Tests remove it with `defer { root.remove() }` rather than in a `deinit`: Swift may release
/// an object after its last use, before the end of the scope, which would delete the fixture
/// while the code under test is still reading it.
struct TemporaryFolder {
    /// Absolute, without a trailing `/`.
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "flourish-brushes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    /// Deletes the folder and everything in it.
    func remove() { try? FileManager.default.removeItem(atPath: path) }

    /// Writes `contents` to `relativePath`, making the folders on the way.
    func write(_ relativePath: String, _ contents: String = "{}") throws {
        try write(relativePath, data: Data(contents.utf8))
    }

    func write(_ relativePath: String, data: Data) throws {
        let file = "\(path)/\(relativePath)"
        let folder = (file as NSString).deletingLastPathComponent
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: file, contents: data) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file])
        }
    }

    /// Makes the (empty) folder `relativePath`.
    func makeFolder(_ relativePath: String) throws {
        try FileManager.default.createDirectory(atPath: "\(path)/\(relativePath)", withIntermediateDirectories: true)
    }
}
