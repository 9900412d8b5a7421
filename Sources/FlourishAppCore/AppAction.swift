/// What a key asks the app to do. Actions that change the painting become session commands;
/// the rest (quit, confetti, the overlay) belong to the window.
package enum AppAction: String, CaseIterable, Sendable {
    case undo
    case redo
    case clear
    case save
    case saveAs
    case exportPNG
    case newPainting
    case openPainting
    case openRecent
    case quit
    case brushSmaller
    case brushBigger
    case zoomIn
    case zoomOut
    case fitView
    case rotateViewLeft
    case rotateViewRight
    case uprightView
    case mirrorView
    case symmetryMode
    case symmetryCentre
    case symmetryLines
    case stabilizerWeaker
    case stabilizerStronger
    case popConfetti
    case dismiss
    case toggleConfettiLook
    case toggleReduceMotion
    case toggleOverlay
    case slot1, slot2, slot3, slot4, slot5, slot6, slot7, slot8, slot9
    case brushChooser
    case colorPanel
    case layersPanel
    case toggleGestureMode
    case newLayer
    case duplicateLayer
    case deleteLayer
    case mergeLayerDown
    case layerAbove
    case layerBelow
    case moveLayerUp
    case moveLayerDown
    case groupLayer
    case ungroupLayer
    case help
    case toggleChrome
    case eraserMode
    case actualSize
    case transform
    case selectRectangle
    case selectLasso
    case selectAll
    case selectNone
    case copy
    case cut
    case paste

    /// What the README's key table says the action does, word for word.
    package var summary: String {
        switch self {
        case .undo: "undo the last stroke (or clear)"
        case .redo: "redo"
        case .clear: "clear the current layer, or what is selected (undoable)"
        case .save: "save the painting to its file (off the frame loop)"
        case .saveAs: "save the painting as a file chosen in the desktop's file chooser, which becomes its file"
        case .exportPNG: "export a PNG of the painting to a file chosen in the file chooser (nothing else changes)"
        case .newPainting: "a new painting: choose its size (unsaved paint is saved first)"
        case .openPainting: "open a painting chosen in the desktop's file chooser (unsaved paint is saved first)"
        case .openRecent: "open recent: the last ten paintings, with their thumbnails, and the file commands"
        case .quit: "quit (unsaved paint is saved first)"
        case .brushSmaller: "brush smaller"
        case .brushBigger: "brush bigger"
        case .zoomIn: "zoom in about the window's centre"
        case .zoomOut: "zoom out about the window's centre"
        case .fitView: "fit the canvas in the window"
        case .rotateViewLeft: "turn the view 15° anticlockwise"
        case .rotateViewRight: "turn the view 15° clockwise"
        case .uprightView: "turn the view upright again (0°)"
        case .mirrorView: "mirror the view left to right, or back"
        case .symmetryMode: "symmetry: off, vertical, horizontal, both, rotational, snowflake (from the next stroke)"
        case .symmetryCentre: "put the symmetry's centre under the pointer"
        case .symmetryLines: "one more line for rotational and snowflake symmetry (2 to 12, then 2)"
        case .stabilizerWeaker: "the current slot's stabilizer 0.1 weaker (0: off), even mid-stroke"
        case .stabilizerStronger: "the current slot's stabilizer 0.1 stronger (at most 1), even mid-stroke"
        case .popConfetti: "confetti at the pointer"
        case .dismiss: "close the open panel, or cancel the confetti"
        case .toggleConfettiLook: "confetti look: flat or 3D"
        case .toggleReduceMotion: "reduce motion on or off"
        case .toggleOverlay: "frame-time overlay"
        case .brushChooser: "the brush chooser: pick a brush for the current slot"
        case .colorPanel: "the colour panel: hue ring, saturation/value square, recent colours"
        case .layersPanel: "the layers panel: show, hide, fade, blend, add, delete and reorder layers"
        case .toggleGestureMode: "gesture mode on or off: the pen writes commands, the mouse still paints"
        case .newLayer: "a new layer above the current one"
        case .duplicateLayer: "duplicate the current layer"
        case .deleteLayer: "delete the current layer (undoable)"
        case .mergeLayerDown: "merge the current layer into the one below"
        case .layerAbove: "paint on the layer above"
        case .layerBelow: "paint on the layer below"
        case .moveLayerUp: "move the current layer up (into a group above, out at a group's top)"
        case .moveLayerDown: "move the current layer down (into a group below, out at a group's bottom)"
        case .groupLayer: "put the current layer (or group) in a new group"
        case .ungroupLayer: "ungroup the current group: its layers take its place"
        case .help: "help: every key and what it does, with a search field (F1 or Escape closes it)"
        case .toggleChrome: "hide or show the toolbar and the rest of the chrome (remembered)"
        case .eraserMode: "eraser mode on or off: the pen tip and the mouse erase, with the eraser end's brush and size"
        case .actualSize: "zoom to 1:1 (a canvas pixel a window pixel) about the window's centre"
        case .transform: "transform the current layer (or the selection): drag to move, corners scale, outside turns; H/V flip, Enter applies, Escape cancels"
        case .selectRectangle: "select a rectangle: drag it (Shift adds, Alt takes away)"
        case .selectLasso: "select freehand: drag round it (Shift adds, Alt takes away)"
        case .selectAll: "select the whole canvas"
        case .selectNone: "select nothing: paint lands anywhere again"
        case .copy: "copy the current layer's paint (or the selected part) to the clipboard as a PNG, for other programs"
        case .cut: "cut: copy as Ctrl+C does, then clear what was copied (undoable)"
        case .paste: "paste the clipboard's picture (Flourish's copy, or another program's PNG) on a new layer, the transform open"
        default: "brush slot \(slotNumber ?? 0)"
        }
    }

    /// 1...9 for the slot keys.
    package var slotNumber: Int? {
        let slots: [AppAction] = [.slot1, .slot2, .slot3, .slot4, .slot5, .slot6, .slot7, .slot8, .slot9]
        return slots.firstIndex(of: self).map { $0 + 1 }
    }
}
