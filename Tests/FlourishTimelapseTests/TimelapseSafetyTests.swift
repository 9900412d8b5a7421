import FlourishDocuments
import FlourishMemory
import FlourishPaint
import FlourishRecording
import FlourishSamples
import FlourishTestSupport
import FlourishTimelapse
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// What a timelapse does when it cannot finish, or should not start: the video that was at its
/// path stays as it was (the new one is written beside it and renamed at the end), a history
/// of too many sessions and a canvas the memory budget cannot hold are refused before any
/// video is begun, each in one line naming the file.
@Suite("Timelapse output, bounds and budget", .serialized)
struct TimelapseSafetyTests {
    static let video = "the video that was there before\n"

    /// One session's recording: a short stroke across a 64x48 canvas at height `y`.
    static func session(brush: String = "classic/pencil", y: Int) -> String {
        let samples = (0..<10).map { i in "s \(i) \(Double(i) * 0.01) \(5 + i * 5) \(y) \(i < 9 ? 0.8 : 0) 0 0 pen \(i < 9 ? 1 : 0)" }
        return "flourish-recording 2\nbrush \(brush)\ncanvas 64x48\nsamples\n" + samples.joined(separator: "\n") + "\n"
    }

    /// A Flourish painting carrying `history`, written as a save writes it.
    static func painting(history: String, in folder: TemporaryFolder) throws -> String {
        let path = folder.file("painting.ora")
        let canvas = TileStore(width: 64, height: 48).snapshot()
        try DocumentWriter.write(
            DocumentSnapshot(canvas: canvas, paper: Color(r: 240, g: 235, b: 220), history: HistoryText(bytes: Array(history.utf8), start: nil)),
            to: path)
        return path
    }

    static func request(_ input: String, _ output: String, size: (Int, Int) = (64, 48)) -> TimelapseRequest {
        var request = TimelapseRequest(recordingPath: input, outputPath: output)
        (request.width, request.height, request.seconds, request.fps) = (size.0, size.1, 1, 10)
        return request
    }

    static func bytes(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map(Array.init) }

    @Test("a timelapse that fails halfway (the second session's brush is not installed) leaves the old video, and nothing beside it")
    func failureLeavesTheOldVideo() throws {
        let folder = try TemporaryFolder()
        let painting = try Self.painting(history: "flourish-history 1\n" + Self.session(y: 10) + Self.session(brush: "/nonexistent/brush.myb", y: 30), in: folder)
        let out = try folder.write(Self.video, to: "v.mp4")
        do {
            _ = try Timelapse.render(Self.request(painting, out))
            Issue.record("the timelapse went through a brush that does not load")
        } catch {
            #expect(error.description.contains("/nonexistent/brush.myb"), "\(error)")
        }
        #expect(Self.bytes(out) == Array(Self.video.utf8))
        #expect(try folder.entries() == ["painting.ora", "v.mp4"])
    }

    @Test("a full disk (the video's writes sent to /dev/full) fails the timelapse in words and leaves the old video",
          .enabled(if: FileManager.default.fileExists(atPath: "/dev/full"), "skipped: no /dev/full"))
    func fullDisk() throws {
        let folder = try TemporaryFolder()
        let recording = try folder.write(Self.session(y: 20), to: "stroke.flourish")
        let out = try folder.write(Self.video, to: "v.mp4")
        var request = Self.request(recording, out)
        request.onVideoOpen = { descriptor in
            let full = open("/dev/full", O_WRONLY | O_CLOEXEC)
            if full >= 0 {
                dup2(full, descriptor)
                close(full)
            }
        }
        do {
            _ = try Timelapse.render(request)
            Issue.record("a video was written to a full device")
        } catch {
            #expect(error.description.hasPrefix(out + ": ") && error.description.contains("No space left on device"), "\(error)")
            #expect(!error.description.contains("\n"))
        }
        #expect(Self.bytes(out) == Array(Self.video.utf8))
        #expect(try folder.entries() == ["stroke.flourish", "v.mp4"])
        // Negative control: the same timelapse on the real file replaces the video.
        request.onVideoOpen = nil
        _ = try Timelapse.render(request)
        #expect((Self.bytes(out)?.count ?? 0) > 1000)
        #expect(try folder.entries() == ["stroke.flourish", "v.mp4"])
    }

    @Test("a temporary a killed timelapse left beside the video goes at the next one; a running process's stays")
    func leftoverTemporaries() throws {
        let folder = try TemporaryFolder()
        let recording = try folder.write(Self.session(y: 20), to: "stroke.flourish")
        // No process has this id (pid_max is far below it); this process is running.
        try folder.write("half a video", to: ".v.mp4.2147483647.1.partial")
        let running = ".v.mp4.\(getpid()).99999.partial"
        try folder.write("another video, being written", to: running)
        _ = try Timelapse.render(Self.request(recording, folder.file("v.mp4")))
        #expect(try folder.entries() == [running, "stroke.flourish", "v.mp4"])
    }

    @Test("a history of more sessions than a painting holds is refused at once, naming its line; no video is begun")
    func tooManySessions() throws {
        let folder = try TemporaryFolder()
        let painting = try Self.painting(
            history: "flourish-history 1\n" + String(repeating: "flourish-recording 2\nsamples\n", count: HistoryFormat.maxSessions + 1),
            in: folder)
        do {
            _ = try Timelapse.render(Self.request(painting, folder.file("v.mp4")))
            Issue.record("10001 sessions were rendered")
        } catch {
            #expect(error.description == "\(painting): flourish/history:20002: session 10001: a painting's history holds at most 10000 sessions")
        }
        #expect(try folder.entries() == ["painting.ora"])
    }

    @Test("a canvas, or a canvas with the video's frames, that the memory budget cannot hold is refused before the video is begun")
    func overTheBudget() throws {
        let folder = try TemporaryFolder()
        func recording(_ canvas: String) throws -> String {
            try folder.write(Self.session(y: 20).replacingOccurrences(of: "canvas 64x48", with: "canvas \(canvas)"), to: "\(canvas).flourish")
        }
        let out = folder.file("v.mp4")
        var large = Self.request(try recording("4096x4096"), out)
        large.memoryBudget = MemoryBudget.resolve(megabytes: 64)
        #expect(throws: TimelapseError.self) { try Timelapse.render(large) }
        do { _ = try Timelapse.render(large) } catch {
            #expect(error.description.hasPrefix("\(large.recordingPath):3: replaying it needs about 128.0 MiB (a 4096x4096 canvas painted all over: 4096 tiles of 32 KiB)"))
        }
        // 8 MiB of canvas fits 48 MiB; with six 1920x1080 frames (47.5 MiB) it does not.
        var frames = Self.request(try recording("1024x1024"), out, size: (1920, 1080))
        frames.memoryBudget = MemoryBudget.resolve(megabytes: 48)
        do {
            _ = try Timelapse.render(frames)
            Issue.record("the video's frames were not counted")
        } catch {
            #expect(
                error.description == "\(frames.recordingPath): replaying it needs about 55.5 MiB (a 1024x1024 canvas painted all over: "
                    + "256 tiles of 32 KiB; 6 video frames of 1920x1080) of memory, more than the memory budget of 48.0 MiB (memory_limit_mb = 48)")
        }
        #expect(!FileManager.default.fileExists(atPath: out))
        // Negative control: within 64 MiB the same timelapse is made.
        frames.memoryBudget = MemoryBudget.resolve(megabytes: 64)
        (frames.seconds, frames.fps) = (3, 1)
        #expect(try Timelapse.render(frames).0.frames == 3)
    }
}
