import FlourishFrameStats
import FlourishImage
import Foundation
import Testing

@Suite(
    "Undo, zoom and the brush cursor under Xvfb", .serialized,
    .enabled(if: EndToEnd.toolsAvailable, "needs Xvfb, xdotool and xdpyinfo on PATH (apt: xvfb xdotool x11-utils)"))
struct HistoryAndViewTests {
    let first = Polyline([Point(x: 60, y: 60), Point(x: 180, y: 220)])
    let second = Polyline([Point(x: 220, y: 60), Point(x: 340, y: 220)])

    @Test("two strokes, Ctrl+Z: screen and file are the one-stroke state pixel for pixel; Ctrl+Shift+Z brings both back")
    func undoAndRedo() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        try await session.drag(first)
        try await session.movePointerAway()
        let oneStrokeScreen = try await session.settledFrame()
        let oneStrokeFile = try await session.save()
        #expect(!StrokeCheck.paintedPixels(oneStrokeFile).isEmpty, "the first stroke painted nothing")

        try await session.drag(second)
        try await session.movePointerAway()
        let twoStrokeScreen = try await session.settledFrame()
        let twoStrokeFile = try await session.save()
        // The negative control: the second stroke changed the picture.
        #expect(differingPixels(oneStrokeFile, twoStrokeFile) > 100)
        #expect(differingPixels(oneStrokeScreen, twoStrokeScreen) > 100)

        try await session.key("ctrl+z")
        let undoneScreen = try await session.settledFrame()
        let undoneFile = try await session.save()
        #expect(differingPixels(undoneFile, oneStrokeFile) == 0, "the saved canvas after Ctrl+Z is not the one-stroke canvas")
        #expect(differingPixels(undoneScreen, oneStrokeScreen) == 0, "the screen after Ctrl+Z is not the one-stroke screen")

        try await session.key("ctrl+shift+z")
        let redoneScreen = try await session.settledFrame()
        let redoneFile = try await session.save()
        #expect(differingPixels(redoneFile, twoStrokeFile) == 0, "Ctrl+Shift+Z did not bring the second stroke back")
        #expect(differingPixels(redoneScreen, twoStrokeScreen) == 0)
        try await session.quit()

        // The recording keeps the undo and the redo: replayed, it ends on the same pixels.
        #expect(differingPixels(try await session.replayedRecording(), redoneFile) == 0, "the replay differs from the session")
        let text = try String(contentsOfFile: session.app.recordingPath, encoding: .utf8)
        #expect(text.hasPrefix("flourish-recording 2\n"))
        #expect(text.contains("\nu ") && text.contains("\nr "), "the recording lacks the undo or the redo")
    }

    @Test("zoomed in at a point, a drag lands at the canvas point under the pointer")
    func zoomThenPaint() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        // 400x300 canvas in a 400x300 window: the fit is 1:1 at (0, 0). Four notches up at
        // (300, 60) make 2x about that point: canvas = (window + (300, 60)) / 2.
        try await session.wheel(up: true, clicks: 4, at: 300, 60)
        let windowPath = Polyline([Point(x: 60, y: 60), Point(x: 300, y: 240)])
        try await session.drag(windowPath)
        try await session.movePointerAway()
        // Once the view stops changing, frames stop: from the settled frame on, through a save
        // and Ctrl+Q (neither changes what the window shows), the app draws none. Counted
        // when the app has said it saved and has exited: every frame it drew is then in its
        // captures and in its report.
        _ = try await session.settledFrame()
        let framesBefore = session.capturedCount
        let canvas = try await session.save()
        try await session.quit()
        let report = try RunReport.read(from: session.app.statsPath)
        #expect(session.capturedCount == framesBefore, "\(session.capturedCount - framesBefore) frames drawn with nothing changing")
        #expect(report.frames.count == framesBefore, "the app reports \(report.frames.count) frames, \(framesBefore) by the settled one")
        #expect(report.zoom == 2, "the wheel did not zoom to 2x: \(report.zoom)")

        let canvasPath = Polyline(windowPath.vertices.map { Point(x: ($0.x + 300) / 2, y: ($0.y + 60) / 2) })
        let gaps = StrokeCheck.uncoveredPoints(along: canvasPath, in: canvas, trim: 8)
        let strays = StrokeCheck.strayPixels(in: canvas, farFrom: canvasPath, tolerance: 8)
        #expect(gaps.isEmpty, "no paint along \(gaps.count) points of \(canvasPath)")
        #expect(strays.isEmpty, "\(strays.count) pixels far from \(canvasPath): \(strays.prefix(5))")
        // The negative control: read as if the view were ignored, the check fails.
        let ignoringView = StrokeCheck.strayPixels(in: canvas, farFrom: windowPath, tolerance: 8)
        #expect(ignoringView.count > StrokeCheck.paintedPixels(canvas).count / 2, "the check cannot tell the view apart")
    }

    /// On both input paths: SDL's mouse events, and XInput2 (whose samples come through the
    /// feeder and must be held off the canvas while the gesture lasts).
    @Test("a middle drag and a Space+left drag pan the view and paint nothing; a drag after lands right", arguments: ["mouse", "auto"])
    func panGestures(input: String) async throws {
        let session = try await InteractiveSession.start(input: input)
        defer { session.stop() }
        // 2x about the window's corner: canvas = window / 2.
        try await session.wheel(up: true, clicks: 4, at: 0, 0)
        // Middle drag by (-100, -60), then Space held with a left drag by (-40, -20): the
        // canvas origin ends at (-140, -80), so canvas = (window + (140, 80)) / 2.
        try await session.drag(Polyline([Point(x: 300, y: 200), Point(x: 200, y: 140)]), button: 2)
        try await session.xdo.run(["keydown", "--window", session.window, "space"])
        try await session.drag(Polyline([Point(x: 300, y: 200), Point(x: 260, y: 180)]))
        try await session.xdo.run(["keyup", "--window", session.window, "space"])
        try await session.movePointerAway()
        let afterPans = try await session.save()
        #expect(StrokeCheck.paintedPixels(afterPans).isEmpty, "a pan gesture painted \(StrokeCheck.paintedPixels(afterPans).count) pixels")

        let windowPath = Polyline([Point(x: 40, y: 60), Point(x: 340, y: 240)])
        try await session.drag(windowPath)
        try await session.movePointerAway()
        let canvas = try await session.save()
        try await session.quit()
        let report = try RunReport.read(from: session.app.statsPath)
        #expect(report.zoom == 2 && report.viewOffsetX == -140 && report.viewOffsetY == -80, "view \(report.zoom) at (\(report.viewOffsetX), \(report.viewOffsetY))")
        if input == "auto" {
            #expect(report.inputPath == "xinput2")
            #expect(report.samplesWithheld > 0, "no XInput2 sample was held off the canvas during the gestures")
        }
        let canvasPath = Polyline(windowPath.vertices.map { Point(x: ($0.x + 140) / 2, y: ($0.y + 80) / 2) })
        #expect(StrokeCheck.uncoveredPoints(along: canvasPath, in: canvas, trim: 8).isEmpty)
        #expect(StrokeCheck.strayPixels(in: canvas, farFrom: canvasPath, tolerance: 8).isEmpty)
    }

    @Test("the brush ring shows where the pointer hovers, and goes when it leaves")
    func cursorRing() async throws {
        let session = try await InteractiveSession.start()
        defer { session.stop() }
        let away = try await session.settledFrame()
        try await session.movePointer(toWindowX: 200, 150)
        let hovering = try await session.settledFrame()
        try await session.movePointerAway()
        let left = try await session.settledFrame()
        try await session.quit()

        func ringPixels(_ frame: RGBAImage) -> (dark: Int, light: Int) {
            var dark = 0
            var light = 0
            for y in 135...165 {
                for x in 185...215 {
                    let p = frame.pixel(x: x, y: y)
                    if Int(p.r) + Int(p.g) + Int(p.b) < 60 { dark += 1 }
                    if p.r == 255 && p.g == 255 && p.b == 255 { light += 1 }
                }
            }
            return (dark, light)
        }
        let before = ringPixels(away)
        let during = ringPixels(hovering)
        let after = ringPixels(left)
        #expect(before.dark == 0 && before.light == 0, "a ring before the pointer came: \(before)")
        #expect(during.dark >= 8 && during.light >= 8, "no black-and-white ring under the pointer: \(during)")
        #expect(after.dark == 0 && after.light == 0, "the ring stayed after the pointer left: \(after)")
        // Away from the ring, hovering changed nothing.
        var elsewhere = 0
        for y in 0..<300 {
            for x in 0..<400 where (x < 170 || x > 230 || y < 120 || y > 180) && hovering.pixel(x: x, y: y) != away.pixel(x: x, y: y) {
                elsewhere += 1
            }
        }
        #expect(elsewhere == 0)

        // A frame that only moves the ring converts and uploads no tile: the view did not
        // change, so the texture already holds every visible one (the first frame did upload).
        let report = try RunReport.read(from: session.app.statsPath)
        let uploads = report.frames.map(\.tilesUploaded)
        #expect(uploads.first ?? 0 >= 35, "the first frame uploaded \(uploads.first ?? 0) tiles, not the 7x5 in view")
        #expect(uploads.dropFirst().allSatisfy { $0 == 0 }, "hover frames uploaded tiles: \(uploads)")
    }
}
