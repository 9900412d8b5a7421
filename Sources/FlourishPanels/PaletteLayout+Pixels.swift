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
    ///
    /// The disc is filled row by row over its span only, and each slot's circle afterwards
    /// over its own square: a pixel is never measured against all nine slots, so a 2x palette
    /// (680 pixels across) is made well inside a frame in a release build.
    public func pixels(recent: [Color], slotColors: [Color], currentSlot: Int, scale: ChromeScale) -> [UInt8] {
        let box = frame
        var bytes = [UInt8](repeating: 0, count: box.width * box.height * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            fillDisc(buffer, box: box, recent: recent)
            let rim = scale.pixels(Self.rimPoints)
            for index in 0..<Self.slotCount {
                let color = index < slotColors.count ? Self.channels(slotColors[index]) : (0, 0, 0)
                drawSlot(buffer, box: box, index: index, rim: rim, color: color, current: index + 1 == currentSlot)
            }
        }
        return bytes
    }

    /// The background, the middle, the recent colours and the colour ring, over each row's
    /// span of the disc.
    private func fillDisc(_ bytes: UnsafeMutableBufferPointer<UInt8>, box: ChromeRect, recent: [Color]) {
        for row in 0..<box.height {
            let dy = Double(box.y + row) - centerY
            let reach = radius + 1
            guard abs(dy) <= reach else { continue }
            let half = (reach * reach - dy * dy).squareRoot()
            let first = max(Int((centerX - half).rounded(.down)) - box.x, 0)
            let last = min(Int((centerX + half).rounded(.up)) - box.x, box.width - 1)
            guard first <= last else { continue }
            for column in first...last {
                let x = Double(box.x + column)
                let dx = x - centerX
                let distance = (dx * dx + dy * dy).squareRoot()
                let disc = Self.inside(distance, radius)
                guard disc > 0 else { continue }
                var paint = (r: Self.background.r, g: Self.background.g, b: Self.background.b)
                paint = zones(paint, x: x, y: Double(box.y + row), distance: distance, recent: recent)
                let offset = (row * box.width + column) * 4
                bytes[offset] = Self.byte(paint.r)
                bytes[offset + 1] = Self.byte(paint.g)
                bytes[offset + 2] = Self.byte(paint.b)
                bytes[offset + 3] = Self.byte(Self.background.a * disc)
            }
        }
    }

    /// Slot `index`'s circle over what is there, within its square: the white ring where it is
    /// the current slot, the rim in its colour, the fill inside.
    private func drawSlot(
        _ bytes: UnsafeMutableBufferPointer<UInt8>, box: ChromeRect, index: Int, rim: Double,
        color: (r: Double, g: Double, b: Double), current: Bool
    ) {
        let middle = slotCenter(index)
        let reach = slotRadius + rim * 2 + 1
        let x0 = max(Int((middle.x - reach).rounded(.down)) - box.x, 0)
        let x1 = min(Int((middle.x + reach).rounded(.up)) - box.x, box.width - 1)
        let y0 = max(Int((middle.y - reach).rounded(.down)) - box.y, 0)
        let y1 = min(Int((middle.y + reach).rounded(.up)) - box.y, box.height - 1)
        guard x0 <= x1, y0 <= y1 else { return }
        for row in y0...y1 {
            let sy = Double(box.y + row) - middle.y
            for column in x0...x1 {
                let sx = Double(box.x + column) - middle.x
                let d = (sx * sx + sy * sy).squareRoot()
                guard d < reach else { continue }
                let offset = (row * box.width + column) * 4
                // Only on the disc (the slots lie inside it; its alpha stays).
                guard bytes[offset + 3] > 0 else { continue }
                var paint = (r: Double(bytes[offset]), g: Double(bytes[offset + 1]), b: Double(bytes[offset + 2]))
                if current { paint = Self.over(paint, (255, 255, 255), Self.inside(d, slotRadius + rim * 2)) }
                paint = Self.over(paint, color, Self.inside(d, slotRadius))
                paint = Self.over(paint, Self.slotFill, Self.inside(d, slotRadius - rim))
                bytes[offset] = Self.byte(paint.r)
                bytes[offset + 1] = Self.byte(paint.g)
                bytes[offset + 2] = Self.byte(paint.b)
            }
        }
    }

    /// `paint` with the middle, the recent colours and the colour ring over it at (`x`, `y`).
    private func zones(
        _ paint: (r: Double, g: Double, b: Double), x: Double, y: Double, distance: Double, recent: [Color]
    ) -> (r: Double, g: Double, b: Double) {
        var paint = paint
        let dx = x - centerX
        // Undo and redo: the middle, cut down the centre by a line of the background.
        let coreRadius = radius * Self.coreRatio
        if distance < coreRadius + 1 {
            let core = Self.inside(distance, coreRadius) * min(max(abs(dx) - 0.5, 0), 1)
            paint = Self.over(paint, Self.button, core)
        }
        let recentInner = radius * Self.recentRatios.inner
        let recentOuter = radius * Self.recentRatios.outer
        if distance > recentInner - 1 && distance < recentOuter + 1 {
            let recentBand = Self.band(distance, recentInner, recentOuter)
            let sector =
                Int(Self.clockAngle(dx: dx, dy: y - centerY) / (2 * .pi) * Double(Self.recentCount)) % Self.recentCount
            let color = sector < recent.count ? Self.channels(recent[sector]) : Self.emptyRecent
            paint = Self.over(paint, color, recentBand)
        }
        let colorInner = radius * Self.colorRatios.inner
        let colorOuter = radius * Self.colorRatios.outer
        if distance > colorInner - 1 && distance < colorOuter + 1 {
            let colorBand = Self.band(distance, colorInner, colorOuter)
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
