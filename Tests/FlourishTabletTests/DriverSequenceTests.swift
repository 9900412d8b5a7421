import FlourishSamples
import FlourishTablet
import Testing

/// One step of a stroke: what the driver sends and what the sample must say.
private struct Step {
    var kind: DeviceEvent.Kind
    var buttons: UInt32
    /// Fraction of the pressure range sent; nil: pressure valuator absent.
    var pressure: Double?
    /// Raw tilt sent (only on devices with tilt axes).
    var tiltX: Double?
    var tiltY: Double?
    var down: Bool
    var expectedPressure: Double
    var expectedTiltX: Double
    var expectedTiltY: Double
}

/// Hover, press, draw with changing pressure and tilt, release, hover again.
private func stroke(_ driver: Driver) -> [Step] {
    let lo = driver.tiltRange?.min ?? 0
    let hi = driver.tiltRange?.max ?? 0
    let hasTilt = driver.tiltRange != nil
    func t(_ v: Double) -> Double { hasTilt ? v : 0 }
    return [
        Step(kind: .motion, buttons: 0, pressure: 0, tiltX: 0, tiltY: 0, down: false,
             expectedPressure: 0, expectedTiltX: 0, expectedTiltY: 0),
        Step(kind: .motion, buttons: 0, pressure: 0, tiltX: lo, tiltY: 0, down: false,
             expectedPressure: 0, expectedTiltX: t(-1), expectedTiltY: 0),
        Step(kind: .buttonPress(button: 1), buttons: 0, pressure: 0.25, tiltX: lo, tiltY: 0, down: true,
             expectedPressure: 0.25, expectedTiltX: t(-1), expectedTiltY: 0),
        Step(kind: .motion, buttons: tipHeld, pressure: 0.5, tiltX: 0, tiltY: hi, down: true,
             expectedPressure: 0.5, expectedTiltX: 0, expectedTiltY: t(1)),
        Step(kind: .motion, buttons: tipHeld, pressure: 1, tiltX: hi, tiltY: hi, down: true,
             expectedPressure: 1, expectedTiltX: t(1), expectedTiltY: t(1)),
        // Pressure unchanged, so not sent: the last pressure holds.
        Step(kind: .motion, buttons: tipHeld, pressure: nil, tiltX: hi, tiltY: lo, down: true,
             expectedPressure: 1, expectedTiltX: t(1), expectedTiltY: t(-1)),
        Step(kind: .motion, buttons: tipHeld, pressure: 0.75, tiltX: 0, tiltY: 0, down: true,
             expectedPressure: 0.75, expectedTiltX: 0, expectedTiltY: 0),
        Step(kind: .buttonRelease(button: 1), buttons: tipHeld, pressure: 0, tiltX: 0, tiltY: 0, down: false,
             expectedPressure: 0, expectedTiltX: 0, expectedTiltY: 0),
        Step(kind: .motion, buttons: 0, pressure: 0, tiltX: 0, tiltY: 0, down: false,
             expectedPressure: 0, expectedTiltX: 0, expectedTiltY: 0),
    ]
}

/// Decodes `steps` as events from `device`, 5 ms apart (200 Hz), positions moving right.
private func decode(
    _ steps: [Step], driver: Driver, device: Int, start: UInt32, decoder d: inout SampleDecoder,
    now: UInt64
) -> [Sample?] {
    steps.enumerated().map { i, step in
        let e = event(
            step.kind, device: device, time: start &+ UInt32(i * 5), x: 100 + Double(i) * 2.5,
            y: 50.25, buttons: step.buttons,
            valuators: driver.valuators(
                pressure: step.pressure.map(driver.rawPressure), tiltX: step.tiltX, tiltY: step.tiltY))
        return d.sample(for: e, nowMilliseconds: now)
    }
}

private func check(
    _ samples: [Sample?], _ steps: [Step], tool: Tool, start: UInt64, driver: Driver
) {
    #expect(samples.count == steps.count)
    for (i, (sample, step)) in zip(samples, steps).enumerated() {
        guard let s = sample else {
            Issue.record("\(driver) \(tool) step \(i): no sample")
            continue
        }
        let where_ = "\(driver) \(tool) step \(i) \(step.kind)"
        #expect(s.tool == tool, "\(where_)")
        #expect(s.isDown == step.down, "\(where_)")
        #expect(close(s.pressure, step.expectedPressure), "\(where_): pressure \(s.pressure)")
        #expect(close(s.xtilt, step.expectedTiltX), "\(where_): xtilt \(s.xtilt)")
        #expect(close(s.ytilt, step.expectedTiltY), "\(where_): ytilt \(s.ytilt)")
        #expect(s.x == 100 + Double(i) * 2.5 && s.y == 50.25, "\(where_): position")
        #expect(close(s.time, Double(start + UInt64(i) * 5) / 1000), "\(where_): time \(s.time)")
    }
    let times = samples.compactMap { $0?.time }
    #expect(zip(times, times.dropFirst()).allSatisfy { $0 < $1 }, "\(driver): times must rise")
}

@Suite("SampleDecoder: realistic strokes per driver")
struct DriverSequenceTests {
    @Test("pen: hover, press, draw, release", arguments: Driver.allCases)
    func penStroke(driver: Driver) {
        var d = decoder(driver.pen(id: 11), driver.eraser(id: 12), mouse(id: 2))
        let steps = stroke(driver)
        let samples = decode(steps, driver: driver, device: 11, start: 86_400_000, decoder: &d, now: 86_400_100)
        check(samples, steps, tool: .pen, start: 86_400_000, driver: driver)
        #expect(d.counters == DecoderCounters())
    }

    @Test("eraser after pen: its own tool, its own stroke", arguments: Driver.allCases)
    func eraserStroke(driver: Driver) {
        var d = decoder(driver.pen(id: 11), driver.eraser(id: 12), mouse(id: 2))
        let steps = stroke(driver)
        let pen = decode(steps, driver: driver, device: 11, start: 5_000, decoder: &d, now: 5_100)
        check(pen, steps, tool: .pen, start: 5_000, driver: driver)
        let eraser = decode(steps, driver: driver, device: 12, start: 6_000, decoder: &d, now: 6_100)
        check(eraser, steps, tool: .eraser, start: 6_000, driver: driver)
        #expect(d.counters == DecoderCounters())
    }

    @Test("a stroke across the 32-bit wrap of the server's clock keeps rising times", arguments: Driver.allCases)
    func acrossWrap(driver: Driver) {
        var d = decoder(driver.pen(id: 11))
        let steps = stroke(driver)
        // Starts 20 ms before the wrap; the events' 32-bit times wrap to small numbers midway.
        let start = UInt32.max - 19
        let now = (UInt64(1) << 32) + 100
        let samples = decode(steps, driver: driver, device: 11, start: start, decoder: &d, now: now)
        check(samples, steps, tool: .pen, start: UInt64(start), driver: driver)
    }

    @Test("a stroke with junk in it: dropped and repaired events are counted, the rest come through")
    func junk() {
        let driver = Driver.libinput
        var d = decoder(driver.pen(id: 11))
        let v = { (p: Double) in driver.valuators(pressure: driver.rawPressure(p), tiltX: 0, tiltY: 0) }
        let events = [
            event(.buttonPress(button: 1), device: 11, time: 100, valuators: v(0.3)),
            event(device: 11, time: 105, x: .nan, buttons: tipHeld, valuators: v(0.4)),
            event(device: 99, time: 107, buttons: tipHeld, valuators: v(0.4)),
            event(device: 11, time: 110, buttons: tipHeld, valuators: driver.valuators(pressure: .nan, tiltX: 0, tiltY: 0)),
            event(device: 11, time: 115, buttons: tipHeld, valuators: driver.valuators(pressure: 5000, tiltX: 0, tiltY: 0)),
            event(.buttonRelease(button: 1), device: 11, time: 120, buttons: tipHeld, valuators: v(0)),
        ]
        let samples = events.compactMap { d.sample(for: $0, nowMilliseconds: 200) }
        let times = samples.map(\.time)
        #expect(times.count == 4 && zip(times, [0.1, 0.11, 0.115, 0.12]).allSatisfy { close($0, $1) }, "times \(times)")
        #expect(samples.map(\.isDown) == [true, true, true, false])
        let pressures = samples.map(\.pressure)
        #expect(pressures.count == 4)
        if pressures.count == 4 {
            #expect(close(pressures[0], 0.3))
            #expect(close(pressures[1], 0.3), "NaN repaired with the last good 0.3: \(pressures[1])")
            #expect(pressures[2] == 1, "clamped: \(pressures[2])")
        }
        var expected = DecoderCounters()
        expected.droppedNonFinitePosition = 1
        expected.droppedUnknownDevice = 1
        expected.repairedNonFinite = 1
        expected.clampedOutOfRange = 1
        #expect(d.counters == expected)
    }
}
