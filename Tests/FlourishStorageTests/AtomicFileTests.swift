import FlourishStorage
import FlourishTestSupport
import Foundation
import Testing

@Suite("AtomicFile: the file appears complete at commit, or not at all")
struct AtomicFileTests {
    @Test("nothing appears at the path until commit; until then there is only a hidden temporary beside it")
    func nothingBeforeCommit() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("notes.txt")
        let file = try AtomicFile(path: path)
        try file.write("first line\n")
        #expect(!exists(path))
        let temporary = URL(fileURLWithPath: file.temporaryPath).lastPathComponent
        #expect(file.temporaryPath == folder.file(temporary))
        #expect(temporary.hasPrefix("."))
        #expect(try folder.entries() == [temporary])
        try file.commit()
        #expect(contents(path) == Array("first line\n".utf8))
        #expect(try folder.entries() == ["notes.txt"])
    }

    @Test("commit makes every write appear, in order, and leaves no temporary")
    func commitWritesEverything() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("frames.bin")
        // Many times stdio's buffer: the temporary takes it in several writes, and all must land.
        let block = (0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 >> 8) }
        let file = try AtomicFile(path: path)
        try file.write("header\n")
        try block.withUnsafeBufferPointer { try file.write(bytes: $0) }
        try [UInt8]().withUnsafeBufferPointer { try file.write(bytes: $0) }
        try file.write("trailer")
        #expect(!exists(path))
        try file.commit()
        #expect(contents(path) == Array("header\n".utf8) + block + Array("trailer".utf8))
        #expect(try folder.entries() == ["frames.bin"])
    }

    @Test("an empty commit makes an empty file")
    func emptyCommit() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("empty")
        try AtomicFile(path: path).commit()
        #expect(contents(path) == [])
        #expect(try folder.entries() == ["empty"])
    }

    @Test("dropping a file that was never committed removes its temporary and writes nothing")
    func droppedWithoutCommit() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("abandoned.txt")
        do {
            let file = try AtomicFile(path: path)
            try file.write("never saved")
            #expect(exists(file.temporaryPath))
        }
        #expect(try folder.entries() == [])
    }

    @Test("an existing file keeps its old content until commit, then has only the new")
    func replacesOnlyAtCommit() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("settings.conf")
        try "old content, longer than the new one\n".write(toFile: path, atomically: false, encoding: .utf8)
        let file = try AtomicFile(path: path)
        try file.write("new\n")
        #expect(contents(path) == Array("old content, longer than the new one\n".utf8))
        try file.commit()
        #expect(contents(path) == Array("new\n".utf8))
        #expect(try folder.entries() == ["settings.conf"])
    }

    @Test("an existing file survives an AtomicFile dropped without commit")
    func existingFileSurvivesDrop() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("settings.conf")
        try "keep me\n".write(toFile: path, atomically: false, encoding: .utf8)
        do {
            let file = try AtomicFile(path: path)
            try file.write("half-written")
        }
        #expect(contents(path) == Array("keep me\n".utf8))
        #expect(try folder.entries() == ["settings.conf"])
    }

    @Test("creating a file in a missing folder throws a FileWriteError naming the path")
    func missingFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("no-such-folder/out.txt")
        let error = #expect(throws: FileWriteError.self) { try AtomicFile(path: path) }
        #expect(error?.path == path)
        #expect(error?.description.hasPrefix(path + ": ") == true)
        #expect(error?.reason.contains(String(cString: strerror(ENOENT))) == true)
        #expect(try folder.entries() == [])
    }

    @Test("a file where the folder should be is named as such, before anything is written (root too)")
    func folderIsAFile() throws {
        let folder = try TemporaryFolder()
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder.file("plain")))
        let path = folder.file("plain/out.ora")
        let error = #expect(throws: FileWriteError.self) { try AtomicFile(path: path) }
        #expect(error?.description == "\(path): cannot be saved in \(folder.file("plain")): it is not a folder")
        #expect(try folder.entries() == ["plain"])
    }

    @Test("writing after commit throws, and the committed file is left as it was")
    func writeAfterCommit() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("done.txt")
        let file = try AtomicFile(path: path)
        try file.write("complete")
        try file.commit()
        let error = #expect(throws: FileWriteError.self) { try file.write("more") }
        #expect(error?.path == path)
        #expect(error?.reason == "already closed")
        #expect(contents(path) == Array("complete".utf8))
        #expect(try folder.entries() == ["done.txt"])
    }

    @Test("committing twice throws, and the committed file is left as it was")
    func commitTwice() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("done.txt")
        let file = try AtomicFile(path: path)
        try file.write("complete")
        try file.commit()
        let error = #expect(throws: FileWriteError.self) { try file.commit() }
        #expect(error?.path == path)
        #expect(error?.reason == "already closed")
        #expect(contents(path) == Array("complete".utf8))
        #expect(try folder.entries() == ["done.txt"])
    }

    @Test("a folder or a device as destination is refused before anything is written")
    func refusesFoldersAndDevices() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("taken")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = #expect(throws: FileWriteError.self) { try AtomicFile(path: path) }
        #expect(error?.reason.contains("is a folder") == true)
        #expect(try folder.entries() == ["taken"])
        let device = #expect(throws: FileWriteError.self) { try AtomicFile(path: "/dev/null") }
        #expect(device?.reason.contains("is a device") == true)
    }

    @Test("a commit that cannot rename into place throws naming the path and leaves no temporary")
    func commitOverAFolder() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("taken")
        let file = try AtomicFile(path: path)
        try file.write("cannot land")
        // The folder appears between the start of the save and its end.
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let error = #expect(throws: FileWriteError.self) { try file.commit() }
        #expect(error?.path == path)
        #expect(error?.reason.hasPrefix("could not be renamed into place") == true)
        #expect(try folder.entries() == ["taken"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: path) == [])
    }

    @Test("a symbolic link is written through: its target gets the content, the link stays")
    func symlinkWrittenThrough() throws {
        let folder = try TemporaryFolder()
        let target = folder.file("real.txt")
        let link = folder.file("link.txt")
        try "old".write(toFile: target, atomically: false, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.txt")
        let file = try AtomicFile(path: link)
        try file.write("new")
        try file.commit()
        #expect(contents(target) == Array("new".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.txt")
    }

    @Test("temporaries a killed save left are removed by the next save to that folder; a live one's are kept")
    func leftoversRemoved() throws {
        let folder = try TemporaryFolder()
        let path = folder.file("painting.png")
        // A pid that cannot be running (above the kernel's pid_max) and this process's own.
        let stale = folder.file(".painting.png.99999999.1.partial")
        let live = folder.file(".painting.png.\(getpid()).999.partial")
        for leftover in [stale, live] { try "half".write(toFile: leftover, atomically: false, encoding: .utf8) }
        let file = try AtomicFile(path: path)
        try file.write("whole")
        try file.commit()
        let entries = try folder.entries()
        #expect(!entries.contains(".painting.png.99999999.1.partial"), "\(entries)")
        #expect(entries.contains(".painting.png.\(getpid()).999.partial"))
        #expect(entries.contains("painting.png"))
    }
}
