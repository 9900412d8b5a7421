extension OpenRasterDocument {
    /// The carried members the layer whose `src` is `source` names: its MyPaint stroke map
    /// (2.x's `mypaint:strokemap` or 1.x's `mypaint_strokemap_v2`) and, for MyPaint's
    /// background, its tile; in that order, only those the document carries.
    public func carriedMembers(belongingTo source: String) -> [String] {
        guard let layer = layers.first(where: { $0.source == source }) else { return [] }
        return Self.memberNames(of: layer).filter { carriedMember(named: $0) != nil }
    }

    /// Forgets what described the layer's old pixels, once the app has changed them: the
    /// attributes naming its stroke map and background tile, and those members. A stale stroke
    /// map would have MyPaint pick brushes from strokes no longer there, and a stale tile would
    /// show a background the layer no longer has. Returns the members dropped, for the app to
    /// tell the painter once.
    @discardableResult
    public mutating func dropCarriedMembers(belongingTo source: String) -> [String] {
        let dropped = carriedMembers(belongingTo: source)
        _ = Self.update(source, in: &root) { layer in
            layer.strokeMap = nil
            layer.backgroundTile = nil
            layer.otherAttributes.removeAll {
                $0.isNamed("mypaint_strokemap_v2") || $0.isNamed("background_tile")
            }
        }
        carriedMembers.removeAll { dropped.contains($0.name) }
        return dropped
    }

    private static func memberNames(of layer: OpenRasterLayerNode) -> [String] {
        [
            layer.strokeMap ?? layer.otherAttributes.value(of: "mypaint_strokemap_v2"),
            MyPaintBackground.tileMember(of: layer),
        ].compactMap { $0 }
    }

    /// Applies `change` to the layer whose `src` is `source` inside `stack`; whether there was one.
    private static func update(
        _ source: String, in stack: inout OpenRasterStackNode, _ change: (inout OpenRasterLayerNode) -> Void
    ) -> Bool {
        for index in stack.children.indices {
            switch stack.children[index] {
            case .layer(var layer) where layer.source == source:
                change(&layer)
                stack.children[index] = .layer(layer)
                return true
            case .layer:
                continue
            case .stack(var group):
                guard update(source, in: &group, change) else { continue }
                stack.children[index] = .stack(group)
                return true
            }
        }
        return false
    }
}
