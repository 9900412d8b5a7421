import FlourishImage
import FlourishLayers
import FlourishOpenRaster
import FlourishPaint
import FlourishSamples

extension DocumentReader {
    static func inspectOpenRaster(_ path: String, limit: (width: Int, height: Int)) throws(DocumentError)
        -> DocumentContents
    {
        let reader: OpenRasterReader
        do {
            reader = try OpenRasterReader(path: path, limits: OpenRasterLimits(maxPixels: limit.width * limit.height))
        } catch {
            // An image larger than the limit is max_canvas's refusal: say so in its words.
            if error.member == OpenRasterMember.stack, case .imageTooLarge(let width, let height, _) = error.problem {
                try check(width, height, limit: limit, path: path)
            }
            throw DocumentError(path: path, reason: Self.reason(error.description, path: path))
        }
        var notes = reader.notes.map(\.description)
        let ours = Self.flourishAttributes(reader.imageAttributes)
        var layers = reader.drawnLayers
        var paper: Color?
        var canvas = (reader.width, reader.height)
        var origin = (x: 0, y: 0)
        if let ours {
            // Flourish's own file: its canvas, where the image lies on it, its paper (also
            // written as MyPaint's background, whose tile Flourish does not need).
            notes = reader.notes.filter {
                if case .unusedMember(_, kind: .backgroundTile) = $0 { false } else { true }
            }.map(\.description)
            canvas = ours.canvas
            origin = ours.origin
            paper = ours.paper
            layers.removeAll { $0.source == ours.paperLayer }
        } else if let background = layers.first(where: \.isBackground) {
            layers.removeAll { $0.isBackground }
            paper = try Self.averageColour(of: background, in: reader, path: path)
            if let paper {
                notes.append("the background layer '\(background.name)' became the paper, in its average colour \(paper)")
            }
        }
        try check(canvas.0, canvas.1, limit: limit, path: path)
        if let ours {
            // Flourish's own layers come back as layers, hidden and faded ones included.
            let kept = reader.layers.filter { $0.source != ours.paperLayer }
            if kept.count > 1
                || kept.contains(where: { !$0.isVisible || $0.opacity < 1 || $0.compositeOp != OpenRasterCompositeOp.sourceOver })
            {
                let shown = notes.filter { !$0.hasPrefix("hidden layer") }
                return DocumentContents(
                    path: path, format: .openRaster, canvasWidth: canvas.0, canvasHeight: canvas.1, paper: paper,
                    notes: shown, source: .openRasterLayers(layers: kept, origin: origin, eotf: 1))
            }
        }
        // Another app's file keeps what this save would not write back: its layers apart, what
        // the reader left out or drew differently, its background as a background.
        var notKept: [String] = []
        if ours == nil {
            if let flat = try Self.flatLayers(reader, path: path) {
                // A stack of layers and nothing else (MyPaint's usual file): each layer comes
                // back as a layer, hidden ones included, in its blend mode.
                let kept = flat.filter { !$0.isBackground }
                let shown = notes.filter { !$0.hasPrefix("hidden layer") && !$0.hasPrefix("composite-op ") }
                notKept = Self.notKeptOnLayeredSave(reader, background: paper != nil)
                return DocumentContents(
                    path: path, format: .openRaster, canvasWidth: canvas.0, canvasHeight: canvas.1, paper: paper,
                    notes: shown, source: .openRasterLayers(layers: kept, origin: origin, eotf: reader.eotf ?? 1), notKeptOnSave: notKept)
            }
            notKept = reader.notes.map(\.description)
            if layers.count > 1 { notKept.append("its \(layers.count) layers would be saved as one") }
            if paper != nil { notKept.append("its background would be saved as one colour, without its tile") }
        }
        return DocumentContents(
            path: path, format: .openRaster, canvasWidth: canvas.0, canvasHeight: canvas.1, paper: paper, notes: notes,
            source: .openRaster(layers: layers, origin: origin, eotf: reader.eotf ?? 1), notKeptOnSave: notKept)
    }

    /// The file's layers (bottom first) where its stack is one level of layers, each in a
    /// blend mode the layers composite (groups and other modes keep the flattened opening).
    static func flatLayers(_ reader: OpenRasterReader, path: String) throws(DocumentError) -> [OpenRasterLayer]? {
        let document: OpenRasterDocument
        do { document = try OpenRasterDocumentReader(path: path, limits: reader.limits).document } catch {
            throw DocumentError(path: path, reason: Self.reason(error.description, path: path))
        }
        let groups = document.root.children.contains { if case .stack = $0 { true } else { false } }
        guard !groups, reader.layers.count > 1 || reader.layers.contains(where: { !$0.isVisible || $0.opacity < 1 }) else {
            return nil
        }
        guard reader.layers.allSatisfy({ $0.isBackground || LayerStack.supports($0.compositeOp) }) else { return nil }
        return reader.layers
    }

    /// What a save of a layered opening of another app's file would not write back, phrased
    /// for the painter.
    static func notKeptOnLayeredSave(_ reader: OpenRasterReader, background: Bool) -> [String] {
        var lost: [String] = []
        for note in reader.notes {
            if case .unusedMember(let name, let kind) = note, kind != .backgroundTile {
                lost.append(kind == .strokeMap ? "its stroke map \(name)" : kind == .settings ? "its settings \(name)" : "\(name)")
            }
            if case .unknownElement = note { lost.append(note.description) }
        }
        // Flourish writes its paper, one colour, as the background: another app's file would
        // change under its layers either way.
        lost.append(
            background
                ? "its background would be saved as one colour, without its tile"
                : "Flourish's paper would be added under its layers as a background")
        return lost
    }

    /// Flourish's attributes on `<image>` (see `DocumentWriter.writeOpenRaster`), when the file
    /// has all of them.
    static func flourishAttributes(_ attributes: [String: String])
        -> (canvas: (Int, Int), origin: (x: Int, y: Int), paper: Color, paperLayer: String)?
    {
        let prefix = DocumentWriter.namespace.prefix + ":"
        func value(_ name: String) -> String? { attributes[prefix + name] }
        guard let width = value("canvas-width").flatMap({ Int($0) }), let height = value("canvas-height").flatMap({ Int($0) }),
            width > 0, height > 0,
            let x = value("x").flatMap({ Int($0) }), let y = value("y").flatMap({ Int($0) }),
            let paper = value("paper").flatMap({ Color(hex: $0) }), let paperLayer = value("paper-layer")
        else { return nil }
        return ((width, height), (x, y), paper, paperLayer)
    }

    static func loadOpenRaster(
        _ path: String, layers: [OpenRasterLayer], origin: (x: Int, y: Int), eotf: Double, into store: TileStore
    ) throws(DocumentError) {
        let reader: OpenRasterReader
        do { reader = try OpenRasterReader(path: path, limits: OpenRasterLimits(maxPixels: store.width * store.height)) } catch {
            throw DocumentError(path: path, reason: Self.reason(error.description, path: path))
        }
        guard !layers.isEmpty else { return }
        if layers.count == 1, let layer = layers.first, layer.opacity >= 1, eotf == 1 || layer.compositeOp == "svg:src-over" {
            // One opaque layer (Flourish's own files): its rows go straight onto the tiles.
            let bytes = try memberPNG(layer, in: reader, path: path)
            do {
                let png = try PNGStreamReader.open(bytes: bytes, name: "\(path): \(layer.source)", maxPixels: store.width * store.height * 4)
                let width = png.width
                try png.readRows { row, pixels in
                    store.writeStraightRGBA8Row(y: origin.y + layer.y + row, x0: origin.x + layer.x, width: width, from: pixels)
                }
            } catch {
                throw DocumentError(path: path, reason: "\(layer.source): \(error.reason)")
            }
            return
        }
        // Several layers, or one to fade: flattened as MyPaint blends them, then put on the canvas.
        var decoded: [OpenRasterComposite.Layer] = []
        for layer in layers {
            let image = try decode(layer, in: reader, path: path)
            decoded.append(
                OpenRasterComposite.Layer(
                    x: layer.x, y: layer.y, opacity: layer.opacity, width: image.width, height: image.height, pixels: image.pixels))
        }
        let flat: [UInt8]
        do {
            flat = try OpenRasterComposite.flatten(decoded, width: reader.width, height: reader.height, eotf: eotf, maxPixels: store.width * store.height)
        } catch {
            throw DocumentError(path: path, reason: "\(error)")
        }
        flat.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<reader.height {
                store.writeStraightRGBA8Row(y: origin.y + row, x0: origin.x, width: reader.width, from: base + row * reader.width * 4)
            }
        }
    }

    static func memberPNG(_ layer: OpenRasterLayer, in reader: OpenRasterReader, path: String) throws(DocumentError) -> [UInt8] {
        do { return try reader.png(of: layer) } catch {
            throw DocumentError(path: path, reason: Self.reason(error.description, path: path))
        }
    }

    /// A layer's pixels, whole, as straight RGBA.
    static func decode(_ layer: OpenRasterLayer, in reader: OpenRasterReader, path: String) throws(DocumentError)
        -> (width: Int, height: Int, pixels: [UInt8])
    {
        let bytes = try memberPNG(layer, in: reader, path: path)
        do {
            let png = try PNGStreamReader.open(bytes: bytes, name: "\(path): \(layer.source)", maxPixels: reader.limits.maxPixels)
            let (width, height) = (png.width, png.height)
            let pixels = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height * 4)
            pixels.initialize(repeating: 0, count: width * height * 4)
            defer { pixels.deallocate() }
            try png.readRows { row, source in (pixels + row * width * 4).update(from: source, count: width * 4) }
            return (width, height, Array(UnsafeBufferPointer(start: pixels, count: width * height * 4)))
        } catch {
            throw DocumentError(path: path, reason: "\(layer.source): \(error.reason)")
        }
    }

    /// The mean colour of a background layer (MyPaint's paper may be a texture; Flourish's is
    /// one colour).
    static func averageColour(of layer: OpenRasterLayer, in reader: OpenRasterReader, path: String) throws(DocumentError) -> Color? {
        let image = try decode(layer, in: reader, path: path)
        var sum = (0, 0, 0)
        var count = 0
        for i in stride(from: 0, to: image.pixels.count, by: 4) where image.pixels[i + 3] > 0 {
            sum = (sum.0 + Int(image.pixels[i]), sum.1 + Int(image.pixels[i + 1]), sum.2 + Int(image.pixels[i + 2]))
            count += 1
        }
        guard count > 0 else { return nil }
        return Color(r: UInt8(sum.0 / count), g: UInt8(sum.1 / count), b: UInt8(sum.2 / count))
    }

    /// An OpenRaster error's text without the file's path in front (DocumentError names it).
    static func reason(_ description: String, path: String) -> String {
        description.hasPrefix(path + ": ") ? String(description.dropFirst(path.count + 2)) : description
    }
}
