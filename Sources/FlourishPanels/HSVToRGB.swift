import FlourishSamples

/// HSV to RGB for the panel's own pixels, kept in this module on purpose: the shared
/// `Color(hue:saturation:value:)` initialiser is being written in parallel, and the wheel must
/// not wait for it. Hue wraps (any real number is a turn), saturation and value are 0...1.
///
/// The classic six-sector form: the fully saturated colour at `hue`, washed towards white by
/// `1 - saturation` and darkened by `value`.
func hsvComponents(hue: Double, saturation: Double, value: Double) -> (r: Double, g: Double, b: Double) {
    let turns = hue - hue.rounded(.down)
    let scaled = turns * 6
    let sector = min(Int(scaled), 5)
    let fraction = scaled - Double(sector)
    let low = value * (1 - saturation)
    let falling = value * (1 - saturation * fraction)
    let rising = value * (1 - saturation * (1 - fraction))
    switch sector {
    case 0: return (value, rising, low)
    case 1: return (falling, value, low)
    case 2: return (low, value, rising)
    case 3: return (low, falling, value)
    case 4: return (rising, low, value)
    default: return (value, low, falling)
    }
}

/// One channel, 0...1, as the nearest of the 256 steps (halves round up).
@inline(__always)
func eightBit(_ channel: Double) -> UInt8 {
    UInt8((min(max(channel, 0), 1) * 255).rounded())
}

/// The 8-bit colour of `hsvComponents`.
func hsvColor(hue: Double, saturation: Double, value: Double) -> Color {
    let (r, g, b) = hsvComponents(hue: hue, saturation: saturation, value: value)
    return Color(r: eightBit(r), g: eightBit(g), b: eightBit(b))
}
