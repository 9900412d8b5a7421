#if canImport(Glibc)
    import Glibc
#endif

/// What this machine lets one process have: its physical memory, the memory limit of the
/// control group it runs in (a container's or a systemd slice's), and the address-space limit
/// (`ulimit -v`, RLIMIT_AS) past which an allocation fails whatever is free.
///
/// Read once per process (`current`): none of them changes while a painting is open in a way
/// Flourish could act on, and reading them costs a few system calls and two small files.
public struct MachineMemory: Sendable, Equatable {
    /// Bytes of RAM, or nil where the system does not say.
    public var physical: Int?
    /// The control group's limit in bytes, or nil where there is none (or it is larger than
    /// any machine: cgroup v1 writes "no limit" as a huge number).
    public var controlGroupLimit: Int?
    /// RLIMIT_AS's soft limit in bytes, or nil where it is unlimited.
    public var addressSpaceLimit: Int?

    public init(physical: Int?, controlGroupLimit: Int? = nil, addressSpaceLimit: Int? = nil) {
        self.physical = physical
        self.controlGroupLimit = controlGroupLimit
        self.addressSpaceLimit = addressSpaceLimit
    }

    /// This process's, read at first use.
    public static let current = MachineMemory.read()

    /// Reads the three limits now.
    public static func read() -> MachineMemory {
        let pages = sysconf(Int32(_SC_PHYS_PAGES))
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        let physical = pages > 0 && pageSize > 0 ? Int(pages).multipliedReportingOverflow(by: Int(pageSize)) : nil
        var limit = rlimit()
        var addressSpace: Int?
        if getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max {
            addressSpace = Int(clamping: limit.rlim_cur)
        }
        return MachineMemory(
            physical: physical.flatMap { $0.overflow ? nil : $0.partialValue }, controlGroupLimit: controlGroupLimit(),
            addressSpaceLimit: addressSpace)
    }

    /// The memory limit of this process's control group: cgroup v2's `memory.max`, else v1's
    /// `memory.limit_in_bytes`, at the path `/proc/self/cgroup` names.
    static func controlGroupLimit() -> Int? {
        guard let groups = smallFile("/proc/self/cgroup") else { return nil }
        for line in groups.split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3 else { continue }
            let path = String(parts[2])
            let file: String
            if parts[0] == "0", parts[1].isEmpty {
                file = "/sys/fs/cgroup" + path + "/memory.max"
            } else if parts[1].split(separator: ",").contains("memory") {
                file = "/sys/fs/cgroup/memory" + path + "/memory.limit_in_bytes"
            } else {
                continue
            }
            if let text = smallFile(file), let limit = parseLimit(text) { return limit }
        }
        return nil
    }

    /// A limit file's number; nil for "max" and for v1's "no limit", a number near 2^63.
    static func parseLimit(_ text: String) -> Int? {
        let trimmed = text.split(whereSeparator: { $0 == "\n" || $0 == " " }).first.map(String.init) ?? ""
        guard let value = Int(trimmed), value > 0, value < 1 << 62 else { return nil }
        return value
    }

    /// A file of at most 4 KiB as text, or nil where it cannot be read.
    private static func smallFile(_ path: String) -> String? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        let got = bytes.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
        guard got > 0 else { return nil }
        return String(decoding: bytes[..<got], as: UTF8.self)
    }
}
