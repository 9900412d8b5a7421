import FlourishDocuments
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import FlourishTimelapse
import Foundation
import Testing

/// Timelapses of a painting's own history (`flourish/history` in its ORA): two sessions on the
/// same file, and a MyPaint file painted on, rendered and read back with FFmpeg's tools.
@Suite("Timelapses of a painting's history")
struct PaintingHistoryVideoTests {
    static let myPaintFixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FlourishOpenRasterTests/Fixtures/mypaint-layers.ora").path

    /// A stroke across the canvas at height `y`, pen down from the second sample to the last but one.
    static func stroke(y: Double, from x0: Double, to x1: Double, startTime: Double) -> [Sample] {
        (0..<30).map { i in
            let down = i > 0 && i < 29
            return Sample(
                x: x0 + (x1 - x0) * Double(i) / 29, y: y, pressure: down ? 0.8 : 0, time: startTime + Double(i) * 0.01,
                tool: .pen, buttons: down ? .primary : [])
        }
    }

    static func session(width: Int = 320, height: Int = 180) throws -> PaintSession {
        try makeSession(brush: "classic/marker_fat", width: width, height: height)
    }

    static func opened(_ path: String) throws -> (PaintSession, OpenRasterTemplate?) {
        let contents = try DocumentReader.inspect(path, canvas: (320, 180), limit: (32768, 32768))
        let session = try session(width: contents.canvasWidth, height: contents.canvasHeight)
        return (session, try DocumentReader.open(contents, into: session))
    }

    static func render(_ path: String, to out: String) throws -> [[UInt8]] {
        var request = TimelapseRequest(recordingPath: path, outputPath: out)
        (request.width, request.height, request.seconds, request.fps) = (320, 180, 3, 10)
        _ = try Timelapse.render(request)
        return try TimelapseVideoTests.frames(of: out)
    }

    /// Pixels of `frame` (packed RGB) near pure `channel` (0 red, 2 blue).
    static func count(_ frame: [UInt8], strong channel: Int) -> Int {
        stride(from: 0, to: frame.count, by: 3).filter { p in
            (0..<3).allSatisfy { c in c == channel ? frame[p + c] > 150 : frame[p + c] < 110 }
        }.count
    }

    @Test("open, paint, save; open again, paint, save: the timelapse shows the first session's ink before the second's")
    func twoSessions() throws {
        guard TimelapseVideoTests.hasTools else { return }
        let folder = try TemporaryFolder()
        let path = folder.file("two.ora")
        let first = try Self.session()
        first.perform(.setColor(Color(r: 20, g: 40, b: 230)))
        first.paint(Self.stroke(y: 50, from: 30, to: 290, startTime: 1))
        try SessionSaver.write(first.saveRequest(to: path), for: first, template: nil)
        let (second, template) = try Self.opened(path)
        second.perform(.setColor(Color(r: 230, g: 30, b: 20)))
        second.paint(Self.stroke(y: 130, from: 30, to: 290, startTime: 5))
        try SessionSaver.write(second.saveRequest(to: path), for: second, template: template)

        let frames = try Self.render(path, to: folder.file("two.mp4"))
        #expect(frames.count == 30)
        let blue = frames.map { Self.count($0, strong: 2) }
        let red = frames.map { Self.count($0, strong: 0) }
        #expect(blue[0] == 0 && red[0] == 0, "the first frame is not blank paper")
        // Some frame shows the first session's stroke whole and none of the second's yet.
        let blueOnly = frames.indices.filter { blue[$0] > blue.max()! / 2 && red[$0] == 0 }
        #expect(!blueOnly.isEmpty, "no frame shows the first session before the second")
        #expect(red.last! > 200 && blue.last! > 200, "the last frame lacks a session's ink: blue \(blue.last!), red \(red.last!)")
        // The negative control: red never shows before blue.
        let firstRed = red.firstIndex { $0 > 0 } ?? frames.count
        let firstBlue = blue.firstIndex { $0 > 0 } ?? frames.count
        #expect(firstBlue < firstRed)
    }

    @Test("a MyPaint file opened, painted on and saved: its timelapse starts from MyPaint's pixels")
    func startsFromMyPaintsPixels() throws {
        guard TimelapseVideoTests.hasTools else { return }
        let folder = try TemporaryFolder()
        let path = folder.file("mypaint.ora")
        try FileManager.default.copyItem(atPath: Self.myPaintFixture, toPath: path)
        let (session, template) = try Self.opened(path)
        session.perform(.layer(.add))
        session.perform(.setColor(Color(r: 230, g: 30, b: 20)))
        session.paint(Self.stroke(y: 40, from: 20, to: 180, startTime: 1))
        let out = folder.file("painted.ora")
        try SessionSaver.write(session.saveRequest(to: out), for: session, template: template)

        let frames = try Self.render(out, to: folder.file("mypaint.mp4"))
        let paperOnly = try Self.render(Self.blankHistory(in: folder), to: folder.file("blank.mp4"))
        // The first frame is MyPaint's painting, not blank paper (the negative control: a
        // history that starts blank starts on paper).
        func differs(_ a: [UInt8], _ b: [UInt8]) -> Int { zip(a, b).filter { abs(Int($0) - Int($1)) > 24 }.count }
        #expect(differs(frames[0], paperOnly[0]) > 2000, "the first frame looks like blank paper")
        #expect(Self.count(frames[0], strong: 0) == 0, "the first frame already has the new stroke")
        #expect(Self.count(frames.last!, strong: 0) > 100, "the last frame lacks the new stroke")
    }

    /// A painting with a history from a blank canvas, on MyPaint's paper colour: the control.
    static func blankHistory(in folder: TemporaryFolder) throws -> String {
        let path = folder.file("blank.ora")
        let session = try Self.session(width: 200, height: 150)
        session.paint(Self.stroke(y: 140, from: 190, to: 195, startTime: 1))
        try SessionSaver.write(session.saveRequest(to: path), for: session, template: nil)
        return path
    }
}
