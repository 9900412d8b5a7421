import FlourishSession
import FlourishSessionSetup
import Testing

@Suite("View transform: window <-> canvas, zoom about a point, pan, fit")
struct ViewTransformTests {
    func view(canvas: (Int, Int) = (4096, 4096), window: (Int, Int) = (1024, 768), start: StartZoom = .fit) -> ViewTransform {
        ViewTransform(
            canvasWidth: canvas.0, canvasHeight: canvas.1, viewportWidth: window.0, viewportHeight: window.1, start: start)
    }

    @Test("canvas -> window -> canvas is the identity at every zoom level")
    func roundTrip() {
        var v = view(start: .scale(1))
        for steps in [-16, -5, -1, 1, 3, 8, 20] {
            v.zoom(steps: steps, aboutX: 300, aboutY: 200)
            for point in [(0.0, 0.0), (123.25, 4000.5), (4095.9, 17.125)] {
                let w = v.windowPoint(canvasX: point.0, canvasY: point.1)
                let back = v.canvasPoint(windowX: w.x, windowY: w.y)
                #expect(abs(back.x - point.0) < 1e-9 && abs(back.y - point.1) < 1e-9, "zoom \(v.zoom): \(point) came back as \(back)")
            }
        }
    }

    @Test("zooming keeps the canvas point under the pointer where it is (to the whole-pixel offset)")
    func zoomAboutPoint() {
        var v = view(start: .scale(1))
        let anchor = (x: 412.0, y: 301.0)
        let before = v.canvasPoint(windowX: anchor.x, windowY: anchor.y)
        for steps in [1, 1, 4, 8, -3, -12] {
            v.zoom(steps: steps, aboutX: anchor.x, aboutY: anchor.y)
            let after = v.windowPoint(canvasX: before.x, canvasY: before.y)
            #expect(abs(after.x - anchor.x) <= 0.5 && abs(after.y - anchor.y) <= 0.5, "zoom \(v.zoom): the point moved to \(after)")
        }
    }

    @Test("four steps double the zoom; 1:1 and powers of two are exact; the range is 1/16 to 32")
    func zoomLevels() {
        var v = view(start: .scale(1))
        v.zoom(steps: 4, aboutX: 0, aboutY: 0)
        #expect(v.zoom == 2)
        v.zoom(steps: -4, aboutX: 0, aboutY: 0)
        #expect(v.zoom == 1)
        v.zoom(steps: 1, aboutX: 0, aboutY: 0)
        #expect(abs(v.zoom - 1.189207115002721) < 1e-12)
        v.zoom(steps: 100, aboutX: 0, aboutY: 0)
        #expect(v.zoom == 32)
        v.zoom(steps: -200, aboutX: 0, aboutY: 0)
        #expect(v.zoom == 1.0 / 16)
    }

    @Test("from a fit between levels, one step goes to the next level, not past it")
    func fromFit() {
        var v = view()  // 4096 in 1024x768: fit 0.1875
        #expect(v.zoom == 0.1875)
        v.zoom(steps: 1, aboutX: 512, aboutY: 384)
        #expect(abs(v.zoom - ViewTransform.level(-9)) < 1e-12, "\(v.zoom)")
        var w = view()
        w.zoom(steps: -1, aboutX: 512, aboutY: 384)
        #expect(abs(w.zoom - ViewTransform.level(-10)) < 1e-12, "\(w.zoom)")
    }

    @Test("fit shows the whole canvas, centred, as large as fits")
    func fit() {
        let v = view(canvas: (800, 600), window: (1000, 600))
        #expect(v.zoom == 1)
        #expect(v.offsetX == 100 && v.offsetY == 0)
        let small = view(canvas: (400, 300), window: (400, 300))
        #expect(small.zoom == 1 && small.offsetX == 0 && small.offsetY == 0)
        let tall = view(canvas: (1000, 4000), window: (1000, 500))
        #expect(tall.zoom == 0.125)
        let topLeft = tall.windowPoint(canvasX: 0, canvasY: 0)
        let bottomRight = tall.windowPoint(canvasX: 1000, canvasY: 4000)
        #expect(topLeft.x >= 0 && topLeft.y >= 0 && bottomRight.x <= 1000 && bottomRight.y <= 500)
    }

    @Test("panning can never lose the canvas: some of it always stays in the window")
    func panKeepsCanvas() {
        var v = view(canvas: (2000, 2000), window: (800, 600), start: .scale(1))
        for (dx, dy) in [(100_000.0, 0.0), (-100_000, 0), (0, 100_000), (0, -100_000), (.infinity, 5)] {
            v.pan(dx: dx, dy: dy)
            let left = v.offsetX
            let right = v.offsetX + 2000 * v.zoom
            let top = v.offsetY
            let bottom = v.offsetY + 2000 * v.zoom
            #expect(min(right, 800) - max(left, 0) >= ViewTransform.keptInView, "x: \(left)...\(right)")
            #expect(min(bottom, 600) - max(top, 0) >= ViewTransform.keptInView, "y: \(top)...\(bottom)")
        }
        var moved = view(canvas: (2000, 2000), window: (800, 600), start: .scale(1))
        let before = moved.offsetX
        moved.pan(dx: 37, dy: -12)
        #expect(moved.offsetX == before + 37)
    }

    @Test("a resized window keeps the canvas point at its centre there, and the canvas in view")
    func resize() {
        var v = view(canvas: (1000, 1000), window: (800, 600), start: .scale(1))
        let centre = v.canvasPoint(windowX: 400, windowY: 300)
        v.resize(width: 1200, height: 900)
        let after = v.canvasPoint(windowX: 600, windowY: 450)
        #expect(after.x == centre.x && after.y == centre.y, "\(centre) moved to \(after)")
        v.pan(dx: 1100, dy: 0)
        v.resize(width: 300, height: 300)
        #expect(v.offsetX == 300 - ViewTransform.keptInView, "the canvas left the window")
    }

    @Test("zooming in and out about one point many times does not let the point creep")
    func noCreep() {
        var v = view(start: .scale(1))
        let anchor = (x: 333.0, y: 222.0)
        let before = v.canvasPoint(windowX: anchor.x, windowY: anchor.y)
        for _ in 0..<50 {
            v.zoom(steps: 3, aboutX: anchor.x, aboutY: anchor.y)
            v.zoom(steps: -3, aboutX: anchor.x, aboutY: anchor.y)
        }
        #expect(v.zoom == 1)
        let after = v.canvasPoint(windowX: anchor.x, windowY: anchor.y)
        #expect(abs(after.x - before.x) <= 0.5 && abs(after.y - before.y) <= 0.5, "\(before) crept to \(after)")
    }
}
