import FlourishConfig
import FlourishTouch
import Foundation
import Testing

/// `touch = navigate | paint | off` and `touch_pressure`: what fingers do, read from the
/// settings file with bad lines named by file, line and key.
@Suite("Settings: touch")
struct TouchSettingsTests {
    static let file = "Configs/flourish.conf"

    @Test("fingers navigate by default, at pressure 0.5 where they paint; each mode and a pressure read")
    func modes() {
        var settings = Settings()
        #expect(settings.touch == .navigate, "a finger never paints unless asked")
        #expect(settings.touchPressure == 0.5)
        for mode in TouchMode.allCases {
            let problems = SettingsParser.parse("touch = \(mode.rawValue)\ntouch_pressure = 0.8\n", file: Self.file, into: &settings)
            #expect(problems.isEmpty, "\(problems)")
            #expect(settings.touch == mode)
        }
        #expect(settings.touchPressure == 0.8)
    }

    @Test(
        "a bad mode or pressure names file, line and key, and keeps the setting",
        arguments: [
            (line: "touch = draw", message: "touch: 'draw' is not navigate, paint or off; keeping the default"),
            (line: "touch = Paint", message: "touch: 'Paint' is not navigate, paint or off; keeping the default"),
            (line: "touch =", message: "touch: '' is not navigate, paint or off; keeping the default"),
            (line: "touch_pressure = 0", message: "touch_pressure: '0' is not a pressure in (0, 1]; keeping the default"),
            (line: "touch_pressure = 1.5", message: "touch_pressure: '1.5' is not a pressure in (0, 1]; keeping the default"),
            (line: "touch_pressure = firm", message: "touch_pressure: 'firm' is not a pressure in (0, 1]; keeping the default"),
        ])
    func badLine(line: String, message: String) throws {
        var settings = Settings()
        let problems = SettingsParser.parse("touch = paint\ntouch_pressure = 0.3\n# fingers\n\(line)\n", file: Self.file, into: &settings)
        let problem = try #require(problems.count == 1 ? problems.first : nil, "\(problems)")
        #expect(problem.line == 4)
        #expect(problem.message == message)
        #expect(problem.description.hasPrefix("\(Self.file):4: "), "\(problem)")
        #expect(settings.touch == .paint && settings.touchPressure == 0.3, "a bad line changed the setting")
    }

    @Test("the shipped settings file says navigate and 0.5")
    func shipped() throws {
        var settings = Settings()
        settings.touch = .off
        settings.touchPressure = 1
        let text = try String(contentsOfFile: shippedConfigPath, encoding: .utf8)
        #expect(SettingsParser.parse(text, file: Self.file, into: &settings).isEmpty)
        #expect(settings.touch == .navigate && settings.touchPressure == 0.5)
    }
}
