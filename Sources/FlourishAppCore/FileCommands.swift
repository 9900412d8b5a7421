import FlourishFileChooser
import Foundation

/// Open, Save As and Export as the window asks them: the question for the file chooser (its
/// suggested name and folder, the window it belongs to), one at a time, asked on the
/// chooser's thread while the frame loop goes on; and its answer turned into what the window
/// does (`FileDecision`), or said where it is nothing. An answer that comes after the painting
/// changed still applies to what was asked: a Save As still saves that painting, as it is now;
/// only where the painting it was asked about is no longer open is the answer let go, saying so.
@MainActor
package final class FileCommands {
    private let chooser: FileChooserService
    /// What was asked, and of which painting (`DocumentController.paintingNumber`).
    private var asked: (purpose: FilePurpose, painting: Int)?
    /// The folder of the last file chosen: where the next chooser starts when the painting has
    /// no file of its own.
    private var lastFolder: String?
    private let home: String?

    /// - Parameter wake: wakes the frame loop when an answer is ready (on the chooser's thread).
    package init(environment: [String: String], wake: @escaping @Sendable () -> Void) {
        chooser = FileChooserService(environment: environment, wake: wake, say: { Console.tell($0) })
        home = environment["HOME"]
    }

    /// Whether a chooser is open (asked, not answered).
    package var isAsking: Bool { asked != nil }

    /// Asks the chooser for a file for `purpose`, for painting number `painting` whose file is
    /// `document` (nil: none yet), over window `window`. Where one is open already, says so and
    /// asks nothing.
    package func ask(_ purpose: FilePurpose, document: String?, painting: Int, window: UInt?) {
        guard asked == nil else {
            Console.tell("a file chooser is open already: answer it first")
            return
        }
        let request = self.request(for: purpose, document: document, window: window)
        guard chooser.ask(request) else {
            Console.tell("a file chooser is open already: answer it first")
            return
        }
        asked = (purpose, painting)
    }

    /// The question for `purpose`: the painting's own name (with the purpose's extension) and
    /// folder, else `untitled` in the last folder chosen, the Pictures folder or home.
    package func request(for purpose: FilePurpose, document: String?, window: UInt?) -> FileChoiceRequest {
        let url = document.map { URL(fileURLWithPath: $0) }
        let stem = url?.deletingPathExtension().lastPathComponent ?? "untitled"
        let ownType = document.flatMap { FileType(path: $0) }
        let type = ownType.flatMap { purpose.types.contains($0) ? $0 : nil } ?? purpose.types[0]
        let pictures = home.map { $0 + "/Pictures" }.flatMap { FileManager.default.fileExists(atPath: $0) ? $0 : nil }
        let folder = url?.deletingLastPathComponent().path ?? lastFolder ?? pictures ?? home
        return FileChoiceRequest(
            purpose: purpose, suggestedName: purpose.writes ? "\(stem).\(type.fileExtension)" : nil, folder: folder,
            parentWindow: window)
    }

    /// The answer that came, as what to do with it; nil while none came.
    package func takeDecision(currentPainting: Int) -> FileDecision? {
        guard let (request, answer) = chooser.takeAnswer() else { return nil }
        return decide(answer, for: request, currentPainting: currentPainting)
    }

    /// What to do with `answer` to `request` (the chooser's, or the window's path field's).
    package func decide(_ answer: FileChoiceAnswer, for request: FileChoiceRequest, currentPainting: Int) -> FileDecision {
        let purpose = request.purpose
        let painting = asked?.painting
        if answer != .askInWindow { asked = nil }
        switch answer {
        case .cancelled:
            Console.tell("\(purpose.name) cancelled: nothing changed")
            return .nothing
        case .failed(let why):
            Console.tell("\(purpose.name): \(why); nothing changed")
            return .nothing
        case .askInWindow:
            return .askInWindow(request)
        case .chosen(let chosen):
            let path = purpose == .open ? chosen : purpose.completed(chosen)
            lastFolder = URL(fileURLWithPath: path).deletingLastPathComponent().path
            if purpose.writes, let painting, painting != currentPainting {
                Console.tell(
                    "\(purpose.name) was asked for a painting that is no longer open: nothing was written to \(path)")
                return .nothing
            }
            switch purpose {
            case .open: return .open(path)
            case .saveAs: return .saveAs(path)
            case .export: return .export(path)
            }
        }
    }

    /// The window's path field was left without a file: the question is over.
    package func fieldClosed(_ request: FileChoiceRequest) {
        asked = nil
        Console.tell("\(request.purpose.name) cancelled: nothing changed")
    }

    /// Closes a chooser still open (the app is quitting).
    package func stop() { chooser.stop() }
}
