import FlourishSession

/// What the view and the instruments are doing, in the words the title and the overlay show:
/// `turned 45°`, `mirrored`. Empty while the view is upright and unmirrored.
package enum InstrumentSummary {
    package static func describe(_ view: ViewTransform) -> [String] {
        var shown: [String] = []
        if view.rotation != 0 {
            let whole = view.rotation == view.rotation.rounded()
            let degrees = whole ? "\(Int(view.rotation))" : "\((view.rotation * 10).rounded() / 10)"
            shown.append("turned \(degrees)°")
        }
        if view.isMirrored { shown.append("mirrored") }
        return shown
    }
}
