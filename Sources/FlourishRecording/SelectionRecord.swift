import FlourishSamples

/// A selection as a recording's `e` record writes it: `e BATCH all`, `e BATCH none`,
/// `e BATCH COMBINATION rect X Y W H` or `e BATCH COMBINATION poly X1 Y1 X2 Y2 …` (at least
/// three points), the combination `replace`, `add` or `subtract`.
enum SelectionRecord {
    /// The fields after the batch, for a shape.
    static func fields(of shape: SelectionShape, _ combination: SelectionCombination) -> String {
        switch shape {
        case .rectangle(let x, let y, let w, let h): "\(combination.rawValue) rect \(x) \(y) \(w) \(h)"
        case .polygon(let xy): "\(combination.rawValue) poly " + xy.map { "\($0)" }.joined(separator: " ")
        }
    }

    /// The most points an outline may have (a lasso dragged for minutes has thousands).
    static let mostPoints = 100_000

    /// Reads fields 2 on of an `e` record.
    static func read(_ fields: RecordFields, line: RecordLine) throws(RecordingError) -> RecordedCommand {
        if fields.count == 3, fields.field(2, is: "all") { return .selectEverything(all: true) }
        if fields.count == 3, fields.field(2, is: "none") { return .selectEverything(all: false) }
        guard fields.count >= 4, let combination = SelectionCombination(rawValue: fields.text(2)) else {
            throw line.error("selection needs 'batch all', 'batch none' or 'batch replace|add|subtract rect|poly numbers'")
        }
        var numbers: [Double] = []
        for i in 4..<fields.count { numbers.append(try line.double(fields, i, name: "selection coordinate")) }
        if fields.field(3, is: "rect") {
            guard numbers.count == 4, numbers[2] >= 0, numbers[3] >= 0 else {
                throw line.error("a selection rectangle needs 'x y width height', width and height >= 0")
            }
            return .select(.rectangle(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), combination)
        }
        guard fields.field(3, is: "poly") else { throw line.error("selection shape '\(fields.excerpt(3))' is not rect or poly") }
        guard numbers.count >= 6, numbers.count % 2 == 0, numbers.count <= 2 * mostPoints else {
            throw line.error("a selection outline needs 3 to \(mostPoints) points, x and y each")
        }
        return .select(.polygon(numbers), combination)
    }
}
