extension OpenRasterDocument {
    /// The document's MyPaint background, if it has one (see `MyPaintBackground.init(in:)`).
    public var mypaintBackground: MyPaintBackground? { MyPaintBackground(in: self) }

    /// Makes `background` the document's MyPaint background: any background it had is removed
    /// first (its layer and its tile member), then `background`'s layer goes to the bottom of the
    /// root stack, where MyPaint writes it, and `tilePNG` is carried as its tile member. The
    /// layer's own PNG is the caller's to give the writer, under `background.layer.source`.
    public mutating func setMyPaintBackground(_ background: MyPaintBackground, tilePNG: [UInt8]) {
        removeMyPaintBackground()
        root.children.append(.layer(background.layer))
        carriedMembers.removeAll { $0.name == background.tileMember }
        carriedMembers.append(
            OpenRasterCarriedMember(name: background.tileMember, kind: .backgroundTile, bytes: tilePNG))
    }

    /// Removes every child of the root stack MyPaint would take as its background, and the
    /// tile members they name.
    public mutating func removeMyPaintBackground() {
        var tiles: Set<String> = []
        root.children.removeAll { child in
            guard case .layer(let layer) = child, let tile = MyPaintBackground.tileMember(of: layer) else {
                return false
            }
            tiles.insert(tile)
            return true
        }
        carriedMembers.removeAll { tiles.contains($0.name) }
    }
}
