import FlourishAppCore
import FlourishBrushLibrary
import FlourishPaint

/// Every brush preview read so far, for whatever shows brushes (the brush chooser's grid, the
/// pop-up palette's slots): read on the loader's thread as they are first asked for, kept in
/// one atlas for the app's life, so a preview is read once however often and wherever it
/// shows. A preview that is missing or unreadable is known as such (drawn as a placeholder).
@MainActor
final class BrushPreviews {
    /// Side of each preview, in pixels, as read and kept.
    let side: Int
    private let atlas: PreviewAtlas
    private let loader: PreviewLoader
    private var unreadable: Set<String> = []

    init(renderer: Renderer, side: Int, wake: @escaping @Sendable () -> Void) {
        self.side = side
        atlas = PreviewAtlas(renderer: renderer, side: side)
        loader = PreviewLoader(side: side, wake: wake)
    }

    /// Preview files read so far.
    var filesRead: Int { loader.filesRead }

    /// Previews came in that no frame has taken up yet.
    var hasFinished: Bool { loader.hasFinished }

    /// Takes up the previews read since the last call.
    func takeFinished() {
        for result in loader.takeFinished() {
            if let pixels = result.pixels, (try? atlas.add(result.key, pixels: pixels)) != nil { continue }
            unreadable.insert(result.key)
        }
    }

    /// Whether `entry`'s preview is neither up nor known to be unreadable.
    func isMissing(_ entry: BrushEntry) -> Bool {
        !atlas.contains(entry.path) && !unreadable.contains(entry.path)
    }

    func isUnreadable(_ entry: BrushEntry) -> Bool { unreadable.contains(entry.path) }

    /// Asks for the previews of `entries` (each is read once).
    func request(_ entries: [BrushEntry]) {
        loader.request(entries.filter(isMissing).map { (key: $0.path, path: $0.previewPath) })
    }

    /// Draws `entry`'s preview 1:1 at (x, y); false where it is not up.
    @discardableResult
    func draw(_ entry: BrushEntry, atX x: Int, y: Int) -> Bool { atlas.draw(entry.path, atX: x, y: y) }

    /// Draws `entry`'s preview scaled into `rect`; false where it is not up.
    @discardableResult
    func draw(_ entry: BrushEntry, in rect: PixelRect) -> Bool { atlas.draw(entry.path, in: rect) }

    /// Waits for the loader's thread (before the app shuts down).
    func drain() { loader.drain() }
}
