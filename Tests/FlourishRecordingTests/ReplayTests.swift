import FlourishImage
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishTestSupport
import Foundation
import Testing

let pencil = "/usr/share/mypaint-data/2.0/brushes/classic/pencil.myb"

@Suite("Replay of a written recording", .enabled(if: exists(pencil), "skipped: \(pencil) is not installed"))
struct ReplayTests {
    @Test("a small recording replays to a PNG with paint along the stroke and none elsewhere")
    func replayPaints() throws {
        let folder = try TemporaryFolder()
        var settings = RecordingSettings()
        settings.brush = "classic/pencil"
        settings.radius = 3
        settings.color = "#000000"
        settings.canvasWidth = 96
        settings.canvasHeight = 64
        let recordingPath = folder.file("stroke.rec")
        let writer = try RecordingWriter(path: recordingPath, settings: settings)
        // A horizontal stroke along y = 32 from x = 16 to x = 80, pen down, 4 samples a frame.
        var samples: [Sample] = []
        for i in 0...64 {
            samples.append(
                Sample(x: 16 + Double(i), y: 32, pressure: 0.9, time: Double(i) * 0.004, tool: .pen, buttons: .primary))
        }
        let batches = stride(from: 0, to: samples.count, by: 4).map { Array(samples[$0..<min($0 + 4, samples.count)]) }
        for (batch, chunk) in batches.enumerated() { try writer.append(chunk, batch: batch) }
        try writer.finish()

        var request = ReplayRequest(recordingPath: recordingPath)
        let output = folder.file("out.png")
        request.outputPath = output
        request.fullCanvas = true
        let (report, _) = try Replay.run(request)
        #expect(report.samples == samples.count)
        #expect(report.frames == batches.count)
        #expect(report.canvasWidth == 96 && report.canvasHeight == 64)
        #expect(report.dabs > 0)
        #expect(report.counters.received == report.counters.delivered)

        #expect(exists(output))
        let image = try PNGFile.read(output)
        #expect(image.width == 96 && image.height == 64)
        var painted = 0
        for y in 0..<image.height {
            for x in 0..<image.width where image.pixel(x: x, y: y).a > 0 { painted += 1 }
        }
        #expect(painted > 64, "the stroke should cover at least one pixel per unit of length")
        #expect(image.pixel(x: 48, y: 32).a > 0, "the middle of the stroke has paint")
        #expect(image.pixel(x: 2, y: 2).a == 0, "a corner far from the stroke has none")
        #expect(image.pixel(x: 48, y: 60).a == 0)
        #expect(try folder.entries() == ["out.png", "stroke.rec"])
    }

    @Test("a malformed recording fails naming file and line, and leaves no PNG behind")
    func malformedLeavesNoOutput() throws {
        let folder = try TemporaryFolder()
        let text = """
            \(RecordingParser.flourishMagic)
            brush classic/pencil
            canvas 64x64
            samples
            s 0 0 10 10 0.5 0 0 pen 1
            s 0 0.01 12 10 0.5 0 0 pencil 1
            s 1 0.02 14 10 0.5 0 0 pen 1
            """
        let recordingPath = try folder.write(text, to: "broken.rec")
        var request = ReplayRequest(recordingPath: recordingPath)
        let output = folder.file("out.png")
        request.outputPath = output
        do {
            _ = try Replay.run(request)
            Issue.record("a malformed recording must not replay")
        } catch {
            #expect(error.description.contains("\(recordingPath):6"), "\(error.description)")
            #expect(error.description.contains("pencil"))
        }
        #expect(!exists(output))
        #expect(try folder.entries() == ["broken.rec"])
    }

    @Test(
        "a canvas beyond max_canvas is refused before anything is painted or allocated, from the header or --size",
        arguments: [(header: "canvas 40000x64", size: nil), (header: "canvas 64x64", size: (32769, 10))] as [(header: String, size: (Int, Int)?)])
    func canvasLimit(header: String, size: (Int, Int)?) throws {
        let folder = try TemporaryFolder()
        let text = """
            \(RecordingParser.flourishMagic)
            brush classic/pencil
            \(header)
            samples
            s 0 0 10 10 0.5 0 0 pen 1
            """
        let recordingPath = try folder.write(text, to: "huge.rec")
        var request = ReplayRequest(recordingPath: recordingPath)
        request.outputPath = folder.file("out.ora")
        if let size { (request.canvasWidth, request.canvasHeight) = (size.0, size.1) }
        do {
            _ = try Replay.run(request)
            Issue.record("a canvas beyond max_canvas must be refused")
        } catch {
            #expect(error.description.contains("larger than max_canvas 32768x32768"), "\(error.description)")
        }
        #expect(try folder.entries() == ["huge.rec"])
    }
}
