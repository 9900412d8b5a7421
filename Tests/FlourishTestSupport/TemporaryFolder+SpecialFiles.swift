import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What hostile-path tests name instead of a painting: a link, a named pipe, a folder with a
/// painting's name. Each is made in the folder and goes with it.
extension TemporaryFolder {
    /// Makes `name` a symbolic link to `target` (absolute, or relative to the folder); returns its path.
    @discardableResult
    public func link(_ name: String, to target: String) throws -> String {
        let path = file(name)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
        return path
    }

    /// Makes `name` a FIFO (a named pipe, as `mkfifo` makes); returns its path. Nothing writes
    /// to it: a reader that opened it would wait forever, which is what a test of a refusal
    /// made before opening relies on never happening.
    @discardableResult
    public func makeFIFO(_ name: String) throws -> String {
        let path = file(name)
        guard mkfifo(path, 0o600) == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
        return path
    }
}
