/// The opacity the wheel gives a layer: `steps` tenths up (or down, for negative steps) from
/// `opacity`, on the tenths, within 0...1. An opacity between tenths (from a file) goes to the
/// next tenth in the wheel's direction first, so one click always changes what the panel shows.
public func layerOpacity(_ opacity: Double, steppedBy steps: Int) -> Double {
    guard opacity.isFinite else { return 1 }
    let tenths = opacity * 10
    let start = steps > 0 ? (tenths + 1e-9).rounded(.down) : (tenths - 1e-9).rounded(.up)
    let stepped = steps == 0 ? tenths.rounded() : start + Double(steps)
    return min(max(stepped, 0), 10) / 10
}
