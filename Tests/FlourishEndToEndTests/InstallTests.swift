import FlourishImage
import Foundation
import Testing

/// `make install` into a staging DESTDIR, the way a package is built: the desktop entry and
/// the AppStream metainfo pass their validators, the installed binary answers `--version`
/// and reads a pen-digit recording with the model from its own prefix (run from a folder
/// with no `Assets/` near it), the thumbnailer entry's command makes a thumbnail as
/// `flourish thumbnail` does, and `make uninstall` takes every file away again.
///
/// It installs the debug `flourish` built beside this test bundle (`BINARY=`), and the
/// `flourish-thumbnailer` beside it: a release build inside `swift test` would wait on the
/// build folder's lock that the test run holds.
@Suite("make install and make uninstall")
struct InstallTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let penDigit = packageRoot + "/Tests/FlourishAppCoreTests/Fixtures/PenDigits/digit-3.flourish"

    /// Every file (not folder) under `root`, relative to it.
    static func files(under root: String) -> [String] {
        let manager = FileManager.default
        return (manager.subpaths(atPath: root) ?? []).filter { path in
            var isFolder: ObjCBool = false
            return !manager.fileExists(atPath: root + "/" + path, isDirectory: &isFolder) || !isFolder.boolValue
        }.sorted()
    }

    @Test("installs a validated desktop app whose binary finds its model in the prefix, and uninstalls every file")
    func installAndUninstall() async throws {
        let environment = ProcessInfo.processInfo.environment
        let tools = ["make", "desktop-file-validate", "appstreamcli"].map { ($0, EndToEnd.executable(named: $0)) }
        let absent = tools.filter { $0.1 == nil }.map(\.0)
        guard absent.isEmpty, let make = tools[0].1, let desktopValidate = tools[1].1, let appstream = tools[2].1 else {
            print("InstallTests skipped: \(absent.joined(separator: ", ")) not installed (scripts/deps test)")
            return
        }
        let binary = try EndToEnd.flourishBinary()
        let stage = try EndToEnd.temporaryFolder()
        let elsewhere = try EndToEnd.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(atPath: stage)
            try? FileManager.default.removeItem(atPath: elsewhere)
        }
        let makeArguments = ["--no-print-directory", "DESTDIR=\(stage)", "PREFIX=/usr", "BINARY=\(binary)"]

        let install = try await runCommand(make, ["install"] + makeArguments, environment: environment, timeout: 120, folder: Self.packageRoot)
        try #require(install.status == 0, "make install failed:\n\(install.stdout)\n\(install.stderr)")
        let installed = Self.files(under: stage)
        for expected in [
            "usr/bin/flourish", "usr/bin/flourish-thumbnailer", "usr/share/flourish/digits.f16", "usr/share/applications/org.flourish.Flourish.desktop",
            "usr/share/metainfo/org.flourish.Flourish.metainfo.xml", "usr/share/mime/packages/flourish-openraster.xml",
            "usr/share/man/man1/flourish.1", "usr/share/icons/hicolor/scalable/apps/org.flourish.Flourish.svg",
            "usr/share/icons/hicolor/48x48/apps/org.flourish.Flourish.png",
            "usr/share/icons/hicolor/128x128/apps/org.flourish.Flourish.png",
            "usr/share/icons/hicolor/256x256/apps/org.flourish.Flourish.png",
            "usr/share/thumbnailers/flourish.thumbnailer",
        ] {
            #expect(installed.contains(expected), "\(expected) not installed; installed: \(installed)")
        }

        let desktop = try await runCommand(
            desktopValidate, ["\(stage)/usr/share/applications/org.flourish.Flourish.desktop"], environment: environment)
        #expect(desktop.status == 0 && desktop.stdout.isEmpty, "desktop-file-validate: \(desktop.stdout)\(desktop.stderr)")
        let metainfo = try await runCommand(
            appstream, ["validate", "--no-net", "\(stage)/usr/share/metainfo/org.flourish.Flourish.metainfo.xml"],
            environment: environment, timeout: 30)
        #expect(metainfo.status == 0, "appstreamcli validate: \(metainfo.stdout)\(metainfo.stderr)")

        let flourish = "\(stage)/usr/bin/flourish"
        let version = try await runCommand(flourish, ["--version"], environment: environment, folder: elsewhere)
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("flourish ") && version.stdout.split(separator: " ").count == 2, "\(version.stdout)")

        // From a folder with no Assets/: only the prefix's share/flourish/digits.f16 can be found.
        let gestures = try await runCommand(flourish, ["gestures", Self.penDigit], environment: environment, timeout: 60, folder: elsewhere)
        #expect(gestures.status == 0, "flourish gestures: \(gestures.stderr)")
        #expect(!gestures.stderr.contains("not found") && !gestures.stdout.contains("model-not-loaded"), "\(gestures.stdout)\(gestures.stderr)")
        #expect(gestures.stdout.contains("digit 3"), "the installed binary did not read the 3: \(gestures.stdout)")

        // The thumbnailer, as a file manager runs it (its Exec line, %i %o %s, the program from
        // the prefix's bin/): a MyPaint file to a PNG no larger than the size asked, without a
        // window; and `flourish thumbnail` makes the same.
        let thumbnailer = try String(contentsOfFile: "\(stage)/usr/share/thumbnailers/flourish.thumbnailer", encoding: .utf8)
        #expect(thumbnailer.contains("TryExec=flourish-thumbnailer\n"))
        let exec = thumbnailer.split(separator: "\n").first { $0.hasPrefix("Exec=") }.map { $0.dropFirst(5).split(separator: " ") }
        #expect(exec == ["flourish-thumbnailer", "%i", "%o", "%s"], "\(thumbnailer)")
        let ora = Self.packageRoot + "/Tests/FlourishOpenRasterTests/Fixtures/mypaint-layers.ora"
        var noDisplay = environment
        noDisplay["DISPLAY"] = nil
        let commands = [
            ("\(stage)/usr/bin/flourish-thumbnailer", { (png: String) in [ora, png, "64"] }),
            (flourish, { (png: String) in ["thumbnail", ora, png, "64"] }),
        ]
        var thumbnails: [RGBAImage] = []
        for (program, arguments) in commands {
            let png = "\(elsewhere)/thumbnail-\(thumbnails.count).png"
            let thumbnail = try await runCommand(program, arguments(png), environment: noDisplay, timeout: 60, folder: elsewhere)
            #expect(thumbnail.status == 0, "\(program): \(thumbnail.stderr)")
            let image = try PNGFile.read(png)
            #expect(max(image.width, image.height) <= 64 && max(image.width, image.height) >= 32, "\(image.width)x\(image.height)")
            thumbnails.append(image)
        }
        #expect(thumbnails[0] == thumbnails[1], "flourish-thumbnailer and flourish thumbnail made different thumbnails")

        let uninstall = try await runCommand(make, ["uninstall"] + makeArguments, environment: environment, timeout: 60, folder: Self.packageRoot)
        try #require(uninstall.status == 0, "make uninstall failed:\n\(uninstall.stdout)\n\(uninstall.stderr)")
        #expect(Self.files(under: stage).isEmpty, "left behind: \(Self.files(under: stage))")
    }
}
