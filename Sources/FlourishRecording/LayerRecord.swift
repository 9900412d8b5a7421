import FlourishSamples

/// A layer command as a recording's `y` record writes it: `y BATCH VERB [VALUE]`, the verb a
/// word (`add`, `select 2`, `opacity 0.5`, `mode svg:multiply`, `name Line art`), so a
/// recording stays readable and a new verb is a new word, not a new letter.
enum LayerRecord {
    /// More moves than any stack needs to go from its top to its bottom (a stack holds at most
    /// this many layers and groups in practice): a bound, so a damaged record cannot loop long.
    static let maxMoveSteps = 100_000
    /// The fields after the batch.
    static func fields(of command: LayerCommand) -> String {
        switch command {
        case .add: "add"
        case .duplicate: "duplicate"
        case .delete: "delete"
        case .select(let position): "select \(position)"
        case .moveUp: "up"
        case .moveDown: "down"
        case .moveBy(let steps): "move \(steps)"
        case .mergeDown: "merge"
        case .group: "group"
        case .ungroup: "ungroup"
        case .setIsolated(let isolated): "isolated \(isolated ? 1 : 0)"
        case .setVisible(let visible): "visible \(visible ? 1 : 0)"
        case .setOpacity(let opacity): "opacity \(opacity)"
        case .setMode(let mode): "mode \(mode)"
        case .rename(let name): "name \(name)"
        }
    }

    /// Reads fields 2 on of a `y` record; the error names the line and what is wrong.
    static func read(_ fields: RecordFields, line: RecordLine) throws(RecordingError) -> LayerCommand {
        guard fields.count >= 3 else { throw line.error("layer needs 'batch verb', found \(fields.count - 1) fields") }
        let verb = fields.text(2)
        let simple: [String: LayerCommand] = [
            "add": .add, "duplicate": .duplicate, "delete": .delete, "up": .moveUp, "down": .moveDown,
            "merge": .mergeDown, "group": .group, "ungroup": .ungroup,
        ]
        if let command = simple[verb] {
            guard fields.count == 3 else { throw line.error("layer '\(verb)' takes no value") }
            return command
        }
        switch verb {
        case "select":
            guard fields.count == 4 else { throw line.error("layer 'select' needs a position") }
            return .select(try line.count(fields, 3, name: "layer position"))
        case "visible":
            guard fields.count == 4, fields.field(3, is: "0") || fields.field(3, is: "1") else {
                throw line.error("layer 'visible' needs 0 or 1")
            }
            return .setVisible(fields.field(3, is: "1"))
        case "move":
            // A range, not `abs`: abs(Int.min) has no Int to be, and traps.
            guard fields.count == 4, let steps = Int(fields.text(3)), (-maxMoveSteps...maxMoveSteps).contains(steps) else {
                throw line.error("layer 'move' needs a whole number of steps from -\(LayerRecord.maxMoveSteps) to \(LayerRecord.maxMoveSteps)")
            }
            return .moveBy(steps)
        case "isolated":
            guard fields.count == 4, fields.field(3, is: "0") || fields.field(3, is: "1") else {
                throw line.error("layer 'isolated' needs 0 or 1")
            }
            return .setIsolated(fields.field(3, is: "1"))
        case "opacity":
            guard fields.count == 4 else { throw line.error("layer 'opacity' needs a number in 0...1") }
            let opacity = try line.double(fields, 3, name: "opacity")
            guard (0...1).contains(opacity) else { throw line.error("opacity \(fields.excerpt(3)) is not in 0...1") }
            return .setOpacity(opacity)
        case "mode":
            guard fields.count == 4 else { throw line.error("layer 'mode' needs one composite-op") }
            return .setMode(fields.text(3))
        case "name":
            return .rename(fields.joined(from: 3))
        default:
            throw line.error("layer verb '\(fields.excerpt(2))' is not one of add, duplicate, delete, select, up, down, move, merge, group, ungroup, isolated, visible, opacity, mode, name")
        }
    }
}
