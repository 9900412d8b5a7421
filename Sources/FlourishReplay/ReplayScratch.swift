import Foundation

/// The folder a history's replay keeps its session files in while it runs (each session opens
/// the file the one before it saved, as the app did): named after the process, so a folder a
/// crashed or killed replay left behind is told apart from one a running replay uses, and
/// removed by the next replay to start (`removeLeftovers`). Removed with what it holds when the
/// last reference goes.
final class ReplayScratch {
    static let prefix = "flourish-history-"
    let path: String

    /// Makes the folder in `parent` (the system's temporary folder by default), after removing
    /// the leftovers there.
    init(in parent: String = FileManager.default.temporaryDirectory.path) throws(ReplayError) {
        Self.removeLeftovers(in: parent)
        path = "\(parent)/\(Self.prefix)\(getpid())-\(UUID().uuidString.prefix(8))"
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw ReplayError("\(path): \(error.localizedDescription)")
        }
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }

    /// A file's path in the folder (nothing is made).
    func file(_ name: String) -> String { "\(path)/\(name)" }

    /// Removes the folders in `parent` that replays left behind: those named for a process
    /// that no longer runs (a running one's may be mid-replay).
    static func removeLeftovers(in parent: String) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: parent)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let pidText = name.dropFirst(prefix.count).split(separator: "-").first, let pid = Int32(pidText), pid > 0
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { try? FileManager.default.removeItem(atPath: "\(parent)/\(name)") }
        }
    }
}
