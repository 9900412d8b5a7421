import FlourishSamples
import FlourishTestSupport
import Testing

@testable import FlourishPaint

/// Symmetric painting against libmypaint's own symmetric output on a surface of its own
/// (`ReferenceSymmetrySurface`): the same brush and samples, pixel for pixel.
@Suite("Symmetry: every mode paints what libmypaint's own surface paints")
struct SymmetryPaintTests {
    static let size = 512
    /// Up and left of the centre, small enough that every rotated copy stays on the canvas.
    static let stroke = WaveStroke.curve.samples(from: 150, 170, length: 70, samples: 50)
    static let centre = (x: 256.0, y: 250.5)

    static func symmetry(_ mode: Symmetry.Mode, centreX: Double = centre.x, angle: Double = 0) throws -> Symmetry {
        try Symmetry(mode: mode, centerX: centreX, centerY: centre.y, angle: angle, lines: 5)
    }

    func engine(_ symmetry: Symmetry, brush: String = "classic/pencil") throws -> PaintEngine {
        let engine = PaintEngine(width: Self.size, height: Self.size, brush: try Brush(named: brush))
        engine.symmetry = symmetry
        for part in Strokes.batches(Self.stroke, size: 4) { engine.continueStroke(part) }
        return engine
    }

    func reference(_ symmetry: Symmetry, brush: String = "classic/pencil") throws -> ReferenceSymmetrySurface {
        let reference = ReferenceSymmetrySurface(width: Self.size, height: Self.size)
        reference.setSymmetry(symmetry)
        reference.paint(Self.stroke, brush: try Brush(named: brush), batch: 4)
        return reference
    }

    /// Tiles where the engine and the reference differ (a tile the engine never stored
    /// counts as transparent).
    func differences(_ engine: PaintEngine, _ reference: ReferenceSymmetrySurface) -> [TileCoordinate] {
        var differing: [TileCoordinate] = []
        let transparent = [UInt16](repeating: 0, count: TileStore.valuesPerTile)
        for ty in 0..<reference.tilesDown {
            for tx in 0..<reference.tilesAcross {
                let tile = TileCoordinate(x: tx, y: ty)
                let ours = engine.tiles.pixels(of: tile).map { Array(UnsafeBufferPointer(start: $0, count: TileStore.valuesPerTile)) } ?? transparent
                if ours != Array(reference.tile(tx, ty)) { differing.append(tile) }
            }
        }
        return differing
    }

    /// Pixels with any ink.
    func inked(_ engine: PaintEngine) -> Int {
        var count = 0
        for y in 0..<Self.size { for x in 0..<Self.size where engine.tiles.pixel(x: x, y: y).a > 0 { count += 1 } }
        return count
    }

    static let modes: [Symmetry.Mode] = [.vertical, .horizontal, .verticalHorizontal, .rotational, .snowflake]

    @Test("the engine's pixels are libmypaint's own, and there are as many copies as the mode makes", arguments: modes, [0.0, 30.0])
    func matchesLibmypaint(mode: Symmetry.Mode, angle: Double) throws {
        let symmetry = try Self.symmetry(mode, angle: angle)
        let painted = try engine(symmetry)
        let lone = try engine(.off)
        #expect(differences(painted, try reference(symmetry)).isEmpty)
        // The brush made the same dabs; each was drawn `copies` times, apart from one another.
        #expect(painted.dabs == lone.dabs)
        let ratio = Double(inked(painted)) / Double(inked(lone))
        #expect(abs(ratio - Double(symmetry.copies)) < 0.15 * Double(symmetry.copies), "\(mode): \(ratio) copies of ink")
    }

    @Test("vertical mirrors x about the centre, horizontal mirrors y: ink lands across each line")
    func inkAcrossTheLine() throws {
        // A dab at (160, 190) on the stroke's path: its mirror images.
        let vertical = try engine(try Self.symmetry(.vertical))
        let horizontal = try engine(try Self.symmetry(.horizontal))
        func inkNear(_ e: PaintEngine, _ x: Double, _ y: Double) -> Bool {
            (-3...3).contains { dy in (-3...3).contains { dx in e.tiles.pixel(x: Int(x) + dx, y: Int(y) + dy).a > 0 } }
        }
        let s = Self.stroke[25]
        #expect(inkNear(vertical, s.x, s.y) && inkNear(vertical, 2 * Self.centre.x - s.x, s.y))
        #expect(!inkNear(vertical, s.x, 2 * Self.centre.y - s.y))
        #expect(inkNear(horizontal, s.x, 2 * Self.centre.y - s.y))
        #expect(!inkNear(horizontal, 2 * Self.centre.x - s.x, s.y))
    }

    @Test("negative controls: off leaves the far side bare, and another centre is not the reference")
    func negativeControls() throws {
        let off = try engine(.off)
        for y in 0..<Self.size { for x in Int(Self.centre.x)..<Self.size { #expect(off.tiles.pixel(x: x, y: y).a == 0) } }
        let symmetry = try Self.symmetry(.vertical)
        let moved = try Self.symmetry(.vertical, centreX: Self.centre.x + 7)
        #expect(!differences(try engine(symmetry), try reference(moved)).isEmpty)
        #expect(!differences(try engine(.off), try reference(symmetry)).isEmpty)
    }

    @Test("the batch's box covers every copy, as the tiles it reports do")
    func boundsCoverCopies() throws {
        let engine = PaintEngine(width: Self.size, height: Self.size, brush: try Brush(named: "classic/pencil"))
        engine.symmetry = try Self.symmetry(.rotational)
        var bounds = PixelRect(x: 0, y: 0, width: 0, height: 0)
        var tiles: Set<TileCoordinate> = []
        for part in Strokes.batches(Self.stroke, size: 4) {
            let region = engine.continueStroke(part)
            if !region.tiles.isEmpty { #expect(!region.bounds.isEmpty) }
            bounds = bounds.union(region.bounds)
            tiles.formUnion(region.tiles)
        }
        for y in 0..<Self.size {
            for x in 0..<Self.size where engine.tiles.pixel(x: x, y: y).a > 0 {
                #expect(bounds.intersection(PixelRect(x: x, y: y, width: 1, height: 1)) == PixelRect(x: x, y: y, width: 1, height: 1))
                #expect(tiles.contains(TileCoordinate(x: Int32(x / 64), y: Int32(y / 64))))
            }
        }
    }

    @Test("view zoom and rotation reach libmypaint; what is not a usable value changes nothing")
    func viewInputs() throws {
        func painted(_ brush: String, zoom: Double = 1, rotation: Double = 0) throws -> PaintEngine {
            let engine = PaintEngine(width: Self.size, height: Self.size, brush: try Brush(named: brush))
            engine.viewZoom = zoom
            engine.viewRotation = rotation
            for part in Strokes.batches(Self.stroke, size: 4) { engine.continueStroke(part) }
            return engine
        }
        // An elliptical dab keeps its angle on the screen: turning the view turns it on the canvas.
        let calligraphy = "classic/calligraphy"
        let upright = try painted(calligraphy)
        #expect(differences(try painted(calligraphy, rotation: 0.6), try reference(.off, brush: calligraphy)) != [])
        #expect(differences(upright, try reference(.off, brush: calligraphy)).isEmpty)
        // Speed is measured on the screen: zoomed in, the same hand is faster (calligraphy's
        // radius and opacity follow speed).
        #expect(differences(try painted(calligraphy, zoom: 4), try reference(.off, brush: calligraphy)) != [])
        // Not a positive number: ignored, so the defaults (today's pixels) stay.
        let ignored = try painted("classic/pencil", zoom: -1, rotation: .nan)
        #expect(ignored.viewZoom == 1 && ignored.viewRotation == 0)
        #expect(differences(ignored, try reference(.off)).isEmpty)
    }
}
