import FlourishReplay
import FlourishTestSupport
import FlourishTimelapse
import Foundation
import Testing

/// A stroke that paints nothing is no undo step in the session, so an undo after it takes back
/// the stroke before. The timelapse follows the session's own ledger of steps: that stroke is
/// undone, so it never shows. (Its own copy of the undo rules, gone now, counted the empty
/// stroke as a step: the undo took that back instead, and the red stroke showed in the video
/// until the undo, though the painting never kept it.)
@Suite("Timelapse of an empty stroke then an undo")
struct EmptyStrokeTimelapseTests {
    /// Blue stroke; red stroke; a stroke pressed at zero pressure, which paints nothing; undo;
    /// blue stroke.
    static func recordingText(undo: Bool = true) -> String {
        var lines = [
            "flourish-recording 2", "brush classic/marker_fat", "radius 6", "color #2040c0",
            "canvas \(TimelapseVideoTests.size.width)x\(TimelapseVideoTests.size.height)", "samples",
        ]
        var frame = 0
        var time = 1.0
        lines += TimelapseVideoTests.stroke(y: 40, from: 40, frame: &frame, time: &time)
        lines.append("k \(frame) #ff0000")
        lines += TimelapseVideoTests.stroke(y: 90, from: 40, frame: &frame, time: &time)
        lines += TimelapseVideoTests.stroke(y: 130, from: 40, frame: &frame, time: &time).map {
            $0.replacingOccurrences(of: " 0.9 0 0 pen 1", with: " 0 0 0 pen 1")
        }
        if undo { lines.append("u \(frame)") }
        lines.append("k \(frame) #2040c0")
        lines += TimelapseVideoTests.stroke(y: 150, from: 40, frame: &frame, time: &time)
        return lines.joined(separator: "\n") + "\n"
    }

    static func render(
        _ folder: TemporaryFolder, undo: Bool = true, showingUndone: Bool = false
    ) throws -> (frames: [[UInt8]], report: TimelapseReport) {
        let recording = try folder.write(recordingText(undo: undo), to: "empty-\(undo)-\(showingUndone).flourish")
        var request = TimelapseRequest(recordingPath: recording, outputPath: folder.file("empty-\(undo)-\(showingUndone).mp4"))
        (request.width, request.height) = TimelapseVideoTests.size
        (request.seconds, request.fps) = (3, 10)
        request.showsUndoneSteps = showingUndone
        let (report, _) = try Timelapse.render(request)
        return (try TimelapseVideoTests.frames(of: request.outputPath), report)
    }

    @Test("the pressed stroke that paints nothing is no step: the session's undo takes back the red stroke, and no frame shows it")
    func undoAfterAnEmptyStroke() throws {
        guard TimelapseVideoTests.hasTools else { return }
        let folder = try TemporaryFolder()
        // The session's own rule, without the undo: the empty stroke made no step.
        let notUndone = try folder.write(Self.recordingText(undo: false), to: "kept.flourish")
        let kept = try Replay.run(ReplayRequest(recordingPath: notUndone)).1
        #expect(kept.undoableSteps == 3, "blue, red and blue are steps; the empty stroke is none")
        let (frames, report) = try Self.render(folder)
        try #require(frames.count == 30)
        // The red stroke is the one step left out (the empty stroke is no step to leave out).
        #expect(report.stepsLeftOut == 1)
        #expect(frames.allSatisfy { TimelapseVideoTests.redPixels($0) == 0 }, "a frame shows the red stroke the undo took back")
        // Both blue strokes show: the body still spreads its frames over them.
        let painted = frames.map { frame in stride(from: 0, to: frame.count, by: 3).filter { frame[$0 + 2] > 150 && frame[$0] < 100 }.count }
        #expect(Set(painted).count > 5)
        // Negative control: shown with the steps undone later, the red stroke is there.
        let (everything, _) = try Self.render(folder, showingUndone: true)
        #expect(everything.contains { TimelapseVideoTests.redPixels($0) > 30 })
    }
}
