import CSDL2
import FlourishAppCore
import FlourishFrameClock
import FlourishSamples
import FlourishSession
import Foundation

/// The dispatch: SDL events become samples, session commands, panel input or window work.
extension PaintApp {
    func handle(_ event: SDL_Event) {
        if event.type == window.video.wakeEventType {
            woken(for: WakeReason(code: event.user.code))
            return
        }
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            loop.quit()
        case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP:
            handleButton(event)
        case SDL_MOUSEMOTION:
            let motion = event.motion
            // SDL's pointer made from a finger: fingers come through XInput2 (PaintApp+Touch).
            guard motion.which != MouseInput.touchMouseID else { return }
            let (x, y) = (Double(motion.x), Double(motion.y))
            corePointerMoved(to: (x, y))
            follow(canvasInput.router.moved(x: x, y: y, panel: panels.open), for: event)
        case SDL_MOUSEWHEEL:
            let wheel = event.wheel
            let flipped = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue
            let steps = Int(wheel.y) * (flipped ? -1 : 1)
            follow(
                canvasInput.router.wheel(steps: steps, x: Double(wheel.mouseX), y: Double(wheel.mouseY), panel: panels.open),
                for: event)
        case SDL_KEYDOWN:
            if panels.openTyping != nil, typeKey(event.key.keysym) { return }
            if modifierChanged(event.key.keysym.sym, down: true) {
                return
            } else if let chord = KeyChord(sdl: event.key.keysym) {
                if toolTookKey(chord) { return }
                if let action = KeyBindings.action(for: chord) { perform(action) }
            }
        case SDL_KEYUP:
            _ = modifierChanged(event.key.keysym.sym, down: false)
        case SDL_TEXTINPUT:
            if let panel = panels.openTyping { carryOut(panel.type(Self.text(of: event.text))) }
        case SDL_WINDOWEVENT:
            handleWindowEvent(event.window)
        case SDL_RENDER_TARGETS_RESET, SDL_RENDER_DEVICE_RESET:
            // Pictures drawn into textures were lost with them.
            drawer.chrome.pictureLost()
            redraw()
        case SDL_DROPFILE:
            // SDL hands over the name; it is ours to free.
            guard let file = event.drop.file else { break }
            let path = String(cString: file)
            SDL_free(file)
            openDropped(path)
        default:
            break
        }
    }

    /// Another thread woke the loop, for `reason`.
    func woken(for reason: WakeReason) {
        switch reason {
        case .quitSignal(let number):
            // Leave the loop; the way out saves.
            Console.say("\(QuitSignals.name(number)): saving and quitting")
            loop.quit(signal: number)
        case .input:
            let devices = inputs.takeDeviceChanges()
            if devices.endStrokes {
                // A device came or went, or a tool left proximity: whatever it was drawing
                // ends here, gesture ink too.
                command(.liftTools)
                endGestureInk()
            }
            if let tools = devices.tools {
                Console.say("tablet tools now: \(tools.isEmpty ? "none" : tools.joined(separator: ", "))")
            }
            if inputs.hasPending { loop.noteChange() }
        case .saveFinished:
            if documents.keeper.queue.hasFinished { takeSaveOutcomes() }
        case .previewsReady:
            if panels.open?.wantsFrame == true { redraw() }
        case .fileChosen:
            takeFileAnswers()
        case .clipboardAnswered:
            takeClipboardAnswer()
        case .recognized, .told:
            // The loop's next turn takes the answer in (`tickGestures`), and the message.
            break
        }
    }

    func handleButton(_ event: SDL_Event) {
        let button = event.button
        // SDL's clicks made from a finger: fingers come through XInput2 (PaintApp+Touch).
        guard button.which != MouseInput.touchMouseID else { return }
        let pressed = event.type == SDL_MOUSEBUTTONDOWN.rawValue
        if pressed { figures.noteMouseButtonPress() }
        let (x, y) = (Double(button.x), Double(button.y))
        corePointerMoved(to: (x, y))
        // Which device pressed is the reader's to say: it first brings in what came before.
        if pressed { inputs.catchUp() }
        let route =
            pressed
            ? canvasInput.router.buttonPressed(
                Int(button.button), x: x, y: y, panel: panels.open, eyedropperHeld: canvasInput.eyedropperHeld,
                fromPen: inputs.penIsPointing, viewPivot: session.view.pivot)
            : canvasInput.router.buttonReleased(Int(button.button), x: x, y: y, panel: panels.open)
        follow(route, for: event)
    }

    /// Carries out where the router sent a pointer event.
    func follow(_ route: PointerRoute, for event: SDL_Event) {
        switch route {
        case .panel(let outcome): carryOut(outcome)
        // Samples that came before the press paint with the view they were made in.
        case .panStarted: paintPending()
        case .pan(let dx, let dy): command(.pan(dx: dx, dy: dy))
        case .turn(let degrees):
            let pivot = session.view.pivot
            command(.rotateView(degrees: degrees, aboutX: pivot.x, aboutY: pivot.y))
        case .zoom(let steps, let x, let y): command(.zoom(steps: steps, aboutX: x, aboutY: y))
        case .pickColor(let x, let y): pickColor(atX: x, y: y)
        case .chrome(let pointer): chromePointer(pointer)
        case .openPalette(let x, let y): openPalette(atX: x, y: y)
        case .canvas:
            pointerOverChrome(false)
            toolEvent(event)
        case .ignore: break
        }
    }

    /// SDL's mouse path: the sample an event stands for goes to the feeder, unless something
    /// holds input off the canvas.
    func pushMouseSample(for event: SDL_Event) {
        guard let sample = inputs.mouseSample(for: event) else { return }
        if canvasInput.withholdsSamples(panelOpen: panels.open != nil) {
            canvasInput.noteWithheld()
        } else {
            push(sample)
        }
    }

    func pickColor(atX x: Double, y: Double) {
        paintPending()
        guard let color = session.colorUnder(windowX: x, windowY: y) else { return }
        command(.pickColor(color))
        Console.say("picked \(color)")
    }

    func handleWindowEvent(_ event: SDL_WindowEvent) {
        switch SDL_WindowEventID(UInt32(event.event)) {
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            do { try drawer.screen.resize() } catch { Console.warn("resize: \(error)") }
            let drawable = drawer.renderer.outputSize
            command(.resizeViewport(width: drawable.width, height: drawable.height))
            layChrome(width: drawable.width)
            panels.resize(width: drawable.width, height: drawable.height)
            redraw()
        case SDL_WINDOWEVENT_EXPOSED, SDL_WINDOWEVENT_SHOWN, SDL_WINDOWEVENT_RESTORED:
            redraw()
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            // Ctrl may have gone down or up while another window had the keyboard.
            controlChanged(down: UInt32(SDL_GetModState().rawValue) & KMOD_CTRL.rawValue != 0)
        case SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED:
            // A burst nobody saw is over; it does not replay when the window returns.
            drawer.confetti.engine.windowHidden()
            loop.isAnimating = false
        case SDL_WINDOWEVENT_ENTER:
            canvasInput.pointer.entered()
            loop.noteChange()
        case SDL_WINDOWEVENT_LEAVE:
            canvasInput.pointer.left()
            loop.noteChange()
        default:
            break
        }
    }

    func perform(_ action: AppAction) {
        putToolAway(before: action)
        figures.noteAction(action)
        let size = window.size
        switch action {
        case .undo: command(.undo)
        case .redo: command(.redo)
        case .clear: command(.clear)
        case .save: save()
        case .saveAs, .exportPNG, .newPainting, .openPainting, .openRecent: performFileAction(action)
        case .quit: loop.quit()
        case .brushSmaller: command(.brushSmaller)
        case .brushBigger: command(.brushBigger)
        case .zoomIn: command(.zoom(steps: 1, aboutX: Double(size.width) / 2, aboutY: Double(size.height) / 2))
        case .zoomOut: command(.zoom(steps: -1, aboutX: Double(size.width) / 2, aboutY: Double(size.height) / 2))
        case .rotateViewLeft, .rotateViewRight:
            let step = action == .rotateViewLeft ? -ViewTransform.rotationStep : ViewTransform.rotationStep
            command(.rotateView(degrees: step, aboutX: Double(size.width) / 2, aboutY: Double(size.height) / 2))
        case .uprightView: command(.setViewRotation(degrees: 0, aboutX: Double(size.width) / 2, aboutY: Double(size.height) / 2))
        case .mirrorView: command(.mirrorView(aboutX: Double(size.width) / 2, aboutY: Double(size.height) / 2))
        case .symmetryMode:
            command(.setSymmetry(
                SymmetryControls.nextMode(
                    after: session.symmetry, canvasWidth: session.canvas.width, canvasHeight: session.canvas.height)))
        case .symmetryCentre:
            guard let pointer = canvasInput.pointer.position else { break }
            let point = session.view.canvasPoint(windowX: pointer.x, windowY: pointer.y)
            if let centred = SymmetryControls.centred(session.symmetry, atX: point.x, y: point.y) {
                command(.setSymmetry(centred))
            }
        case .symmetryLines: command(.setSymmetry(SymmetryControls.moreLines(session.symmetry)))
        case .stabilizerWeaker, .stabilizerStronger:
            let now = session.slots[session.currentSlot - 1].stabilizer
            let step = action == .stabilizerWeaker ? -InstrumentSummary.stabilizerStep : InstrumentSummary.stabilizerStep
            // In tenths, so ten presses from off are exactly full strength.
            command(.setStabilizer(min(max(((now + step) * 10).rounded() / 10, 0), 1)))
        case .fitView: command(.resetView)
        case .actualSize: command(.zoomTo(scale: 1, aboutX: Double(size.width) / 2, aboutY: Double(size.height) / 2))
        case .popConfetti:
            var x: Int32 = 0
            var y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            popConfetti(count: 80, origin: (Double(x), Double(y)), at: MonotonicClock.now())
        case .dismiss:
            if panels.open != nil {
                closePanel()
            } else {
                drawer.confetti.engine.cancel()
                redraw()
            }
        case .toggleConfettiLook:
            let confetti = drawer.confetti
            confetti.look = confetti.look == .flat ? .threeD : .flat
            Console.say("confetti look: \(confetti.look == .flat ? "flat" : "3D")")
        case .toggleReduceMotion:
            drawer.confetti.engine.reduceMotion.toggle()
            Console.say("reduce motion: \(drawer.confetti.engine.reduceMotion ? "on" : "off")")
            loop.noteChange()
        case .toggleOverlay:
            // Drawn once now, then only with frames drawn anyway.
            drawer.overlayVisible.toggle()
            drawer.overlay?.refreshText()
            redraw()
        case .brushChooser:
            paintPending()
            panels.toggleBrushChooser(
                slot: session.currentSlot, brushPath: session.engine.brush(for: .pen).path, now: MonotonicClock.now())
            panelsChanged()
        case .colorPanel:
            paintPending()
            panels.toggleColorPanel(current: session.currentBrush.color, recent: session.recentColors.colors)
            panelsChanged()
        case .layersPanel:
            paintPending()
            panels.toggleLayersPanel(stack: { [unowned self] in session.layers }, space: { [unowned self] in session.colorSpace })
            panelsChanged()
        case .toggleGestureMode:
            toggleGestureMode()
        case .help:
            paintPending()
            panels.toggleHelp()
            panelsChanged()
        case .toggleChrome: toggleChrome()
        case .eraserMode: toggleEraserMode()
        case .newLayer: command(.layer(.add))
        case .duplicateLayer: command(.layer(.duplicate))
        case .deleteLayer: command(.layer(.delete))
        case .mergeLayerDown: command(.layer(.mergeDown))
        case .moveLayerUp: command(.layer(.moveUp))
        case .moveLayerDown: command(.layer(.moveDown))
        case .groupLayer: command(.layer(.group))
        case .ungroupLayer: command(.layer(.ungroup))
        case .layerAbove:
            if session.layers.currentIndex + 1 < session.layers.entries.count {
                command(.layer(.select(session.layers.currentIndex + 1)))
            }
        case .layerBelow:
            if session.layers.currentIndex > 0 { command(.layer(.select(session.layers.currentIndex - 1))) }
        case .transform: startTransform()
        case .selectRectangle, .selectLasso, .selectAll, .selectNone: performSelection(action)
        case .copy: copyToClipboard()
        case .cut: if copyToClipboard() { command(.clear) }
        case .paste: pasteFromClipboard()
        case .slot1, .slot2, .slot3, .slot4, .slot5, .slot6, .slot7, .slot8, .slot9:
            if let n = action.slotNumber { command(.selectSlot(n)) }
        }
    }

    /// Hands a command to the session, after the samples that came before it, and takes in
    /// what it changed.
    func command(_ command: SessionCommand) {
        paintPending()
        reflect(session.perform(command))
    }

    /// Takes in what the session changed: the screen, the title, the loop, saves.
    func reflect(_ changes: SessionChanges) {
        for region in changes.canvas { drawer.screen.invalidate(region) }
        // A layer's mode may have put the paper in the composite, or cut through it.
        let look = session.canvasLook
        if look != drawer.screen.look {
            drawer.screen.look = look
            loop.redrawWhole()
        }
        if changes.viewChanged || changes.brushChanged || changes.symmetryChanged { loop.redrawWhole() }
        if changes.symmetryChanged { drawer.symmetry = session.symmetry }
        if changes.selectionChanged { toolChanged() }
        if !changes.canvas.isEmpty || changes.historyChanged, changes.documentDirty {
            documents.noteChange(at: MonotonicClock.now())
        }
        if changes.brushChanged || changes.layersChanged || changes.viewChanged || changes.symmetryChanged
            || changes.documentDirty != title.showsUnsaved
        {
            updateTitle()
        }
        // The layers panel shows the stack as it is now (its rows, thumbnails, highlight);
        // undo and redo change the stack too, and the thumbnails follow any paint.
        if let panel = panels.openLayersPanel, changes.layersChanged || changes.historyChanged || !changes.canvas.isEmpty {
            if changes.layersChanged { panel.layersChanged() }
            redraw()
        }
        if changes.needsRedraw || changes.historyChanged { loop.noteChange() }
        if changes.historyChanged, heapGiveBack.historyHolds(session.historyBytes) { HeapGiveBack.trim() }
        if let problem = documents.record(changes) { Console.warn(problem) }
        for problem in changes.problems { Console.warn(problem) }
        if let request = changes.save { documents.keeper.save(request, of: session) }
        refreshChrome()
    }

    /// Sets the title where what it says changed (never after the X server is gone).
    func updateTitle() {
        guard !window.isGone else { return }
        let text = WindowTitle.text(
            slot: session.currentSlot, brush: session.currentBrush.displayName,
            radius: session.engine.brush(for: .pen).radius, document: session.documentPath,
            unsaved: session.isDocumentDirty, status: documents.titleStatus, gestureMode: gestures.modeOn,
            layer: layerForTitle, instruments: instrumentsForTitle, tool: canvasInput.tools.isBrush ? nil : canvasInput.tools.name)
        if let changed = title.update(to: text, unsaved: session.isDocumentDirty) { window.title = changed }
    }

    /// What the view and the instruments are doing, for the title.
    var instrumentsForTitle: [String] {
        InstrumentSummary.describe(
            session.view, stabilizer: session.slots[session.currentSlot - 1].stabilizer, symmetry: session.symmetry)
            + (canvasInput.eraserMode.isOn ? ["eraser mode"] : [])
    }

    /// The current layer, for the title, where the painting has more than one.
    var layerForTitle: String? {
        let layers = session.layers
        guard layers.entries.count > 1 else { return nil }
        return "\(layers.entries[layers.currentIndex].name) (\(layers.currentIndex + 1)/\(layers.entries.count))"
    }

    func push(_ sample: Sample) {
        feeder.push(sample)
        loop.noteChange()
    }

    func redraw() { loop.redrawWhole() }

    /// SDL's core pointer is at `point` (a motion or a button): see `CanvasInput.corePointerMoved`.
    func corePointerMoved(to point: (x: Double, y: Double)) {
        let window = self.window
        let due = canvasInput.corePointerMoved(
            to: point, at: MonotonicClock.now(), byXInput2: inputs.tablet != nil, serverSaysOver: { window.containsPointer })
        if due { loop.noteChange() }
    }

    /// A new burst replaces the one in flight; the loop animates until its last piece is gone.
    func popConfetti(count: Int, origin: (x: Double, y: Double)?, at time: Double) {
        drawer.confetti.pop(count: count, origin: origin, windowSize: window.size, at: time)
        loop.isAnimating = drawer.confetti.engine.isActive
        loop.noteChange()
    }
}
