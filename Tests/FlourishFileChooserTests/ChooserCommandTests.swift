import FlourishPortal
import Testing

@testable import FlourishFileChooser

@Suite("Choosing how to choose: the portal's request, zenity's and kdialog's command lines, and their answers")
struct ChooserCommandTests {
    static let save = FileChoiceRequest(purpose: .saveAs, suggestedName: "sky.ora", folder: "/home/me/Pictures", parentWindow: 0x3a00007)
    static let open = FileChoiceRequest(purpose: .open, folder: "/home/me/Pictures", parentWindow: 0x3a00007)

    @Test("without a portal: zenity where it is installed, else kdialog, else the window's path field")
    func fallbackOrder() {
        #expect(ChooserKind.fallback { ["zenity": "/z", "kdialog": "/k"][$0] } == .zenity("/z"))
        #expect(ChooserKind.fallback { ["kdialog": "/k"][$0] } == .kdialog("/k"))
        #expect(ChooserKind.fallback { _ in nil } == .pathField)
    }

    @Test("the portal is asked SaveFile over the window for a file to write, OpenFile with 'Paintings' first to open")
    func portalRequests() {
        let save = Self.save.portalRequest
        #expect(save.method == .saveFile && save.parentWindow == "x11:3a00007")
        #expect(save.currentName == "sky.ora" && save.currentFolder == "/home/me/Pictures")
        #expect(save.filters.map(\.name) == ["OpenRaster", "PNG image"])
        let open = Self.open.portalRequest
        #expect(open.method == .openFile && open.currentName == nil)
        #expect(open.filters.map(\.name) == ["Paintings (OpenRaster, PNG image)", "OpenRaster", "PNG image"])
        #expect(open.filters[0].globs == ["*.ora", "*.png"])
        let export = FileChoiceRequest(purpose: .export, suggestedName: "sky.png").portalRequest
        #expect(export.filters.map(\.name) == ["PNG image"] && export.method == .saveFile)
    }

    @Test("zenity saves with --save --confirm-overwrite from the folder and name; opens with the filters")
    func zenity() throws {
        let save = try #require(ExternalChooserCommand(.zenity("/usr/bin/zenity"), for: Self.save))
        #expect(save.program == "/usr/bin/zenity")
        #expect(
            save.arguments == [
                "--file-selection", "--title=Save the painting as", "--save", "--confirm-overwrite",
                "--filename=/home/me/Pictures/sky.ora", "--file-filter=OpenRaster (*.ora) | *.ora",
                "--file-filter=PNG image (*.png) | *.png",
            ])
        let open = try #require(ExternalChooserCommand(.zenity("/usr/bin/zenity"), for: Self.open))
        #expect(!open.arguments.contains("--save") && open.arguments.contains("--filename=/home/me/Pictures/"))
        #expect(ExternalChooserCommand(.portal, for: Self.open) == nil && ExternalChooserCommand(.pathField, for: Self.open) == nil)
    }

    @Test("kdialog is attached to the window and given its filter list")
    func kdialog() throws {
        let save = try #require(ExternalChooserCommand(.kdialog("/usr/bin/kdialog"), for: Self.save))
        #expect(
            save.arguments == [
                "--title", "Save the painting as", "--attach", String(0x3a00007), "--getsavefilename",
                "/home/me/Pictures/sky.ora", "*.ora|OpenRaster\n*.png|PNG image",
            ])
        let open = try #require(ExternalChooserCommand(.kdialog("/usr/bin/kdialog"), for: FileChoiceRequest(purpose: .open)))
        #expect(open.arguments.contains("--getopenfilename") && open.arguments.contains(".") && !open.arguments.contains("--attach"))
    }

    @Test("a program's exit: 0 with a path is the file, 1 cancelled, anything else a failure naming it")
    func answers() {
        let command = ExternalChooserCommand(program: "/usr/bin/zenity", arguments: [])
        #expect(command.answer(status: 0, output: "/tmp/a b.ora\n", errors: "") == .chosen("/tmp/a b.ora"))
        #expect(command.answer(status: 1, output: "", errors: "") == .cancelled)
        #expect(command.answer(status: 0, output: "relative.ora\n", errors: "") != .chosen("relative.ora"))
        guard case .failed(let why) = command.answer(status: 255, output: "", errors: "Gtk-WARNING\ncannot open display: :9\n") else {
            Issue.record("status 255 was not a failure")
            return
        }
        #expect(why == "zenity ended with status 255: cannot open display: :9")
    }

    @Test("a name chosen without the type's extension is given it; one with another type's too", arguments: [
        (FilePurpose.saveAs, "/a/sky", "/a/sky.ora"), (.saveAs, "/a/sky.png", "/a/sky.png"), (.saveAs, "/a/sky.ORA", "/a/sky.ORA"),
        (.export, "/a/sky", "/a/sky.png"), (.export, "/a/sky.ora", "/a/sky.ora.png"), (.open, "/a/sky.png", "/a/sky.png"),
    ])
    func completedNames(purpose: FilePurpose, chosen: String, written: String) {
        #expect(purpose.completed(chosen) == written)
    }
}
