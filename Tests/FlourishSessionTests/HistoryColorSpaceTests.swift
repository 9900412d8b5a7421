import FlourishDocuments
import FlourishRecording
import FlourishReplay
import FlourishSamples
import FlourishSession
import FlourishTestSupport
import Foundation
import Testing

/// A painting's history replays in the colour spaces it was painted in: each session's header
/// says its own, a file opened in another space than the setting's keeps it (and its session's
/// header says so), and a file saved says its space in `mypaint:eotf`.
@Suite("Histories and colour spaces")
struct HistoryColorSpaceTests {
    @Test("a legacy painting opened where the setting is linear stays legacy, its history says so, and replays to its pixels")
    func legacyPaintingContinued() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("legacy.ora")
        let first = try makeSession { $0.colorSpace = .legacy }
        first.perform(.setColor(Color(r: 30, g: 60, b: 170)))
        first.paint(WaveStroke.pen.samples(from: 60, 80, startTime: 1))
        try HistoryTests.save(first, to: path)

        let contents = try DocumentReader.inspect(path, canvas: (512, 384), limit: (32768, 32768))
        #expect(contents.colorSpace == .legacy)
        #expect(contents.colorSpaceNote(setting: .linear)?.contains("legacy") == true, "the painter is told")
        #expect(contents.colorSpaceNote(setting: .legacy) == nil, "nothing to tell")
        let second = try makeSession(width: contents.canvasWidth, height: contents.canvasHeight) { $0.colorSpace = .linear }
        try DocumentReader.open(contents, into: second)
        #expect(second.colorSpace == .legacy, "the file's space, not the setting's")
        second.perform(.layer(.add))
        second.perform(.layer(.setMode("svg:screen")))
        second.perform(.setColor(Color(r: 200, g: 150, b: 20)))
        second.paint(WaveStroke.pen.samples(from: 80, 100, startTime: 5))
        try HistoryTests.save(second, to: path)

        let file = try #require(try HistoryReader.read(oraPath: path))
        let text = String(decoding: file.text.bytes, as: UTF8.self)
        #expect(file.outline.sessions.count == 2)
        #expect(text.components(separatedBy: "\ncolor-space legacy\n").count == 3, "each session's header says legacy")
        let replayed = try HistoryReplay.run(oraPath: path)
        #expect(replayed.colorSpace == .legacy)
        #expect(differingTiles(replayed.canvas.contents, second.canvas.contents) == [])
        // Negative control: the first session said to be linear replays to other pixels.
        let edited = Array(text.replacingOccurrences(of: "color-space legacy", with: "color-space linear 2.2").utf8)
        let other = try HistoryReplay.run(
            HistoryFile(text: HistoryText(bytes: edited, start: nil), outline: try HistoryParser.check(edited, file: path)), name: path)
        #expect(differingTiles(other.canvas.contents, second.canvas.contents) != [])
    }

    @Test("every save says its space in mypaint:eotf, and the file opens in it, shown as it was")
    func filesSayTheirSpace() throws {
        let folder = try TemporaryFolder()
        for space in [ColorSpace.linear, .legacy] {
            let session = try makeSession { $0.colorSpace = space }
            session.paint(WaveStroke.pen.samples(from: 60, 80, startTime: 1))
            let path = folder.file("\(space.isLegacy ? "legacy" : "linear").ora")
            try HistoryTests.save(session, to: path)
            #expect(try DocumentReader.inspect(path, canvas: (512, 384), limit: (32768, 32768)).colorSpace == space)
            let (opened, _) = try HistoryTests.opened(path)
            #expect(opened.colorSpace == space)
            // Shown as it was, within a level (the layer went through 8 bits).
            for x in stride(from: 60, to: 220, by: 9) {
                let before = try #require(session.colorUnder(windowX: Double(x), windowY: 80))
                let after = try #require(opened.colorUnder(windowX: Double(x), windowY: 80))
                #expect(abs(Int(before.r) - Int(after.r)) <= 1 && abs(Int(before.g) - Int(after.g)) <= 1 && abs(Int(before.b) - Int(after.b)) <= 1, "\(space) at \(x): \(before) then \(after)")
            }
        }
    }
}
