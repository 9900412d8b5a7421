import FlourishPanels
import Testing

@Suite("LayerThumbnail")
struct LayerThumbnailTests {
    @Test("the thumbnail keeps the canvas's shape inside its box and is never larger than the canvas")
    func size() {
        let wide = LayerThumbnail(canvasWidth: 800, canvasHeight: 600, boxWidth: 42, boxHeight: 32)
        #expect((wide.width, wide.height) == (42, 31))
        let tall = LayerThumbnail(canvasWidth: 600, canvasHeight: 1200, boxWidth: 42, boxHeight: 32)
        #expect((tall.width, tall.height) == (16, 32))
        let tiny = LayerThumbnail(canvasWidth: 10, canvasHeight: 5, boxWidth: 42, boxHeight: 32)
        #expect((tiny.width, tiny.height) == (10, 5))
        let sliver = LayerThumbnail(canvasWidth: 10_000, canvasHeight: 1, boxWidth: 42, boxHeight: 32)
        #expect((sliver.width, sliver.height) == (42, 1))
    }

    @Test("an empty layer is the bare checker; opaque red paint is red; half-covering black darkens the grey by half")
    func pixels() {
        let thumbnail = LayerThumbnail(canvasWidth: 80, canvasHeight: 40, boxWidth: 40, boxHeight: 40)
        #expect((thumbnail.width, thumbnail.height) == (40, 20))
        let one = UInt16(1 << 15)
        // The left half painted opaque red; the right half black at alpha 0.5 (premultiplied).
        let bytes = thumbnail.pixels { x, _ in x < 40 ? (one, 0, 0, one) : (0, 0, 0, one / 2) }
        #expect(bytes.count == 40 * 20 * 4)
        func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(bytes[(y * 40 + x) * 4..<(y * 40 + x) * 4 + 4]) }
        #expect(pixel(0, 0) == [255, 0, 0, 255])
        #expect(pixel(19, 19) == [255, 0, 0, 255])
        for (x, y) in [(20, 0), (24, 0), (39, 19)] {
            let grey = Double(LayerThumbnail.checker(x: x, y: y)) / 2
            let expected = UInt8(grey.rounded())
            #expect(pixel(x, y) == [expected, expected, expected, 255], "(\(x), \(y))")
        }
        let empty = thumbnail.pixels { _, _ in (0, 0, 0, 0) }
        #expect(empty[0] == LayerThumbnail.checkerLight)
        let dark = LayerThumbnail.checkerSide * 4
        #expect(empty[dark] == LayerThumbnail.checkerDark, "the second checker square is the dark grey")
    }

    @Test("every canvas pixel the thumbnail samples lies on the canvas, and the samples spread over all of it")
    func samplesInside() {
        let thumbnail = LayerThumbnail(canvasWidth: 333, canvasHeight: 77, boxWidth: 50, boxHeight: 50)
        var xs = Set<Int>()
        var ys = Set<Int>()
        _ = thumbnail.pixels { x, y in
            #expect(x >= 0 && x < 333 && y >= 0 && y < 77)
            xs.insert(x)
            ys.insert(y)
            return (0, 0, 0, 0)
        }
        #expect(xs.count == thumbnail.width * 2 && ys.count == thumbnail.height * 2)
        #expect((xs.min() ?? 999) < 10 && (xs.max() ?? 0) > 323)
    }
}
