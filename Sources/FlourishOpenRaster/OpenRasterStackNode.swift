import FlourishCompositing

/// One `<stack>` of a document's tree (a group, or the root), with its attributes as written
/// and its children, first child on top, as ORA lists them.
public struct OpenRasterStackNode: Sendable, Equatable {
    /// `name`; empty when the file gives none (MyPaint's root stack has none).
    public var name: String
    /// The offset the stack adds to everything in it.
    public var x: Int
    public var y: Int
    /// 0...1.
    public var opacity: Double
    public var isVisible: Bool
    /// `composite-op` as written, nil when the file names none (see `OpenRasterLayerNode`).
    public var compositeOp: String?
    public var isolation: OpenRasterIsolation
    /// `selected="true"`.
    public var isSelected: Bool
    /// Every other attribute, in the file's order, written back as they are.
    public var otherAttributes: [OpenRasterAttribute]
    /// Top first.
    public var children: [OpenRasterNode]

    public init(
        name: String = "", x: Int = 0, y: Int = 0, opacity: Double = 1, isVisible: Bool = true,
        compositeOp: String? = BlendMode.normal.compositeOp, isolation: OpenRasterIsolation = .isolate,
        isSelected: Bool = false, otherAttributes: [OpenRasterAttribute] = [], children: [OpenRasterNode] = []
    ) {
        self.name = name
        self.x = x
        self.y = y
        self.opacity = opacity
        self.isVisible = isVisible
        self.compositeOp = compositeOp
        self.isolation = isolation
        self.isSelected = isSelected
        self.otherAttributes = otherAttributes
        self.children = children
    }

    /// The op an ORA reader applies: the written one, or src-over.
    public var effectiveCompositeOp: String { compositeOp ?? BlendMode.normal.compositeOp }

    /// Every layer inside, at any depth, in document order (top first).
    public var layers: [OpenRasterLayerNode] {
        children.flatMap { child -> [OpenRasterLayerNode] in
            switch child {
            case .layer(let layer): [layer]
            case .stack(let stack): stack.layers
            }
        }
    }

    /// How many nodes (layers and stacks) lie inside, at any depth.
    public var descendantCount: Int {
        children.reduce(0) { count, child in
            switch child {
            case .layer: count + 1
            case .stack(let stack): count + 1 + stack.descendantCount
            }
        }
    }
}
