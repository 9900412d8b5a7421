import FlourishMemory
import FlourishSamples
import FlourishSessionSetup
import FlourishTablet
import FlourishText

extension SettingsParser {
    /// A slot's brush value this long names no file (Linux's PATH_MAX, 4096, counts the
    /// terminating zero): refused where it is read, as a brush that cannot be loaded was.
    static let maxBrushNameBytes = 4096

    /// Sets `key` to `value` (read at `place`); returns why it cannot be, the setting keeping
    /// what it had, or nil. Every message quotes an excerpt of the value, never all of it.
    /// Nothing is loaded here: a brush is checked only for its shape, and loaded, once, by the
    /// session that paints with it, which names this line if it cannot be.
    static func apply(
        key: String, value: String, at place: (file: String, line: Int), to settings: inout Settings
    ) -> String? {
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
            let kept = settings.session.slotBrushes[index]
            guard value.utf8.count < maxBrushNameBytes else {
                return "\(key): '\(Excerpt.of(value))' is \(value.utf8.count) bytes long, longer than a brush path "
                    + "can be; keeping \(kept)"
            }
            settings.session.configuredBrushes.append(
                ConfiguredBrush(slot: index + 1, name: value, file: place.file, line: place.line, key: key, replaced: kept))
            settings.session.slotBrushes[index] = value
        case let slot where slot.hasPrefix("slot") && slot.hasSuffix("_stabilizer") && slot.count == 16
            && ("1"..."9").contains(slot.dropFirst(4).prefix(1)):
            let index = Int(slot.dropFirst(4).prefix(1)).map { $0 - 1 } ?? 0
            guard let v = NumberText.double(value), v >= 0, v <= 1 else { return bad("a strength in 0...1 (0: off)") }
            settings.session.slotStabilizers[index] = v
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
        case "memory_limit_mb":
            guard let v = NumberText.int(value), v >= 1, v <= MemoryBudget.maxSettingMegabytes else {
                return bad("a whole number of megabytes in 1...\(MemoryBudget.maxSettingMegabytes)")
            }
            settings.session.memoryBudget = MemoryBudget.resolve(megabytes: v)
        case "start_zoom":
            if value == "fit" {
                settings.session.startZoom = .fit
            } else if let v = NumberText.double(value), v >= StartZoom.minimumZoom, v <= StartZoom.maximumZoom {
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
        case "color_space":
            // The setting names the space, not an exponent: a file brings any other.
            guard value == "linear" || value == "legacy", let space = ColorSpace(words: value) else {
                return bad("linear or legacy")
            }
            settings.session.colorSpace = space
        case "eyedropper":
            guard let source = EyedropperSource(rawValue: value) else { return bad("composite or layer") }
            settings.session.eyedropper = source
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
