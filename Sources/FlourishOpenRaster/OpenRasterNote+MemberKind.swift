extension OpenRasterNote.MemberKind {
    /// What a member no attribute names probably is, from MyPaint's naming.
    static func guessed(fromName name: String) -> Self {
        if name.hasSuffix("strokemap.dat") { return .strokeMap }
        if name.hasSuffix("mypaint-settings.json") { return .settings }
        if name.hasSuffix("-tile.png") && name.contains("background") { return .backgroundTile }
        return .other
    }
}
