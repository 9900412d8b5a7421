import FlourishDocuments
import FlourishTestSupport
import Foundation
import Testing

/// Whether Krita (apt: krita) and Xvfb's xvfb-run are there: Krita exports only with a display.
let hasKrita =
    hasMyPaint && FileManager.default.isExecutableFile(atPath: "/usr/bin/krita")
    && FileManager.default.isExecutableFile(atPath: "/usr/bin/xvfb-run")

/// An OpenRaster file Krita 5 wrote: MyPaint's layered fixture opened in Krita and exported
/// again (`krita --export`, headless under Xvfb), so its groups, modes, offsets and attributes
/// are Krita's own (`xres`, `yres`, ORA 0.0.1, a plain "background" layer, no MyPaint members).
@Suite("A Krita file opened and saved unchanged keeps its layers", .serialized)
struct KritaFileTests {
    @Test("opened as its tree, saved beside it with every layer's PNG and attribute as Krita wrote them, Flourish's paper added under them", .enabled(if: hasKrita, "needs MyPaint's library, Krita and xvfb-run (apt: mypaint krita xvfb)"))
    func roundTrip() throws {
        let painting = try MyPaintPainting()
        let krita = painting.folder.file("krita.ora")
        // Through Python's subprocess, with a deadline: Krita may hang without a display.
        let export = try python([
            "-c",
            "import subprocess, sys; sys.exit(subprocess.run(sys.argv[1:], timeout=180).returncode)",
            "xvfb-run", "-a", "krita", "--export", "--export-filename", krita, painting.path,
        ])
        try #require(export.status == 0 && FileManager.default.fileExists(atPath: krita), "krita --export: \(export.output)")

        let contents = try DocumentReader.inspect(krita, canvas: (400, 300), limit: Painting.limit)
        #expect(contents.notKeptOnSave == ["Flourish's paper would be added under its layers as a background"])
        let session = try makeSession(width: contents.canvasWidth, height: contents.canvasHeight)
        let template = try #require(try DocumentReader.open(contents, into: session))
        let entries = session.layers.entries
        #expect(entries.map(\.name) == ["background", "Sketch", "Colour", "Blue glaze", "Glazes", "Shine", "Line art", "Inks", "Empty"])
        #expect(entries.map(\.isGroup) == [false, false, false, false, true, false, false, true, false])
        #expect(!entries[4].isIsolated && entries[7].isIsolated, "Glazes passes through, Inks is isolated")
        #expect(session.layers.entries[session.layers.currentIndex].name == "Line art")

        let saved = painting.folder.file("krita-flourish.ora")
        let report = try SessionSaver.write(session.saveRequest(to: saved), for: session, template: template)
        #expect(report.droppedMembers.isEmpty)
        let before = try MyPaintPainting.dump(krita)
        let after = try MyPaintPainting.dump(saved)
        // Krita's members, byte for byte; ours added: the paper as MyPaint's background.
        let kritaMembers = try #require(before["members"] as? [String: String])
        let savedMembers = try #require(after["members"] as? [String: String])
        for (name, hash) in kritaMembers { #expect(savedMembers[name] == hash, "\(name)") }
        #expect(Set(savedMembers.keys).subtracting(kritaMembers.keys).count == 2, "the paper layer and its tile")
        // The same tree and attributes, the paper's layer under it.
        // (Krita writes the root stack's empty name as name=""; the writer leaves an empty name
        // out, which ORA reads the same.)
        var kritaImage = try #require(before["stack"] as? [String: Any])
        var kritaRoot = try #require((kritaImage["children"] as? [[String: Any]])?.first)
        var rootAttributes = try #require(kritaRoot["attributes"] as? [String: Any])
        #expect(rootAttributes.removeValue(forKey: "name") as? String == "")
        kritaRoot["attributes"] = rootAttributes
        kritaImage["children"] = [kritaRoot]
        var savedImage = try #require(after["stack"] as? [String: Any])
        var savedRoot = try #require((savedImage["children"] as? [[String: Any]])?.first)
        var savedChildren = try #require(savedRoot["children"] as? [[String: Any]])
        let paper = savedChildren.removeLast()
        #expect((paper["attributes"] as? [String: Any])?["{http://mypaint.org/ns/openraster}background-tile"] != nil)
        savedRoot["children"] = savedChildren
        savedImage["children"] = [savedRoot]
        // Krita's file names no colour space: it opens legacy, and the save says so.
        var savedAttributes = try #require(savedImage["attributes"] as? [String: Any])
        #expect(savedAttributes.removeValue(forKey: "{http://mypaint.org/ns/openraster}eotf") as? String == "1.0")
        savedImage["attributes"] = savedAttributes
        #expect(savedImage as NSDictionary == kritaImage as NSDictionary, "Krita's stack.xml tree is not kept")
        #expect((kritaImage["attributes"] as? [String: Any])?["xres"] as? String == "75")
    }
}
