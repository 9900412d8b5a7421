import FlourishCompositing
import FlourishPaint

/// A dirty tile of a layer inside groups: the top-level group holding it composited at the
/// tile with what lies beside the way down in each group kept flattened (`belowInGroup`,
/// `aboveInGroup`), so a dab costs the layer's blend and a few more per group, not the groups'
/// layers. Inside a stroke's box, where every blend on the way is src-over, the box is updated
/// in place (`groupCompositeInPlace`), as a layer outside groups is: nothing is allocated, and
/// only the box is blended, once per level.
extension LayerCompositor {
    /// The top-level group holding the current entry composited at `tile` onto `under`: what
    /// `flatten` gives, computed over the whole tile.
    func groupComposite(
        _ groups: GroupPath, of entries: [LayerEntry], at tile: TileCoordinate, onto under: TilePixels?
    ) -> TilePixels? {
        let backdrops = groupBackdrops(groups, of: entries, at: tile, onto: under)
        let levels = groups.levels.count
        var out = Self.flatten(entries[groups.inner], at: tile, onto: backdrops[levels - 1].map { TilePixels(copying: $0.values) })
        for level in stride(from: levels - 1, through: 0, by: -1) {
            let group = groups.levels[level].group
            if groups.levels[level].aboveIsNormal {
                if let over = flattenedAbove(groups, of: entries, level: level, at: tile) { out = Self.sourceOver(over, onto: out) }
            } else {
                out = Self.flatten(entries[groups.levels[level].above], at: tile, onto: out)
            }
            // The group closes over what lies under it.
            let beneath = (level == 0 ? under : backdrops[level - 1]).map { TilePixels(copying: $0.values) }
            if !group.isVisible {
                out = beneath
            } else if group.isPassThrough {
                if group.opacity < 1, let over = out { Self.fade(over, toward: beneath, by: group.opacity) }
            } else {
                out = Self.place(out.map { UnsafePointer($0.values) }, own: out, entry: group, onto: beneath)
            }
        }
        return out
    }

    /// As `groupComposite`, inside `area` of `out` only (the composite's own tile, right
    /// outside the area), for a path that `GroupPath.updatesInPlace`: each group is composited
    /// in a buffer of its own where it is isolated, in its parent's where it passes through, so
    /// a level costs one blend of what lies above the way in it, and an isolated one a copy of
    /// what lies under it and its own blend onto that. The same sums in the same order as the
    /// whole tile's: the same pixels, to the unit.
    func groupCompositeInPlace(
        _ groups: GroupPath, of entries: [LayerEntry], at tile: TileCoordinate, onto under: TilePixels?,
        into out: UnsafeMutablePointer<UInt16>, area: TileArea
    ) {
        let backdrops = groupBackdrops(groups, of: entries, at: tile, onto: under)
        let levels = groups.levels.count
        while groupBuffers.count < levels { groupBuffers.append(TilePixels()) }
        // The buffer each group is composited in, outermost first.
        var buffers: [UnsafeMutablePointer<UInt16>] = []
        buffers.reserveCapacity(levels)
        for level in 0..<levels {
            let outer = level == 0 ? out : buffers[level - 1]
            buffers.append(groups.levels[level].group.isPassThrough ? outer : groupBuffers[level].values)
        }
        let current = entries[groups.inner.upperBound]
        var buffer = buffers[levels - 1]
        TileCompositor.copy(backdrops[levels - 1].map { UnsafePointer($0.values) }, to: buffer, area: area)
        if current.isVisible, let source = current.layer.tiles.pixels(of: tile) {
            TileCompositor.sourceOver(source, onto: buffer, opacity: current.opacity, area: area)
        }
        for level in stride(from: levels - 1, through: 0, by: -1) {
            let group = groups.levels[level].group
            if let over = flattenedAbove(groups, of: entries, level: level, at: tile) {
                TileCompositor.sourceOver(over.values, onto: buffer, opacity: 1, area: area)
            }
            let beneath = level == 0 ? under : backdrops[level - 1]
            let outer = level == 0 ? out : buffers[level - 1]
            if group.isPassThrough {
                // Its children went straight onto what lies under it, in the same buffer.
                if group.opacity < 1 { Self.fade(buffer, toward: beneath.map { UnsafePointer($0.values) }, by: group.opacity, area: area) }
            } else {
                TileCompositor.copy(beneath.map { UnsafePointer($0.values) }, to: outer, area: area)
                TileCompositor.sourceOver(UnsafePointer(buffer), onto: outer, opacity: group.opacity, area: area)
            }
            buffer = outer
        }
    }

    /// What the way's next entry is composited onto inside each group, outermost first: the
    /// group's children below it, over what lies under the group where it passes through; from
    /// `belowInGroup` where it holds the tile, else flattened and kept there.
    private func groupBackdrops(
        _ groups: GroupPath, of entries: [LayerEntry], at tile: TileCoordinate, onto under: TilePixels?
    ) -> [TilePixels?] {
        let levels = groups.levels.count
        if belowInGroup.count != levels {
            belowInGroup = Array(repeating: [:], count: levels)
            aboveInGroup = Array(repeating: [:], count: levels)
        }
        var backdrops: [TilePixels?] = []
        backdrops.reserveCapacity(levels)
        var outside = under
        for (index, level) in groups.levels.enumerated() {
            let backdrop: TilePixels?
            if let kept = belowInGroup[index][tile] {
                backdrop = kept
            } else {
                let start = level.group.isPassThrough ? outside.map { TilePixels(copying: $0.values) } : nil
                backdrop = Self.flatten(entries[level.below], at: tile, onto: start)
                belowInGroup[index][tile] = .some(backdrop)
            }
            backdrops.append(backdrop)
            outside = backdrop
        }
        return backdrops
    }

    /// The children above the way in the group at `level` (all Normal) flattened at `tile`,
    /// from `aboveInGroup`.
    private func flattenedAbove(_ groups: GroupPath, of entries: [LayerEntry], level: Int, at tile: TileCoordinate) -> TilePixels? {
        flattened(&aboveInGroup[level], entries[groups.levels[level].above], at: tile)
    }
}
