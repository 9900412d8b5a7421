import FlourishRecording
import FlourishSamples
import FlourishTestSupport
import Foundation
import Testing

@Suite("RecordingWriter")
struct RecordingWriterTests {
    static func settings() -> RecordingSettings {
        var settings = RecordingSettings()
        settings.brush = "classic/pencil"
        settings.radius = 123456.789012345
        settings.color = "#102030"
        settings.canvasWidth = 320
        settings.canvasHeight = 200
        return settings
    }

    @Test("the file appears only at finish(), and reads back as written")
    func appearsOnFinish() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("session.rec")
        let writer = try RecordingWriter(path: path, settings: Self.settings())
        #expect(writer.path == path)
        #expect(!exists(path))

        let batches: [[Sample]] = [
            [pen(time: 0.1 + 0.2, x: 1e-300, y: 123456.789012345), pen(time: 0.31, x: -0.0, y: 1.0 / 3)],
            [],
            [pen(time: 0.4, x: 5, y: 6, pressure: 1.0.nextDown, tool: .eraser, buttons: [.secondary])],
        ]
        var expected: [RecordedEvent] = []
        for (batch, samples) in batches.enumerated() {
            try writer.append(samples, batch: batch)
            expected += samples.map { .sample($0, batch: batch) }
            #expect(!exists(path))
        }
        try writer.append(.clear, batch: 3)
        try writer.append([pen(time: 0.5, x: 7, y: 8, tool: .mouse, buttons: [])], batch: 3)
        expected += [.command(.clear, batch: 3), .sample(pen(time: 0.5, x: 7, y: 8, tool: .mouse, buttons: []), batch: 3)]
        #expect(!exists(path))

        try writer.finish()
        #expect(exists(path))
        #expect(try folder.entries() == ["session.rec"], "no temporary file may remain")

        let back = try RecordingParser.read(path: path)
        #expect(back.format == .flourish)
        #expect(back.settings == Self.settings())
        #expect(back.settings.radius?.bitPattern == Self.settings().radius?.bitPattern)
        #expect(back.events == expected)
        #expect(back.samples.map(bits) == expected.compactMap { event -> [UInt64]? in
            if case .sample(let s, _) = event { bits(s) } else { nil }
        })
    }

    @Test("a writer dropped without finish() leaves nothing: no file, no temporary",
          arguments: [0, 10, 5000])
    func droppedLeavesNothing(samples: Int) throws {
        let folder = try TemporaryFolder()
        let path = folder.file("abandoned.rec")
        do {
            let writer = try RecordingWriter(path: path, settings: Self.settings())
            // 5000 samples are well over the writer's 64 KiB buffer, so some bytes reach disk.
            let batch = (0..<samples).map { pen(time: Double($0) / 1000, x: Double($0) * (0.1 + 0.2), y: 1e-300) }
            try writer.append(batch, batch: 0)
            try writer.append(.clear, batch: 1)
            #expect(!exists(path))
        }
        #expect(!exists(path))
        #expect(try folder.entries() == [])
    }

    @Test("an abandoned writer leaves an existing recording at the path untouched")
    func droppedKeepsOldFile() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("old contents\n", to: "take.rec")
        do {
            let writer = try RecordingWriter(path: path, settings: RecordingSettings())
            try writer.append([pen(time: 0)], batch: 0)
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old contents\n")
        #expect(try folder.entries() == ["take.rec"])
    }

    @Test("finish() replaces an existing recording at the path")
    func finishReplaces() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("old contents\n", to: "take.rec")
        let writer = try RecordingWriter(path: path, settings: RecordingSettings())
        try writer.append([pen(time: 2)], batch: 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old contents\n")
        try writer.finish()
        #expect(try RecordingParser.read(path: path).events == [.sample(pen(time: 2), batch: 0)])
        #expect(try folder.entries() == ["take.rec"])
    }

    @Test("a large session (past the 64 KiB buffer) reads back complete and bit-identical")
    func largeSession() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("long.rec")
        let writer = try RecordingWriter(path: path, settings: RecordingSettings())
        var expected: [Sample] = []
        for batch in 0..<400 {
            let samples = (0..<8).map { i in
                let k = Double(batch * 8 + i)
                return pen(time: k * (0.1 + 0.2), x: k / 3, y: 1e-300 * k, pressure: (k / 4000).squareRoot())
            }
            try writer.append(samples, batch: batch)
            expected += samples
        }
        try writer.finish()
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.size] as? NSNumber)?.intValue ?? 0 > 64 * 1024)
        let back = try RecordingParser.read(path: path)
        #expect(back.samples.count == expected.count)
        #expect(back.samples.map(bits) == expected.map(bits))
        #expect(FrameGrouping.byRecordedBatch(back.events).map(\.samples.count) == Array(repeating: 8, count: 400))
    }

    @Test("a writer into a folder that does not exist fails at once, naming the path")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("no/such/folder/x.rec")
        do {
            _ = try RecordingWriter(path: path, settings: RecordingSettings())
            Issue.record("creating a writer in a missing folder must throw")
        } catch {
            #expect(error.path == path)
        }
        #expect(try folder.entries() == [])
    }
}
