/// One stroke of gesture ink, from pen down to pen up, as the pen reported it.
public struct GestureStroke: Sendable, Equatable {
    public var points: [GesturePoint]

    public init(points: [GesturePoint]) {
        self.points = points
    }

    /// The box around the stroke's points, nil for a stroke without points.
    public var box: InkBox? { InkBox(around: points) }

    /// Seconds from the first point to the last (0 for a single point): how long the pen
    /// touched, by the device's own clock.
    public var duration: Double {
        guard let first = points.first, let last = points.last else { return 0 }
        return last.time - first.time
    }
}
