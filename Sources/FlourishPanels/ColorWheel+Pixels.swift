extension ColorWheel {
    /// The ring as `size * size * 4` bytes of straight RGBA (R, G, B, A in memory, rows top
    /// first): the fully saturated hue of each pixel's angle, with alpha the ring's coverage,
    /// 0 outside it and ramping over about a pixel at each edge (rounded up, so every pixel
    /// `hit` answers for shows). The colour runs under the transparent pixels too, so a texture
    /// scaled with linear filtering gets no dark fringe. Drawn once; the hue never changes it.
    public func ringPixels() -> [UInt8] {
        [UInt8](unsafeUninitializedCapacity: size * size * 4) { bytes, count in
            var offset = 0
            for row in 0..<size {
                let y = Double(row)
                for column in 0..<size {
                    let x = Double(column)
                    let colour = hsvColor(hue: hue(atX: x, y: y), saturation: 1, value: 1)
                    let coverage = ringCoverage(atDistance: distanceFromCenter(x: x, y: y))
                    bytes[offset] = colour.r
                    bytes[offset + 1] = colour.g
                    bytes[offset + 2] = colour.b
                    bytes[offset + 3] = UInt8((coverage * 255).rounded(.up))
                    offset += 4
                }
            }
            count = offset
        }
    }

    /// The square for `hue` as `squareSide * squareSide * 4` bytes of opaque RGBA, rows top
    /// first: pixel (i, j) is HSV(hue, i / (side-1), 1 - j / (side-1)) to the nearest 8-bit step.
    /// Drawn again on every hue change; `writeSquarePixels` reuses a buffer instead.
    public func squarePixels(hue: Double) -> [UInt8] {
        var pixels: [UInt8] = []
        writeSquarePixels(hue: hue, into: &pixels)
        return pixels
    }

    /// `squarePixels(hue:)` into `pixels`, which is resized only when its count is not
    /// `squareSide * squareSide * 4`: a buffer kept between hue drags is never reallocated.
    public func writeSquarePixels(hue: Double, into pixels: inout [UInt8]) {
        let count = squareSide * squareSide * 4
        if pixels.count != count {
            pixels = [UInt8](repeating: 255, count: count)
        }
        // Every HSV colour of one hue is the pure hue washed towards white and darkened:
        // channel = value * (1 - saturation * (1 - pure channel)). One hue conversion per call.
        let pure = hsvComponents(hue: hue, saturation: 1, value: 1)
        let wash = (1 - pure.r, 1 - pure.g, 1 - pure.b)
        let span = Double(squareSide - 1)
        let side = squareSide
        pixels.withUnsafeMutableBufferPointer { bytes in
            var offset = 0
            for row in 0..<side {
                let value = 1 - Double(row) / span
                for column in 0..<side {
                    let saturation = Double(column) / span
                    bytes[offset] = eightBit(value * (1 - saturation * wash.0))
                    bytes[offset + 1] = eightBit(value * (1 - saturation * wash.1))
                    bytes[offset + 2] = eightBit(value * (1 - saturation * wash.2))
                    bytes[offset + 3] = 255
                    offset += 4
                }
            }
        }
    }
}
