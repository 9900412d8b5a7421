import FlourishSamples

/// A symmetry as a recording's `a` record writes it: `a BATCH MODE X Y ANGLE LINES`, every
/// field always there (off keeps the centre it had, so turning it back on is one record).
enum SymmetryRecord {
    /// The fields after the batch.
    static func fields(of symmetry: Symmetry) -> String {
        "\(symmetry.mode.rawValue) \(symmetry.centerX) \(symmetry.centerY) \(symmetry.angle) \(symmetry.lines)"
    }

    /// Reads fields 2 on of an `a` record; the error names the line and the value that is
    /// wrong, with the range it must be in (`Symmetry`'s own checks).
    static func read(_ fields: RecordFields, line: RecordLine) throws(RecordingError) -> Symmetry {
        guard fields.count == 7 else {
            throw line.error("symmetry needs 6 fields 'batch mode x y angle lines', found \(fields.count - 1)")
        }
        guard let mode = Symmetry.Mode(rawValue: fields.text(2)) else {
            let modes = Symmetry.Mode.allCases.map(\.rawValue).joined(separator: ", ")
            throw line.error("symmetry mode '\(fields.excerpt(2))' is not one of \(modes)")
        }
        let x = try line.double(fields, 3, name: "symmetry centre x")
        let y = try line.double(fields, 4, name: "symmetry centre y")
        let angle = try line.double(fields, 5, name: "symmetry angle")
        let lines = try line.count(fields, 6, name: "symmetry lines")
        do {
            return try Symmetry(mode: mode, centerX: x, centerY: y, angle: angle, lines: lines)
        } catch {
            throw line.error(error.description)
        }
    }
}
