/// The program an entry is registered for: its name and the command that opens a file in it
/// (`%u` standing for the file's URI), as the desktop's recent-files readers show and run it.
public struct RecentApplication: Sendable, Equatable {
    public var name: String
    public var exec: String

    public init(name: String, exec: String) {
        self.name = name
        self.exec = exec
    }

    /// Flourish as it registers itself.
    public static let flourish = RecentApplication(name: "flourish", exec: "'flourish %u'")
}
