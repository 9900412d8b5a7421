import FlourishSamples

/// One of the nine brush slots (keys 1-9): what the pen and the mouse paint with while it is
/// the current one. A slot keeps its brush, radius and colour while the app runs.
public struct BrushSlot: Sendable, Equatable {
    /// A `.myb` path or `group/name` in mypaint-brushes, as the settings or the chooser named it.
    public var brush: String
    /// The radius in pixels; nil: the brush file's own.
    public var radius: Double?
    public var color: Color

    public init(brush: String, radius: Double? = nil, color: Color) {
        self.brush = brush
        self.radius = radius
        self.color = color
    }

    /// The brush's name for titles: `group/name` as given, or a path's file name without
    /// `.myb`.
    public var displayName: String {
        guard brush.hasPrefix("/") || brush.hasPrefix(".") || brush.hasSuffix(".myb") else { return brush }
        let file = brush.split(separator: "/").last.map(String.init) ?? brush
        return file.hasSuffix(".myb") ? String(file.dropLast(4)) : file
    }
}
