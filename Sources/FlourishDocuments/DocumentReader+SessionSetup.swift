import FlourishSessionSetup
import FlourishStorage

extension DocumentReader {
    /// `inspect` as a session made from `setup` opens a file: its canvas is the size a new
    /// painting would have, its `max_canvas` the limit, its memory budget the budget.
    public static func inspect(_ path: String, for setup: SessionSetup) throws(DocumentError) -> DocumentContents {
        try inspect(
            path, canvas: (setup.canvasWidth, setup.canvasHeight), limit: (setup.maxCanvasWidth, setup.maxCanvasHeight),
            budget: setup.memoryBudget)
    }
}
