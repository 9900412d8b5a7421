/// How a group (`<stack>`) composites, as ORA's `isolation` attribute says.
public enum OpenRasterIsolation: String, Sendable, Equatable {
    /// The group is flattened on its own first, then composited as one layer.
    case isolate
    /// The default: the reader may composite the group's layers straight onto what lies below,
    /// when the group's op is src-over and its opacity 1 (MyPaint calls that "pass-through").
    case auto
}
