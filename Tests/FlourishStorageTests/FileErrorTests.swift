import FlourishStorage
import Testing

/// The one shape every error about a file has: the path, then what is wrong with it; each
/// kind of failure its own error type.
@Suite("FileError: PATH: REASON, whichever the failure")
struct FileErrorTests {
    @Test("a listed failure: the reason is the kind's, the description the path then the reason")
    func listedFailure() {
        let error = FileReadError(path: "/tmp/a.ora", kind: .tooLarge(limit: 1 << 20))
        #expect(error.reason == "is larger than 1 MiB, the most that is read")
        #expect(error.description == "/tmp/a.ora: is larger than 1 MiB, the most that is read")
        #expect(FileReadError(path: "/tmp/b", kind: .missing).description == "/tmp/b: no such file")
    }

    @Test("a worded failure: the words given are the reason")
    func wordedFailure() {
        let write = FileWriteError(path: "/tmp/c.png", reason: "libpng: out of memory")
        #expect(write.reason == "libpng: out of memory")
        #expect(write.description == "/tmp/c.png: libpng: out of memory")
        let document = DocumentError(path: "/tmp/d.ora", reason: "it has no layers")
        #expect(document.description == "/tmp/d.ora: it has no layers")
    }

    @Test("equal where path and failure are; each failure's errors a type of their own")
    func identity() {
        #expect(FileWriteError(path: "p", reason: "r") == FileWriteError(path: "p", reason: "r"))
        #expect(FileWriteError(path: "p", reason: "r") != FileWriteError(path: "q", reason: "r"))
        #expect(FileReadError(path: "p", kind: .missing) != FileReadError(path: "p", kind: .folder))
        // A document's error is not caught as a write's, nor the other way round.
        let document: any Error = DocumentError(path: "p", reason: "r")
        let write: any Error = FileWriteError(path: "p", reason: "r")
        #expect(!(document is FileWriteError) && document is DocumentError)
        #expect(!(write is DocumentError) && write is FileWriteError)
    }
}
