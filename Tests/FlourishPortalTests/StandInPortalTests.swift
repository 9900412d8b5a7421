import FlourishPortal
import FlourishVirtualPen
import Foundation
import Testing

/// The portal client against the stand-in portal on a private session bus: the requests it
/// sends, and each way a request can end.
@Suite(
    "The file chooser portal, asked over a private session bus", .serialized,
    .enabled(if: StandInPortal.unavailability == nil, "\(StandInPortal.unavailability ?? "")"))
struct StandInPortalTests {
    func withPortal(_ body: (StandInPortal, FileChooserPortal) throws -> Void) throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let client = FileChooserPortal(connection: try BusConnection(address: portal.bus.address))
        try body(portal, client)
    }

    static let save = PortalFileRequest(
        method: .saveFile, parentWindow: "x11:3a00007", title: "Save the painting as", acceptLabel: "Save",
        filters: [
            PortalFilter(name: "OpenRaster", globs: ["*.ora"], mimeTypes: ["image/openraster"]),
            PortalFilter(name: "PNG image", globs: ["*.png"]),
        ],
        currentName: "untitled.ora", currentFolder: "/tmp/pictures")

    @Test("SaveFile answered with a file: the path, however its name is spelt; the portal saw the window, name, folder and filters")
    func chosen() throws {
        try withPortal { portal, client in
            let path = "/tmp/a folder/ciel étoilé #1.ora"
            try portal.answer(1, "chosen \(path)")
            #expect(client.ask(Self.save) == .chosen([path]))
            let request = try #require(portal.requests.first)
            #expect(request.method == "SaveFile")
            #expect(request.parentWindow == "x11:3a00007")
            #expect(request.title == "Save the painting as")
            #expect(request.options["current_name"]?.text == "untitled.ora")
            #expect(request.options["current_folder"]?.text == "/tmp/pictures")
            #expect(request.options["handle_token"]?.text == "flourish1")
            let filters = try #require(request.options["filters"]?.array)
            #expect(filters.count == 2)
            #expect(filters[0].array?.first?.text == "OpenRaster")
            #expect(filters[0].array?.last?.array?.first?.array == [.number(0), .string("*.ora")])
        }
    }

    @Test("OpenFile closed by the painter is cancelled; 'other' is a failure saying so")
    func cancelledAndOther() throws {
        try withPortal { portal, client in
            var open = Self.save
            open.method = .openFile
            try portal.answer(1, "cancel")
            try portal.answer(2, "other")
            #expect(client.ask(open) == .cancelled)
            guard case .failed(let why) = client.ask(open) else {
                Issue.record("response 2 was not a failure")
                return
            }
            #expect(why.contains("without a choice"))
            #expect(portal.requests.map(\.method) == ["OpenFile", "OpenFile"])
        }
    }

    @Test("a call the portal refuses is a failure naming the error; a bus without the portal is 'absent'")
    func refusedAndAbsent() throws {
        try withPortal { portal, client in
            try portal.answer(1, "refuse org.freedesktop.DBus.Error.AccessDenied")
            guard case .failed(let why) = client.ask(Self.save) else {
                Issue.record("a refused call was not a failure")
                return
            }
            #expect(why.contains("org.freedesktop.DBus.Error.AccessDenied"))
        }
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let bare = FileChooserPortal(connection: try BusConnection(address: bus.address))
        guard case .absent(let why) = bare.ask(Self.save) else {
            Issue.record("a bus without a portal did not say the portal is absent")
            return
        }
        #expect(why.contains("org.freedesktop.portal.Desktop") && why.contains("ServiceUnknown"))
    }

    @Test("a request withdrawn while the chooser is open is closed on the portal and ends as cancelled")
    func withdrawn() throws {
        try withPortal { portal, client in
            var looks = 0
            let outcome = client.ask(Self.save) {
                looks += 1
                return !portal.requests.isEmpty
            }
            #expect(outcome == .cancelled)
            let deadline = WaitClock.deadline(after: 10)
            while portal.closed.isEmpty, WaitClock.now() < deadline { usleep(20_000) }
            #expect(portal.closed == [1], "the portal was not told: \(portal.errors)")
            #expect(looks > 0)
        }
    }

    @Test("the portal leaving the bus while its chooser is open ends the request as a failure")
    func portalLeaves() throws {
        try withPortal { portal, client in
            try portal.answer(1, "leave")
            guard case .failed(let why) = client.ask(Self.save) else {
                Issue.record("the wait did not end with the portal")
                return
            }
            #expect(why.contains("left the session bus"))
        }
    }
}
