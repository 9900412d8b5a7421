import Foundation

/// The brushes on this machine, grouped for the brush chooser.
///
/// The system folder's `order.conf` gives the groups and their order, as MyPaint shows them;
/// brushes the file does not name come after, in a group "Other", so a brush installed without
/// updating `order.conf` is still offered. Each user folder adds one group of its own.
public enum BrushLibrary {
    /// The group for system brushes that `order.conf` does not name.
    public static let otherGroupName = "Other"

    /// Every group to offer, in order, and what was wrong on the way (each message names the
    /// file, and the line where there is one). A folder that does not exist is not a problem:
    /// most painters have no user brushes.
    ///
    /// - The system folder's groups follow its `order.conf`; a named brush whose `.myb` file is
    ///   missing is reported once (at the first line naming it) and left out; a group left
    ///   empty is dropped (MyPaint ships an empty "Favorites").
    /// - `.myb` files of the system folder (at its top or one subfolder down) that
    ///   `order.conf` does not name form a last system group, "Other", sorted by name.
    /// - Each existing user folder then adds one group, named by `userGroupName(for:)`, of its
    ///   `.myb` files (at its top or one subfolder down) sorted by name; an empty one is dropped.
    public static func scan(systemFolder: String, userFolders: [String]) -> (groups: [BrushGroup], problems: [String]) {
        var groups: [BrushGroup] = []
        var problems: [String] = []
        let system = absolutePath(systemFolder)
        if folderExists(system, problems: &problems) {
            groups += systemGroups(in: system, problems: &problems)
        }
        for userFolder in userFolders {
            let folder = absolutePath(userFolder)
            guard folderExists(folder, problems: &problems) else { continue }
            let entries = brushFiles(in: folder, problems: &problems)
            if !entries.isEmpty {
                groups.append(BrushGroup(name: userGroupName(for: folder), entries: entries))
            }
        }
        return (groups, problems)
    }

    /// The name of a user folder's group: its last path component, or the one before when that
    /// is `brushes`. Both default user folders end in `brushes`, so naming groups by the last
    /// component (or all "My brushes") would give two groups one name; this gives "flourish"
    /// and "mypaint", which also say where the brushes live.
    public static func userGroupName(for folder: String) -> String {
        let components = absolutePath(folder).split(separator: "/")
        guard let last = components.last else { return "/" }
        if last == "brushes", components.count >= 2 { return String(components[components.count - 2]) }
        return String(last)
    }

    /// The groups of `order.conf` with the brushes that exist, then "Other".
    static func systemGroups(in folder: String, problems: inout [String]) -> [BrushGroup] {
        let order = readOrder(in: folder, problems: &problems)
        var groups: [BrushGroup] = []
        var named: Set<String> = []
        var reportedMissing: Set<String> = []
        for orderGroup in order {
            var entries: [BrushEntry] = []
            for brush in orderGroup.brushes {
                let path = "\(folder)/\(brush.name)\(brushFileExtension)"
                guard fileExists(path) else {
                    if reportedMissing.insert(brush.name).inserted {
                        problems.append(
                            "\(folder)/\(orderFileName):\(brush.line): no brush file for '\(brush.name)' "
                                + "(looked for \(path)); left out")
                    }
                    continue
                }
                named.insert(brush.name)
                entries.append(BrushEntry(name: brush.name, path: path))
            }
            if !entries.isEmpty { groups.append(BrushGroup(name: orderGroup.name, entries: entries)) }
        }
        let others = brushFiles(in: folder, problems: &problems).filter { !named.contains($0.name) }
        if !others.isEmpty { groups.append(BrushGroup(name: otherGroupName, entries: others)) }
        return groups
    }

    /// The groups of the folder's `order.conf`; none when it has none (every brush then goes
    /// to "Other"), and a problem as well when it is there but cannot be read as text.
    static func readOrder(in folder: String, problems: inout [String]) -> [BrushOrder.Group] {
        let path = "\(folder)/\(orderFileName)"
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        guard let data = FileManager.default.contents(atPath: path) else {
            problems.append("\(path): cannot read the brush order; every brush is listed under \(otherGroupName)")
            return []
        }
        guard let text = String(data: data, encoding: .utf8) else {
            problems.append("\(path): not UTF-8 text; every brush is listed under \(otherGroupName)")
            return []
        }
        let (groups, orderProblems) = BrushOrder.parse(text, file: path)
        problems += orderProblems
        return groups
    }

    static let brushFileExtension = ".myb"
    static let orderFileName = "order.conf"
}
