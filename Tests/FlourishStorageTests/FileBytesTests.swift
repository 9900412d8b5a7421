import FlourishStorage
import FlourishTestSupport
import Foundation
import Testing

@Suite("FileBytes")
struct FileBytesTests {
    func write(_ bytes: [UInt8], to path: String) throws {
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func readError(_ path: String, limit: Int) -> FileReadError? {
        do {
            _ = try FileBytes.read(path: path, limit: limit)
            return nil
        } catch {
            return error
        }
    }

    @Test("a file is read whole, up to and including the limit")
    func reads() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("a")
        let bytes = (0..<100_000).map { UInt8(truncatingIfNeeded: $0 &* 31) }
        try write(bytes, to: path)
        #expect(try FileBytes.read(path: path, limit: 1 << 20) == bytes)
        #expect(try FileBytes.read(path: path, limit: bytes.count) == bytes)
        try write([], to: path)
        #expect(try FileBytes.read(path: path, limit: 10) == [])
    }

    @Test("a file one byte over the limit is refused, naming the path and the limit")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("big")
        try write([UInt8](repeating: 0x41, count: 1025), to: path)
        let error = try #require(readError(path, limit: 1024))
        #expect(error.kind == .tooLarge(limit: 1024))
        #expect(error.description == "\(path): is larger than 1 KiB, the most that is read")
    }

    @Test("a device with no end is read only to the limit, then refused")
    func endlessDevice() throws {
        let error = try #require(readError("/dev/zero", limit: 200_000))
        #expect(error.kind == .tooLarge(limit: 200_000))
    }

    @Test("/dev/null reads as empty")
    func devNull() throws {
        #expect(try FileBytes.read(path: "/dev/null", limit: 10) == [])
    }

    @Test("a folder is refused by name, not read")
    func folder() throws {
        let folder = try TemporaryFolder()
        let error = try #require(readError(folder.path, limit: 1 << 20))
        #expect(error.kind == .folder)
        #expect(error.description == "\(folder.path): is a folder, not a file")
    }

    @Test("a missing file is told apart from one that cannot be read")
    func missing() throws {
        let folder = try TemporaryFolder()
        #expect(readError(folder.file("nope"), limit: 10)?.kind == .missing)
        let inside = try #require(readError(folder.file("nope/deeper"), limit: 10))
        #expect(inside.kind == .missing)
    }

    @Test("a file without read permission is refused with the system's reason",
          .enabled(if: getuid() != 0, "root reads any file"))
    func unreadable() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("secret")
        try write([1, 2, 3], to: path)
        chmod(path, 0)
        let error = try #require(readError(path, limit: 10))
        #expect(error.kind == .failed("Permission denied"))
        #expect(error.description.hasPrefix(path))
    }

    @Test("limits read as a person writes them", arguments: [
        (1 << 20, "1 MiB"), (1 << 30, "1 GiB"), (16 * 1024, "16 KiB"), (1000, "1000 bytes"), ((1 << 20) + 1, "1048577 bytes"),
    ])
    func describe(bytes: Int, text: String) {
        #expect(FileBytes.describe(bytes: bytes) == text)
    }
}
