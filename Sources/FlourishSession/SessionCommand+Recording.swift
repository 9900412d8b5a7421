import FlourishPaint
import FlourishRecording
import FlourishSamples
import FlourishStabilizer

/// Which commands a recording keeps, and what a recorded command replays as: both directions
/// in one place, each switch exhaustive, so a new command or record does not compile until it
/// says whether and how it is recorded.
extension SessionCommand {
    /// What a recording keeps of this command, given the session's brush slots (slot `n` is
    /// `slots[n - 1]`) and the current slot; nil for what changes no pixel: the view, and
    /// saves.
    func recorded(slots: [BrushSlot], currentSlot: Int) -> RecordedCommand? {
        switch self {
        case .undo: .undo
        case .redo: .redo
        case .clear: .clear
        case .liftTools: .liftTools
        case .brushBigger: .scaleBrush(BrushSlots.biggerFactor)
        case .brushSmaller: .scaleBrush(1 / BrushSlots.biggerFactor)
        case .scaleBrush(let factor): .scaleBrush(factor)
        case .selectSlot(let n):
            // A slot that is not there, or the one in use, changes nothing and is not kept.
            slots.indices.contains(n - 1) && n != currentSlot ? BrushSlots.recorded(slots[n - 1]) : nil
        case .setSlotBrush(let name):
            .useBrush(path: Brush.resolve(name), radius: nil, color: slots[currentSlot - 1].color.description)
        case .setColor(let color), .pickColor(let color): .setColor(color.description)
        case .loadBrush(let path, let radius, let color): .useBrush(path: path, radius: radius, color: color.description)
        case .layer(let command): .layer(command)
        case .setStabilizer(let strength): strength.isNaN ? nil : .setStabilizer(Stabilizer.clamped(strength))
        case .setSymmetry(let symmetry): .setSymmetry(symmetry)
        case .setBrushView(let zoom, let rotation): .setBrushView(zoom: zoom, rotation: rotation)
        case .transformLayer(let map): .transformLayer(map)
        case .select(let shape, let combination): .select(shape, combination)
        case .selectEverything(let all): .selectEverything(all: all)
        case .paste(let x, let y, let png): .paste(x: x, y: y, png: png)
        case .zoom, .zoomTo, .pan, .resetView, .rotateView, .setViewRotation, .mirrorView, .placeView, .resizeViewport, .save: nil
        }
    }

    /// The session command a recorded one stands for; nil for a colour that is not `#rrggbb`
    /// (the parser refuses those, so only a hand-built command can have one).
    public init?(_ recorded: RecordedCommand) {
        switch recorded {
        case .clear: self = .clear
        case .undo: self = .undo
        case .redo: self = .redo
        case .liftTools: self = .liftTools
        case .scaleBrush(let factor): self = .scaleBrush(by: factor)
        case .useBrush(let path, let radius, let hex):
            guard let color = Color(hex: hex) else { return nil }
            self = .loadBrush(path: path, radius: radius, color: color)
        case .setColor(let hex):
            guard let color = Color(hex: hex) else { return nil }
            self = .setColor(color)
        case .layer(let command): self = .layer(command)
        case .setStabilizer(let strength): self = .setStabilizer(strength)
        case .setBrushView(let zoom, let rotation): self = .setBrushView(zoom: zoom, rotation: rotation)
        case .setSymmetry(let symmetry): self = .setSymmetry(symmetry)
        case .transformLayer(let map): self = .transformLayer(map)
        case .select(let shape, let combination): self = .select(shape, combination)
        case .selectEverything(let all): self = .selectEverything(all: all)
        case .paste(let x, let y, let png): self = .paste(x: x, y: y, png: png)
        }
    }
}
