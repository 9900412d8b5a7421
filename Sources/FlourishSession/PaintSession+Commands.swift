import FlourishLayers
import FlourishPaint
import FlourishSamples
import FlourishStabilizer

/// What each command does to the session, once it is its turn (see `perform`).
extension PaintSession {
    func apply(_ command: SessionCommand, _ changes: inout SessionChanges) {
        // A command that changes the painting finds the layers holding their own pixels: an
        // open transform preview is ended first (every pixel back), so an undo, a clear or a
        // layer command never trades tiles with the preview's.
        if command.waitsForStrokeEnd, !transformPreview.isEmpty {
            changes.canvas += endTransformPreview().canvas
        }
        switch command {
        case .undo, .redo:
            let undo = command == .undo
            if let tiles = ledger.trade(undo: undo, on: layers, closing: engine.tiles) {
                if undo { stepsUndone += 1 } else { stepsRedone += 1 }
                changes.canvas.append(region(of: tiles))
                followCurrentLayer()
            }
            changes.historyChanged = true
        case .clear:
            ledger.closeOpenStep(store: engine.tiles)
            // With a selection, only what it covers goes.
            guard selection == nil else {
                clearSelected(&changes)
                break
            }
            // The current layer's paint goes; the others stay.
            let layer = engine.tiles
            let (region, removed) = engine.clear()
            layers.recomposite(region.tiles)
            if !removed.isEmpty {
                ledger.pushStep(kind: .clear, store: layer, tiles: removed.mapValues { .some($0) })
                changes.canvas.append(region)
                changes.historyChanged = true
            }
        case .zoom(let steps, let x, let y):
            changeView(&changes) { $0.zoom(steps: steps, aboutX: x, aboutY: y) }
        case .pan(let dx, let dy):
            changeView(&changes) { $0.pan(dx: dx, dy: dy) }
        case .resetView:
            changeView(&changes) { $0.fit() }
        case .zoomTo(let scale, let x, let y):
            changeView(&changes) { $0.zoom(to: scale, aboutX: x, aboutY: y) }
        case .rotateView(let degrees, let x, let y):
            changeView(&changes) { $0.rotate(by: degrees, aboutX: x, aboutY: y) }
        case .setViewRotation(let degrees, let x, let y):
            changeView(&changes) { $0.rotate(to: degrees, aboutX: x, aboutY: y) }
        case .mirrorView(let x, let y):
            changeView(&changes) { $0.mirror(aboutX: x, aboutY: y) }
        case .placeView(let zoom, let rotation, let canvasX, let canvasY, let windowX, let windowY):
            changeView(&changes) {
                $0.place(zoom: zoom, rotation: rotation, canvasX: canvasX, canvasY: canvasY, windowX: windowX, windowY: windowY)
            }
        case .setBrushView(let zoom, let rotation):
            (engine.viewZoom, engine.viewRotation) = (zoom, rotation)
        case .resizeViewport(let width, let height):
            changeView(&changes) { $0.resize(width: width, height: height) }
        case .brushBigger:
            brushes.scaleBrushes(by: BrushSlots.biggerFactor, on: engine)
            changes.brushChanged = true
        case .brushSmaller:
            brushes.scaleBrushes(by: 1 / BrushSlots.biggerFactor, on: engine)
            changes.brushChanged = true
        case .scaleBrush(let factor):
            guard factor.isFinite, factor > 0 else { return }
            brushes.scaleBrushes(by: factor, on: engine)
            changes.brushChanged = true
        case .liftTools:
            engine.liftAllTools()
            stabilizer.forget()
            toolsLifted = true
            if isStrokeInProgress {
                isStrokeInProgress = false
                applyDeferred(&changes)
            }
        case .save(let path):
            changes.save = saveRequest(to: path)
        case .selectSlot(let n):
            if brushes.select(n, on: engine, &changes) { stabilizer.strength = brushes.currentSlot.stabilizer }
        case .setSlotBrush(let name):
            var slot = brushes.currentSlot
            slot.brush = name
            slot.radius = nil
            brushes.replaceCurrent(with: slot, on: engine, &changes)
        case .loadBrush(let path, let radius, let color):
            // The brush is the file's; the stabilizer stays the slot's.
            let slot = BrushSlot(brush: path, radius: radius, color: color, stabilizer: brushes.currentSlot.stabilizer)
            brushes.replaceCurrent(with: slot, on: engine, &changes)
        case .layer(let command):
            ledger.closeOpenStep(store: engine.tiles)
            let change = layers.apply(command)
            if let problem = change.problem { changes.problems.append(problem) }
            if let before = change.before {
                ledger.pushStep(
                    kind: .layers, store: change.written?.store, tiles: change.written?.journal.replaced ?? [:],
                    arrangement: before)
                changes.historyChanged = true
            }
            if !change.tiles.isEmpty { changes.canvas.append(region(of: change.tiles)) }
            followCurrentLayer()
            changes.layersChanged = true
        case .setSymmetry(let symmetry):
            // A tool state like the brush: the strokes it shapes are the undo steps, and a
            // stroke's mirrored dabs land in that stroke's journal with the rest of it.
            guard symmetry != engine.symmetry else { break }
            engine.symmetry = symmetry
            changes.symmetryChanged = true
        case .transformLayer(let map):
            transformLayer(by: map, &changes)
        case .select(let shape, let combination):
            select(shape, combination, &changes)
        case .selectEverything(let all):
            selectEverything(all, &changes)
        case .paste(let x, let y, let png):
            paste(png, atX: x, y: y, &changes)
        case .setColor(let color), .pickColor(let color):
            brushes.currentSlot.color = color
            engine.brush(for: .pen).setColor(color)
            engine.brush(for: .mouse).setColor(color)
            if case .pickColor = command { recentColors.use(color) }
            changes.brushChanged = true
        case .setStabilizer(let strength):
            guard !strength.isNaN else { return }
            brushes.currentSlot.stabilizer = Stabilizer.clamped(strength)
            stabilizer.strength = brushes.currentSlot.stabilizer
            changes.brushChanged = true
        }
    }

    /// The colour the canvas shows under window point (x, y) (as the screen shows it; the
    /// current layer's alone over the paper with `eyedropper = layer`), or nil off the canvas:
    /// what the eyedropper picks, stored through the painting's curve.
    public func colorUnder(windowX x: Double, windowY y: Double) -> Color? {
        let point = view.canvasPoint(windowX: x, windowY: y)
        guard point.x.isFinite, point.y.isFinite, abs(point.x) < 1e9, abs(point.y) < 1e9 else { return nil }
        let (column, row) = (Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
        guard setup.eyedropper == .layer else { return canvasLook.color(atX: column, y: row, of: canvas) }
        return CanvasLook(paper: paper, curve: curve).color(atX: column, y: row, of: layers.current.tiles)
    }

    /// A view change moves the canvas under a pen that may be resting on it: the brush is
    /// lifted, so its next sample places it instead of drawing a line from where it was.
    private func changeView(_ changes: inout SessionChanges, _ change: (inout ViewTransform) -> Void) {
        let before = view
        change(&view)
        guard view != before else { return }
        changes.viewChanged = true
        if !toolsLifted {
            log.record(.liftTools, &changes)
            engine.liftAllTools()
            stabilizer.forget()
            toolsLifted = true
        }
    }

    func applyDeferred(_ changes: inout SessionChanges) {
        let waiting = deferred
        deferred.removeAll()
        for command in waiting { apply(command, &changes) }
    }

    /// Strokes from now on paint on the stack's current layer (after a layer command, an undo
    /// or a redo, which may have changed which one that is).
    func followCurrentLayer() {
        guard engine.tiles !== layers.current.tiles else { return }
        engine.paint(on: layers.current.tiles)
    }

    /// The dirty region of whole tiles `tiles`.
    func region(of tiles: [TileCoordinate]) -> DirtyRegion {
        guard let first = tiles.first else { return .none }
        var x0 = Int(first.x)
        var y0 = Int(first.y)
        var x1 = x0
        var y1 = y0
        for tile in tiles {
            x0 = min(x0, Int(tile.x))
            y0 = min(y0, Int(tile.y))
            x1 = max(x1, Int(tile.x))
            y1 = max(y1, Int(tile.y))
        }
        let size = TileStore.tileSize
        return DirtyRegion(
            tiles: tiles, bounds: PixelRect(x: x0 * size, y: y0 * size, width: (x1 - x0 + 1) * size, height: (y1 - y0 + 1) * size))
    }
}
