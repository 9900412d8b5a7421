import FlourishConfig
import FlourishSession

/// The settings parser on any bytes, and the check of the brushes it names, as the session
/// makes them: it never fails as a whole; each problem, the parser's and a brush's that does
/// not load, names a line of the input and fits on one short line.
enum SettingsFuzzTarget {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) -> FuzzOutcome {
        var settings = Settings()
        let problems = SettingsParser.parse(bytes, file: FuzzTarget.inputName, into: &settings)
        let brushProblems = ConfiguredBrushCheck(settings.session).problems
        let lines = MessagePromise.lineCount(bytes)
        let placed = problems.map { ($0.file, $0.line, $0.description) } + brushProblems.map { ($0.file, $0.line, $0.description) }
        for (file, line, description) in placed {
            guard file == FuzzTarget.inputName, (1...max(lines, 1)).contains(line) else {
                throw FuzzFailure("problem at line \(line) of a \(lines)-line input: \(description)")
            }
            try MessagePromise.check(description, startsWith: "\(FuzzTarget.inputName):\(line): ")
        }
        let numbers = [settings.frameCapHz, settings.mousePressure, settings.autosaveSeconds, settings.session.eraserRadius]
            + [settings.session.brushRadius].compactMap { $0 }
        guard numbers.allSatisfy(\.isFinite) else { throw FuzzFailure("settings kept a number that is not finite: \(numbers)") }
        return placed.isEmpty ? .accepted : .refused(placed.map(\.2).joined(separator: "\n"))
    }
}
