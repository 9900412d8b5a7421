#if canImport(Glibc)
    import Glibc
#endif

extension FileBytes {
    /// The first `count` bytes of the file at `path` (fewer where it is shorter): enough to
    /// tell what a file is by its magic bytes without reading the rest. Only a plain file is
    /// read; anything else is refused by name before it is opened (a pipe would wait).
    public static func prefix(path: String, count: Int) throws(FileReadError) -> [UInt8] {
        if let refusal = FileStatus.refusal(of: path) { throw FileReadError(path: path, kind: .failed(refusal)) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            throw FileReadError(path: path, kind: code == ENOENT ? .missing : .failed(String(cString: strerror(code))))
        }
        defer { close(descriptor) }
        var bytes = [UInt8](repeating: 0, count: max(0, count))
        var filled = 0
        while filled < bytes.count {
            let got = bytes.withUnsafeMutableBufferPointer { buffer in
                Glibc.read(descriptor, buffer.baseAddress.map { $0 + filled }, buffer.count - filled)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw FileReadError(path: path, kind: .failed(String(cString: strerror(errno))))
            }
            if got == 0 { break }
            filled += got
        }
        bytes.removeLast(bytes.count - filled)
        return bytes
    }
}
