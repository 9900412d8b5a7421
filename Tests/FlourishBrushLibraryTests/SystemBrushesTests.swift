import FlourishBrushLibrary
import Foundation
import Testing

/// The scan against the mypaint-brushes 2.0 package this machine has, when it has it.
@Suite("BrushLibrary on the installed mypaint-brushes")
struct SystemBrushesTests {
    static let folder = "/usr/share/mypaint-data/2.0/brushes"

    @Test(
        "seven groups in order.conf's order, every brush on disk listed once, no problems",
        .enabled(
            if: FileManager.default.fileExists(atPath: folder + "/order.conf"),
            "mypaint-brushes 2.0 is not installed at \(folder)"))
    func installedBrushes() throws {
        let (groups, problems) = BrushLibrary.scan(systemFolder: Self.folder, userFolders: [])
        #expect(problems == [])
        // order.conf also has an empty Favorites group (between Deevad and Ramon), dropped.
        #expect(groups.map(\.name) == ["Dieterle", "Classic", "Deevad", "Ramon", "Experimental", "Tanda", "Kaerhon"])
        #expect(groups.allSatisfy { !$0.entries.isEmpty })
        #expect(groups.first?.entries.first?.name == "Dieterle/8B_Pencil#1")

        let entries = groups.flatMap(\.entries)
        for entry in entries {
            #expect(FileManager.default.fileExists(atPath: entry.path), "\(entry.path)")
        }
        let previews = entries.filter { FileManager.default.fileExists(atPath: $0.previewPath) }.count
        #expect(previews * 100 >= entries.count * 95, "\(previews) previews for \(entries.count) brushes")

        let onDisk = try Self.brushFilesOnDisk()
        #expect(onDisk.count > 100)
        #expect(entries.count == onDisk.count)
        #expect(Set(entries.map(\.path)) == onDisk)
    }

    /// Every `.myb` under the folder, found without the code under test.
    static func brushFilesOnDisk() throws -> Set<String> {
        let all = try FileManager.default.subpathsOfDirectory(atPath: folder)
        return Set(all.filter { $0.hasSuffix(".myb") }.map { "\(folder)/\($0)" })
    }
}
