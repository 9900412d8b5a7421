import Foundation

/// A fresh folder under the system's temporary folder, removed with everything in it when
/// the value goes away.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.path + "/flourish-storage-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    func file(_ name: String) -> String { path + "/" + name }

    /// Every entry in the folder, hidden ones included.
    func entries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

/// The file's bytes, or nil when there is no file.
func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}
