import Foundation

/// The app running on a display, with its window shown: what a scripted window benchmark
/// drives with xdotool while it runs.
struct LaunchedApp {
    let process: Process
    /// The window's X id, as xdotool names it.
    let window: String
    let xdotool: String
    /// The app's environment (its `DISPLAY`), which xdotool runs in too.
    let environment: [String: String]

    /// Runs xdotool with `arguments` against the app's display and waits for it.
    func xdo(_ arguments: [String]) throws {
        let tool = Process()
        tool.executableURL = URL(fileURLWithPath: xdotool)
        tool.arguments = arguments
        tool.environment = environment
        tool.standardOutput = FileHandle.nullDevice
        tool.standardError = FileHandle.nullDevice
        try tool.run()
        tool.waitUntilExit()
    }
}
