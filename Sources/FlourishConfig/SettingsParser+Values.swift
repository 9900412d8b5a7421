import FlourishPaint
import FlourishSamples
import FlourishSession
import FlourishTablet
import FlourishText

extension SettingsParser {
    /// Sets `key` to `value`; returns why it cannot be, the setting keeping what it had, or
    /// nil. Every message quotes an excerpt of the value, never all of it.
    static func apply(key: String, value: String, to settings: inout Settings) -> String? {
        func bad(_ expected: String) -> String {
            "\(key): '\(Excerpt.of(value))' is not \(expected); keeping the default"
        }
        switch key {
        case "frame_cap_hz":
            guard let v = NumberText.double(value), v >= 1, v <= 1000 else { return bad("a rate in 1...1000 Hz") }
            settings.frameCapHz = v
        case "canvas":
            let limit = (settings.session.maxCanvasWidth, settings.session.maxCanvasHeight)
            guard let (w, h) = size(value) else { return bad("WIDTHxHEIGHT") }
            if let why = SessionSetup.canvasProblem(width: w, height: h, limit: limit) {
                return "canvas: \(why); keeping \(settings.session.canvasWidth)x\(settings.session.canvasHeight)"
            }
            (settings.session.canvasWidth, settings.session.canvasHeight) = (w, h)
        case "max_canvas":
            guard let (w, h) = size(value), w <= 65536, h <= 65536 else { return bad("WIDTHxHEIGHT up to 65536x65536") }
            (settings.session.maxCanvasWidth, settings.session.maxCanvasHeight) = (w, h)
        case "autosave_seconds":
            guard let v = NumberText.double(value), v >= 1, v <= 86400 else { return bad("seconds in 1...86400") }
            settings.autosaveSeconds = v
        case "gesture_confidence":
            // 0 would act on every guess, class 0's too; above 1 would act on none.
            guard let v = NumberText.double(value), v > 0, v <= 1 else { return bad("a confidence in (0, 1]") }
            settings.gestureConfidence = v
        case "window":
            guard let (w, h) = size(value) else { return bad("WIDTHxHEIGHT") }
            (settings.windowWidth, settings.windowHeight) = (w, h)
        case "brush":
            guard !value.isEmpty else { return bad("a brush path or group/name") }
            settings.session.brush = value
        case let slot where slot.hasPrefix("slot") && slot.count == 5 && ("1"..."9").contains(slot.suffix(1)):
            let index = Int(slot.suffix(1)).map { $0 - 1 } ?? 0
            guard !value.isEmpty else { return bad("a brush path or group/name") }
            if let error = Brush.loadProblem(value) {
                return "\(key): '\(Excerpt.of(value))' cannot be loaded (\(error.reason): \(Excerpt.of(error.path))); "
                    + "keeping \(settings.session.slotBrushes[index])"
            }
            settings.session.slotBrushes[index] = value
        case "brush_radius":
            guard let v = NumberText.double(value), v > 0, v <= 1000 else { return bad("a radius in pixels (0...1000]") }
            settings.session.brushRadius = v
        case "color":
            guard let c = Color(hex: value) else { return bad("a colour #rrggbb") }
            settings.session.color = c
        case "paper":
            guard let c = Color(hex: value) else { return bad("a colour #rrggbb") }
            settings.session.paper = c
        case "mouse_pressure":
            guard let v = NumberText.double(value), v > 0, v <= 1 else { return bad("a pressure in (0, 1]") }
            settings.mousePressure = v
        case "eraser_brush":
            guard !value.isEmpty else { return bad("a brush path or group/name") }
            settings.session.eraserBrush = value
        case "eraser_radius":
            guard let v = NumberText.double(value), v > 0, v <= 1000 else { return bad("a radius in pixels (0...1000]") }
            settings.session.eraserRadius = v
        case "undo_memory_mb":
            guard let v = NumberText.int(value), v >= 1, v <= 1 << 20 else {
                return bad("a whole number of megabytes in 1...1048576")
            }
            settings.session.undoMemoryBytes = v << 20
        case "start_zoom":
            if value == "fit" {
                settings.session.startZoom = .fit
            } else if let v = NumberText.double(value), v >= ViewTransform.minimumZoom, v <= ViewTransform.maximumZoom {
                settings.session.startZoom = .scale(v)
            } else {
                return bad("fit, or a zoom from 0.0625 to 32")
            }
        case "pressure_curve":
            do { settings.pressureCurve = try PressureCurve(parsing: value) } catch {
                // The curve's own reason quotes the pair it refused: an excerpt of it, too.
                return bad("a curve 'x,y x,y …' from 0,… to 1,… (\(Excerpt.of("\(error)", limit: 60)))")
            }
        case "renderer":
            guard let choice = RendererChoice(rawValue: value) else { return bad("auto, gpu or software") }
            settings.renderer = choice
        case "vsync", "reduce_motion", "overlay":
            let flag: Bool
            switch value {
            case "true", "on", "yes": flag = true
            case "false", "off", "no": flag = false
            default: return bad("true or false")
            }
            switch key {
            case "vsync": settings.vsync = flag
            case "overlay": settings.overlay = flag
            default: settings.reduceMotion = flag
            }
        default:
            return "unknown key '\(Excerpt.of(key))' (known: \(keys.joined(separator: ", ")))"
        }
        return nil
    }
}
