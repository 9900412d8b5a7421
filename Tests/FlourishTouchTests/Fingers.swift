import FlourishTouch

/// Touch events written as a script: fingers down, moves and lifts at made-up times.
struct Fingers {
    var events: [TouchEvent] = []

    mutating func down(_ finger: UInt32, _ x: Double, _ y: Double, at time: Double) {
        events.append(TouchEvent(finger: finger, phase: .began, x: x, y: y, time: time))
    }

    mutating func move(_ finger: UInt32, _ x: Double, _ y: Double, at time: Double) {
        events.append(TouchEvent(finger: finger, phase: .moved, x: x, y: y, time: time))
    }

    mutating func up(_ finger: UInt32, _ x: Double, _ y: Double, at time: Double) {
        events.append(TouchEvent(finger: finger, phase: .ended, x: x, y: y, time: time))
    }
}

extension TouchGestures {
    /// Every action the script's events ask for, in order.
    mutating func take(_ fingers: Fingers) -> [TouchAction] {
        fingers.events.flatMap { take($0) }
    }
}

extension TouchInput {
    mutating func take(_ fingers: Fingers) -> [TouchAction] {
        fingers.events.flatMap { take($0) }
    }
}

extension [TouchAction] {
    var moves: [Similarity] {
        compactMap {
            if case .moveView(let move) = $0 { return move }
            return nil
        }
    }

    var taps: [Int] {
        compactMap {
            if case .tap(let fingers) = $0 { return fingers }
            return nil
        }
    }

    var paints: [(x: Double, y: Double, down: Bool)] {
        compactMap {
            if case .paint(let x, let y, _, let down) = $0 { return (x, y, down) }
            return nil
        }
    }
}
