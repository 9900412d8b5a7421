import FlourishSamples

/// One of the nine brush slots (keys 1-9): what the pen and the mouse paint with while it is
/// the current one. A slot keeps its brush, radius, colour and stabilizer while the app runs.
public struct BrushSlot: Sendable, Equatable {
    /// A `.myb` path or `group/name` in mypaint-brushes, as the settings or the chooser named it.
    public var brush: String
    /// The radius in pixels; nil: the brush file's own.
    public var radius: Double?
    public var color: Color
    /// How strongly the stroke stabilizer pulls this slot's strokes straight: 0 (off) to 1. A
    /// slot's own, like its radius: kept when a brush is put into the slot.
    public var stabilizer: Double

    public init(brush: String, radius: Double? = nil, color: Color, stabilizer: Double = 0) {
        self.brush = brush
        self.radius = radius
        self.color = color
        self.stabilizer = stabilizer
    }

    /// The brush's name for titles: `group/name` as given, or a path's file name without
    /// `.myb`.
    public var displayName: String {
        guard brush.hasPrefix("/") || brush.hasPrefix(".") || brush.hasSuffix(".myb") else { return brush }
        let file = brush.split(separator: "/").last.map(String.init) ?? brush
        return file.hasSuffix(".myb") ? String(file.dropLast(4)) : file
    }
}
