import FlourishConfig
import FlourishTestSupport
import Foundation
import Testing

/// Settings files on disk, including the ones that are not settings files.
@Suite("SettingsFile")
struct SettingsFileTests {
    func readError(_ path: String, into settings: inout Settings) -> SettingsFileError? {
        do {
            _ = try SettingsFile.read(path: path, into: &settings)
            return nil
        } catch {
            return error
        }
    }

    @Test("a settings file is read and its lines applied; problems name the file and line")
    func reads() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write(Array("vsync = true\nframe_cap_hz = fast\n".utf8), to: "a.conf")
        var settings = Settings()
        let problems = try SettingsFile.read(path: path, into: &settings)
        #expect(settings.vsync)
        #expect(problems.map(\.description) == ["\(path):2: frame_cap_hz: 'fast' is not a rate in 1...1000 Hz; keeping the default"])
    }

    @Test("a folder is an error naming it, and the settings are left as they were")
    func folder() throws {
        let folder = try TemporaryFolder()
        var settings = Settings()
        settings.vsync = true
        let error = try #require(readError(folder.path, into: &settings))
        #expect(error.description == "\(folder.path): is a folder, not a file")
        #expect(!error.isMissing)
        var expected = Settings()
        expected.vsync = true
        #expect(settings == expected)
    }

    @Test("a missing file says so, and is told apart from one that cannot be read")
    func missing() throws {
        let folder = try TemporaryFolder()
        var settings = Settings()
        let error = try #require(readError(folder.path + "/none.conf", into: &settings))
        #expect(error.isMissing)
        #expect(error.description.hasPrefix(folder.path + "/none.conf: "))
    }

    @Test("a file over 1 MiB is refused before it is read, naming it")
    func tooLarge() throws {
        let folder = try TemporaryFolder()
        let line = Array("vsync = true\n".utf8)
        let bytes = Array([[UInt8]](repeating: line, count: SettingsFile.maxBytes / line.count + 1).joined())
        let path = try folder.write(bytes, to: "big.conf")
        var settings = Settings()
        let error = try #require(readError(path, into: &settings))
        #expect(error.description == "\(path): is larger than 1 MiB, the most that is read")
        #expect(settings == Settings(), "nothing of a refused file applies")
    }

    @Test("/dev/null is an empty settings file")
    func devNull() throws {
        var settings = Settings()
        #expect(try SettingsFile.read(path: "/dev/null", into: &settings).isEmpty)
        #expect(settings == Settings())
    }

    @Test("a line that is not UTF-8 is reported at its line; the valid lines around it still apply")
    func notUTF8KeepsValidLines() throws {
        let folder = try TemporaryFolder()
        var bytes = Array("vsync = true\n".utf8)
        bytes += Array("color = #ff00".utf8) + [0xFF, 0xFE] + [0x0A]
        bytes += [0xC3, 0x28] + Array(" = 1\n".utf8)
        bytes += Array("frame_cap_hz = 75\n".utf8)
        let path = try folder.write(bytes, to: "latin1.conf")
        var settings = Settings()
        let problems = try SettingsFile.read(path: path, into: &settings)
        #expect(settings.vsync == true)
        #expect(settings.frameCapHz == 75)
        #expect(settings.session.color == Settings().session.color)
        #expect(problems.map(\.line) == [2, 3])
        #expect(problems.allSatisfy { $0.file == path })
        #expect(problems[0].message == "color: the value is not UTF-8 text (byte 0xFF at column 14); keeping the default")
        #expect(problems[1].message == "the line is not UTF-8 text (byte 0xC3 at column 1); skipped")
    }
}
