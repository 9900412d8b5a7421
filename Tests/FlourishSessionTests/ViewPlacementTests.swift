import FlourishSession
import FlourishTestSupport
import Foundation
import Testing

/// `ViewTransform.place` and `SessionCommand.placeView`: the view a finger gesture asks for,
/// set whole: zoom, turn, and one canvas point at one window point.
@Suite("View placement")
struct ViewPlacementTests {
    func view() -> ViewTransform {
        ViewTransform(canvasWidth: 1200, canvasHeight: 900, viewportWidth: 800, viewportHeight: 600)
    }

    @Test("the canvas point lands on the window point at the zoom and turn asked for, mirrored or not (to the whole-pixel offset)")
    func lands() {
        for mirrored in [false, true] {
            var v = view()
            if mirrored { v.mirror(aboutX: 400, aboutY: 300) }
            v.place(zoom: 2.3, rotation: -33, canvasX: 610.25, canvasY: 402.5, windowX: 300, windowY: 410)
            #expect(v.zoom == 2.3 && v.rotation == -33 && v.isMirrored == mirrored)
            let w = v.windowPoint(canvasX: 610.25, canvasY: 402.5)
            #expect(hypot(w.x - 300, w.y - 410) <= 0.75, "mirrored \(mirrored): landed at \(w)")
            // The control: another canvas point does not land there.
            let other = v.windowPoint(canvasX: 640, canvasY: 402.5)
            #expect(hypot(other.x - 300, other.y - 410) > 50)
        }
    }

    @Test("the zoom is clamped to the view's range, the turn taken into (-180, 180], the canvas kept in view, nothing not a number taken")
    func limits() {
        var v = view()
        v.place(zoom: 1000, rotation: 540, canvasX: 0, canvasY: 0, windowX: 400, windowY: 300)
        #expect(v.zoom == ViewTransform.maximumZoom && v.rotation == 180)
        v.place(zoom: 1, rotation: 0, canvasX: 0, canvasY: 0, windowX: 5000, windowY: 300)
        #expect(v.offsetX <= Double(v.viewportWidth) - ViewTransform.keptInView, "the canvas left the window")
        let before = v
        v.place(zoom: 2, rotation: .nan, canvasX: 0, canvasY: 0, windowX: 0, windowY: 0)
        v.place(zoom: 2, rotation: 0, canvasX: .infinity, canvasY: 0, windowX: 0, windowY: 0)
        #expect(v == before)
    }

    @Test("placing the view is the view's: it changes no history and no paint (CommandRecordingTests: nor is it recorded)")
    func viewOnly() throws {
        let session = try makeSession(viewport: (800, 600))
        let before = session.view
        let changes = session.perform(.placeView(zoom: 2, rotation: 30, canvasX: 100, canvasY: 100, windowX: 400, windowY: 300))
        #expect(changes.viewChanged && !changes.historyChanged && changes.canvas.isEmpty)
        #expect(session.view != before && session.view.zoom == 2 && session.view.rotation == 30)
    }
}
