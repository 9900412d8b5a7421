import Testing

@testable import FlourishPortal

@Suite("The portal's messages: request paths, options, values libdbus would abort on")
struct PortalMessageTests {
    @Test("a request's path is made from the caller's unique name and the token")
    func requestPath() {
        #expect(
            ObjectPath.portalRequest(sender: ":1.42", token: "flourish3")
                == "/org/freedesktop/portal/desktop/request/1_42/flourish3")
        #expect(ObjectPath.isValid(ObjectPath.portalRequest(sender: ":1.42", token: "flourish3")))
    }

    @Test("object paths are checked before libdbus sees them", arguments: [
        ("/", true), ("/a/b_c/D9", true), ("", false), ("a/b", false), ("/a/", false), ("/a//b", false), ("/a-b", false),
        ("/é", false),
    ])
    func objectPaths(path: String, valid: Bool) {
        #expect(ObjectPath.isValid(path) == valid)
        #expect((DBusValue.objectPath(path).problem == nil) == valid)
    }

    @Test("a string with a NUL byte is refused, nested anywhere; a plain one is not")
    func nulStrings() {
        #expect(DBusValue.string("a\u{0}b").problem != nil)
        #expect(DBusValue.dictionary([("k", .variant(.array(elementSignature: "s", [.string("x\u{0}")])))]).problem != nil)
        #expect(DBusValue.dictionary([("k\u{0}", .bool(true))]).problem != nil)
        #expect(DBusValue.dictionary([("k", .variant(.string("fine")))]).problem == nil)
    }

    @Test("a save's arguments: parent, title, and options with the token, filters, name and folder as bytes")
    func saveArguments() throws {
        let request = PortalFileRequest(
            method: .saveFile, parentWindow: PortalFileRequest.x11Parent(0x1a2b), title: "Save the painting as",
            acceptLabel: "Save", filters: [PortalFilter(name: "OpenRaster", globs: ["*.ora"], mimeTypes: ["image/openraster"])],
            currentName: "sky.ora", currentFolder: "/home/me/Pictures")
        let arguments = request.arguments(token: "flourish1")
        #expect(arguments.map(\.signature).joined() == "ssa{sv}")
        #expect(arguments[0] == .string("x11:1a2b"))
        let options = arguments[2]
        #expect(options["handle_token"] == .string("flourish1"))
        #expect(options["current_name"] == .string("sky.ora"))
        #expect(options["current_folder"] == .bytes(Array("/home/me/Pictures".utf8) + [0]))
        #expect(options["accept_label"] == .string("Save"))
        #expect(options["filters"]?.signature == "a(sa(us))")
        #expect(
            options["filters"]?.elements?.first
                == .structure([
                    .string("OpenRaster"),
                    .array(elementSignature: "(us)", [.structure([.uint32(0), .string("*.ora")]), .structure([.uint32(1), .string("image/openraster")])]),
                ]))
        // An opening suggests no name.
        var open = request
        open.method = .openFile
        #expect(open.arguments(token: "t")[2]["current_name"] == nil)
        #expect(open.arguments(token: "t")[2]["multiple"] == .bool(false))
        #expect(PortalFileRequest.x11Parent(nil) == "")
    }

    @Test("a Response: 0 with URIs is the files, 1 cancelled, 2 a failure; URIs that are not local files fail")
    func responses() {
        let uris = DBusValue.dictionary([("uris", .variant(.array(elementSignature: "s", [.string("file:///tmp/a%20b.ora")])))])
        #expect(FileChooserPortal.outcome(of: [.uint32(0), uris]) == .chosen(["/tmp/a b.ora"]))
        #expect(FileChooserPortal.outcome(of: [.uint32(1), .dictionary([])]) == .cancelled)
        guard case .failed(let why) = FileChooserPortal.outcome(of: [.uint32(2), .dictionary([])]) else {
            Issue.record("response 2 is not a failure")
            return
        }
        #expect(why.contains("response 2"))
        let remote = DBusValue.dictionary([("uris", .variant(.array(elementSignature: "s", [.string("sftp://host/a.ora")])))])
        guard case .failed(let remoteWhy) = FileChooserPortal.outcome(of: [.uint32(0), remote]) else {
            Issue.record("a remote URI was taken")
            return
        }
        #expect(remoteWhy.contains("sftp://host/a.ora"))
        #expect(FileChooserPortal.outcome(of: [.uint32(0), .dictionary([])]) != .chosen([]))
        #expect(FileChooserPortal.outcome(of: [.string("?")]) != .cancelled)
    }
}
