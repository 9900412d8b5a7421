import FlourishRecording
import FlourishSamples
import Foundation
import Testing

@Suite("Paste records: 'i BATCH X Y BYTES LINES' and its 'd BASE64' lines")
struct PasteRecordTests {
    /// The start of a PNG (signature, IHDR of a 300x200 picture) and `count` bytes in all: the
    /// parser checks only this much; the pixels are decoded by the session.
    static func pngLike(count: Int, width: UInt32 = 300, height: UInt32 = 200) -> [UInt8] {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        for value in [width, height] { bytes += [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) } }
        bytes += [8, 6, 0, 0, 0]
        while bytes.count < count { bytes.append(UInt8(truncatingIfNeeded: bytes.count &* 31 &+ 7)) }
        return bytes
    }

    static func recording(_ records: String) -> String {
        "flourish-recording 2\nsamples\ns 0 0 1 2 0.5 0 0 pen 1\n" + records
    }

    @Test("pastes of 33 bytes, one full line, and three lines read back byte for byte between samples")
    func roundTrip() throws {
        var text = Self.recording("")
        var expected: [RecordedEvent] = [.sample(Sample(x: 1, y: 2, pressure: 0.5, time: 0, tool: .pen, buttons: .primary), batch: 0)]
        for (batch, count) in [33, 9216, 20_000].enumerated() {
            let png = Self.pngLike(count: count)
            let command = RecordedCommand.paste(x: -5 + batch, y: 1_000_000_000, png: png)
            text += FlourishFormat.line(for: command, batch: batch + 1)
            expected.append(.command(command, batch: batch + 1))
        }
        let lines = text.split(separator: "\n")
        #expect(lines.filter { $0.hasPrefix("i ") }.count == 3)
        #expect(lines.filter { $0.hasPrefix("d ") }.count == 1 + 1 + 3)
        #expect(lines.allSatisfy { $0.utf8.count <= 12290 })
        #expect(text.contains("\ni 3 -3 1000000000 20000 3\n"))
        let recording = try RecordingParser.parse(text, file: "paste.flourish")
        #expect(recording.events == expected)
        // The control: a character changed in the last paste's second data line reads back as
        // another paste.
        var characters = Array(text.utf8)
        let secondLine = try #require(text.range(of: "\nd ", options: .backwards)).lowerBound.utf16Offset(in: text)
        let target = secondLine - 100
        characters[target] = characters[target] == UInt8(ascii: "A") ? UInt8(ascii: "B") : UInt8(ascii: "A")
        let changed = try RecordingParser.parse(String(decoding: characters, as: UTF8.self), file: "paste.flourish")
        #expect(changed.events.count == expected.count)
        #expect(changed.events != expected)
    }

    @Test("a bad paste is refused naming the line and what is wrong", arguments: [
        ("i 1 0 0 33", 4, "needs five fields"),
        ("i 1 0 0 33 1 x", 4, "needs five fields"),
        ("i 1 zero 0 33 1", 4, "paste corner 'zero'"),
        ("i 1 0 2000000000 33 1", 4, "paste corner '2000000000'"),
        ("i 1 0 0 0 0", 4, "a paste holds 1 to"),
        ("i 1 0 0 999999999999 108506944", 4, "a paste holds 1 to"),
        ("i 1 0 0 33 2", 4, "needs 1 data lines, not 2"),
        ("i 1 0 0 33 1\n# a comment\n", 5, "is not 'd BASE64'"),
        ("i 1 0 0 33 1\ns 1 0 1 2 0.5 0 0 pen 1\n", 5, "is not 'd BASE64'"),
        ("i 1 0 0 33 1\nd Zm9v\n", 5, "is not the base64 of 33 bytes"),
        ("i 1 0 0 6 1\nd Zm9vYmE=\n", 5, "is not the base64 of 6 bytes"),
        ("i 1 0 0 6 1\nd Zm9vYmFy\n", 5, "the data is not a PNG"),
        ("i 1 0 0 33 1", 4, "ends after 0 of its 1 lines"),
    ])
    func refused(records: String, line: Int, mentions: String) {
        do {
            _ = try RecordingParser.parse(Self.recording(records + "\n"), file: "bad.flourish")
            Issue.record("accepted: \(records)")
        } catch {
            #expect(error.line == line, "\(error)")
            #expect(error.reason.contains(mentions), "\(error)")
        }
    }

    @Test("a PNG header that claims no picture, or comes after an earlier batch, is refused")
    func headerAndOrder() throws {
        let empty = FlourishFormat.line(for: .paste(x: 0, y: 0, png: Self.pngLike(count: 40, width: 0)), batch: 1)
        #expect(parseError(Self.recording(empty))?.reason.contains("claims a 0x200 picture") == true)
        let early = FlourishFormat.line(for: .paste(x: 0, y: 0, png: Self.pngLike(count: 40)), batch: 0)
        let late = Self.recording("c 3\n" + early)
        #expect(parseError(late)?.reason.contains("batch 0 comes after batch 3") == true)
        let v1 = "flourish-recording 1\nsamples\n" + early
        #expect(parseError(v1)?.reason.contains("needs a version 2 recording") == true)
        // The control: the same record in order reads.
        #expect(parseError(Self.recording("c 0\n" + early)) == nil)
    }
}
