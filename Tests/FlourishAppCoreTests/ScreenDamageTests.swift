import FlourishPaint
import FlourishSession
import Testing

@testable import FlourishAppCore

/// The rectangles the software path redraws and sends.
struct ScreenDamageTests {
    let window = PixelRect(x: 0, y: 0, width: 800, height: 600)

    func area(_ damage: ScreenDamage) -> Int { damage.rects.reduce(0) { $0 + $1.width * $1.height } }

    @Test("one dab over four tiles is one rectangle: touching parts join")
    func touchingJoin() {
        var damage = ScreenDamage()
        // A 10x10 dab across the corner where tiles (0,0), (1,0), (0,1), (1,1) meet.
        damage.add(PixelRect(x: 59, y: 59, width: 5, height: 5), within: window)
        damage.add(PixelRect(x: 64, y: 59, width: 5, height: 5), within: window)
        damage.add(PixelRect(x: 59, y: 64, width: 5, height: 5), within: window)
        damage.add(PixelRect(x: 64, y: 64, width: 5, height: 5), within: window)
        #expect(damage.rects == [PixelRect(x: 59, y: 59, width: 10, height: 10)])
    }

    @Test("far-apart changes stay apart, so the window between them is neither drawn nor sent")
    func farApartStayApart() {
        var damage = ScreenDamage()
        damage.add(PixelRect(x: 10, y: 10, width: 8, height: 8), within: window)
        damage.add(PixelRect(x: 700, y: 500, width: 8, height: 8), within: window)
        #expect(damage.rects.count == 2)
        #expect(area(damage) == 128)
    }

    @Test("past the most rectangles kept, the cheapest pair joins; every changed pixel stays covered")
    func boundedCount() {
        var damage = ScreenDamage()
        var added: [PixelRect] = []
        for i in 0..<20 {
            let rect = PixelRect(x: (i * 97) % 760, y: (i * 53) % 560, width: 6, height: 6)
            added.append(rect)
            damage.add(rect, within: window)
        }
        #expect(damage.rects.count <= ScreenDamage.maximumCount)
        for rect in added {
            #expect(damage.rects.contains { $0.intersection(rect) == rect }, "\(rect) is not covered")
        }
        // Still far less than the window.
        #expect(area(damage) < window.width * window.height / 2)
    }

    @Test("rectangles are clipped to the window; one wholly outside adds nothing")
    func clipped() {
        var damage = ScreenDamage()
        damage.add(PixelRect(x: -5, y: -5, width: 10, height: 10), within: window)
        damage.add(PixelRect(x: 900, y: 10, width: 10, height: 10), within: window)
        #expect(damage.rects == [PixelRect(x: 0, y: 0, width: 5, height: 5)])
    }

    @Test("canvas pixels map through the view, with the margin a filtered texture needs")
    func canvasToWindow() {
        var view = ViewTransform(canvasWidth: 400, canvasHeight: 300, viewportWidth: 800, viewportHeight: 600, start: .scale(2))
        let at2 = ScreenDamage.windowRect(ofCanvas: PixelRect(x: 10, y: 20, width: 3, height: 4), view: view, margin: 0)
        #expect(at2 == PixelRect(x: Int(view.offsetX) + 20, y: Int(view.offsetY) + 40, width: 6, height: 8))
        view.zoom(to: 0.5, aboutX: 400, aboutY: 300)
        let filtered = ScreenDamage.windowRect(ofCanvas: PixelRect(x: 10, y: 20, width: 3, height: 4), view: view, margin: 3)
        let x0 = Int((10 * 0.5 + view.offsetX).rounded(.down)) - 3
        #expect(filtered.x == x0)
        #expect(filtered.width == Int((13 * 0.5 + view.offsetX).rounded(.up)) - Int((10 * 0.5 + view.offsetX).rounded(.down)) + 6)
    }

    @Test("aligned to a 2x view's grid, a part starts and ends on whole canvas pixels and still covers the change")
    func alignedToGrid() {
        var damage = ScreenDamage()
        damage.add(PixelRect(x: 13, y: 8, width: 4, height: 3), within: window)
        // The canvas's origin at window (-7, 4): canvas pixels start at odd window columns.
        let aligned = damage.aligned(toGrid: 2, originX: -7, originY: 4, within: window)
        #expect(aligned.rects == [PixelRect(x: 13, y: 8, width: 4, height: 4)])
        let grid = damage.aligned(toGrid: 4, originX: 0, originY: 0, within: window)
        #expect(grid.rects == [PixelRect(x: 12, y: 8, width: 8, height: 4)])
        // A grid of 1 changes nothing.
        #expect(damage.aligned(toGrid: 1, originX: 3, originY: 3, within: window) == damage)
    }

    @Test("the ring's rectangle holds both circles and the small brush's cross")
    func ringRect() {
        let small = ScreenDamage.windowRect(of: CursorPlacement(x: 100.5, y: 50.25, radius: 2))
        // The cross reaches 6 px out from the centre.
        #expect(small.x <= 94 && small.x + small.width >= 107)
        #expect(small.y <= 44 && small.y + small.height >= 57)
        let big = ScreenDamage.windowRect(of: CursorPlacement(x: 200, y: 200, radius: 30))
        // The black circle is drawn at the radius plus one.
        #expect(big.x <= 169 && big.x + big.width >= 232)
    }
}
