import FlourishSamples
import FlourishText

extension RecordingParser {
    /// `#rrggbb`, ASCII hex digits only.
    static func isColor(_ field: UnsafeBufferPointer<UInt8>) -> Bool {
        field.count == 7 && field[0] == UInt8(ascii: "#")
            && field.dropFirst().allSatisfy { $0.isASCIIHexDigit }
    }

    static func unknownRecord(_ fields: RecordFields, line: RecordLine) -> RecordingError {
        line.error("unknown record '\(fields.excerpt(0))' (expected s, c, u, r, l, b, p, k, y, a, t, v, e, f, i, g or m)")
    }

    /// One header line into `settings`; true for the `samples` line that ends the header.
    static func readHeader(
        _ fields: RecordFields, line: RecordLine, into settings: inout RecordingSettings, lines: inout [String: Int]
    ) throws(RecordingError) -> Bool {
        let key = fields.text(0)
        let value = fields.joined(from: 1)
        switch key {
        case "samples": return true
        case "brush": settings.brush = value
        case "color":
            var bytes = value
            guard bytes.withUTF8({ Self.isColor($0) }) else { throw line.error("color '\(Excerpt.of(value))' is not #rrggbb") }
            settings.color = value
        case "eraser_brush": settings.eraserBrush = value
        case "radius", "eraser_radius":
            guard let r = NumberText.double(value), r > 0 else {
                throw line.error("\(key) '\(Excerpt.of(value))' is not a positive number")
            }
            if key == "radius" { settings.radius = r } else { settings.eraserRadius = r }
        case "stabilizer":
            guard let s = NumberText.double(value), (0...1).contains(s) else {
                throw line.error("stabilizer '\(Excerpt.of(value))' is not a strength in 0...1")
            }
            settings.stabilizer = s
        case "color-space":
            guard let space = ColorSpace(words: value) else {
                throw line.error("color-space '\(Excerpt.of(value))' is not legacy or linear EOTF")
            }
            settings.colorSpace = space
        case "canvas":
            let parts = value.split(separator: "x")
            guard parts.count == 2, let w = NumberText.int(parts[0]), let h = NumberText.int(parts[1]), w > 0, h > 0
            else { throw line.error("canvas '\(Excerpt.of(value))' is not WIDTHxHEIGHT") }
            settings.canvasWidth = w
            settings.canvasHeight = h
        default:
            throw line.error("unknown header key '\(Excerpt.of(key))'")
        }
        lines[key] = line.number
        return false
    }

    /// `s batch time x y pressure xtilt ytilt tool buttons`, checked field by field in order.
    @inline(__always)
    static func readSample(_ fields: RecordFields, line: RecordLine) throws(RecordingError) -> (Sample, Int) {
        guard fields.count == 10 else {
            throw line.error(
                "sample needs 9 fields 'batch time x y pressure xtilt ytilt tool buttons', found \(fields.count - 1)")
        }
        let batch = try line.count(fields, 1, name: "batch")
        let time = try line.double(fields, 2, name: "time")
        let x = try line.double(fields, 3, name: "x")
        let y = try line.double(fields, 4, name: "y")
        let pressure = try line.double(fields, 5, name: "pressure")
        let xtilt = try line.double(fields, 6, name: "xtilt")
        let ytilt = try line.double(fields, 7, name: "ytilt")
        guard (0...1).contains(pressure) else { throw line.error("pressure \(fields.excerpt(5)) is outside 0...1") }
        guard (-1...1).contains(xtilt), (-1...1).contains(ytilt) else { throw line.error("tilt is outside -1...1") }
        let tool: Tool
        if fields.field(8, is: "pen") {
            tool = .pen
        } else if fields.field(8, is: "eraser") {
            tool = .eraser
        } else if fields.field(8, is: "mouse") {
            tool = .mouse
        } else {
            throw line.error("tool '\(fields.excerpt(8))' is not pen, eraser or mouse")
        }
        guard let bits = NumberText.uint32(fields[9]) else {
            throw line.error("buttons '\(fields.excerpt(9))' is not a bit mask")
        }
        let sample = Sample(
            x: x, y: y, pressure: pressure, xtilt: xtilt, ytilt: ytilt, time: time, tool: tool,
            buttons: Buttons(rawValue: bits))
        return (sample, batch)
    }

    /// The gesture record `letter` stands for (`g` ink, read as a sample; `m` the mode), nil
    /// for a letter that is none.
    static func readGesture(_ letter: UInt8, _ fields: RecordFields, line: RecordLine) throws(RecordingError) -> GestureRecord? {
        switch letter {
        case UInt8(ascii: "g"):
            return .ink(try readSample(fields, line: line).0)
        case UInt8(ascii: "m"):
            guard fields.count == 4 else { throw line.error("gesture mode needs 'batch time on|off'") }
            let time = try line.double(fields, 2, name: "time")
            guard fields.field(3, is: "on") || fields.field(3, is: "off") else {
                throw line.error("gesture mode '\(fields.excerpt(3))' is not on or off")
            }
            return .mode(on: fields.field(3, is: "on"), time: time)
        default:
            return nil
        }
    }

    /// The command record `letter` stands for, its fields checked (the batch apart); nil for
    /// a letter that is no command.
    static func readCommand(
        _ letter: UInt8, _ fields: RecordFields, line: RecordLine, version: Int
    ) throws(RecordingError) -> RecordedCommand? {
        let command: RecordedCommand
        let expectedFields: ClosedRange<Int>
        switch letter {
        case UInt8(ascii: "c"): (command, expectedFields) = (.clear, 2...2)
        case UInt8(ascii: "u"): (command, expectedFields) = (.undo, 2...2)
        case UInt8(ascii: "r"): (command, expectedFields) = (.redo, 2...2)
        case UInt8(ascii: "l"): (command, expectedFields) = (.liftTools, 2...2)
        case UInt8(ascii: "k"):
            guard fields.count == 3, isColor(fields[2]) else { throw line.error("colour needs 'batch #rrggbb'") }
            (command, expectedFields) = (.setColor(fields.text(2)), 3...3)
        case UInt8(ascii: "p"):
            guard fields.count >= 5 else {
                throw line.error("brush needs 'batch radius #rrggbb file', found \(fields.count - 1) fields")
            }
            var radius: Double?
            if !fields.field(2, is: "-") {
                let value = try line.double(fields, 2, name: "radius")
                guard value > 0 else { throw line.error("radius \(fields.excerpt(2)) is not positive") }
                radius = value
            }
            guard isColor(fields[3]) else { throw line.error("colour '\(fields.excerpt(3))' is not #rrggbb") }
            let path = fields.joined(from: 4)
            (command, expectedFields) = (.useBrush(path: path, radius: radius, color: fields.text(3)), 5...Int.max)
        case UInt8(ascii: "b"):
            guard fields.count == 3 else { throw line.error("brush scale needs two fields 'batch factor'") }
            let factor = try line.double(fields, 2, name: "factor")
            guard factor > 0 else { throw line.error("factor \(fields.excerpt(2)) is not positive") }
            (command, expectedFields) = (.scaleBrush(factor), 3...3)
        case UInt8(ascii: "t"):
            guard fields.count == 3 else { throw line.error("stabilizer needs two fields 'batch strength'") }
            let strength = try line.double(fields, 2, name: "stabilizer strength")
            guard (0...1).contains(strength) else {
                throw line.error("stabilizer strength \(fields.excerpt(2)) is not in 0...1")
            }
            (command, expectedFields) = (.setStabilizer(strength), 3...3)
        case UInt8(ascii: "v"):
            guard fields.count == 4 else { throw line.error("brush view needs three fields 'batch zoom rotation'") }
            let zoom = try line.double(fields, 2, name: "view zoom")
            guard zoom > 0, zoom <= 1024 else { throw line.error("view zoom \(fields.excerpt(2)) is not in (0, 1024]") }
            let rotation = try line.double(fields, 3, name: "view rotation")
            guard abs(rotation) <= 2 * Double.pi else {
                throw line.error("view rotation \(fields.excerpt(3)) is not in -2π...2π radians")
            }
            (command, expectedFields) = (.setBrushView(zoom: zoom, rotation: rotation), 4...4)
        case UInt8(ascii: "f"):
            guard fields.count == 8 else { throw line.error("transform needs seven fields 'batch a b c d tx ty'") }
            var numbers: [Double] = []
            for i in 2..<8 { numbers.append(try line.double(fields, i, name: "transform number")) }
            let map = Affine(a: numbers[0], b: numbers[1], c: numbers[2], d: numbers[3], tx: numbers[4], ty: numbers[5])
            guard map.inverse != nil else { throw line.error("transform squashes the canvas flat") }
            (command, expectedFields) = (.transformLayer(map), 8...8)
        case UInt8(ascii: "e"):
            (command, expectedFields) = (try SelectionRecord.read(fields, line: line), 3...Int.max)
        case UInt8(ascii: "y"):
            (command, expectedFields) = (.layer(try LayerRecord.read(fields, line: line)), 3...Int.max)
        case UInt8(ascii: "a"):
            (command, expectedFields) = (.setSymmetry(try SymmetryRecord.read(fields, line: line)), 7...7)
        default:
            return nil
        }
        guard version >= 2 || command == .clear else {
            throw line.error("record '\(fields.excerpt(0))' needs a version 2 recording")
        }
        guard expectedFields.contains(fields.count) else {
            throw line.error("'\(fields.excerpt(0))' needs one field 'batch'")
        }
        return command
    }
}

extension UInt8 {
    var isASCIIHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
