import FlourishCompositing

extension CanvasLook {
    /// Canvas pixels (`x0`..<`x0 + width`, row `y`) of the composite `source` as straight
    /// 8-bit RGBA stored through the curve: what a PNG of the painting holds. Over no paper
    /// (a Normal stack) transparent where nothing is painted, as Flourish's PNGs always were;
    /// where the composite holds the paper, the paper too, transparent only where a mode cut
    /// through it.
    public func fillExportRow(
        of source: some TileSource, y: Int, x0: Int, width count: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        source.fillStraightRGBA8Row(y: y, x0: x0, width: count, into: out, curve: curve, blank: base.blank)
    }

    /// The same pixels over the paper: the merged image an OpenRaster file holds. A legacy
    /// composite over no paper is laid on the paper as straight 8-bit pixels, as it always
    /// was; in another space each pixel's light is laid on the paper's; a composite that holds
    /// the paper is its own merged image (keeping its alpha where a mode cut through, as
    /// MyPaint's `mergedimage.png` does).
    public func fillMergedRow(
        of source: some TileSource, y: Int, x0: Int, width count: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        if base.holdsPaper {
            fillExportRow(of: source, y: y, x0: x0, width: count, into: out)
        } else if curve.isLegacy {
            source.fillStraightRGBA8Row(y: y, x0: x0, width: count, into: out)
            PixelFormat.layStraight8(out, count: count, over: paper)
        } else {
            var x = x0
            while x < x0 + count {
                let end = min(x0 + count, ((x >> 6) + 1) << 6)
                let tile = TileCoordinate(x: x >> 6, y: y >> 6)
                convert(
                    source.pixels(of: tile), of: tile, into: out + (x - x0) * 4, rowStride: (end - x) * 4,
                    columns: end - x, rows: 1, firstColumn: x & 63, firstRow: y & 63)
                x = end
            }
        }
    }
}
