import FlourishPanels
import FlourishSamples
import Testing

@Suite("The pop-up palette's ring layout")
struct PaletteLayoutTests {
    @Test("opens at the pointer where there is room, 170 points across its radius")
    func atPointer() {
        let layout = PaletteLayout(pointer: (500, 400), window: (1024, 768), scale: .one)
        #expect(layout.centerX == 500 && layout.centerY == 400 && layout.radius == 170)
    }

    @Test("always inside the window: near a corner it moves in; a small window shrinks it", arguments: [
        (5.0, 5.0), (1020, 760), (0, 700), (1024, 0),
    ])
    func inside(x: Double, y: Double) {
        let layout = PaletteLayout(pointer: (x, y), window: (1024, 768), scale: .one)
        let frame = layout.frame
        #expect(frame.x >= 0 && frame.y >= 0 && frame.maxX <= 1024 && frame.maxY <= 768)
        let small = PaletteLayout(pointer: (x, y), window: (300, 200), scale: .one)
        #expect(small.radius < 100)
        #expect(small.frame.y >= 0 && small.frame.maxY <= 200)
    }

    @Test("at 2x the radius doubles")
    func doubled() {
        let layout = PaletteLayout(pointer: (1000, 800), window: (2048, 1536), scale: ChromeScale(factor: 2))
        #expect(layout.radius == 340)
    }

    @Test("the slots' middles are the slots, clockwise from 12 o'clock")
    func slots() {
        let layout = PaletteLayout(pointer: (500, 400), window: (1024, 768), scale: .one)
        for index in 0..<9 {
            let middle = layout.slotCenter(index)
            #expect(layout.hit(x: middle.x, y: middle.y) == .slot(index))
        }
        let first = layout.slotCenter(0)
        #expect(abs(first.x - 500) < 0.001 && first.y < 400, "slot 1 is straight above the middle")
        #expect(layout.slotCenter(2).x > 500 && layout.slotCenter(7).x < 500, "clockwise")
    }

    @Test("the middle is undo on the left and redo on the right; off the disc is outside")
    func middle() {
        let layout = PaletteLayout(pointer: (500, 400), window: (1024, 768), scale: .one)
        #expect(layout.hit(x: 490, y: 400) == .undo)
        #expect(layout.hit(x: 510, y: 400) == .redo)
        #expect(layout.hit(x: 500, y: 400 - 171) == .outside)
        #expect(layout.hit(x: 500 + 125, y: 400 + 125) == .outside, "the frame's corner is off the disc")
    }

    @Test("the recent colours are twelve sectors from 12 o'clock; the ring's hue runs clockwise from 3 o'clock")
    func rings() {
        let layout = PaletteLayout(pointer: (500, 400), window: (1024, 768), scale: .one)
        let recentRadius = 170 * 0.30
        #expect(layout.hit(x: 501, y: 400 - recentRadius) == .recent(0))
        #expect(layout.hit(x: 500 + recentRadius, y: 401) == .recent(3))
        #expect(layout.hit(x: 499, y: 400 - recentRadius) == .recent(11))
        let middleOfRing = 170 * 0.53
        guard case .color(let hue, let shade) = layout.hit(x: 500 + middleOfRing, y: 400) else {
            Issue.record("no colour at 3 o'clock")
            return
        }
        #expect(hue < 0.001 && abs(shade - 0.5) < 0.01)
        guard case .color(let below, _) = layout.hit(x: 500, y: 400 + middleOfRing) else {
            Issue.record("no colour at 6 o'clock")
            return
        }
        #expect(abs(below - 0.25) < 0.001, "a quarter turn clockwise on screen")
        let place = layout.position(hue: 0.6, shade: 0.2)
        guard case .color(let back, let backShade) = layout.hit(x: place.x, y: place.y) else {
            Issue.record("a position on the ring is not on it")
            return
        }
        #expect(abs(back - 0.6) < 0.001 && abs(backShade - 0.2) < 0.001)
    }

    @Test("the colour ring runs dark, pure, pale")
    func shades() {
        #expect(PaletteLayout.color(hue: 0, shade: 0.5) == Color(r: 255, g: 0, b: 0))
        #expect(PaletteLayout.color(hue: 0, shade: 0) == Color(r: 51, g: 0, b: 0))
        let pale = PaletteLayout.color(hue: 0, shade: 1)
        #expect(pale.r == 255 && pale.g > 200 && pale.g == pale.b)
    }
}

@Suite("The pop-up palette's pixels, at 1x and 2x")
struct PalettePixelTests {
    func pixel(_ bytes: [UInt8], _ layout: PaletteLayout, x: Double, y: Double) -> (r: Int, g: Int, b: Int, a: Int) {
        let frame = layout.frame
        let offset = ((Int(y) - frame.y) * frame.width + (Int(x) - frame.x)) * 4
        return (Int(bytes[offset]), Int(bytes[offset + 1]), Int(bytes[offset + 2]), Int(bytes[offset + 3]))
    }

    @Test("each part shows where `hit` finds it; off the disc is transparent", arguments: [1.0, 2.0])
    func parts(factor: Double) {
        let scale = ChromeScale(factor: factor)
        let layout = PaletteLayout(pointer: (700, 500), window: (1400, 1000), scale: scale)
        let green = Color(r: 0, g: 200, b: 0)
        let slots = (0..<9).map { Color(r: UInt8(20 * $0), g: 10, b: 200) }
        let bytes = layout.pixels(recent: [green], slotColors: slots, currentSlot: 3, scale: scale)
        #expect(bytes.count == layout.frame.width * layout.frame.height * 4)
        // The colour ring at 3 o'clock, halfway across: pure red (within the rounding of a
        // pixel's place to the shade, a few levels).
        let red = pixel(bytes, layout, x: 700 + layout.radius * 0.53, y: 500)
        #expect(red.r >= 250 && red.g <= 3 && red.b <= 3 && red.a > 200, "\(red)")
        // The newest recent colour, at 12 o'clock's sector.
        let recent = pixel(bytes, layout, x: 702, y: 500 - layout.radius * 0.30)
        #expect(recent.r == 0 && recent.g == 200 && recent.b == 0)
        // The negative control: an empty sector is the dark grey, not the colour.
        let none = pixel(bytes, layout, x: 700 + layout.radius * 0.30, y: 502)
        #expect(none.g != 200 && none.r < 80)
        // Each slot's rim is its colour.
        for index in [0, 4, 8] {
            let middle = layout.slotCenter(index)
            let rim = pixel(bytes, layout, x: middle.x, y: middle.y - layout.slotRadius + 1.5 * factor)
            #expect(rim.r == Int(slots[index].r) && rim.b == 200, "slot \(index + 1)'s rim: \(rim)")
        }
        // The frame's corner is off the disc.
        #expect(pixel(bytes, layout, x: Double(layout.frame.x), y: Double(layout.frame.y)).a == 0)
        // The middle is undo's button, the line down it the background.
        let undo = pixel(bytes, layout, x: 700 - 10 * factor, y: 500)
        #expect(undo.r == 62 && undo.a == 235)
    }
}
