import FlourishSamples

/// A command a recording carries because it changes what the canvas ends up holding: a
/// replay applies each at the same place between frames, so it reaches the session's pixels.
///
/// View changes are not here: they move the picture, not the paint (the samples are recorded
/// in canvas coordinates). What they do to the brush is: they lift it, and that is recorded.
public enum RecordedCommand: Sendable, Equatable {
    /// Remove all paint (an undoable step).
    case clear
    /// Take back the last step (applied when the stroke in progress ends).
    case undo
    /// Bring back the last step taken back.
    case redo
    /// Every tool's stroke ends here and the next sample only places its brush (a device
    /// went away, or the view moved under a resting pen).
    case liftTools
    /// Every brush's radius times this factor (`[` and `]`).
    case scaleBrush(Double)
    /// The pen and the mouse paint with a fresh brush from this file, at this radius (nil:
    /// the file's own) and colour (`#rrggbb`): a slot chosen, or a brush picked for it.
    case useBrush(path: String, radius: Double?, color: String)
    /// The pen and the mouse paint in this colour (`#rrggbb`).
    case setColor(String)
    /// A change to the stack of layers (which one is painted on included).
    case layer(LayerCommand)
    /// The stroke stabilizer's strength from here on, 0 (off) to 1: set for the current slot,
    /// or brought by a slot chosen. Not an undo step, and it does not wait for the stroke in
    /// progress to end (unless commands before it wait).
    case setStabilizer(Double)
    /// From here on every dab is repeated this way (a tool state: no undo step).
    case setSymmetry(Symmetry)
    /// From here on brushes see the view at this zoom and turn (radians, clockwise on screen):
    /// what brushes with view inputs paint by, so a replay, which has no view, paints the same.
    case setBrushView(zoom: Double, rotation: Double)
    /// The current layer's pixels moved, scaled, turned or flipped by this map (an undo step).
    case transformLayer(Affine)
    /// The selection from here on: this shape joined as `combination` says (a tool state like
    /// symmetry: no undo step; it limits where dabs land).
    case select(SelectionShape, SelectionCombination)
    /// Everything selected (`all`), or nothing (`all` false: dabs land anywhere again).
    case selectEverything(all: Bool)
    /// A picture pasted (Ctrl+V) on a new layer above the current one, its top-left corner at
    /// (x, y) in whole canvas pixels: the clipboard's PNG bytes as they came, so a replay
    /// decodes the very same pixels (an undo step).
    case paste(x: Int, y: Int, png: [UInt8])

    /// The most bytes a paste's PNG may hold in a recording: the app fetches no more from the
    /// clipboard, so every paste it takes can be recorded.
    public static let maxPasteBytes = PasteRecord.maxBytes

    /// The record's letter in the Flourish format.
    var letter: Character {
        switch self {
        case .clear: "c"
        case .undo: "u"
        case .redo: "r"
        case .liftTools: "l"
        case .scaleBrush: "b"
        case .useBrush: "p"
        case .setColor: "k"
        case .layer: "y"
        case .setStabilizer: "t"
        case .setSymmetry: "a"
        case .setBrushView: "v"
        case .transformLayer: "f"
        case .select, .selectEverything: "e"
        case .paste: "i"
        }
    }
}
