import Foundation

/// A mode run in a child process of this executable, for a figure that needs a fresh process
/// (a peak resident size, a heap no earlier measurement used): the child prints one
/// `RESULT key=value ...` line (`png-once`, `documents-once`), which the parent reads back.
enum ChildResult {
    /// Runs this executable with `arguments` and returns the `key=value` fields of the
    /// `RESULT ` line it prints; throws with its output when it fails or prints none.
    static func fields(running arguments: [String]) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
            let line = output.split(separator: "\n").first(where: { $0.hasPrefix("RESULT ") })
        else { throw BenchmarkFailure(description: "\(arguments.joined(separator: " ")) failed: \(output)") }
        var fields: [String: String] = [:]
        for pair in line.dropFirst(7).split(separator: " ") {
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { fields[String(parts[0])] = String(parts[1]) }
        }
        return fields
    }
}
