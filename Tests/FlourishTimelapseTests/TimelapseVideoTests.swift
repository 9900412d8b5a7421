import FlourishPaint
import FlourishReplay
import FlourishTestSupport
import FlourishTimelapse
import Foundation
import Testing

/// Real videos from a recording with undos, a redo and an undone clear, read back with FFmpeg's
/// own command-line tools (skipped, saying so, where they are not installed).
@Suite("Timelapse videos")
struct TimelapseVideoTests {
    static let size = (width: 320, height: 180)
    static let ffmpeg = "/usr/bin/ffmpeg"
    static let ffprobe = "/usr/bin/ffprobe"
    static var hasTools: Bool {
        let found = FileManager.default.isExecutableFile(atPath: ffmpeg) && FileManager.default.isExecutableFile(atPath: ffprobe)
        if !found { print("skipped: ffmpeg/ffprobe are not installed (apt: ffmpeg)") }
        return found
    }

    /// One horizontal stroke of `samples` samples at height `y`, 4 frames of samples each.
    static func stroke(y: Double, from x0: Double, frame: inout Int, time: inout Double, samples: Int = 24) -> [String] {
        var lines: [String] = []
        for i in 0..<samples {
            let down = i < samples - 1
            lines.append("s \(frame) \(time) \(x0 + Double(i) * 8) \(y) \(down ? 0.9 : 0) 0 0 pen \(down ? 1 : 0)")
            time += 0.01
            if i % 4 == 3 { frame += 1 }
        }
        frame += 1
        return lines
    }

    /// Blue stroke; red stroke undone; blue stroke; clear undone; green stroke undone and
    /// redone; a long pause (no dead time in the video). Red is in no stroke that stays.
    static func recordingText() -> String {
        var lines = [
            "flourish-recording 2", "brush classic/marker_fat", "radius 6", "color #2040c0",
            "canvas \(size.width)x\(size.height)", "samples",
        ]
        var frame = 0
        var time = 1.0
        lines += stroke(y: 40, from: 40, frame: &frame, time: &time)
        lines.append("k \(frame) #ff0000")
        lines += stroke(y: 90, from: 40, frame: &frame, time: &time)
        lines.append("u \(frame)")
        lines.append("k \(frame) #2040c0")
        time += 600
        lines += stroke(y: 120, from: 40, frame: &frame, time: &time)
        lines.append("c \(frame)")
        lines.append("u \(frame)")
        lines.append("k \(frame) #20b040")
        lines += stroke(y: 150, from: 40, frame: &frame, time: &time)
        lines.append("u \(frame)")
        lines.append("r \(frame)")
        lines += stroke(y: 60, from: 60, frame: &frame, time: &time, samples: 2).map { $0.replacingOccurrences(of: " pen 1", with: " pen 0") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func render(_ folder: TemporaryFolder, _ name: String, showingUndone: Bool = false) throws -> (String, TimelapseReport, PaintSessionCanvas) {
        let recording = try folder.write(recordingText(), to: "undos.flourish")
        var request = TimelapseRequest(recordingPath: recording, outputPath: folder.file(name))
        (request.width, request.height) = size
        request.seconds = 3
        request.fps = 10
        request.showsUndoneSteps = showingUndone
        let (report, session) = try Timelapse.render(request)
        return (request.outputPath, report, PaintSessionCanvas(store: session.canvas, paper: (session.paper.r, session.paper.g, session.paper.b)))
    }

    /// Every frame, decoded to packed RGB.
    static func frames(of path: String) throws -> [[UInt8]] {
        let run = try runProgram(ffmpeg, ["-v", "error", "-i", path, "-f", "rawvideo", "-pix_fmt", "rgb24", "-"], timeout: 60)
        #expect(run.status == 0)
        let bytes = [UInt8](run.output)
        let frameBytes = size.width * size.height * 3
        return stride(from: 0, to: bytes.count - frameBytes + 1, by: frameBytes).map { Array(bytes[$0..<($0 + frameBytes)]) }
    }

    static func redPixels(_ frame: [UInt8]) -> Int {
        stride(from: 0, to: frame.count, by: 3).filter { frame[$0] > 150 && frame[$0 + 1] < 100 && frame[$0 + 2] < 100 }.count
    }

    @Test("has the size, length and rate asked, for H.264 in MP4 and VP9 in WebM", arguments: ["mp4", "webm"])
    func sizeLengthAndRate(_ kind: String) throws {
        guard Self.hasTools else { return }
        let folder = try TemporaryFolder()
        let (path, report, _) = try Self.render(folder, "undos.\(kind)")
        #expect(report.frames == 30)
        let probe = try runProgram(
            Self.ffprobe,
            ["-v", "error", "-count_frames", "-select_streams", "v:0", "-show_entries",
             "stream=codec_name,width,height,r_frame_rate,nb_read_frames", "-of", "default=noprint_wrappers=1", path],
            timeout: 60)
        let text = String(decoding: probe.output, as: UTF8.self)
        #expect(probe.status == 0)
        #expect(text.contains("codec_name=\(kind == "mp4" ? "h264" : "vp9")"))
        #expect(text.contains("width=320") && text.contains("height=180"))
        #expect(text.contains("r_frame_rate=10/1"))
        #expect(text.contains("nb_read_frames=30"))
    }

    @Test("starts on blank paper, ends on the replay's canvas, and never shows the undone stroke")
    func picturesFollowTheHistory() throws {
        guard Self.hasTools else { return }
        let folder = try TemporaryFolder()
        let (path, report, canvas) = try Self.render(folder, "undos.mp4")
        #expect(report.stepsLeftOut == 2)  // the red stroke and the undone clear
        let frames = try Self.frames(of: path)
        try #require(frames.count == 30)

        // The replay's own canvas, pixel for pixel, is the timelapse's last state.
        let replayed = try Replay.run(ReplayRequest(recordingPath: folder.file("undos.flourish"))).1
        let expected = PaintSessionCanvas(store: replayed.canvas, paper: canvas.paper)
        #expect(canvas.rgb() == expected.rgb())

        let paper = canvas.paper
        let first = frames[0]
        let offPaper = stride(from: 0, to: first.count, by: 3).filter {
            abs(Int(first[$0]) - Int(paper.0)) > 8 || abs(Int(first[$0 + 1]) - Int(paper.1)) > 8 || abs(Int(first[$0 + 2]) - Int(paper.2)) > 8
        }.count
        #expect(offPaper == 0)

        let final = expected.rgb()
        let last = frames[frames.count - 1]
        let difference = zip(last, final).reduce(0) { $0 + abs(Int($1.0) - Int($1.1)) }
        #expect(Double(difference) / Double(final.count) < 3, "mean difference from the replay's canvas")
        #expect(frames.allSatisfy { Self.redPixels($0) == 0 }, "no frame shows the undone red stroke")
        // The undone clear never shows: after the first stroke appears, no frame is blank again.
        let painted = frames.map { frame in stride(from: 0, to: frame.count, by: 3).filter { frame[$0 + 2] > 150 && frame[$0] < 100 }.count }
        let firstPainted = try #require(painted.firstIndex { $0 > 50 })
        #expect(painted[firstPainted...].allSatisfy { $0 > 50 })
        // Strokes are spread by progress: the ten-minute pause takes no frames, so the body
        // shows the painting growing through most of its frames.
        #expect(Set(painted).count > 10)
    }

    @Test("shows the undone stroke when told to keep undone steps (negative control)")
    func negativeControl() throws {
        guard Self.hasTools else { return }
        let folder = try TemporaryFolder()
        let (path, _, _) = try Self.render(folder, "all.mp4", showingUndone: true)
        let frames = try Self.frames(of: path)
        #expect(frames.contains { Self.redPixels($0) > 30 })
    }

    @Test("an .ora with no history (another app's file, never saved by Flourish) says so, naming it")
    func oraWithoutHistory() throws {
        let fixture = PaintingHistoryVideoTests.myPaintFixture
        do {
            _ = try TimelapseSource.open(path: fixture)
            Issue.record("a MyPaint file was taken as having a history")
        } catch {
            #expect(error.description.contains(fixture) && error.description.contains("has no history"), "\(error)")
        }
        #expect(throws: TimelapseError.self) { try TimelapseSource.open(path: "/nonexistent/painting.ora") }
    }

    @Test("refuses an output it cannot write, naming it")
    func badOutput() throws {
        let folder = try TemporaryFolder()
        let recording = try folder.write(Self.recordingText(), to: "undos.flourish")
        for out in [folder.file("x.avi"), folder.file("missing/x.mp4")] {
            var request = TimelapseRequest(recordingPath: recording, outputPath: out)
            (request.width, request.height) = Self.size
            do {
                _ = try Timelapse.render(request)
                Issue.record("\(out) was accepted")
            } catch {
                #expect(error.description.contains(out))
            }
        }
    }
}

/// A canvas over its paper as packed RGB, for comparing with decoded frames.
struct PaintSessionCanvas {
    let store: TileStore
    let paper: (UInt8, UInt8, UInt8)

    func rgb() -> [UInt8] {
        let rgba = store.straightRGBA8()
        var out = [UInt8](repeating: 0, count: store.width * store.height * 3)
        for i in 0..<(store.width * store.height) {
            let a = Int(rgba[i * 4 + 3])
            for c in 0..<3 {
                let paperChannel = [paper.0, paper.1, paper.2][c]
                out[i * 3 + c] = UInt8((Int(rgba[i * 4 + c]) * a + Int(paperChannel) * (255 - a) + 127) / 255)
            }
        }
        return out
    }
}
