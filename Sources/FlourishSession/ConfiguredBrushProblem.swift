import FlourishPaint
import FlourishSessionSetup
import FlourishText

/// A brush a settings line named that cannot be loaded: the slot kept the brush it had, and
/// the user is told the file, line and key, as for any other bad setting.
public struct ConfiguredBrushProblem: Sendable, Equatable, CustomStringConvertible {
    /// The line that named the brush.
    public let brush: ConfiguredBrush
    /// Why it did not load.
    public let error: BrushError
    /// The brush the slot kept.
    public let kept: String

    public init(brush: ConfiguredBrush, error: BrushError, kept: String) {
        self.brush = brush
        self.error = error
        self.kept = kept
    }

    public var file: String { brush.file }
    public var line: Int { brush.line }

    /// The problem without its place; quotes excerpts of the value and the path, never all.
    public var message: String {
        "\(brush.key): '\(Excerpt.of(brush.name))' cannot be loaded (\(error.reason): \(Excerpt.of(error.path))); "
            + "keeping \(kept)"
    }

    public var description: String { "\(file):\(line): \(message)" }
}
