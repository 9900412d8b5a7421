import FlourishCompositing
import FlourishTestSupport
import Foundation

/// Tiles as arrays of `Fix15Tile.valuesPerTile` values, and the compositor run on copies.
enum TestTiles {
    /// `backdrop` with `source` composited onto it; neither argument changes.
    static func composited(_ source: [UInt16], onto backdrop: [UInt16], mode: BlendMode, opacity: Double) -> [UInt16] {
        precondition(source.count == Fix15Tile.valuesPerTile && backdrop.count == Fix15Tile.valuesPerTile)
        var result = backdrop
        source.withUnsafeBufferPointer { sourceValues in
            result.withUnsafeMutableBufferPointer { resultValues in
                TileCompositor.composite(
                    sourceValues.baseAddress!, onto: resultValues.baseAddress!, mode: mode, opacity: opacity)
            }
        }
        return result
    }

    /// A tile of `pixels` (each R, G, B, A), repeated to fill it.
    static func tile(_ pixels: [[UInt16]]) -> [UInt16] {
        (0..<Fix15Tile.pixelCount).flatMap { pixels[$0 % pixels.count] }
    }

    /// Valid premultiplied pixels (colour at most alpha) with about a tenth fully transparent
    /// and a tenth opaque, the rest any alpha: what paint and erasing leave.
    static func random(seed: UInt64) -> [UInt16] {
        var numbers = SeededNumbers(seed: seed)
        var values: [UInt16] = []
        values.reserveCapacity(Fix15Tile.valuesPerTile)
        for _ in 0..<Fix15Tile.pixelCount {
            let kind = numbers.below(10)
            let alpha = kind == 0 ? 0 : kind == 1 ? 32768 : numbers.below(32769)
            for _ in 0..<3 { values.append(UInt16(numbers.below(alpha + 1))) }
            values.append(UInt16(alpha))
        }
        return values
    }

    /// A painted-looking tile: smooth strokes of colour whose alpha falls off to nothing at
    /// their edges, over transparency.
    static func painted(seed: UInt64) -> [UInt16] {
        var numbers = SeededNumbers(seed: seed)
        let hue = (Double(numbers.below(1000)) / 1000, Double(numbers.below(1000)) / 1000)
        var values: [UInt16] = []
        for y in 0..<Fix15Tile.side {
            for x in 0..<Fix15Tile.side {
                let distance = abs(Double(x - y) + 10 * sin(Double(y) / 9)) / 24
                let alpha = max(0, 1 - distance)
                let straight = [hue.0, Double(x) / 63, hue.1 * Double(y) / 63]
                let pixel = Fix15Pixel(straightRed: straight[0], green: straight[1], blue: straight[2], alpha: alpha)
                values += [pixel.red, pixel.green, pixel.blue, pixel.alpha]
            }
        }
        return values
    }

    /// The pixel at `index` (0..<4096).
    static func pixel(_ values: [UInt16], _ index: Int) -> [UInt16] { Array(values[(index * 4)..<(index * 4 + 4)]) }
}
