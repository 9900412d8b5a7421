import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Owns one file descriptor and closes it exactly once, whoever asks first (an explicit
/// `close()` or `deinit`), so a second close can never hit a descriptor number the process
/// has since reused.
package final class FileDescriptorOwner: Sendable {
    package let raw: Int32
    private let isOpen = Mutex(true)

    package init(_ raw: Int32) {
        self.raw = raw
    }

    deinit { close() }

    package func close() {
        let wasOpen = isOpen.withLock { open in
            defer { open = false }
            return open
        }
        if wasOpen { _ = Glibc.close(raw) }
    }

    /// A new pipe's read and write ends, each with its owner.
    package static func pipe() -> (read: FileDescriptorOwner, write: FileDescriptorOwner)? {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { return nil }
        return (FileDescriptorOwner(ends[0]), FileDescriptorOwner(ends[1]))
    }
}
