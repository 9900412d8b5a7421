import FlourishFileChooser
import FlourishTestSupport
import FlourishVirtualPen
import Foundation
import Synchronization
import Testing

/// The chooser's thread end to end: the portal on a private bus, the fallback to a chooser
/// program (a stand-in zenity, a shell script), the window's path field where there is
/// neither, each answer kept for the loop and waking it, and which one is used said once.
@Suite("The file chooser service: the portal, else zenity or kdialog, else the window", .serialized)
struct FileChooserServiceTests {
    /// What the service said and how often it woke the loop.
    final class Listener: Sendable {
        let said = Mutex<[String]>([])
        let wakes = Mutex(0)
    }

    func service(_ environment: [String: String], _ listener: Listener) -> FileChooserService {
        FileChooserService(
            environment: environment, wake: { listener.wakes.withLock { $0 += 1 } },
            say: { line in listener.said.withLock { $0.append(line) } })
    }

    /// The next answer, waited for (up to 20 s).
    func answer(from service: FileChooserService) -> (request: FileChoiceRequest, answer: FileChoiceAnswer)? {
        let deadline = WaitClock.deadline(after: 20)
        while WaitClock.now() < deadline {
            if let answer = service.takeAnswer() { return answer }
            usleep(10_000)
        }
        return nil
    }

    /// A stand-in chooser program in `folder`: records its arguments, prints `output`, exits `status`.
    func program(named name: String, in folder: String, output: String, status: Int32) throws {
        let script = "#!/bin/sh\nprintf '%s\\n' \"$@\" > \"\(folder)/\(name).args\"\nprintf '%s' '\(output)'\nexit \(status)\n"
        try script.write(toFile: "\(folder)/\(name)", atomically: true, encoding: .utf8)
        chmod("\(folder)/\(name)", 0o755)
    }

    @Test(
        "the portal answers: its choice comes back with the question, the loop is woken, the portal is named once",
        .enabled(if: StandInPortal.unavailability == nil, "\(StandInPortal.unavailability ?? "")"))
    func portal() throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let listener = Listener()
        let chooser = service(["DBUS_SESSION_BUS_ADDRESS": portal.bus.address, "PATH": "/nonexistent"], listener)
        defer { chooser.stop() }
        try portal.answer(1, "chosen /tmp/sky.ora")
        try portal.answer(2, "cancel")
        let request = FileChoiceRequest(purpose: .saveAs, suggestedName: "sky.ora", folder: "/tmp", parentWindow: 42)
        #expect(chooser.ask(request))
        let first = try #require(answer(from: chooser))
        #expect(first.request == request && first.answer == .chosen("/tmp/sky.ora"))
        #expect(chooser.ask(FileChoiceRequest(purpose: .open)))
        #expect(try #require(answer(from: chooser)).answer == .cancelled)
        #expect(listener.wakes.withLock { $0 } == 2)
        #expect(listener.said.withLock { $0 } == ["file chooser: the desktop's own, through the XDG desktop portal"])
        #expect(portal.requests.map(\.parentWindow) == ["x11:2a", ""])
    }

    @Test(
        "a second question while one is open is refused; stopping closes the open one on the portal",
        .enabled(if: StandInPortal.unavailability == nil, "\(StandInPortal.unavailability ?? "")"))
    func oneAtATime() throws {
        let portal = try StandInPortal.start()
        defer { portal.stop() }
        let chooser = service(["DBUS_SESSION_BUS_ADDRESS": portal.bus.address], Listener())
        #expect(chooser.ask(FileChoiceRequest(purpose: .open)))
        #expect(!chooser.ask(FileChoiceRequest(purpose: .export)))
        #expect(chooser.isOpen)
        let deadline = WaitClock.deadline(after: 20)
        while portal.requests.isEmpty, WaitClock.now() < deadline { usleep(10_000) }
        chooser.stop()
        let closed = WaitClock.deadline(after: 10)
        while portal.closed.isEmpty, WaitClock.now() < closed { usleep(10_000) }
        #expect(portal.closed == [1])
    }

    @Test(
        "no portal on the bus: zenity is run with the question's arguments, and that is said once with why",
        .enabled(if: PrivateSessionBus.available, "needs dbus-daemon"))
    func zenityFallback() throws {
        let bus = try PrivateSessionBus.start()
        defer { bus.stop() }
        let folder = try TemporaryFolder()
        try program(named: "zenity", in: folder.path, output: "/tmp/chosen.ora\n", status: 0)
        try program(named: "kdialog", in: folder.path, output: "/tmp/not-this.ora\n", status: 0)
        let listener = Listener()
        let chooser = service(["DBUS_SESSION_BUS_ADDRESS": bus.address, "PATH": folder.path], listener)
        defer { chooser.stop() }
        chooser.ask(FileChoiceRequest(purpose: .saveAs, suggestedName: "sky.ora", folder: "/tmp"))
        #expect(try #require(answer(from: chooser)).answer == .chosen("/tmp/chosen.ora"))
        let arguments = try String(contentsOfFile: "\(folder.path)/zenity.args", encoding: .utf8).split(separator: "\n")
        #expect(arguments.contains("--save") && arguments.contains("--filename=/tmp/sky.ora"), "\(arguments)")
        try program(named: "zenity", in: folder.path, output: "", status: 1)
        chooser.ask(FileChoiceRequest(purpose: .open))
        #expect(try #require(answer(from: chooser)).answer == .cancelled)
        let said = listener.said.withLock { $0 }
        #expect(said.count == 1, "\(said)")
        #expect(said.first?.hasPrefix("file chooser: no desktop portal (org.freedesktop.portal.Desktop is not on the session bus") == true)
        #expect(said.first?.hasSuffix("using zenity (\(folder.path)/zenity)") == true, "\(said)")
    }

    @Test("no session bus and no chooser program: the answer says to ask in the window")
    func pathField() throws {
        let listener = Listener()
        let chooser = service(["PATH": "/nonexistent"], listener)
        defer { chooser.stop() }
        chooser.ask(FileChoiceRequest(purpose: .export))
        #expect(try #require(answer(from: chooser)).answer == .askInWindow)
        #expect(
            listener.said.withLock { $0 } == [
                "file chooser: no desktop portal (there is no session bus (DBUS_SESSION_BUS_ADDRESS is not set)); "
                    + "using a path field in the window (neither zenity nor kdialog is installed)"
            ])
    }

    @Test("a chooser program that fails is a failure naming it; stopping ends one that is still open")
    func programFailsOrIsEnded() throws {
        let folder = try TemporaryFolder()
        try program(named: "kdialog", in: folder.path, output: "", status: 3)
        let chooser = service(["PATH": folder.path], Listener())
        chooser.ask(FileChoiceRequest(purpose: .open))
        guard case .failed(let why) = try #require(answer(from: chooser)).answer else {
            Issue.record("status 3 was not a failure")
            return
        }
        #expect(why.hasPrefix("kdialog ended with status 3"))
        // A chooser left open is ended with the app.
        try "#!/bin/sh\nexec sleep 60\n".write(toFile: "\(folder.path)/kdialog", atomically: true, encoding: .utf8)
        chooser.ask(FileChoiceRequest(purpose: .open))
        usleep(200_000)
        let start = WaitClock.now()
        chooser.stop(timeout: 10)
        #expect(WaitClock.now() - start < 5)
    }
}
