import FlourishPanels
import Testing

@Suite("Brush previews scaled to the chooser's cells")
struct PreviewScalingTests {
    func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)) -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = pixel(x, y)
                pixels += [p.0, p.1, p.2, p.3]
            }
        }
        return pixels
    }

    @Test("128 to 96: a flat colour stays that colour; transparency becomes white")
    func flat() {
        let red = PreviewScaling.square(image(128, 128) { _, _ in (200, 10, 20, 255) }, width: 128, height: 128, side: 96)
        #expect(red.count == 96 * 96 * 4)
        #expect(stride(from: 0, to: red.count, by: 4).allSatisfy { red[$0] == 200 && red[$0 + 1] == 10 && red[$0 + 2] == 20 && red[$0 + 3] == 255 })
        let clear = PreviewScaling.square(image(128, 128) { _, _ in (0, 0, 0, 0) }, width: 128, height: 128, side: 96)
        #expect(clear.allSatisfy { $0 == 255 })
        let half = PreviewScaling.square(image(4, 4) { _, _ in (0, 0, 0, 128) }, width: 4, height: 4, side: 2)
        #expect(half[0] == 127 && half[3] == 255, "black at half alpha over white is mid grey: \(half[0])")
    }

    @Test("each output pixel is the mean of the area under it: 4x4 black/white columns to 2x2 greys, 3:4 weights")
    func areaWeights() {
        // Columns 0 and 1 black, 2 and 3 white: halves to (black, white).
        let halves = PreviewScaling.square(image(4, 4) { x, _ in x < 2 ? (0, 0, 0, 255) : (255, 255, 255, 255) }, width: 4, height: 4, side: 2)
        #expect(halves[0] == 0 && halves[4] == 255)
        // 4 columns onto 3: the middle output pixel covers column 1's last 2/3 and column 2's
        // first 2/3 (black, white): half grey.
        let thirds = PreviewScaling.square(image(4, 4) { x, _ in x < 2 ? (0, 0, 0, 255) : (255, 255, 255, 255) }, width: 4, height: 4, side: 3)
        #expect(thirds[0] == 0 && thirds[8] == 255)
        #expect(abs(Int(thirds[4]) - 128) <= 1, "middle is \(thirds[4])")
        // The negative control: point sampling would make the middle black or white.
        #expect(thirds[4] != 0 && thirds[4] != 255)
    }
}
