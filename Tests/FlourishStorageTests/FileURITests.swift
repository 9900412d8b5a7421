import FlourishStorage
import Testing

@Suite("file:// URIs and local paths")
struct FileURITests {
    @Test("a path goes to a URI with every byte outside the unreserved set escaped, and back", arguments: [
        "/tmp/sky.ora", "/tmp/a folder/ciel étoilé #1.ora", "/tmp/100%/a&b?c.png", "/",
    ])
    func roundTrip(path: String) throws {
        let uri = FileURI.uri(forPath: path)
        #expect(uri.hasPrefix("file:///"))
        #expect(!uri.dropFirst(7).contains(" ") && !uri.dropFirst(7).contains("#") && !uri.dropFirst(7).contains("?"))
        #expect(FileURI.path(fromURI: uri) == path)
    }

    @Test("the forms other programs write read as the same path")
    func otherForms() {
        #expect(FileURI.uri(forPath: "/tmp/a b") == "file:///tmp/a%20b")
        #expect(FileURI.path(fromURI: "file://localhost/tmp/a%20b") == "/tmp/a b")
        #expect(FileURI.path(fromURI: "FILE:///tmp/x%c3%a9") == "/tmp/xé")
    }

    @Test("what names no local file is refused", arguments: [
        "sftp://host/a.ora", "file://host/a.ora", "file:///tmp/%zz", "file:///tmp/%2", "file:///tmp/%00x", "file:///tmp/%ff",
        "/tmp/a.ora",
    ])
    func refused(uri: String) {
        #expect(FileURI.path(fromURI: uri) == nil)
    }
}
