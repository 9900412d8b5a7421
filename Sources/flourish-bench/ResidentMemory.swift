import Foundation

/// A process's resident memory, KiB, as /proc/PID/status gives it.
struct ResidentMemory: Sendable {
    /// VmRSS: every resident page.
    var total = 0
    /// RssAnon: the heap, stacks and other private memory.
    var anonymous = 0
    /// RssFile: mapped files (the libraries) resident.
    var files = 0
    /// VmHWM: the highest VmRSS so far.
    var peak = 0

    static func read(pid: Int32) -> ResidentMemory? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        var memory = ResidentMemory()
        for line in text.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let value = Int(fields[1]) else { continue }
            switch fields[0] {
            case "VmRSS:": memory.total = value
            case "RssAnon:": memory.anonymous = value
            case "RssFile:": memory.files = value
            case "VmHWM:": memory.peak = value
            default: break
            }
        }
        return memory
    }
}
