/// One line of a settings file that was not understood; the setting keeps its default.
public struct SettingsProblem: Sendable, Equatable, CustomStringConvertible {
    public let file: String
    public let line: Int
    public let message: String

    public init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    public var description: String { "\(file):\(line): \(message)" }
}
