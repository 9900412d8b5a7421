import Foundation

/// Runs /usr/bin/python3 with `arguments`, `environment` added to ours; its exit status and
/// what it printed (both streams).
public func python(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let output = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
}

/// Whether Python 3 is where `python` runs it.
public let hasPython = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3")
/// Whether MyPaint's own Python library (apt: mypaint) is there to read and write files with.
public let hasMyPaint = hasPython && FileManager.default.fileExists(atPath: "/usr/lib/mypaint/lib/document.py")
