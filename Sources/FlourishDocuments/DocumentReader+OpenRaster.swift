import FlourishCompositing
import FlourishLayers
import FlourishOpenRaster
import FlourishOpenRasterArchive
import FlourishSamples
import FlourishText

extension DocumentReader {
    static func inspectOpenRaster(_ path: String, limit: (width: Int, height: Int)) throws(DocumentError)
        -> DocumentContents
    {
        // The file's one opening: its zip opened and its stack.xml parsed here, once, and kept
        // in the contents for loading.
        let reader: OpenRasterDocumentReader
        do {
            reader = try OpenRasterDocumentReader(path: path, limits: Self.limits(maxCanvas: limit))
        } catch {
            // An image larger than the limit is max_canvas's refusal: say so in its words.
            if error.member == OpenRasterMember.stack, case .imageTooLarge(let width, let height, _) = error.problem {
                try check(width, height, limit: limit, path: path)
            }
            throw DocumentError(path: path, reason: Self.reason(error.description, path: path))
        }
        // The history's members are the painting's, not something the stack leaves unused.
        let readerNotes = reader.notes.filter {
            if case .unusedMember(let name, _) = $0 { !HistoryMembers.holds(name) } else { true }
        }
        var notes = readerNotes.map(\.description)
        let document = reader.document
        let ours = try Self.flourishAttributes(document.imageAttributes, path: path)
        // The space its pixels are in: the one it names, else the legacy one (MyPaint 1.x's
        // and Krita's files, and Flourish's own written before colour spaces, name none).
        let space = document.eotf.flatMap { ColorSpace(eotf: $0) } ?? .legacy
        var layers = reader.flat.drawnLayers
        var paper: Color?
        var canvas = (document.width, document.height)
        var origin = (x: 0, y: 0)
        var paperNote: String?
        if let ours {
            // Flourish's own file: its canvas, where the image lies on it, its paper (also
            // written as MyPaint's background, whose tile Flourish does not need).
            notes = readerNotes.filter {
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
                paperNote = "the background layer '\(Excerpt.of(background.name))' became the paper, in its average colour \(paper)"
            }
        }
        notes += [paperNote].compactMap { $0 }
        try check(canvas.0, canvas.1, limit: limit, path: path)
        if ours != nil {
            try checkImageFits(
                (document.width, document.height), at: origin, onCanvas: (canvas.0, canvas.1), path: path)
        }
        if let ours {
            // Flourish's own layers and groups come back as they were, hidden and faded ones included.
            let kept = reader.flat.layers.filter { $0.source != ours.paperLayer }
            // Groups with no layer in them (the paper is no layer here) open as one empty layer.
            if !kept.isEmpty, kept.count > 1 || Self.hasGroups(document.root)
                || kept.contains(where: {
                    !$0.isVisible || $0.opacity < 1 || $0.effectiveCompositeOp != BlendMode.normal.compositeOp
                })
            {
                let shown = Self.layeredNotes(readerNotes, carried: false)
                let opening = LayeredOpening(
                    reader: reader, leftOut: [ours.paperLayer], origin: origin, flattened: kept, eotf: space.eotf,
                    keepsTemplate: false, maxCanvas: limit)
                var contents = DocumentContents(
                    path: path, format: .openRaster, canvasWidth: canvas.0, canvasHeight: canvas.1, paper: paper,
                    colorSpace: space, notes: shown, source: .openRasterLayers(opening))
                contents.memoryNeed = Self.withHistory(
                    try Self.layeredNeed(opening, canvas: canvas, path: path), path: path, reader: reader)
                return contents
            }
        }
        // Another app's file keeps what this save would not write back: its layers apart, what
        // the reader left out or drew differently, its background as a background.
        var notKept: [String] = []
        if ours == nil {
            if Self.opensAsLayers(document) {
                // Layers and groups in modes the stack composites (MyPaint's usual file): each
                // comes back as itself, hidden ones included, the background as the paper.
                let background = document.mypaintBackground
                let shown = Self.layeredNotes(readerNotes, carried: true) + [paperNote].compactMap { $0 }
                notKept = Self.notKeptOnLayeredSave(document, background: background != nil && paper != nil)
                let opening = LayeredOpening(
                    reader: reader, leftOut: Set([background?.layer.source].compactMap { $0 }), origin: origin,
                    flattened: layers, eotf: space.eotf, keepsTemplate: true, maxCanvas: limit)
                var contents = DocumentContents(
                    path: path, format: .openRaster, canvasWidth: canvas.0, canvasHeight: canvas.1, paper: paper,
                    colorSpace: space, notes: shown, source: .openRasterLayers(opening), notKeptOnSave: notKept)
                contents.memoryNeed = Self.withHistory(
                    try Self.layeredNeed(opening, canvas: canvas, path: path), path: path, reader: reader)
                return contents
            }
            notKept = readerNotes.map(\.description)
            if layers.count > 1 { notKept.append("its \(layers.count) layers would be saved as one") }
            if paper != nil { notKept.append("its background would be saved as one colour, without its tile") }
        }
        var contents = DocumentContents(
            path: path, format: .openRaster, canvasWidth: canvas.0, canvasHeight: canvas.1, paper: paper, colorSpace: space,
            notes: notes, source: .openRaster(reader, layers: layers, origin: origin, eotf: space.eotf), notKeptOnSave: notKept)
        contents.memoryNeed = Self.withHistory(
            try Self.flattenedNeed(layers, in: reader, origin: origin, eotf: space.eotf, canvas: canvas, path: path),
            path: path, reader: reader)
        return contents
    }

    /// The reader's notes that still hold where the file opens as layers and groups: hidden
    /// layers, modes and group opacity are kept as they are, not drawn differently, and the
    /// members a save carries back (`carried`: another app's file) are not skipped.
    static func layeredNotes(_ notes: [OpenRasterNote], carried: Bool) -> [String] {
        notes.compactMap { note in
            switch note {
            case .hiddenLayer, .unsupportedCompositeOp, .compositeOpLayeredOnly, .compositeOpDrawnAsSourceOver,
                .groupOpacityApplied:
                nil
            case .unusedMember(_, let kind): carried || kind == .backgroundTile ? nil : note.description
            case .unknownElement: note.description
            }
        }
    }

    /// Whether `stack` holds a group at any depth.
    static func hasGroups(_ stack: OpenRasterStackNode) -> Bool {
        stack.children.contains { if case .stack = $0 { true } else { false } }
    }

    /// Whether another app's file opens as layers and groups: at least one layer besides
    /// MyPaint's background, and every layer and group in a mode the stack composites (any
    /// other keeps the flattened opening, which says what it drew differently).
    static func opensAsLayers(_ document: OpenRasterDocument) -> Bool {
        let background = document.mypaintBackground?.layer.source
        func supported(_ stack: OpenRasterStackNode) -> Bool {
            stack.children.allSatisfy { child in
                switch child {
                case .layer(let layer): layer.source == background || LayerStack.supports(layer.effectiveCompositeOp)
                case .stack(let group): LayerStack.supports(group.effectiveCompositeOp) && supported(group)
                }
            }
        }
        return document.layers.contains { $0.source != background } && supported(document.root)
    }

    /// What a save of another app's file opened as layers would not write back, phrased for
    /// the painter: elements of `stack.xml` the model cannot hold, and, where the file has no
    /// MyPaint background, the paper Flourish writes as one. Everything else (attributes,
    /// stroke maps, settings, unknown members, the background) goes back as it came.
    static func notKeptOnLayeredSave(_ document: OpenRasterDocument, background: Bool) -> [String] {
        var lost = document.skippedElements.map { OpenRasterNote.unknownElement($0).description }
        if !background { lost.append("Flourish's paper would be added under its layers as a background") }
        return lost
    }

    /// Flourish's attributes on `<image>` (see `DocumentWriter.writeOpenRaster`), when the file
    /// has all of them. Where the image lies on the canvas (`flourish:x`, `flourish:y`) is
    /// bounded as a layer's offset is (±`OpenRasterLimits.maxOffset`), so that the origin, a
    /// layer's offset and a row add up without overflow; a value past that is refused.
    static func flourishAttributes(_ attributes: [OpenRasterAttribute], path: String) throws(DocumentError)
        -> (canvas: (Int, Int), origin: (x: Int, y: Int), paper: Color, paperLayer: String)?
    {
        let prefix = DocumentWriter.namespace.prefix + ":"
        func value(_ name: String) -> String? { attributes.first { $0.qualifiedName == prefix + name }?.value }
        func offset(_ name: String) throws(DocumentError) -> Int? {
            guard let text = value(name) else { return nil }
            guard let number = Int(text), number.magnitude <= OpenRasterLimits.maxOffset else {
                throw DocumentError(
                    path: path,
                    reason: "\(OpenRasterMember.stack): <image> \(prefix)\(name)=\"\(Excerpt.of(text))\" is not an integer "
                        + "within ±\(OpenRasterLimits.maxOffset)")
            }
            return number
        }
        let (x, y) = (try offset("x"), try offset("y"))
        guard let width = value("canvas-width").flatMap({ Int($0) }), let height = value("canvas-height").flatMap({ Int($0) }),
            width > 0, height > 0, let x, let y,
            let paper = value("paper").flatMap({ Color(hex: $0) }), let paperLayer = value("paper-layer")
        else { return nil }
        return ((width, height), (x, y), paper, paperLayer)
    }

    /// A Flourish file's image is the painted part of its canvas: it must lie on the canvas
    /// the file declares, or its rows would be written past the canvas's edge.
    static func checkImageFits(
        _ image: (width: Int, height: Int), at origin: (x: Int, y: Int), onCanvas canvas: (width: Int, height: Int),
        path: String
    ) throws(DocumentError) {
        // The origin is within ±10⁹ and the sizes within max_canvas: these sums cannot overflow.
        guard origin.x >= 0, origin.y >= 0, origin.x + image.width <= canvas.width,
            origin.y + image.height <= canvas.height
        else {
            throw DocumentError(
                path: path,
                reason: "\(OpenRasterMember.stack): the \(image.width)x\(image.height) image at \(origin.x),\(origin.y) does not "
                    + "fit on the \(canvas.width)x\(canvas.height) canvas the file declares")
        }
    }

    /// The limits a file is read under when `maxCanvas` is `max_canvas`: no image or layer of
    /// more pixels than it holds (its product saturated, for a limit set absurdly high).
    static func limits(maxCanvas: (width: Int, height: Int)) -> OpenRasterLimits {
        let (pixels, overflow) = max(1, maxCanvas.width).multipliedReportingOverflow(by: max(1, maxCanvas.height))
        return OpenRasterLimits(maxPixels: overflow ? Int.max : pixels)
    }

    /// An OpenRaster error's text without the file's path in front (DocumentError names it).
    static func reason(_ description: String, path: String) -> String {
        description.hasPrefix(path + ": ") ? String(description.dropFirst(path.count + 2)) : description
    }
}
