import FlourishSamples
import FlourishSession

/// What the view and the instruments are doing, in the words the title and the overlay show:
/// `turned 45°`, `mirrored`, `stabilizer 0.4`. Empty while the view is upright and unmirrored
/// and no instrument is on.
package enum InstrumentSummary {
    /// How much one key press changes the stabilizer's strength.
    package static let stabilizerStep = 0.1

    package static func describe(_ view: ViewTransform, stabilizer: Double = 0, symmetry: Symmetry = .off) -> [String] {
        var shown: [String] = []
        if view.rotation != 0 {
            let whole = view.rotation == view.rotation.rounded()
            let degrees = whole ? "\(Int(view.rotation))" : "\((view.rotation * 10).rounded() / 10)"
            shown.append("turned \(degrees)°")
        }
        if view.isMirrored { shown.append("mirrored") }
        if let named = SymmetryControls.summary(symmetry) { shown.append(named) }
        if stabilizer > 0 { shown.append("stabilizer \((stabilizer * 100).rounded() / 100)") }
        return shown
    }
}
