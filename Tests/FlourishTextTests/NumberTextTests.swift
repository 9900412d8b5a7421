import FlourishTestSupport
import FlourishText
import Foundation
import Testing

@Suite("NumberText")
struct NumberTextTests {
    /// What the standard library reads, as bits (nil where it reads nothing finite).
    static func reference(_ text: String) -> UInt64? {
        guard let value = Double(text), value.isFinite else { return nil }
        return value.bitPattern
    }

    static func parsed(_ text: String) -> UInt64? {
        withBytes(text) { NumberText.double($0) }?.bitPattern
    }

    @Test("plain decimal text reads to the same bits as Double(_:)", arguments: [
        "0", "-0", "+0", "0.0", "-0.0", "5.", ".5", "+.5", "-.5", "00.5e-0", "1E5", "1e+5", "1e-5", "007",
        "0.30000000000000004", "1e-300", "5e-324", "2.2250738585072014e-308", "1.7976931348623157e+308",
        "123456.789012345", "9007199254740993", "9007199254740992.5", "9007199254740993.0000000001",
        "8.000000000000000167e-03", "2.064984330000000057e+02", "1e22", "1e23", "1e27", "1e28",
        "0.000000000000000000000000000001", "12345678901234567890123", "1234567890123456789012.5",
        "4.9406564584124654e-324", "2.4703282292062327e-324", "2.4703282292062328e-324", "1e-400",
        "0e99999999999", "179769313486231580793728971405303415079934132710037826936173778980444968292764750946649017977587207096330286416692887910946555547851940402630657488671505820681908902000708383676273854845817711531764475730270069855571366959622842914819860834936475292719074168444365510704342711559699508093042880177904174497791.9999999999999999999999999999999999999999999999999999999999999999999999",
    ])
    func matchesStandardLibrary(text: String) {
        #expect(Self.parsed(text) == Self.reference(text), "\(text)")
    }

    @Test("every Double's shortest text reads back to the same bits (100,000 random bit patterns)")
    func shortestTextRoundTrips() {
        var numbers = SeededNumbers(seed: 11)
        var failures: [String] = []
        for _ in 0..<100_000 {
            let value = Double(bitPattern: numbers.next())
            guard value.isFinite else { continue }
            let text = "\(value)"
            if Self.parsed(text) != value.bitPattern { failures.append(text) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("numbers of the sizes recordings hold, written 15 to 21 digits long, read as Double(_:) reads them")
    func recordingSizedNumbers() {
        var numbers = SeededNumbers(seed: 12)
        var failures: [String] = []
        for i in 0..<100_000 {
            // Canvas coordinates, times, pressures and tilts.
            let scale = [4096.0, 100_000.0, 1.0, 2.0][i % 4]
            let value = (Double(numbers.next() >> 11) / Double(1 << 53) - (i % 4 == 3 ? 0.5 : 0)) * scale
            let digits = 15 + numbers.below(7)
            let text = String(format: "%.\(digits)g", value)
            if Self.parsed(text) != Self.reference(text) { failures.append(text) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("random digit strings with random points and exponents read as Double(_:) reads them")
    func randomDecimals() {
        var numbers = SeededNumbers(seed: 13)
        var failures: [String] = []
        for _ in 0..<100_000 {
            var text = numbers.below(3) == 0 ? "-" : ""
            let length = 1 + numbers.below(25)
            let point = numbers.below(length + 2)
            for i in 0..<length {
                if i == point { text += "." }
                text += String(numbers.below(10))
            }
            if numbers.below(2) == 0 { text += "e\(numbers.below(80) - 40)" }
            if Self.parsed(text) != Self.reference(text) { failures.append(text) }
        }
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("numbers exactly halfway between two Doubles round to even, as Double(_:) rounds them")
    func midpoints() {
        // 2^53 + 1 and friends: the 80-bit result sits on the midpoint, so the exact parser decides.
        for text in ["9007199254740993", "9007199254740995", "18014398509481986", "18014398509481990", "4503599627370496.5"] {
            #expect(Self.parsed(text) == Self.reference(text), "\(text)")
        }
    }

    @Test("anything but plain decimal text is refused, whatever Double(_:) makes of it", arguments: [
        "", " ", "+", "-", ".", "+.", "e5", "1e", "1e+", "1e-", "--1", "+-1", "1.2.3", "1e5.5", "1e5e5", " 1", "1 ",
        "1_0", "1,5", "nan", "NaN", "inf", "-inf", "Infinity", "infinity", "0x10", "0x1p3", "0X1P3", "1e400",
        "-1e400", "1d5", "١", "1\u{0}", "\u{0}1", "1f",
    ])
    func refused(text: String) {
        #expect(withBytes(text) { NumberText.double($0) } == nil, "\(text.debugDescription)")
    }

    @Test("integers read as Int(_:) and UInt32(_:) read them, overflow refused", arguments: [
        "0", "-0", "+0", "7", "+7", "-7", "007", "9223372036854775807", "-9223372036854775808",
        "9223372036854775808", "-9223372036854775809", "18446744073709551616", "4294967295", "4294967296", "-1",
        "", "+", "-", "1.0", "1e3", " 1", "0x10", "1_000",
    ])
    func integers(text: String) {
        #expect(withBytes(text) { NumberText.int($0) } == Int(text), "\(text)")
        #expect(withBytes(text) { NumberText.uint32($0) } == UInt32(text), "\(text)")
        #expect(NumberText.int(text) == Int(text))
    }
}
