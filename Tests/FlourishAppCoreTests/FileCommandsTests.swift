import FlourishFileChooser
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishAppCore

/// Open, Save As and Export's questions and what their answers become, without a window: the
/// chooser's thread runs with no session bus and no chooser program, so every question is
/// answered "ask in the window", as on a bare X session.
@Suite("File commands: the chooser's question, and its answer as what the window does", .serialized)
@MainActor
struct FileCommandsTests {
    static func commands(home: String = "/nonexistent-home") -> FileCommands {
        FileCommands(environment: ["HOME": home, "PATH": "/nonexistent"], wake: {})
    }

    /// The next decision, waited for (up to 20 s).
    static func decision(_ commands: FileCommands, painting: Int = 0) async -> FileDecision? {
        for _ in 0..<2000 {
            if let decision = commands.takeDecision(currentPainting: painting) { return decision }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    @Test("the question suggests the painting's own name with the purpose's extension, in its folder")
    func suggestionsFromTheFile() {
        let commands = Self.commands()
        defer { commands.stop() }
        let save = commands.request(for: .saveAs, document: "/art/sky.png", window: 7)
        #expect(save.suggestedName == "sky.png" && save.folder == "/art" && save.parentWindow == 7)
        #expect(commands.request(for: .export, document: "/art/sky.ora", window: nil).suggestedName == "sky.png")
        #expect(commands.request(for: .saveAs, document: "/art/sky.ora", window: nil).suggestedName == "sky.ora")
        let open = commands.request(for: .open, document: "/art/sky.ora", window: nil)
        #expect(open.suggestedName == nil && open.folder == "/art")
    }

    @Test("an untitled painting is offered as untitled, in Pictures where there is one, else home")
    func untitled() throws {
        let home = try TemporaryFolder()
        let commands = Self.commands(home: home.path)
        defer { commands.stop() }
        #expect(commands.request(for: .saveAs, document: nil, window: nil).suggestedName == "untitled.ora")
        #expect(commands.request(for: .saveAs, document: nil, window: nil).folder == home.path)
        try FileManager.default.createDirectory(atPath: home.path + "/Pictures", withIntermediateDirectories: true)
        #expect(commands.request(for: .export, document: nil, window: nil).folder == home.path + "/Pictures")
        #expect(commands.request(for: .export, document: nil, window: nil).suggestedName == "untitled.png")
    }

    @Test("answers: a file for each purpose (its extension added), cancelled and failed said and nothing done")
    func answers() {
        let commands = Self.commands()
        defer { commands.stop() }
        let save = FileChoiceRequest(purpose: .saveAs)
        _ = MessageInbox.shared.take()
        #expect(commands.decide(.chosen("/a/sky"), for: save, currentPainting: 0) == .saveAs("/a/sky.ora"))
        #expect(commands.decide(.chosen("/a/sky.ora"), for: FileChoiceRequest(purpose: .export), currentPainting: 0) == .export("/a/sky.ora.png"))
        #expect(commands.decide(.chosen("/a/b.png"), for: FileChoiceRequest(purpose: .open), currentPainting: 0) == .open("/a/b.png"))
        #expect(commands.decide(.cancelled, for: save, currentPainting: 0) == .nothing)
        #expect(commands.decide(.failed("the portal said no"), for: save, currentPainting: 0) == .nothing)
        let told = MessageInbox.shared.take()
        #expect(told.contains("Save As cancelled: nothing changed"), "\(told)")
        #expect(told.contains("Save As: the portal said no; nothing changed"), "\(told)")
        // The next question starts where the last file was chosen.
        #expect(commands.request(for: .saveAs, document: nil, window: nil).folder == "/a")
    }

    @Test("with no chooser at all the answer is the window's path field; a Save As answered after the painting was replaced writes nothing")
    func askInWindowAndStale() async throws {
        let commands = Self.commands()
        defer { commands.stop() }
        commands.ask(.saveAs, document: "/art/sky.ora", painting: 3, window: nil)
        #expect(commands.isAsking)
        // One question at a time.
        _ = MessageInbox.shared.take()
        commands.ask(.export, document: nil, painting: 3, window: nil)
        #expect(MessageInbox.shared.take().contains("a file chooser is open already: answer it first"))
        let decision = await Self.decision(commands, painting: 3)
        guard case .askInWindow(let request) = decision else {
            Issue.record("no path field asked for: \(String(describing: decision))")
            return
        }
        #expect(request.purpose == .saveAs && request.startingPath == "/art/sky.ora")
        #expect(commands.isAsking, "the path field's question is still open")
        // The painting was replaced (painting 4) before the field answered.
        #expect(commands.decide(.chosen("/art/new.ora"), for: request, currentPainting: 4) == .nothing)
        #expect(MessageInbox.shared.take().contains { $0.contains("no longer open") && $0.contains("/art/new.ora") })
        #expect(!commands.isAsking)
        // Negative control: the same answer for the painting still open is a Save As, and an
        // Open applies whatever painting is open.
        commands.ask(.saveAs, document: nil, painting: 4, window: nil)
        guard case .askInWindow(let again) = await Self.decision(commands, painting: 4) else {
            Issue.record("no second question")
            return
        }
        #expect(commands.decide(.chosen("/art/new.ora"), for: again, currentPainting: 4) == .saveAs("/art/new.ora"))
        commands.ask(.open, document: nil, painting: 4, window: nil)
        guard case .askInWindow(let open) = await Self.decision(commands, painting: 4) else {
            Issue.record("no open question")
            return
        }
        #expect(commands.decide(.chosen("/art/old.ora"), for: open, currentPainting: 5) == .open("/art/old.ora"))
    }

    @Test("a path field closed without an answer ends the question, saying so")
    func fieldClosed() async {
        let commands = Self.commands()
        defer { commands.stop() }
        commands.ask(.export, document: nil, painting: 0, window: nil)
        guard case .askInWindow(let request) = await Self.decision(commands) else {
            Issue.record("no path field asked for")
            return
        }
        _ = MessageInbox.shared.take()
        commands.fieldClosed(request)
        #expect(!commands.isAsking)
        #expect(MessageInbox.shared.take().contains("Export cancelled: nothing changed"))
    }
}
