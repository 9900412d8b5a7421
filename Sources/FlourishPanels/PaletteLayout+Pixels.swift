import FlourishSamples
import Glibc

extension PaletteLayout {
    /// The palette's background, a little see-through.
    public static let background = (r: 36.0, g: 36.0, b: 42.0, a: 235.0)
    static let button = (r: 62.0, g: 62.0, b: 72.0)
    static let emptyRecent = (r: 52.0, g: 52.0, b: 60.0)
    static let slotFill = (r: 70.0, g: 70.0, b: 78.0)
    /// The rim of a slot's circle, in points: it shows the slot's colour.
    static let rimPoints = 3.0

    /// The colour ring's colour at `hue` and `shade` (0 at the ring's inner edge, 1 at its
    /// outer): from a dark shade of the hue (value 0.2) to the pure hue halfway, then paler to
    /// a tint (saturation 0.15), so one ring reaches dark, bright and pale paints.
    public static func color(hue: Double, shade: Double) -> Color {
        let shade = min(max(shade, 0), 1)
        if shade < 0.5 { return hsvColor(hue: hue, saturation: 1, value: 0.2 + 0.8 * shade / 0.5) }
        return hsvColor(hue: hue, saturation: 1 - 0.85 * (shade - 0.5) / 0.5, value: 1)
    }

    /// The disc as `frame.width * frame.height * 4` bytes of straight RGBA, rows top first:
    /// the background, undo's and redo's halves, the recent colours (`recent`, newest first;
    /// a sector with none is dark), the colour ring, and each slot's circle with its colour
    /// (`slotColors`) as the rim, the current slot's (1...9) ringed in white. Edges are
    /// anti-aliased over about a pixel. Pixel (i, j) is window point (frame.x + i, frame.y + j),
    /// what `hit` reads. Made once an opening: the previews and labels are drawn over it.
    public func pixels(recent: [Color], slotColors: [Color], currentSlot: Int, scale: ChromeScale) -> [UInt8] {
        let box = frame
        let rim = scale.pixels(Self.rimPoints)
        let slots = (0..<Self.slotCount).map { slotCenter($0) }
        var bytes = [UInt8](repeating: 0, count: box.width * box.height * 4)
        var offset = 0
        for row in 0..<box.height {
            let y = Double(box.y + row)
            for column in 0..<box.width {
                let x = Double(box.x + column)
                let dx = x - centerX
                let dy = y - centerY
                let distance = (dx * dx + dy * dy).squareRoot()
                let disc = Self.inside(distance, radius)
                if disc > 0 {
                    var paint = (r: Self.background.r, g: Self.background.g, b: Self.background.b)
                    paint = zones(paint, x: x, y: y, distance: distance, recent: recent)
                    for (index, slot) in slots.enumerated() {
                        let sx = x - slot.x
                        let sy = y - slot.y
                        let d = (sx * sx + sy * sy).squareRoot()
                        guard d < slotRadius + rim * 2 + 1 else { continue }
                        let color = index < slotColors.count ? slotColors[index] : Color(r: 0, g: 0, b: 0)
                        if index + 1 == currentSlot {
                            paint = Self.over(paint, (255, 255, 255), Self.inside(d, slotRadius + rim * 2))
                        }
                        paint = Self.over(paint, Self.channels(color), Self.inside(d, slotRadius))
                        paint = Self.over(paint, Self.slotFill, Self.inside(d, slotRadius - rim))
                    }
                    bytes[offset] = Self.byte(paint.r)
                    bytes[offset + 1] = Self.byte(paint.g)
                    bytes[offset + 2] = Self.byte(paint.b)
                    bytes[offset + 3] = Self.byte(Self.background.a * disc)
                }
                offset += 4
            }
        }
        return bytes
    }

    /// `paint` with the middle, the recent colours and the colour ring over it at (`x`, `y`).
    private func zones(
        _ paint: (r: Double, g: Double, b: Double), x: Double, y: Double, distance: Double, recent: [Color]
    ) -> (r: Double, g: Double, b: Double) {
        var paint = paint
        let dx = x - centerX
        // Undo and redo: the middle, cut down the centre by a line of the background.
        let core = Self.inside(distance, radius * Self.coreRatio) * min(max(abs(dx) - 0.5, 0), 1)
        paint = Self.over(paint, Self.button, core)
        let recentBand = Self.band(distance, radius * Self.recentRatios.inner, radius * Self.recentRatios.outer)
        if recentBand > 0 {
            let sector =
                Int(Self.clockAngle(dx: dx, dy: y - centerY) / (2 * .pi) * Double(Self.recentCount)) % Self.recentCount
            let color = sector < recent.count ? Self.channels(recent[sector]) : Self.emptyRecent
            paint = Self.over(paint, color, recentBand)
        }
        let colorBand = Self.band(distance, radius * Self.colorRatios.inner, radius * Self.colorRatios.outer)
        if colorBand > 0 {
            let place = colorPlace(x: x, y: y)
            paint = Self.over(paint, Self.channels(Self.color(hue: place.hue, shade: place.shade)), colorBand)
        }
        return paint
    }

    /// How much of a pixel `distance` from a centre lies within `radius` (a pixel's ramp).
    static func inside(_ distance: Double, _ radius: Double) -> Double {
        min(max(radius - distance + 0.5, 0), 1)
    }

    /// How much of a pixel lies between radii `inner` and `outer`.
    static func band(_ distance: Double, _ inner: Double, _ outer: Double) -> Double {
        max(inside(distance, outer) - inside(distance, inner), 0)
    }

    static func over(
        _ under: (r: Double, g: Double, b: Double), _ top: (r: Double, g: Double, b: Double), _ amount: Double
    ) -> (r: Double, g: Double, b: Double) {
        guard amount > 0 else { return under }
        return (
            under.r + (top.r - under.r) * amount, under.g + (top.g - under.g) * amount, under.b + (top.b - under.b) * amount
        )
    }

    static func channels(_ color: Color) -> (r: Double, g: Double, b: Double) {
        (Double(color.r), Double(color.g), Double(color.b))
    }

    static func byte(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
}
