import FlourishImage
import Foundation
import Testing

/// Each command loads only the libraries it needs (issue 27): FFmpeg's only when a timelapse
/// is written, and the thumbnailer a file manager runs none of the window's (SDL, SDL_ttf,
/// X11), Foundation's, libmypaint's nor FFmpeg's. Shown by breaking them: empty files named by their sonames, found first
/// through LD_LIBRARY_PATH, which the dynamic loader refuses ("file too short") the moment
/// anything loads them.
@Suite("Commands load only the libraries they need")
struct StartupLibrariesTests {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let demo = packageRoot + "/Assets/demo.flourish"
    static let painting = packageRoot + "/Tests/FlourishOpenRasterTests/Fixtures/mypaint-layers.ora"

    /// The sonames of FFmpeg's four libraries installed here (`ldconfig -p`), e.g. libavcodec.so.59.
    static func ffmpegSonames() async throws -> [String] {
        let ldconfig = EndToEnd.executable(named: "ldconfig") ?? "/sbin/ldconfig"
        let listed = try await runCommand(ldconfig, ["-p"], environment: ProcessInfo.processInfo.environment)
        let names = listed.stdout.split(separator: "\n").compactMap { line -> String? in
            let name = line.split(whereSeparator: \.isWhitespace).first.map(String.init) ?? ""
            let stem = name.split(separator: ".so.").first ?? ""
            return ["libavutil", "libswscale", "libavcodec", "libavformat"].contains(String(stem)) ? name : nil
        }
        return Array(Set(names)).sorted()
    }

    /// The sonames `binary` needs, as `ldd` lists them.
    static func needed(by binary: String) async throws -> Set<String> {
        let ldd = EndToEnd.executable(named: "ldd") ?? "/usr/bin/ldd"
        let listed = try await runCommand(ldd, [binary], environment: ProcessInfo.processInfo.environment)
        return Set(listed.stdout.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) })
    }

    /// This environment with LD_LIBRARY_PATH at a new folder of empty files named `sonames`.
    static func environment(breaking sonames: [String], in folder: String) throws -> [String: String] {
        let broken = folder + "/broken"
        try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
        for soname in sonames {
            #expect(FileManager.default.createFile(atPath: "\(broken)/\(soname)", contents: Data()))
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LD_LIBRARY_PATH"] = broken
        environment["DISPLAY"] = nil
        return environment
    }

    static var thumbnailer: String {
        get throws { (try EndToEnd.flourishBinary() as NSString).deletingLastPathComponent + "/flourish-thumbnailer" }
    }

    @Test("with FFmpeg's libraries broken, --version, replay and thumbnail run; timelapse names the one it cannot load")
    func ffmpegOnlyForTimelapse() async throws {
        let sonames = try await Self.ffmpegSonames()
        try #require(sonames.count == 4, "FFmpeg's four libraries, as ldconfig -p lists them: \(sonames)")
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = try Self.environment(breaking: sonames, in: folder)
        let flourish = try EndToEnd.flourishBinary()

        let version = try await runCommand(flourish, ["--version"], environment: broken)
        #expect(version.status == 0 && version.stdout.hasPrefix("flourish "), "\(version.stdout)\(version.stderr)")
        let replay = try await runCommand(
            flourish, ["replay", Self.demo, "--out", "\(folder)/demo.png"], environment: broken, timeout: 120)
        #expect(replay.status == 0, "flourish replay: \(replay.stderr)")
        let thumbnail = try await runCommand(
            flourish, ["thumbnail", Self.painting, "\(folder)/thumbnail.png", "64"], environment: broken, timeout: 60)
        #expect(thumbnail.status == 0, "flourish thumbnail: \(thumbnail.stderr)")

        // libavutil is opened first: the message names it and the package that has it, and
        // no video (nor a temporary beside it) is left.
        let video = "\(folder)/video.mp4"
        let arguments = ["timelapse", Self.demo, "--out", video, "--size", "64x64", "--seconds", "1", "--fps", "5"]
        let refused = try await runCommand(flourish, arguments, environment: broken, timeout: 120)
        let avutil = try #require(sonames.first { $0.hasPrefix("libavutil.so.") })
        #expect(refused.status == 1, "\(refused.stderr)")
        #expect(refused.stderr.contains("FFmpeg's \(avutil), which could not be loaded"), "\(refused.stderr)")
        #expect(refused.stderr.contains("apt install libavutil\(avutil.dropFirst("libavutil.so.".count))"), "\(refused.stderr)")
        #expect(!(try FileManager.default.contentsOfDirectory(atPath: folder)).contains { $0.hasPrefix("video") })

        // The same timelapse with the libraries whole writes the video.
        let written = try await runCommand(
            flourish, arguments, environment: ProcessInfo.processInfo.environment, timeout: 120)
        #expect(written.status == 0, "flourish timelapse: \(written.stderr)")
        #expect(FileManager.default.fileExists(atPath: video))
    }

    @Test("flourish-thumbnailer runs with the window's, Foundation's, libmypaint's and FFmpeg's libraries broken, not libpng's")
    func thumbnailerWithoutTheWindow() async throws {
        let flourish = try EndToEnd.flourishBinary()
        let thumbnailer = try Self.thumbnailer
        let own = try await Self.needed(by: thumbnailer)
        let window = try await Self.needed(by: flourish).subtracting(own)
        let windowLibraries = ["libSDL2-2.0.so.0", "libX11.so.6"]
        #expect(window.isSuperset(of: windowLibraries), "flourish needs none of \(windowLibraries)? \(window.sorted())")
        // Nor Foundation's (ICU, libxml2) or libmypaint's, which flourish needs (issue 27: they were
        // half the thumbnailer's start): the thumbnailer's modules import neither.
        for stem in ["libFoundation.so", "libFoundationEssentials.so", "lib_FoundationICU.so", "libmypaint"] {
            #expect(window.contains { $0.hasPrefix(stem) }, "only flourish-thumbnailer, or neither, needs \(stem): \(own.sorted())")
        }
        let folder = try EndToEnd.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let broken = try Self.environment(breaking: window.sorted() + (try await Self.ffmpegSonames()), in: folder)

        let png = "\(folder)/thumbnail.png"
        let made = try await runCommand(thumbnailer, [Self.painting, png, "64"], environment: broken, timeout: 60)
        #expect(made.status == 0, "flourish-thumbnailer: \(made.stderr)")
        let image = try PNGFile.read(png)
        #expect(max(image.width, image.height) <= 64 && max(image.width, image.height) >= 32, "\(image.width)x\(image.height)")

        // Negative control: a library the thumbnailer does load, broken the same way, stops it.
        let libpng = try #require(own.first { $0.hasPrefix("libpng") }, "\(own.sorted())")
        let withoutPNG = try Self.environment(breaking: [libpng], in: folder + "/png")
        let refused = try await runCommand(thumbnailer, [Self.painting, "\(folder)/refused.png", "64"], environment: withoutPNG)
        #expect(refused.status != 0 && refused.stderr.contains(libpng), "\(refused.stderr)")
        #expect(!FileManager.default.fileExists(atPath: "\(folder)/refused.png"))
    }
}
