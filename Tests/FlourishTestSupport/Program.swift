import Dispatch
import Foundation

/// Runs the program at `path` with `arguments`, killed after `timeout` seconds; its exit
/// status (nil when it was killed) and what it wrote to stdout. Stderr goes to the test's.
public func runProgram(_ path: String, _ arguments: [String], timeout: Double) throws -> (status: Int32?, output: Data) {
    let folder = try TemporaryFolder(prefix: "flourish-program")
    defer { folder.remove() }
    let outputPath = folder.file("stdout")
    FileManager.default.createFile(atPath: outputPath, contents: nil)
    let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = output
    let ended = DispatchSemaphore(value: 0)
    process.terminationHandler = { _ in ended.signal() }
    try process.run()
    var status: Int32?
    if ended.wait(timeout: .now() + timeout) == .timedOut {
        process.terminate()
        ended.wait()
    } else {
        status = process.terminationStatus
    }
    try output.close()
    return (status, try Data(contentsOf: URL(fileURLWithPath: outputPath)))
}
