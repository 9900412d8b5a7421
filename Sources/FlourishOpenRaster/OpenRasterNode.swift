/// A child of a stack in a document's tree: a layer, or a group holding more nodes.
public enum OpenRasterNode: Sendable, Equatable {
    case layer(OpenRasterLayerNode)
    case stack(OpenRasterStackNode)

    /// The node's `name`, whichever it is.
    public var name: String {
        switch self {
        case .layer(let layer): layer.name
        case .stack(let stack): stack.name
        }
    }
}
