import Foundation

/// The files by which X servers share out display numbers: `/tmp/.X<N>-lock`, which holds the
/// process id of the server that has display N, and its socket `/tmp/.X11-unix/X<N>`. Xorg and
/// Xvfb write the same ones, so every launcher here picks and checks its number through this.
public enum DisplayLock {
    /// Whether no X server holds display `number` (neither its socket nor its lock file).
    public static func isFree(_ number: Int) -> Bool {
        !FileManager.default.fileExists(atPath: socketPath(number))
            && !FileManager.default.fileExists(atPath: lockPath(number))
    }

    /// The process whose lock file holds display `number`, if any. A server that answers on a
    /// display is the one we started only when this names it: two launches can pick the same
    /// number a moment apart, and then the winner answers the loser's probe.
    public static func owner(of number: Int) -> Int32? {
        guard let text = try? String(contentsOfFile: lockPath(number), encoding: .utf8) else { return nil }
        return Int32(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A server that exits cleanly removes its lock file and socket; one that was SIGKILLed
    /// does not. Removes them if the lock names `pid`.
    static func removeLeftovers(display number: Int, pid: Int32) {
        guard owner(of: number) == pid else { return }
        try? FileManager.default.removeItem(atPath: socketPath(number))
        try? FileManager.default.removeItem(atPath: lockPath(number))
    }

    private static func lockPath(_ number: Int) -> String { "/tmp/.X\(number)-lock" }
    private static func socketPath(_ number: Int) -> String { "/tmp/.X11-unix/X\(number)" }
}
