/// The window's title: the app, the current slot, its brush and radius, so the painter sees
/// what the pen will do without opening anything: `Flourish — 3: classic/marker_fat (r 9.1)`.
enum WindowTitle {
    static func text(slot: Int, brush: String, radius: Double) -> String {
        let shown = radius.isFinite ? (radius * 10).rounded() / 10 : 0
        return "Flourish — \(slot): \(brush) (r \(shown))"
    }
}
