import FlourishConfig

/// The settings parser on any bytes: it never fails as a whole; each problem names a line of
/// the input and fits on one short line.
enum SettingsFuzzTarget {
    static func run(_ bytes: UnsafeBufferPointer<UInt8>) throws(FuzzFailure) -> FuzzOutcome {
        var settings = Settings()
        let problems = SettingsParser.parse(bytes, file: FuzzTarget.inputName, into: &settings)
        let lines = MessagePromise.lineCount(bytes)
        for problem in problems {
            guard problem.file == FuzzTarget.inputName, (1...max(lines, 1)).contains(problem.line) else {
                throw FuzzFailure("problem at line \(problem.line) of a \(lines)-line input: \(problem)")
            }
            try MessagePromise.check(problem.description, startsWith: "\(FuzzTarget.inputName):\(problem.line): ")
        }
        let numbers = [settings.frameCapHz, settings.mousePressure, settings.autosaveSeconds, settings.session.eraserRadius]
            + [settings.session.brushRadius].compactMap { $0 }
        guard numbers.allSatisfy(\.isFinite) else { throw FuzzFailure("settings kept a number that is not finite: \(numbers)") }
        return problems.isEmpty ? .accepted : .refused(problems.map(\.description).joined(separator: "\n"))
    }
}
