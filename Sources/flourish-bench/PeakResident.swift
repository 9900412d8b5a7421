import Foundation

/// This process's resident memory and its peak, from /proc/self: what a save or an open adds
/// to it is read as the peak's growth after the peak is set back to the resident size now.
/// ru_maxrss alone would hide that growth under an earlier replay's own high-water mark.
enum PeakResident {
    /// Sets the process's peak resident size (VmHWM) to its resident size now (5 written to
    /// /proc/self/clear_refs); returns that size, KiB.
    static func reset() throws -> Int {
        let fd = open("/proc/self/clear_refs", O_WRONLY)
        guard fd >= 0 else {
            throw BenchmarkFailure(description: "/proc/self/clear_refs: \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        guard write(fd, "5", 1) == 1 else {
            throw BenchmarkFailure(
                description: "/proc/self/clear_refs: cannot reset the peak: \(String(cString: strerror(errno)))")
        }
        return kiB("VmRSS")
    }

    /// A `kB` figure of /proc/self/status (VmRSS, VmHWM); -1 where it cannot be read.
    static func kiB(_ key: String) -> Int {
        let text = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
        }
        return -1
    }
}
