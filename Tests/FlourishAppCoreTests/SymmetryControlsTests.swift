import FlourishSamples
import Foundation
import Testing

@testable import FlourishAppCore

@Suite("Symmetry keys and axes")
struct SymmetryControlsTests {
    @Test("X goes through every mode and back to off; first on, the centre is the canvas's; lines go 6, 7, ... 12, 2")
    func cycle() throws {
        var symmetry = Symmetry.off
        var seen: [Symmetry.Mode] = []
        for _ in 0..<6 {
            symmetry = SymmetryControls.nextMode(after: symmetry, canvasWidth: 800, canvasHeight: 600)
            seen.append(symmetry.mode)
        }
        #expect(seen == [.vertical, .horizontal, .verticalHorizontal, .rotational, .snowflake, .off])
        #expect(symmetry.centerX == 400 && symmetry.centerY == 300 && symmetry.lines == 6)
        let placed = try #require(SymmetryControls.centred(symmetry, atX: 120, y: 80))
        #expect(SymmetryControls.nextMode(after: placed, canvasWidth: 800, canvasHeight: 600).centerX == 120, "a placed centre moved")
        var lines: [Int] = []
        var more = placed
        for _ in 0..<8 {
            more = SymmetryControls.moreLines(more)
            lines.append(more.lines)
        }
        #expect(lines == [7, 8, 9, 10, 11, 12, 2, 3])
        #expect(SymmetryControls.centred(placed, atX: .nan, y: 0) == nil)
    }

    @Test("the axes lie through the centre: vertical up and down, both at right angles, rotational spokes 360/n apart")
    func axes() throws {
        let vertical = try Symmetry(mode: .vertical, centerX: 100, centerY: 50)
        let line = try #require(SymmetryControls.axes(of: vertical, reach: 10).first)
        #expect(abs(line.x0 - 100) < 1e-9 && abs(line.x1 - 100) < 1e-9 && abs(line.y0 - 60) < 1e-9 && abs(line.y1 - 40) < 1e-9)
        let both = SymmetryControls.axes(of: try Symmetry(mode: .verticalHorizontal, centerX: 0, centerY: 0), reach: 1)
        #expect(both.count == 2 && abs(both[1].y0) < 1e-9 && abs(abs(both[1].x0) - 1) < 1e-9)
        let spokes = SymmetryControls.axes(of: try Symmetry(mode: .rotational, centerX: 0, centerY: 0, lines: 4), reach: 1)
        #expect(spokes.count == 4 && spokes.allSatisfy { $0.x0 == 0 && $0.y0 == 0 })
        let ends = spokes.map { (($0.x1 * 1e6).rounded() / 1e6, ($0.y1 * 1e6).rounded() / 1e6) }
        #expect(ends.map(\.0) == [0, 1, 0, -1] && ends.map(\.1) == [-1, 0, 1, 0])
        #expect(SymmetryControls.axes(of: try Symmetry(mode: .snowflake, centerX: 0, centerY: 0, lines: 3), reach: 1).count == 3)
        #expect(SymmetryControls.axes(of: .off, reach: 1).isEmpty)
        #expect(SymmetryControls.summary(try Symmetry(mode: .snowflake, centerX: 0, centerY: 0, lines: 5)) == "symmetry snowflake ×5")
    }
}
