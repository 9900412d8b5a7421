import Dispatch
import FlourishDocuments
import FlourishFileChooser
import FlourishImage
import FlourishRecentFiles
import FlourishThumbnails
import Foundation
import Synchronization

/// The painter's recent paintings: every file Flourish opens or saves goes into the desktop's
/// recently-used list (which GTK and KDE programs read too), and "Open recent" shows the last
/// ten Flourish can open, with their thumbnails. The list is read and written, and thumbnails
/// made, on a queue of its own: the frame loop never waits on the disk; each step it finishes
/// wakes the loop.
package final class RecentPaintings: Sendable {
    /// One painting of the list, with its thumbnail once made.
    package struct Entry: Sendable, Equatable {
        package var path: String
        package var lastUsed: Double
        /// The thumbnail (straight RGBA, at most `thumbnailSide` a side); nil until made, or
        /// where the file has none Flourish can read.
        package var thumbnail: RGBAImage?
        package var thumbnailDone = false

        package var name: String { (path as NSString).lastPathComponent }
        package var folder: String { (path as NSString).deletingLastPathComponent }
    }

    private struct State {
        var entries: [Entry] = []
        /// Counts list loads, so thumbnails of an older load do not land in a newer list.
        var generation = 0
    }

    package static let shown = 10
    package static let thumbnailSide = 96

    private let store: RecentFilesStore?
    private let state = Mutex(State())
    private let queue = DispatchQueue(label: "flourish-recent-files")
    private let wake: @Sendable () -> Void

    package init(environment: [String: String], wake: @escaping @Sendable () -> Void) {
        store = RecentFilesStore(environment: environment)
        self.wake = wake
    }

    /// Where the list is (nil: nowhere, without HOME or XDG_DATA_HOME).
    package var listPath: String? { store?.path }

    /// The file at `path` was opened or saved now: it goes into the list (off the loop); a list
    /// that cannot be read is said and left as it was.
    package func note(_ path: String) {
        guard let store, let type = FileType(path: path) else { return }
        let time = Date().timeIntervalSince1970
        queue.async {
            do { try store.noteUse(of: path, mimeType: type.mimeType, by: .flourish, at: time) } catch {
                Console.warn("the recent-files list: \(error)")
            }
        }
    }

    /// The list as last loaded, newest first.
    package var entries: [Entry] { state.withLock { $0.entries } }

    /// Loads the list afresh (off the loop), then each thumbnail in turn; the loop is woken
    /// once the list is there and as thumbnails come.
    package func reload() {
        guard let store else { return }
        let generation = state.withLock { state -> Int in
            state.generation += 1
            return state.generation
        }
        queue.async { [self] in
            let files: [RecentFile]
            do {
                files = try store.recent(limit: Self.shown) { file in
                    file.path.flatMap { FileType(path: $0) } != nil
                }
            } catch {
                Console.warn("the recent-files list: \(error)")
                files = []
            }
            let entries = files.compactMap { file in file.path.map { Entry(path: $0, lastUsed: file.lastUsed) } }
            guard update(generation, { $0 = entries }) else { return }
            wake()
            for (index, entry) in entries.enumerated() {
                let thumbnail = Self.thumbnail(of: entry.path)
                guard update(generation, { $0[index].thumbnail = thumbnail; $0[index].thumbnailDone = true }) else { return }
                wake()
            }
        }
    }

    /// Changes the entries where they are still those of load `generation`.
    private func update(_ generation: Int, _ change: (inout [Entry]) -> Void) -> Bool {
        state.withLock { state in
            guard state.generation == generation else { return false }
            change(&state.entries)
            return true
        }
    }

    /// The file's thumbnail as a file manager's is made (`Thumbnailer`: the OpenRaster file's
    /// own thumbnail, or the PNG, scaled), read back; nil where it cannot be made.
    static func thumbnail(of path: String) -> RGBAImage? {
        let scratch = NSTemporaryDirectory() + "flourish-recent-\(getpid())-\(UUID().uuidString.prefix(8)).png"
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        do {
            try Thumbnailer.write(from: path, to: scratch, size: thumbnailSide)
            return try PNGFile.read(scratch)
        } catch {
            return nil
        }
    }

    /// Waits for the list's writes (the app quits only after).
    package func drain() { queue.sync {} }
}
