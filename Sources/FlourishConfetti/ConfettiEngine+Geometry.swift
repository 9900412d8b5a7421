extension ConfettiEngine {
    /// The hot loop: every piece visible at `motionTime` (seconds since the pop) becomes one
    /// quad, packed from the start of the vertex buffer; `opacity` scales every alpha (the
    /// Reduce Motion fade). Returns how many quads it wrote. No allocation, no bounds checks,
    /// one or two sine/cosine pairs per piece.
    func writeGeometry(motionTime: Float, opacity: Float) -> Int {
        var out = vertexStorage
        let alphaScale = 255 * opacity
        let look = self.look
        for index in 0..<pieceCount {
            let piece = pieces + index
            let elapsed = motionTime - piece.pointee.launch
            guard elapsed >= 0, motionTime < piece.pointee.end else { continue }
            let (x, y, fade) = piece.pointee.place(sinceLaunch: elapsed)
            let (ax, ay, bx, by, shade) = piece.pointee.axes(sinceLaunch: elapsed, look: look)
            let r = UInt8(piece.pointee.red * shade)
            let g = UInt8(piece.pointee.green * shade)
            let b = UInt8(piece.pointee.blue * shade)
            let a = UInt8(min(255, max(0, fade * alphaScale + 0.5)))
            let u0 = piece.pointee.u0
            let v0 = piece.pointee.v0
            let u1 = piece.pointee.u1
            let v1 = piece.pointee.v1
            out[0] = ConfettiVertex(x: x - ax - bx, y: y - ay - by, r: r, g: g, b: b, a: a, u: u0, v: v0)
            out[1] = ConfettiVertex(x: x + ax - bx, y: y + ay - by, r: r, g: g, b: b, a: a, u: u1, v: v0)
            out[2] = ConfettiVertex(x: x + ax + bx, y: y + ay + by, r: r, g: g, b: b, a: a, u: u1, v: v1)
            out[3] = ConfettiVertex(x: x - ax + bx, y: y - ay + by, r: r, g: g, b: b, a: a, u: u0, v: v1)
            out += 4
        }
        return (out - vertexStorage) / 4
    }
}
