import FlourishFileChooser

/// What a file panel asks the window to do: the new-painting panel's size, the open-recent
/// panel's painting or button, the path field's answer.
package enum PanelFileAction: Equatable {
    /// A new painting of the size chosen in these choices (checked by the window against the
    /// canvas limits and the memory budget).
    case newPainting(NewCanvasChoices)
    /// Open the painting at this path.
    case open(String)
    /// Ask the file chooser for a file for this purpose (Open…, Save As…, Export…).
    case ask(FilePurpose)
    /// Show the new-painting panel.
    case showNewPanel
    /// The path field answered the question it was opened for.
    case answered(FileChoiceAnswer, FileChoiceRequest)
}
