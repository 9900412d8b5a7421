/// The window's title: the app, the current slot, its brush and radius, so the painter sees
/// what the pen will do without opening anything; then the painting's file, starred while it
/// holds unsaved paint, and what is happening to it:
/// `Flourish — 3: classic/marker_fat (r 9.1) — *sky.ora — saving…`. In gesture mode it says
/// so after the brush, since the pen then writes instead of painting:
/// `Flourish — 3: classic/marker_fat (r 9.1) — gesture mode — sky.ora`. A painting of more
/// than one layer names the one the pen paints on after the brush:
/// `Flourish — 3: classic/marker_fat (r 9.1) — Line art (2/3) — sky.ora`. The instruments that
/// are on follow: `… — turned 15°, mirrored — sky.ora`. A tool other than the brush holding
/// the canvas comes last before the file, since the pen then does not paint:
/// `… — transform — sky.ora`.
package struct WindowTitle {
    /// The text set last, and whether it starred the file as unsaved.
    package private(set) var shown = ""
    package private(set) var showsUnsaved = false

    package init() {}

    /// Takes in the title the window should have now; returns it where it differs from the
    /// one shown (so the window is told only of changes), nil where it is the same.
    package mutating func update(to text: String, unsaved: Bool) -> String? {
        showsUnsaved = unsaved
        guard text != shown else { return nil }
        shown = text
        return text
    }

    package static func text(
        slot: Int, brush: String, radius: Double, document: String? = nil, unsaved: Bool = false, status: String? = nil,
        gestureMode: Bool = false, layer: String? = nil, instruments: [String] = [], tool: String? = nil
    ) -> String {
        let shown = radius.isFinite ? (radius * 10).rounded() / 10 : 0
        var title = "Flourish — \(slot): \(brush) (r \(shown))"
        if let layer { title += " — " + layer }
        if !instruments.isEmpty { title += " — " + instruments.joined(separator: ", ") }
        if gestureMode { title += " — gesture mode" }
        if let tool { title += " — " + tool }
        let name = document.map { $0.split(separator: "/").last.map(String.init) ?? $0 } ?? "untitled"
        title += " — " + (unsaved ? "*" : "") + name
        if let status { title += " — " + status }
        return title
    }
}
