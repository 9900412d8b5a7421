import FlourishTestSupport
import FlourishTimelapse
import Foundation
import Testing

/// `flourish timelapse INPUT`: an input that is no file is refused by name before a byte is
/// read. Before, `timelapse /dev/zero` read 1 GiB of zeros and then said the file was too
/// large; a FIFO waited for a writer.
@Suite("Timelapse input: a device, a folder or a pipe is refused by name, unread")
struct TimelapseInputTests {
    static func refusal(_ path: String) -> String? {
        do {
            _ = try TimelapseSource.open(path: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test("/dev/zero, a link to it, a folder and a folder named like a painting")
    func notAFile() throws {
        let folder = try TemporaryFolder()
        let link = try folder.link("zero.flourish", to: "/dev/zero")
        try folder.makeFolder("painting.ora")
        #expect(Self.refusal("/dev/zero") == "/dev/zero: is a device, not a file")
        #expect(Self.refusal(link) == "\(link): is a device, not a file")
        #expect(Self.refusal(folder.path) == "\(folder.path): is a folder, not a file")
        #expect(Self.refusal(folder.file("painting.ora")) == "\(folder.file("painting.ora")): is a folder, not a file")
    }

    @Test("a named pipe is refused without opening it")
    func pipe() throws {
        let folder = try TemporaryFolder()
        let fifo = try folder.makeFIFO("live.flourish")
        #expect(Self.refusal(fifo) == "\(fifo): is a pipe, not a file")
    }

    /// The negative control: a plain recording is still read.
    @Test("a plain recording opens")
    func plainRecording() throws {
        let folder = try TemporaryFolder()
        let path = try folder.write("flourish-recording 2\ncanvas 64x64\nsamples\ns 0 1 2 3 0.5 0 0 pen 1\n", to: "a.flourish")
        #expect(Self.refusal(path) == nil)
    }
}
