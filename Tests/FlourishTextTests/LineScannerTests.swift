import FlourishTestSupport
import FlourishText
import Testing

@Suite("LineScanner")
struct LineScannerTests {
    static func lines(_ text: String) -> [String] {
        withBytes(text) { bytes in
            var scanner = LineScanner(bytes)
            var lines: [String] = []
            var expectedNumber = 1
            while let line = scanner.next() {
                #expect(line.number == expectedNumber)
                expectedNumber += 1
                lines.append(String(decoding: line.bytes, as: UTF8.self))
            }
            return lines
        }
    }

    @Test("lines end at LF or CRLF, numbered as an editor numbers them", arguments: [
        ("", [""]),
        ("a", ["a"]),
        ("a\n", ["a", ""]),
        ("a\nb", ["a", "b"]),
        ("\n\n", ["", "", ""]),
        ("a\r\nb\r\n", ["a", "b", ""]),
        ("a\rb\n", ["a\rb", ""]),
        ("\r\r\n", ["\r", ""]),
        ("a\r", ["a\r"]),
        ("é\nü\r\n", ["é", "ü", ""]),
    ])
    func splits(text: String, expected: [String]) {
        #expect(Self.lines(text) == expected)
    }

    @Test("a scan resumed from its position, one line per scanner, gives the same lines as one scanner", arguments: [
        "", "a", "a\n", "\n\n", "a\r\nb\r\n", "\r\r\n", "x\ny\nz",
    ])
    func resumes(text: String) {
        let resumed = withBytes(text) { bytes in
            var position = LineScanner.Position.start
            var lines: [String] = []
            while true {
                var scanner = LineScanner(bytes, from: position)
                guard let line = scanner.next() else { break }
                lines.append("\(line.number):" + String(decoding: line.bytes, as: UTF8.self))
                position = scanner.position
            }
            return lines
        }
        #expect(resumed == Self.lines(text).enumerated().map { "\($0 + 1):\($1)" })
    }

    @Test("the line count equals Swift's split on line ends, for lines of every length around a word")
    func agreesWithSplit() {
        var numbers = SeededNumbers(seed: 3)
        for _ in 0..<500 {
            var text = ""
            for _ in 0..<numbers.below(12) {
                text += String(repeating: "x", count: numbers.below(20))
                text += ["\n", "\r\n", " ", "\r"][numbers.below(4)]
            }
            let expected = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            #expect(Self.lines(text) == expected.map(String.init), "\(text.debugDescription)")
        }
    }
}
