import FlourishAppCore
import FlourishFileChooser
import Foundation

/// New, Open, Save As, Export and Open recent, as the window carries them out: the keys and
/// the panels' buttons ask, the file chooser answers on its thread (`FileCommands`), and the
/// answer comes back here through the loop's wake (`WakeReason.fileChosen`); the painting goes
/// on meanwhile.
extension PaintApp {
    /// The file keys (Ctrl+N, Ctrl+O, Ctrl+Shift+S, Ctrl+Shift+E, Ctrl+Shift+O).
    func performFileAction(_ action: AppAction) {
        switch action {
        case .newPainting: showNewCanvasPanel()
        case .openPainting: askForFile(.open)
        case .saveAs: askForFile(.saveAs)
        case .exportPNG: askForFile(.export)
        case .openRecent:
            paintPending()
            panels.toggleRecent(recent)
            panelsChanged()
        default: break
        }
    }

    /// Asks the file chooser (on its thread) for a file for `purpose`.
    func askForFile(_ purpose: FilePurpose) {
        paintPending()
        files.ask(purpose, document: session.documentPath, painting: documents.paintingNumber, window: window.x11Window)
        loop.noteChange()
    }

    /// The chooser answered: each answer is carried out as `FileCommands` decides.
    func takeFileAnswers() {
        while let decision = files.takeDecision(currentPainting: documents.paintingNumber) { carryOut(decision) }
    }

    func carryOut(_ decision: FileDecision) {
        switch decision {
        case .open(let path):
            openPainting(at: path, toFile: true)
        case .saveAs(let path):
            paintPending()
            documents.saveAs(session, to: path)
            updateTitle()
        case .export(let path):
            paintPending()
            documents.export(session, to: path)
            updateTitle()
        case .askInWindow(let request):
            fieldRequest = request
            panels.showPathField(request, home: ProcessInfo.processInfo.environment["HOME"])
            panelsChanged()
        case .nothing:
            break
        }
    }

    /// What a file panel asked for.
    func carryOut(_ action: PanelFileAction) {
        switch action {
        case .newPainting(let choices):
            switch choices.chosenSize(within: session.setup) {
            case .failure(let refusal):
                // The panel stays open for another size.
                Console.tell(refusal.reason)
            case .success(let size):
                choices.remember(at: newCanvasMemory)
                closePanel()
                startNewPainting(width: size.width, height: size.height)
            }
        case .open(let path):
            closePanel()
            openPainting(at: path, toFile: true)
        case .ask(let purpose):
            closePanel()
            askForFile(purpose)
        case .showNewPanel:
            showNewCanvasPanel()
        case .answered(let answer, let request):
            fieldRequest = nil
            closePanel()
            carryOut(files.decide(answer, for: request, currentPainting: documents.paintingNumber))
        }
    }

    /// Ctrl+N: the new-painting panel, on the size chosen last time.
    func showNewCanvasPanel() {
        paintPending()
        let size = window.size
        panels.showNewCanvas(NewCanvasChoices.remembered(at: newCanvasMemory, windowSize: (size.width, size.height)))
        panelsChanged()
    }

    /// A new painting `width` x `height` in place of the painting, whose unsaved paint is saved
    /// first (to its file, else an autosave, saying where).
    func startNewPainting(width: Int, height: Int) {
        paintPending()
        guard let fresh = documents.newPainting(width: width, height: height, replacing: session),
            replacePainting(with: fresh, path: nil, toFile: true)
        else { return }
        Console.tell("a new painting, \(width)x\(height): Ctrl+S or Ctrl+Shift+S saves it")
    }

    /// A path field closed without an answer (another panel took its place, a click outside):
    /// its question is over.
    func noteFieldClosed() {
        guard let request = fieldRequest, panels.openPathFieldRequest == nil else { return }
        fieldRequest = nil
        files.fieldClosed(request)
    }
}
