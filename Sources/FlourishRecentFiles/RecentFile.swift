/// One entry of the recently-used list, as any program wrote it.
public struct RecentFile: Sendable, Equatable {
    /// The entry's `href`.
    public var uri: String
    /// The local file it names; nil for another scheme.
    public var path: String?
    public var mimeType: String?
    /// When it was added, changed and last used, in seconds since 1970 (nil where absent or
    /// unreadable).
    public var added: Double?
    public var modified: Double?
    public var visited: Double?
    /// The programs that used it, by the names they registered.
    public var applications: [String]

    public init(
        uri: String, path: String?, mimeType: String?, added: Double?, modified: Double?, visited: Double?,
        applications: [String]
    ) {
        self.uri = uri
        self.path = path
        self.mimeType = mimeType
        self.added = added
        self.modified = modified
        self.visited = visited
        self.applications = applications
    }

    /// The newest of its times: what "recent" sorts by.
    public var lastUsed: Double { [added, modified, visited].compactMap { $0 }.max() ?? 0 }
}
