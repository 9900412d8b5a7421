import FlourishSession
import Foundation
import Testing

@Suite("View transform turned and mirrored")
struct TurnedViewTransformTests {
    func view(canvas: (Int, Int) = (4096, 4096), window: (Int, Int) = (1024, 768)) -> ViewTransform {
        ViewTransform(canvasWidth: canvas.0, canvasHeight: canvas.1, viewportWidth: window.0, viewportHeight: window.1, start: .scale(1))
    }

    @Test("canvas -> window -> canvas is the identity at any angle, mirrored or not, at any zoom")
    func roundTrip() {
        for angle in [0.0, 15, 90, 135, -60, 180, 33.3] {
            for mirrored in [false, true] {
                var v = view()
                v.rotate(to: angle, aboutX: 300, aboutY: 200)
                if mirrored { v.mirror(aboutX: 512, aboutY: 384) }
                v.zoom(steps: 3, aboutX: 400, aboutY: 300)
                for point in [(0.0, 0.0), (123.25, 4000.5), (2048, 17.125)] {
                    let w = v.windowPoint(canvasX: point.0, canvasY: point.1)
                    let back = v.canvasPoint(windowX: w.x, windowY: w.y)
                    #expect(abs(back.x - point.0) < 1e-6 && abs(back.y - point.1) < 1e-6, "\(angle)° \(mirrored): \(point) came back as \(back)")
                }
            }
        }
    }

    @Test("turning and mirroring keep the canvas point under the pivot; zoom about a point still does, turned")
    func pivots() {
        var v = view()
        let pivot = (x: 700.0, y: 250.0)
        let under = v.canvasPoint(windowX: pivot.x, windowY: pivot.y)
        for step in [15.0, 15, 60, -200] {
            v.rotate(by: step, aboutX: pivot.x, aboutY: pivot.y)
            let now = v.canvasPoint(windowX: pivot.x, windowY: pivot.y)
            // The offsets are whole pixels: the point stays within one canvas pixel.
            #expect(abs(now.x - under.x) <= 1 && abs(now.y - under.y) <= 1, "turned by \(step): \(now) is not \(under)")
        }
        v.mirror(aboutX: pivot.x, aboutY: pivot.y)
        let mirrored = v.canvasPoint(windowX: pivot.x, windowY: pivot.y)
        #expect(abs(mirrored.x - under.x) <= 1 && abs(mirrored.y - under.y) <= 1)
        let anchor = v.canvasPoint(windowX: 300, windowY: 500)
        v.zoom(steps: 4, aboutX: 300, aboutY: 500)
        let after = v.canvasPoint(windowX: 300, windowY: 500)
        #expect(abs(after.x - anchor.x) <= 1 && abs(after.y - anchor.y) <= 1, "zoom about the pointer drifted: \(anchor) -> \(after)")
    }

    @Test("angles add up in (-180, 180], whole steps stay whole; mirroring twice is no mirror")
    func angles() {
        var v = view()
        for _ in 0..<6 { v.rotate(by: 15, aboutX: 512, aboutY: 384) }
        #expect(v.rotation == 90)
        for _ in 0..<8 { v.rotate(by: 15, aboutX: 512, aboutY: 384) }
        #expect(v.rotation == -150)
        v.rotate(to: 540, aboutX: 512, aboutY: 384)
        #expect(v.rotation == 180)
        let turned = v
        v.mirror(aboutX: 512, aboutY: 384)
        #expect(v.isMirrored && v.rotation == 180)
        v.mirror(aboutX: 512, aboutY: 384)
        #expect(!v.isMirrored && v.rotation == turned.rotation)
        #expect(v.windowPoint(canvasX: 10, canvasY: 20) == turned.windowPoint(canvasX: 10, canvasY: 20))
        v.rotate(to: .nan, aboutX: 512, aboutY: 384)
        #expect(v.rotation == 180, "a turn that is not a number was taken")
    }

    @Test("a drag moves the canvas with the hand and tilt turns back with the view, at 90 degrees and mirrored")
    func panAndTilt() {
        var v = view()
        v.rotate(to: 90, aboutX: 512, aboutY: 384)
        let before = v.windowPoint(canvasX: 1000, canvasY: 1000)
        v.pan(dx: 30, dy: -20)
        let after = v.windowPoint(canvasX: 1000, canvasY: 1000)
        #expect(abs(after.x - before.x - 30) < 1e-9 && abs(after.y - before.y + 20) < 1e-9, "\(before) -> \(after)")
        // Tilt toward screen right, turned 90 degrees clockwise: toward canvas up (negative y).
        let tilt = v.canvasTilt(x: 0.5, y: 0)
        #expect(abs(tilt.x) < 1e-12 && abs(tilt.y + 0.5) < 1e-12, "\(tilt)")
        var m = view()
        m.mirror(aboutX: 512, aboutY: 384)
        let mirroredTilt = m.canvasTilt(x: 0.5, y: 0.25)
        #expect(mirroredTilt.x == -0.5 && mirroredTilt.y == 0.25)
    }

    @Test("fit at 90 degrees fits the turned canvas: a tall canvas fills a wide window's width")
    func fitTurned() {
        var v = view(canvas: (300, 800), window: (800, 300))
        v.fit()
        let upright = v.zoom
        v.rotate(to: 90, aboutX: 400, aboutY: 150)
        v.fit()
        #expect(upright == 300.0 / 800.0)
        #expect(v.zoom == 1, "turned, the 800 px canvas lies across the 800 px window")
        let corner = v.windowPoint(canvasX: 0, canvasY: 0)
        let far = v.windowPoint(canvasX: 300, canvasY: 800)
        #expect(min(corner.x, far.x) >= -1 && max(corner.x, far.x) <= 801 && min(corner.y, far.y) >= -1 && max(corner.y, far.y) <= 301)
    }
}
