import Foundation

func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

/// The file's bytes, or nil when there is no file.
func contents(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map { [UInt8]($0) }
}
