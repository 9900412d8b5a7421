#if canImport(Glibc)
    import Glibc
#endif

import FlourishCompositing
import FlourishMemory
import FlourishOpenRaster

/// What opening a file will cost in memory, worked out from its headers before any pixel is
/// decoded (see `PaintingCost`): the tiles each layer's image covers on the canvas, the
/// composite and the display's levels, and what is held whole on the way (a layer's PNG bytes
/// while they are decoded, an interlaced PNG, the layers a flattened opening decodes together,
/// the PNG bytes another app's file keeps for its saves, what the history keeps). `inspect` compares it with the budget, so a small file that declares huge
/// layers is refused in words before it can take the machine's memory.
extension DocumentReader {
    /// A PNG opened onto a canvas of `canvas`: one layer at (0, 0).
    static func pngNeed(width: Int, height: Int, interlaced: Bool, canvas: (width: Int, height: Int)) -> MemoryNeed {
        let covered = PaintingCost.tiles(
            x: 0, y: 0, width: width, height: height, canvasWidth: canvas.width, canvasHeight: canvas.height)
        var need = PaintingCost.layers([covered], canvasTiles: canvasTiles(canvas))
        if interlaced { need += PaintingCost.image(width: width, height: height, "the interlaced image decoded whole") }
        return need
    }

    /// Another app's file opened flattened onto one layer (see `loadOpenRaster`): one opaque
    /// layer streams its rows in; otherwise every drawn layer is decoded and held together
    /// with the flattened image.
    static func flattenedNeed(
        _ layers: [OpenRasterLayerNode], in reader: OpenRasterDocumentReader, origin: (x: Int, y: Int), eotf: Double,
        canvas: (width: Int, height: Int), path: String
    ) throws(DocumentError) -> MemoryNeed {
        let drawn = layers.filter(\.isDrawn)
        let covered = PaintingCost.tiles(
            x: origin.x, y: origin.y, width: reader.document.width, height: reader.document.height,
            canvasWidth: canvas.width, canvasHeight: canvas.height)
        var need = PaintingCost.layers([covered], canvasTiles: canvasTiles(canvas))
        if drawn.count == 1, let layer = drawn.first, layer.opacity >= 1,
            eotf == 1 || layer.effectiveCompositeOp == BlendMode.normal.compositeOp
        {
            let header = try imageHeader(of: layer, in: reader, path: path)
            need += MemoryNeed(bytes: header.memberBytes, "its PNG, read whole to be decoded")
            if header.isInterlaced {
                need += PaintingCost.image(width: header.width, height: header.height, "the interlaced layer decoded whole")
            }
            return need
        }
        var decoded = 0
        var largestMember = 0
        for layer in drawn {
            let header = try imageHeader(of: layer, in: reader, path: path)
            decoded = MemoryNeed.sum(decoded, MemoryNeed.product(MemoryNeed.product(header.width, header.height), 4))
            largestMember = max(largestMember, header.memberBytes)
        }
        need += MemoryNeed(bytes: decoded, "\(drawn.count) layers decoded to be flattened")
        need += MemoryNeed(bytes: largestMember, "the largest layer's PNG, read whole to be decoded")
        need += PaintingCost.image(width: reader.document.width, height: reader.document.height, "the flattened image")
        return need
    }

    /// A file opened as its layers and groups (see `loadTree`): each layer's image on a store
    /// of its own, placed at its offsets and clipped to the canvas; groups hold no pixels.
    static func layeredNeed(
        _ opening: LayeredOpening, canvas: (width: Int, height: Int), path: String
    ) throws(DocumentError) -> MemoryNeed {
        let reader = opening.reader
        var layerTiles: [Int] = []
        var largestWhole = (bytes: 0, width: 0, height: 0)
        var kept = 0
        var largestMember = 0
        var failure: DocumentError?
        func walk(_ stack: OpenRasterStackNode, offset: (x: Int, y: Int)) {
            let here = (x: MemoryNeed.saturating(offset.x, plus: stack.x), y: MemoryNeed.saturating(offset.y, plus: stack.y))
            for child in stack.children where failure == nil {
                switch child {
                case .layer(let node):
                    let header: OpenRasterImageHeader
                    do { header = try reader.imageHeader(of: node) } catch {
                        failure = DocumentError(path: path, reason: Self.reason(error.description, path: path))
                        return
                    }
                    if opening.keepsTemplate { kept = MemoryNeed.sum(kept, header.memberBytes) }
                    guard !opening.leftOut.contains(node.source) else { continue }
                    largestMember = max(largestMember, header.memberBytes)
                    layerTiles.append(
                        PaintingCost.tiles(
                            x: MemoryNeed.saturating(here.x, plus: node.x), y: MemoryNeed.saturating(here.y, plus: node.y),
                            width: header.width, height: header.height, canvasWidth: canvas.width,
                            canvasHeight: canvas.height))
                    let whole = MemoryNeed.product(MemoryNeed.product(header.width, header.height), 4)
                    if header.isInterlaced, whole > largestWhole.bytes { largestWhole = (whole, header.width, header.height) }
                case .stack(let group):
                    walk(group, offset: here)
                }
            }
        }
        walk(opening.document.root, offset: opening.origin)
        if let failure { throw failure }
        var need = PaintingCost.layers(layerTiles, canvasTiles: canvasTiles(canvas))
        if largestWhole.bytes > 0 {
            need += PaintingCost.image(
                width: largestWhole.width, height: largestWhole.height, "the largest interlaced layer decoded whole")
        }
        if kept > 0 {
            need += MemoryNeed(bytes: kept, "the file's layer PNGs, kept for its saves")
        } else {
            need += MemoryNeed(bytes: largestMember, "the largest layer's PNG, read whole to be decoded")
        }
        return need
    }

    /// What the painting's history holds in memory once the file is open: its own history's
    /// text and start picture, as the archive declares them; or, for a file without one (a
    /// PNG, another app's file), the file's bytes, which the history starts from.
    static func historyNeed(path: String, reader: OpenRasterDocumentReader?) -> MemoryNeed {
        if let reader, reader.contains(member: HistoryMembers.history) {
            return MemoryNeed(bytes: reader.declaredBytes(ofMembersStartingWith: HistoryMembers.prefix), "its history")
        }
        var info = stat()
        let size = stat(path, &info) == 0 ? Int(info.st_size) : 0
        return MemoryNeed(bytes: min(size, HistoryReader.maxStartBytes), "the file's bytes, which its history starts from")
    }

    /// `pixels` and what the history of the file at `path` holds (see `historyNeed`).
    static func withHistory(_ pixels: MemoryNeed, path: String, reader: OpenRasterDocumentReader?) -> MemoryNeed {
        pixels + historyNeed(path: path, reader: reader)
    }

    static func canvasTiles(_ canvas: (width: Int, height: Int)) -> Int {
        PaintingCost.tiles(width: canvas.width, height: canvas.height)
    }

    private static func imageHeader(
        of layer: OpenRasterLayerNode, in reader: OpenRasterDocumentReader, path: String
    ) throws(DocumentError) -> OpenRasterImageHeader {
        do { return try reader.imageHeader(of: layer) } catch {
            throw DocumentError(path: path, reason: Self.reason(error.description, path: path))
        }
    }
}
