import FlourishCompositing
import FlourishImage
import FlourishOpenRaster
import FlourishOpenRasterArchive
import FlourishPaint
import FlourishSamples
import FlourishText

/// Another app's file opened flattened onto one layer: its drawn layers put on the canvas as
/// MyPaint blends them, read from the file as it was opened (see `inspectOpenRaster`).
extension DocumentReader {
    /// Puts `layers` (a flat view's, bottom first) of the file `reader` opened onto `store`,
    /// the image at `origin`, decoded through `curve` (the file's space's); no layer's PNG may
    /// hold more pixels than `store`.
    static func loadOpenRaster(
        _ reader: OpenRasterDocumentReader, layers: [OpenRasterLayerNode], origin: (x: Int, y: Int), eotf: Double,
        into store: TileStore, curve: TransferCurve
    ) throws(DocumentError) {
        let path = reader.path
        let limits = OpenRasterLimits(maxPixels: store.width * store.height)
        guard !layers.isEmpty else { return }
        if layers.count == 1, let layer = layers.first, layer.opacity >= 1,
            eotf == 1 || layer.effectiveCompositeOp == BlendMode.normal.compositeOp
        {
            // One opaque layer (Flourish's own files): its rows go straight onto the tiles.
            let bytes = try memberPNG(layer, in: reader, limits: limits, path: path)
            do {
                let png = try PNGStreamReader.open(bytes: bytes, name: "\(path): \(layer.source)", maxPixels: store.width * store.height * 4)
                let width = png.width
                try png.readRows { row, pixels in
                    store.writeStraightRGBA8Row(
                        y: origin.y + layer.y + row, x0: origin.x + layer.x, width: width, from: pixels, curve: curve)
                }
            } catch {
                throw DocumentError(path: path, reason: "\(Excerpt.of(layer.source)): \(error.reason)")
            }
            return
        }
        // Several layers, or one to fade: flattened as MyPaint blends them, then put on the canvas.
        var decoded: [OpenRasterComposite.Layer] = []
        for layer in layers {
            let image = try decode(layer, in: reader, limits: limits, path: path)
            decoded.append(
                OpenRasterComposite.Layer(
                    x: layer.x, y: layer.y, opacity: layer.opacity, width: image.width, height: image.height, pixels: image.pixels))
        }
        let flat: [UInt8]
        do {
            flat = try OpenRasterComposite.flatten(
                decoded, width: reader.document.width, height: reader.document.height, eotf: eotf,
                maxPixels: store.width * store.height)
        } catch {
            throw DocumentError(path: path, reason: "\(error)")
        }
        flat.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            let (width, height) = (reader.document.width, reader.document.height)
            for row in 0..<height {
                store.writeStraightRGBA8Row(
                    y: origin.y + row, x0: origin.x, width: width, from: base + row * width * 4, curve: curve)
            }
        }
    }

    /// The PNG bytes of `layer`, read under `limits`.
    static func memberPNG(
        _ layer: OpenRasterLayerNode, in reader: OpenRasterDocumentReader, limits: OpenRasterLimits, path: String
    ) throws(DocumentError) -> [UInt8] {
        do { return try reader.png(of: layer, limits: limits) } catch {
            throw DocumentError(path: path, reason: Self.reason(error.description, path: path))
        }
    }

    /// A layer's pixels, whole, as straight RGBA.
    static func decode(
        _ layer: OpenRasterLayerNode, in reader: OpenRasterDocumentReader, limits: OpenRasterLimits, path: String
    ) throws(DocumentError) -> (width: Int, height: Int, pixels: [UInt8]) {
        let bytes = try memberPNG(layer, in: reader, limits: limits, path: path)
        do {
            let png = try PNGStreamReader.open(bytes: bytes, name: "\(path): \(layer.source)", maxPixels: limits.maxPixels)
            let (width, height) = (png.width, png.height)
            let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 4)
            pixels.initialize(repeating: 0, count: width * height * 4)
            defer { pixels.deallocate() }
            try png.readRows { row, source in (pixels + row * width * 4).update(from: source, count: width * 4) }
            return (width, height, Array(UnsafeBufferPointer(start: pixels, count: width * height * 4)))
        } catch {
            throw DocumentError(path: path, reason: "\(Excerpt.of(layer.source)): \(error.reason)")
        }
    }

    /// The mean colour of a background layer (MyPaint's paper may be a texture; Flourish's is
    /// one colour).
    static func averageColour(of layer: OpenRasterLayerNode, in reader: OpenRasterDocumentReader, path: String) throws(DocumentError) -> Color? {
        let image = try decode(layer, in: reader, limits: reader.limits, path: path)
        var sum = (0, 0, 0)
        var count = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] > 0 {
            sum = (sum.0 + Int(image.pixels[i]), sum.1 + Int(image.pixels[i + 1]), sum.2 + Int(image.pixels[i + 2]))
            count += 1
        }
        guard count > 0 else { return nil }
        return Color(r: UInt8(sum.0 / count), g: UInt8(sum.1 / count), b: UInt8(sum.2 / count))
    }
}
