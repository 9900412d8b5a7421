import FlourishTablet
import Testing

/// Counters with the given fields set, the rest zero.
private func counters(
    nonFinitePosition: Int = 0, unknownDevice: Int = 0, repaired: Int = 0, clamped: Int = 0
) -> DecoderCounters {
    var c = DecoderCounters()
    c.droppedNonFinitePosition = nonFinitePosition
    c.droppedUnknownDevice = unknownDevice
    c.repairedNonFinite = repaired
    c.clampedOutOfRange = clamped
    return c
}

@Suite("SampleDecoder: pressure")
struct DecoderPressureTests {
    @Test("pressure is normalised by the valuator's own range: min 0, midpoint 0.5, max 1",
          arguments: Driver.allCases)
    func normalised(driver: Driver) throws {
        var d = decoder(driver.pen())
        let (lo, hi) = driver.pressureRange
        for (raw, expected) in [(lo, 0.0), ((lo + hi) / 2, 0.5), (hi, 1.0), (lo + (hi - lo) / 4, 0.25)] {
            let s = try take(&d, event(device: 11, buttons: tipHeld, valuators: driver.valuators(pressure: raw)))
            #expect(close(s.pressure, expected), "\(driver) raw \(raw): \(s.pressure), want \(expected)")
        }
        #expect(d.counters == DecoderCounters(), "in-range values count nothing")
    }

    @Test("a range not starting at zero: min still maps to 0 and max to 1")
    func offsetRange() throws {
        let axes = [
            Valuator(number: 0, label: "Abs X", min: 0, max: 100),
            Valuator(number: 1, label: "Abs Y", min: 0, max: 100),
            Valuator(number: 2, label: "Abs Pressure", min: 100, max: 300),
        ]
        var d = decoder(PointerDevice(id: 5, name: "odd pen", valuators: axes))
        for (raw, expected) in [(100.0, 0.0), (200, 0.5), (300, 1), (150, 0.25)] {
            let s = try take(&d, event(device: 5, buttons: tipHeld, valuators: [2: raw]))
            #expect(close(s.pressure, expected), "raw \(raw) gives \(s.pressure)")
        }
    }

    @Test("out-of-range pressure is clamped to 0...1 and counted", arguments: Driver.allCases)
    func clamped(driver: Driver) throws {
        var d = decoder(driver.pen())
        let (lo, hi) = driver.pressureRange
        let cases: [(Double, Double)] = [(hi + 1, 1), (hi * 3, 1), (lo - 1, 0), (lo - 5000, 0)]
        for (n, (raw, expected)) in cases.enumerated() {
            let s = try take(&d, event(device: 11, buttons: tipHeld, valuators: driver.valuators(pressure: raw)))
            #expect(s.pressure == expected, "raw \(raw) gives \(s.pressure)")
            #expect(d.counters == counters(clamped: n + 1))
        }
    }

    @Test("NaN or infinite pressure while down takes the device's last good pressure, counted",
          arguments: [Double.nan, .infinity, -.infinity])
    func nonFiniteWhileDown(bad: Double) throws {
        let driver = Driver.wacom
        var d = decoder(driver.pen(id: 11), driver.eraser(id: 12))
        // Each device has its own last good pressure.
        _ = d.sample(for: event(device: 11, buttons: tipHeld, valuators: driver.valuators(pressure: driver.rawPressure(0.75))), nowMilliseconds: now)
        _ = d.sample(for: event(device: 12, buttons: tipHeld, valuators: driver.valuators(pressure: driver.rawPressure(0.25))), nowMilliseconds: now)
        let pen = try take(&d, event(device: 11, buttons: tipHeld, valuators: driver.valuators(pressure: bad)))
        #expect(close(pen.pressure, 0.75), "pen got \(pen.pressure)")
        #expect(pen.isDown)
        let eraser = try take(&d, event(device: 12, buttons: tipHeld, valuators: driver.valuators(pressure: bad)))
        #expect(close(eraser.pressure, 0.25), "eraser got \(eraser.pressure)")
        #expect(d.counters == counters(repaired: 2))
        // A good value after the repair is used as it is.
        let after = try take(&d, event(device: 11, buttons: tipHeld, valuators: driver.valuators(pressure: driver.rawPressure(0.5))))
        #expect(close(after.pressure, 0.5))
        #expect(d.counters == counters(repaired: 2))
    }

    @Test("the repaired pressure is the last good one, not the first, nor the last event's")
    func lastGoodIsLatest() throws {
        let driver = Driver.libinput
        var d = decoder(driver.pen())
        for fraction in [0.2, 0.9, 0.4] {
            _ = d.sample(for: event(device: 11, buttons: tipHeld, valuators: driver.valuators(pressure: driver.rawPressure(fraction))), nowMilliseconds: now)
        }
        for _ in 0..<3 {
            let s = try take(&d, event(device: 11, buttons: tipHeld, valuators: driver.valuators(pressure: .nan)))
            #expect(close(s.pressure, 0.4), "got \(s.pressure)")
        }
        #expect(d.counters.repairedNonFinite == 3)
    }

    @Test("a motion without the pressure valuator while down keeps the last pressure, uncounted",
          arguments: Driver.allCases)
    func absentWhileDown(driver: Driver) throws {
        var d = decoder(driver.pen())
        _ = d.sample(for: event(.buttonPress(button: 1), device: 11, valuators: driver.valuators(pressure: driver.rawPressure(0.6))), nowMilliseconds: now)
        // Only x and y changed: XI2 sends just those.
        let s = try take(&d, event(device: 11, x: 11, buttons: tipHeld, valuators: driver.valuators(pressure: nil)))
        #expect(s.isDown)
        #expect(close(s.pressure, 0.6), "\(driver): \(s.pressure)")
        #expect(d.counters == DecoderCounters())
        // With no valuators at all, too.
        let bare = try take(&d, event(device: 11, x: 12, buttons: tipHeld, valuators: [:]))
        #expect(close(bare.pressure, 0.6))
        #expect(d.counters == DecoderCounters())
    }

    @Test("a hovering pen reports its normalised pressure and is not down", arguments: Driver.allCases)
    func hover(driver: Driver) throws {
        var d = decoder(driver.pen())
        let s = try take(&d, event(device: 11, valuators: driver.valuators(pressure: driver.rawPressure(0.5))))
        #expect(!s.isDown)
        #expect(close(s.pressure, 0.5))
        #expect(s.tool == .pen)
    }

    @Test("a pressure curve changes the sample's pressure", arguments: Driver.allCases)
    func curveApplied(driver: Driver) throws {
        let curve = try PressureCurve(parsing: "0,0 0.5,0.1 1,1")
        var d = decoder(driver.pen(), curve: curve)
        for (fraction, expected) in [(0.5, 0.1), (0.0, 0.0), (1.0, 1.0)] {
            let s = try take(&d, event(device: 11, buttons: tipHeld, valuators: driver.valuators(pressure: driver.rawPressure(fraction))))
            #expect(close(s.pressure, expected), "\(driver) at \(fraction): \(s.pressure)")
        }
        let quarter = try take(&d, event(device: 11, buttons: tipHeld, valuators: driver.valuators(pressure: driver.rawPressure(0.25))))
        #expect(quarter.pressure < 0.1 && quarter.pressure > 0, "below the 0.5,0.1 point: \(quarter.pressure)")
    }

    @Test("a curve set after creating the decoder is used")
    func curveChangedLater() throws {
        var d = decoder(Driver.inputtest.pen())
        d.pressureCurve = try PressureCurve(parsing: "0,0 0.5,0.8 1,1")
        let s = try take(&d, event(device: 11, buttons: tipHeld, valuators: Driver.inputtest.valuators(pressure: 500)))
        #expect(close(s.pressure, 0.8))
    }
}

/// Tilt ranges: wacom/XWayland, libinput, not spanning zero, symmetric, offset.
private let tiltRanges: [(Double, Double)] = [(-64, 63), (-64, 64), (0, 127), (-90, 90), (10, 30)]

@Suite("SampleDecoder: tilt")
struct DecoderTiltTests {
    private func device(_ range: (Double, Double)) -> PointerDevice {
        PointerDevice(
            id: 7, name: "tilting pen",
            valuators: [
                Valuator(number: 0, label: "Abs X", min: 0, max: 100),
                Valuator(number: 1, label: "Abs Y", min: 0, max: 100),
                Valuator(number: 2, label: "Abs Pressure", min: 0, max: 1023),
                Valuator(number: 3, label: "Abs Tilt X", min: range.0, max: range.1),
                Valuator(number: 4, label: "Abs Tilt Y", min: range.0, max: range.1),
            ])
    }

    private func tilts(_ d: inout SampleDecoder, x: Double?, y: Double?) throws -> (Double, Double) {
        var values: [Int: Double] = [2: 512]
        if let x { values[3] = x }
        if let y { values[4] = y }
        let s = try take(&d, event(device: 7, buttons: tipHeld, valuators: values))
        return (s.xtilt, s.ytilt)
    }

    @Test("min maps to -1, max to +1, each axis on its own", arguments: tiltRanges)
    func ends(min: Double, max: Double) throws {
        var d = decoder(device((min, max)))
        let (x1, y1) = try tilts(&d, x: min, y: max)
        #expect(close(x1, -1) && close(y1, 1), "(\(min), \(max)) -> (\(x1), \(y1))")
        let (x2, y2) = try tilts(&d, x: max, y: min)
        #expect(close(x2, 1) && close(y2, -1), "(\(max), \(min)) -> (\(x2), \(y2))")
        #expect(d.counters == DecoderCounters())
    }

    @Test("a range around zero keeps 0 at 0", arguments: [(-64.0, 63.0), (-64, 64), (-90, 90), (-10, 100)])
    func zeroStaysZero(min: Double, max: Double) throws {
        var d = decoder(device((min, max)))
        let (x, y) = try tilts(&d, x: 0, y: 0)
        #expect(x == 0 && y == 0, "got (\(x), \(y))")
        // and the sign follows the raw value's
        let (xn, yp) = try tilts(&d, x: -5, y: 5)
        #expect(xn < 0 && xn > -1 && yp > 0 && yp < 1, "got (\(xn), \(yp))")
    }

    @Test("a range not spanning zero maps linearly onto -1...1", arguments: [(0.0, 127.0), (10, 30)])
    func linear(min: Double, max: Double) throws {
        var d = decoder(device((min, max)))
        for fraction in [0.0, 0.25, 0.5, 0.75, 1] {
            let raw = min + fraction * (max - min)
            let (x, _) = try tilts(&d, x: raw, y: nil)
            #expect(close(x, 2 * fraction - 1), "\(raw) in \(min)..\(max) gives \(x)")
        }
    }

    @Test("tilt rises with the raw value and stays within -1...1 over the whole range",
          arguments: tiltRanges)
    func monotone(min: Double, max: Double) throws {
        var d = decoder(device((min, max)))
        var previous = -Double.infinity
        for i in 0...200 {
            let raw = min + Double(i) / 200 * (max - min)
            let (x, _) = try tilts(&d, x: raw, y: nil)
            #expect(x >= previous && (-1...1).contains(x), "\(raw) gives \(x) after \(previous)")
            previous = x
        }
    }

    @Test("NaN tilt becomes 0 and is counted")
    func nanTilt() throws {
        var d = decoder(device((-64, 63)))
        let (x, y) = try tilts(&d, x: .nan, y: 30)
        #expect(x == 0)
        #expect(y > 0 && y < 1, "the good axis is still decoded: \(y)")
        #expect(d.counters == counters(repaired: 1))
        let (x2, y2) = try tilts(&d, x: .nan, y: .nan)
        #expect(x2 == 0 && y2 == 0)
        #expect(d.counters == counters(repaired: 3))
    }

    @Test("infinite tilt gives a value within -1...1 and is counted", arguments: [Double.infinity, -.infinity])
    func infiniteTilt(bad: Double) throws {
        var d = decoder(device((-64, 63)))
        let (x, _) = try tilts(&d, x: bad, y: nil)
        #expect(x.isFinite && (-1...1).contains(x), "got \(x)")
        #expect(d.counters.repairedNonFinite + d.counters.clampedOutOfRange == 1)
    }

    @Test("out-of-range tilt is clamped and counted", arguments: [(-64.0, 63.0), (-64, 64), (0, 127)])
    func clampedTilt(min: Double, max: Double) throws {
        var d = decoder(device((min, max)))
        let (x, y) = try tilts(&d, x: max + 1, y: min - 1)
        #expect(x == 1 && y == -1, "got (\(x), \(y))")
        let (x2, y2) = try tilts(&d, x: min - 1000, y: max + 1000)
        #expect(x2 == -1 && y2 == 1, "got (\(x2), \(y2))")
        #expect(d.counters == counters(clamped: 4))
    }

    @Test("a device without tilt valuators gives tilt 0, whatever its other valuators carry")
    func noTiltAxes() throws {
        var d = decoder(Driver.inputtest.pen())
        // Valuators 2 and 3 on inputtest are scroll axes: the values must not be taken as tilt.
        let s = try take(&d, event(device: 11, buttons: tipHeld, valuators: [0: 100, 1: 200, 2: 40, 3: -40, 4: 500]))
        #expect(s.xtilt == 0 && s.ytilt == 0)
        #expect(close(s.pressure, 0.5))
    }
}

@Suite("SampleDecoder: position and unknown devices")
struct DecoderPositionTests {
    @Test("x and y are the event's window-relative position, sub-pixel kept",
          arguments: [(0.0, 0.0), (123.25, 456.75), (-3.5, 1079.125), (1919.999, 0.001)])
    func position(x: Double, y: Double) throws {
        var d = decoder(Driver.wacom.pen(), mouse())
        let pen = try take(&d, event(device: 11, x: x, y: y, buttons: tipHeld, valuators: Driver.wacom.valuators(pressure: 100)))
        #expect(pen.x == x && pen.y == y)
        let m = try take(&d, event(device: 2, x: x, y: y, valuators: [0: 3, 1: -2]))
        #expect(m.x == x && m.y == y)
    }

    @Test("a NaN or infinite x or y drops the event and is counted", arguments: [
        (Double.nan, 10.0), (10, .nan), (.infinity, 10), (10, -.infinity), (.nan, .infinity),
    ] as [(Double, Double)])
    func nonFinite(x: Double, y: Double) throws {
        var d = decoder(Driver.wacom.pen())
        let v = Driver.wacom.valuators(pressure: 30_000)
        #expect(peek(&d, event(device: 11, x: x, y: y, buttons: tipHeld, valuators: v)) == nil)
        #expect(d.counters == counters(nonFinitePosition: 1))
        #expect(peek(&d, event(.buttonPress(button: 1), device: 11, x: x, y: y, valuators: v)) == nil)
        #expect(d.counters == counters(nonFinitePosition: 2))
        // The decoder carries on.
        let s = try take(&d, event(device: 11, x: 5, y: 6, buttons: tipHeld, valuators: v))
        #expect(s.x == 5 && s.y == 6)
        #expect(d.counters == counters(nonFinitePosition: 2))
    }

    @Test("an event from a device the decoder does not know is dropped and counted")
    func unknownDevice() throws {
        var d = decoder(Driver.wacom.pen(id: 11))
        let v = Driver.wacom.valuators(pressure: 30_000)
        #expect(peek(&d, event(device: 12, buttons: tipHeld, valuators: v)) == nil)
        #expect(peek(&d, event(.buttonPress(button: 1), device: 3, valuators: v)) == nil)
        #expect(d.counters == counters(unknownDevice: 2))
        #expect(peek(&d, event(device: 11, buttons: tipHeld, valuators: v)) != nil)
        // Once it is added, its events come through.
        d.devices[12] = Driver.wacom.eraser(id: 12)
        let s = try take(&d, event(device: 12, buttons: tipHeld, valuators: v))
        #expect(s.tool == .eraser)
        #expect(d.counters == counters(unknownDevice: 2))
        // And once removed, they are dropped again.
        d.devices[12] = nil
        #expect(peek(&d, event(device: 12, valuators: v)) == nil)
        #expect(d.counters == counters(unknownDevice: 3))
    }

    @Test("samples carry the device's tool", arguments: Driver.allCases)
    func tools(driver: Driver) throws {
        var d = decoder(driver.pen(id: 11), driver.eraser(id: 12), mouse(id: 2))
        let v = driver.valuators(pressure: driver.rawPressure(0.5))
        #expect(peek(&d, event(device: 11, valuators: v))?.tool == .pen)
        #expect(peek(&d, event(device: 12, valuators: v))?.tool == .eraser)
        #expect(peek(&d, event(device: 2, valuators: [0: 1]))?.tool == .mouse)
    }
}
