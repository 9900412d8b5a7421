/// Where the brush cursor goes in a frame: a window point and the ring's radius there.
package struct CursorPlacement: Equatable, Sendable {
    package var x: Double
    package var y: Double
    package var radius: Double

    package init(x: Double, y: Double, radius: Double) {
        self.x = x
        self.y = y
        self.radius = radius
    }
}
