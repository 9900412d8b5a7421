import FlourishText

/// Reads `key = value` settings files; lines starting with `#` are comments. A bad line is
/// reported and skipped, never fatal: a typo in one setting must not keep a painter from
/// painting.
///
/// The text is read as bytes, line by line, so one bad line costs only itself: a line that
/// is not UTF-8 or is too long is reported with its number (and key, where it has one) while
/// the lines around it still apply, and no message quotes more than an excerpt of a value.
public enum SettingsParser {
    public static let keys = [
        "frame_cap_hz", "canvas", "window", "brush", "brush_radius", "color", "paper",
        "mouse_pressure", "vsync", "eraser_brush", "eraser_radius", "pressure_curve", "reduce_motion", "overlay",
        "undo_memory_mb", "memory_limit_mb", "start_zoom", "slot1", "slot2", "slot3", "slot4", "slot5", "slot6", "slot7", "slot8",
        "slot9", "slot1_stabilizer", "slot2_stabilizer", "slot3_stabilizer", "slot4_stabilizer", "slot5_stabilizer",
        "slot6_stabilizer", "slot7_stabilizer", "slot8_stabilizer", "slot9_stabilizer", "max_canvas", "autosave_seconds", "gesture_confidence", "renderer", "eyedropper",
        "color_space",
    ]
    /// The longest line read: room for a brush path of PATH_MAX (4096) bytes, four times over.
    public static let maxLineBytes = 16 * 1024

    public static func parse(_ text: String, file: String, into settings: inout Settings) -> [SettingsProblem] {
        var text = text
        return text.withUTF8 { parse($0, file: file, into: &settings) }
    }

    public static func parse(_ bytes: [UInt8], file: String, into settings: inout Settings) -> [SettingsProblem] {
        bytes.withUnsafeBufferPointer { parse($0, file: file, into: &settings) }
    }

    public static func parse(
        _ bytes: UnsafeBufferPointer<UInt8>, file: String, into settings: inout Settings
    ) -> [SettingsProblem] {
        var problems: [SettingsProblem] = []
        var lines = LineScanner(bytes)
        while let line = lines.next() {
            if let message = apply(line.bytes, at: (file, line.number), to: &settings) {
                problems.append(SettingsProblem(file: file, line: line.number, message: message))
            }
        }
        return problems
    }

    /// Applies one line, line `place.line` of `place.file`; returns what was wrong with it, or nil.
    static func apply(
        _ raw: UnsafeBufferPointer<UInt8>, at place: (file: String, line: Int), to settings: inout Settings
    ) -> String? {
        // Only whole lines are comments: `#` also starts colour values.
        let line = raw.trimmingSpaces()
        if line.isEmpty || line[0] == UInt8(ascii: "#") { return nil }
        let equals = line.firstIndex(of: UInt8(ascii: "="))
        let keyBytes = equals.map { UnsafeBufferPointer(rebasing: line[..<$0]).trimmingSpaces() }
        // The key, where the line has one that reads: problems name it.
        let key = keyBytes.flatMap { bytes in
            UTF8Check.firstInvalidOffset(bytes) == nil ? String(decoding: bytes, as: UTF8.self) : nil
        }
        let outcome = key == nil ? "skipped" : "keeping the default"
        if line.count > maxLineBytes {
            let whose = key.map { "\(Excerpt.of($0)): the line" } ?? "the line"
            return "\(whose) is \(line.count) bytes long, more than the \(maxLineBytes) a setting may have "
                + "('\(Excerpt.of(bytes: line))'); \(outcome)"
        }
        if let offset = UTF8Check.firstInvalidOffset(line) {
            let byte = String(line[offset], radix: 16, uppercase: true)
            let indent = line.baseAddress.flatMap { start in raw.baseAddress.map { start - $0 } } ?? 0
            let whose = key.map { "\(Excerpt.of($0)): the value" } ?? "the line"
            return "\(whose) is not UTF-8 text (byte 0x\(byte) at column \(indent + offset + 1)); \(outcome)"
        }
        guard let equals, let key else {
            return "expected 'key = value', found '\(Excerpt.of(bytes: line))'"
        }
        let value = String(decoding: UnsafeBufferPointer(rebasing: line[(equals + 1)...]).trimmingSpaces(), as: UTF8.self)
        return apply(key: key, value: value, at: place, to: &settings)
    }

    /// `WIDTHxHEIGHT`, both positive.
    public static func size(_ text: some StringProtocol) -> (Int, Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let w = NumberText.int(parts[0]), let h = NumberText.int(parts[1]), w > 0, h > 0
        else { return nil }
        return (w, h)
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Without the spaces, tabs and carriage returns at either end.
    func trimmingSpaces() -> UnsafeBufferPointer<UInt8> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        var start = 0
        var end = count
        while start < end, isSpace(self[start]) { start += 1 }
        while end > start, isSpace(self[end - 1]) { end -= 1 }
        return UnsafeBufferPointer(rebasing: self[start..<end])
    }
}
