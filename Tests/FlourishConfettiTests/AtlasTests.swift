import Testing

@testable import FlourishConfetti

@Suite("The shared silhouette atlas")
struct AtlasTests {
    let atlas = ConfettiAtlas.shared

    func alphas(_ cell: Int) -> [UInt8] {
        (0..<atlas.cellSize).flatMap { y in
            (0..<atlas.cellSize).map { x in atlas.coverage(cell: cell, x: x, y: y) }
        }
    }

    @Test("13 silhouettes, 13 cells, RGBA8 pixels for the whole atlas")
    func layout() {
        #expect(ConfettiAtlas.silhouettes.count == 13)
        #expect(Set(ConfettiAtlas.silhouettes).count == 13)
        for name in ["star", "curved streamer", "hollow ring"] {
            #expect(ConfettiAtlas.silhouettes.contains(name))
        }
        #expect(atlas.cells.count == 13)
        #expect(atlas.pixels.count == atlas.width * atlas.height * 4)
        for cell in atlas.cells {
            #expect(cell.u0 >= 0 && cell.u1 <= 1 && cell.v0 >= 0 && cell.v1 <= 1)
            #expect(cell.u0 < cell.u1 && cell.v0 < cell.v1)
        }
        // Cells do not overlap.
        for i in 0..<13 {
            for j in (i + 1)..<13 {
                let a = atlas.cells[i]
                let b = atlas.cells[j]
                #expect(a.u1 <= b.u0 || b.u1 <= a.u0 || a.v1 <= b.v0 || b.v1 <= a.v0)
            }
        }
    }

    @Test("white everywhere, shape in alpha")
    func whiteWithCoverage() {
        for i in stride(from: 0, to: atlas.pixels.count, by: 4) {
            #expect(
                atlas.pixels[i] == 255 && atlas.pixels[i + 1] == 255 && atlas.pixels[i + 2] == 255)
        }
    }

    @Test(
        "every silhouette has solid coverage, anti-aliased edges and a clear margin",
        arguments: 0..<13)
    func coverage(cell: Int) {
        let a = alphas(cell)
        #expect(a.filter { $0 == 255 }.count > a.count / 20)
        #expect(a.contains { $0 > 0 && $0 < 255 })
        let n = atlas.cellSize
        for k in 0..<n {
            #expect(atlas.coverage(cell: cell, x: k, y: 0) == 0)
            #expect(atlas.coverage(cell: cell, x: k, y: n - 1) == 0)
            #expect(atlas.coverage(cell: cell, x: 0, y: k) == 0)
            #expect(atlas.coverage(cell: cell, x: n - 1, y: k) == 0)
        }
    }

    @Test("the hollow ring is transparent in the middle and opaque on the ring")
    func hollowRing() throws {
        let cell = try #require(ConfettiAtlas.silhouettes.firstIndex(of: "hollow ring"))
        let n = atlas.cellSize
        #expect(atlas.coverage(cell: cell, x: n / 2, y: n / 2) == 0)
        #expect(atlas.coverage(cell: cell, x: n / 2 - 1, y: n / 2 - 1) == 0)
        // On the ring: 0.7 of the way from the centre to the edge of the shape's square.
        let ring = n / 2 + Int(0.7 * Double(n / 2 - 3))
        #expect(atlas.coverage(cell: cell, x: ring, y: n / 2) == 255)
        #expect(atlas.coverage(cell: cell, x: n / 2, y: ring) == 255)
    }

    @Test("no two silhouettes are alike")
    func distinct() {
        let all = (0..<13).map(alphas)
        for i in 0..<13 {
            for j in (i + 1)..<13 {
                let differing = zip(all[i], all[j]).filter { abs(Int($0) - Int($1)) > 64 }.count
                #expect(
                    differing > all[i].count / 50,
                    "\(ConfettiAtlas.silhouettes[i]) vs \(ConfettiAtlas.silhouettes[j])")
            }
        }
    }

    @Test("engines share one atlas, and vertices point into its cells")
    func shared() {
        let a = ConfettiEngine(capacity: 10)
        let b = ConfettiEngine(capacity: 10)
        #expect(a.atlas.pixels == b.atlas.pixels)
        let engine = popped()
        engine.update(at: 0.5)
        for quad in engine.quads {
            let first = quad.corners[0]
            #expect(atlas.cells.contains { $0.u0 == first.u && $0.v0 == first.v })
        }
    }
}
