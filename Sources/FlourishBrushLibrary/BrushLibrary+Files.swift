import Foundation

/// The file-system side of the scan: listing `.myb` files and telling folders from files.
extension BrushLibrary {
    /// The `.myb` files at the top of `folder` and one subfolder down, sorted by name (letter
    /// case aside, so `Ink` sorts beside `ink`). Not deeper: brush folders are `folder/name`,
    /// and a deep walk of a user folder that holds a backup tree would flood the chooser.
    static func brushFiles(in folder: String, problems: inout [String]) -> [BrushEntry] {
        var entries: [BrushEntry] = []
        for item in folderItems(folder, problems: &problems) {
            let path = "\(folder)/\(item)"
            if isFolder(path) {
                for subItem in folderItems(path, problems: &problems) where subItem.hasSuffix(brushFileExtension) {
                    if fileExists("\(path)/\(subItem)") {
                        entries.append(BrushEntry(name: "\(item)/\(stem(of: subItem))", path: "\(path)/\(subItem)"))
                    }
                }
            } else if item.hasSuffix(brushFileExtension), fileExists(path) {
                entries.append(BrushEntry(name: stem(of: item), path: path))
            }
        }
        return entries.sorted { ($0.name.lowercased(), $0.name) < ($1.name.lowercased(), $1.name) }
    }

    /// The names in a folder; none, and a problem, when it cannot be listed.
    static func folderItems(_ folder: String, problems: inout [String]) -> [String] {
        do {
            return try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            problems.append("\(folder): cannot list the folder; its brushes are left out")
            return []
        }
    }

    /// Whether `path` is a folder to scan: false without a problem when nothing is there,
    /// false with a problem when something else is.
    static func folderExists(_ path: String, problems: inout [String]) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return false }
        guard isDirectory.boolValue else {
            problems.append("\(path): not a folder; no brushes read from it")
            return false
        }
        return true
    }

    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// A regular file (or a link to one), not a folder that happens to end in `.myb`.
    static func fileExists(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    static func stem(of fileName: String) -> String {
        String(fileName.dropLast(brushFileExtension.count))
    }

    /// `path` made absolute against the working folder, `.`/`..` and trailing `/` removed, so
    /// entry paths can be loaded from anywhere and compared as strings.
    static func absolutePath(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
