import Foundation
import Testing

/// Each command loads only the libraries it needs (issue 27): FFmpeg's only when a timelapse
/// is written. Shown by breaking them: empty files named by their sonames, found first
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

    /// This environment with LD_LIBRARY_PATH at a new folder of empty files named `sonames`.
    static func environment(breaking sonames: [String], in folder: String) throws -> [String: String] {
        let broken = folder + "/broken"
        try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
        for soname in sonames {
            #expect(FileManager.default.createFile(atPath: "\(broken)/\(soname)", contents: Data()))
        }
        var environment = ProcessInfo.processInfo.environment
        environment["LD_LIBRARY_PATH"] = broken
        return environment
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
}
