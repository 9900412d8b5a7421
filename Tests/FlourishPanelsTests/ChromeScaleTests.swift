import FlourishPanels
import Testing

@Suite("The chrome's scale: dpi to window pixels per point")
struct ChromeScaleTests {
    @Test("96 dpi is 1x, 192 is 2x, 144 is 1.5x; below 96 stays 1x; what is not a number is 1x", arguments: [
        (96.0, 1.0), (192, 2), (144, 1.5), (120, 1.25), (100, 1), (48, 1), (1000, 4), (.nan, 1), (.infinity, 1),
    ])
    func fromDPI(dpi: Double, factor: Double) {
        #expect(ChromeScale(dpi: dpi).factor == factor)
    }

    @Test("points become whole pixels; a positive size never vanishes")
    func pixels() {
        #expect(ChromeScale(factor: 2).pixels(34) == 68)
        #expect(ChromeScale(factor: 1.5).pixels(3) == 5)
        #expect(ChromeScale.one.pixels(0) == 0)
        #expect(ChromeScale(factor: 1).pixels(1) == 1)
        #expect(ChromeScale(factor: 2).description == "2x" && ChromeScale(factor: 1.5).description == "1.5x")
    }
}

@Suite("Tooltips go below their control, inside the window")
struct TooltipPlacementTests {
    let anchor = ChromeRect(x: 100, y: 4, width: 34, height: 34)

    @Test("below the control, its left edge at the control's")
    func below() {
        let tip = TooltipPlacement.rect(width: 80, height: 20, anchor: anchor, window: (800, 600), scale: .one)
        #expect(tip == ChromeRect(x: 100, y: 42, width: 80, height: 20))
    }

    @Test("moved left where it would leave the window; above where there is no room below")
    func kept() {
        let right = TooltipPlacement.rect(width: 300, height: 20, anchor: anchor, window: (320, 600), scale: .one)
        #expect(right.x == 20 && right.maxX == 320)
        let low = ChromeRect(x: 10, y: 560, width: 34, height: 34)
        let above = TooltipPlacement.rect(width: 80, height: 20, anchor: low, window: (800, 600), scale: .one)
        #expect(above.maxY == 556)
    }

    @Test("at 2x the gap doubles")
    func scaled() {
        let tip = TooltipPlacement.rect(width: 80, height: 20, anchor: anchor, window: (800, 600), scale: ChromeScale(factor: 2))
        #expect(tip.y == anchor.maxY + 8)
    }
}
