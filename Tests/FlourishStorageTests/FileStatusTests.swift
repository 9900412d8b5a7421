import FlourishStorage
import FlourishTestSupport
import Foundation
import Testing

@Suite("FileStatus: what a path names, links followed, and whether two paths are one file")
struct FileStatusTests {
    @Test("a plain file, a folder, a device and a pipe are told apart; a plain file has its size")
    func kinds() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write([1, 2, 3], to: "a.ora")
        try folder.makeFolder("folder.ora")
        let fifo = try folder.makeFIFO("pipe.ora")
        #expect(FileStatus.of(file)?.kind == .plainFile)
        #expect(FileStatus.of(file)?.size == 3)
        #expect(FileStatus.of(folder.file("folder.ora"))?.kind == .folder)
        #expect(FileStatus.of("/dev/zero")?.kind == .device)
        #expect(FileStatus.of(fifo)?.kind == .pipe)
        #expect(FileStatus.of(folder.file("absent.ora")) == nil)
    }

    @Test("the refusal names each kind that is not a plain file, and nothing for a plain or missing file")
    func refusals() throws {
        let folder = try TemporaryFolder()
        let file = try folder.write([1], to: "a.ora")
        try folder.makeFolder("folder.ora")
        let fifo = try folder.makeFIFO("pipe.ora")
        let zero = try folder.link("zero.ora", to: "/dev/zero")
        #expect(FileStatus.refusal(of: file) == nil)
        #expect(FileStatus.refusal(of: folder.file("absent.ora")) == nil)
        #expect(FileStatus.refusal(of: folder.file("folder.ora")) == "is a folder, not a file")
        #expect(FileStatus.refusal(of: fifo) == "is a pipe, not a file")
        #expect(FileStatus.refusal(of: zero) == "is a device, not a file", "a link is followed to what it names")
    }

    @Test("a link, another spelling and a hard link are the same file; a copy is not")
    func identity() throws {
        let folder = try TemporaryFolder()
        let original = try folder.write([1, 2], to: "a.ora")
        let copy = try folder.write([1, 2], to: "copy.ora")
        let link = try folder.link("link.png", to: "a.ora")
        try folder.makeFolder("sub")
        let hard = folder.file("sub/hard.png")
        try FileManager.default.linkItem(atPath: original, toPath: hard)
        let status = try #require(FileStatus.of(original))
        for other in [link, hard, folder.path + "/sub/../a.ora", folder.path + "/./a.ora"] {
            #expect(try #require(FileStatus.of(other)).isSameFile(as: status), "\(other)")
        }
        // The negative control: equal bytes, another file.
        #expect(try #require(FileStatus.of(copy)).isSameFile(as: status) == false)
    }
}
