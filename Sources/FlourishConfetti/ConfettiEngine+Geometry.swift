extension ConfettiEngine {
    /// The hot loop: every piece visible at `motionTime` (seconds since the pop) becomes one
    /// quad, packed from the start of the vertex buffer; `opacity` scales every alpha (the
    /// Reduce Motion fade). Returns how many quads it wrote. No allocation, no bounds checks,
    /// and no trigonometry per piece: the turn table holds every rate's turn at this time.
    func writeGeometry(motionTime: Float, opacity: Float) -> Int {
        turns.fill(at: motionTime)
        let turns = self.turns
        var out = vertexStorage
        let alphaScale = 255 * opacity
        let look = self.look
        for index in 0..<pieceCount {
            let piece = pieces + index
            let elapsed = motionTime - piece.pointee.launch
            guard elapsed >= 0, motionTime < piece.pointee.end else { continue }
            let (x, y, fade) = piece.pointee.place(sinceLaunch: elapsed, turns: turns)
            let (ax, ay, bx, by, shade) = piece.pointee.axes(turns: turns, look: look)
            let colour = piece.pointee.colour.scaled(by: shade)
                .with(alpha: roundedToUInt32(fade * alphaScale)).bits
            let u0 = piece.pointee.u0
            let v0 = piece.pointee.v0
            let u1 = piece.pointee.u1
            let v1 = piece.pointee.v1
            let corner = UnsafeMutableRawPointer(out)
            let stride = MemoryLayout<ConfettiVertex>.stride
            ConfettiVertex.store(
                at: corner, x: x - ax - bx, y: y - ay - by, rgba: colour, u: u0, v: v0)
            ConfettiVertex.store(
                at: corner + stride, x: x + ax - bx, y: y + ay - by, rgba: colour, u: u1, v: v0)
            ConfettiVertex.store(
                at: corner + 2 * stride, x: x + ax + bx, y: y + ay + by, rgba: colour, u: u1, v: v1)
            ConfettiVertex.store(
                at: corner + 3 * stride, x: x - ax + bx, y: y - ay + by, rgba: colour, u: u0, v: v1)
            out += 4
        }
        return (out - vertexStorage) / 4
    }
}
