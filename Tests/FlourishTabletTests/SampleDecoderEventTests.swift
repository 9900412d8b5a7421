import FlourishTablet
import Testing

/// (event kind, button mask before the event, tip down after it)
private let buttonCases: [(DeviceEvent.Kind, UInt32, Bool)] = [
    (.motion, 0, false),
    (.motion, 1 << 1, true),
    (.motion, 1 << 2, false),
    (.motion, 1 << 3, false),
    (.motion, 1 << 1 | 1 << 3, true),
    (.motion, 1 << 0, false),  // bit 0 is not button 1
    (.buttonPress(button: 1), 0, true),
    (.buttonPress(button: 1), 1 << 1, true),
    (.buttonPress(button: 1), 1 << 3, true),
    (.buttonRelease(button: 1), 1 << 1, false),
    (.buttonRelease(button: 1), 1 << 1 | 1 << 2, false),
    (.buttonRelease(button: 1), 0, false),
    (.buttonPress(button: 2), 0, false),
    (.buttonPress(button: 3), 0, false),
    (.buttonPress(button: 3), 1 << 1, true),
    (.buttonRelease(button: 3), 1 << 1 | 1 << 3, true),
    (.buttonRelease(button: 3), 1 << 3, false),
    (.buttonRelease(button: 2), 1 << 1 | 1 << 2, true),
    (.buttonPress(button: 4), 1 << 1, true),  // wheel while drawing
    (.buttonPress(button: 5), 0, false),
]

@Suite("SampleDecoder: buttons")
struct DecoderButtonTests {
    @Test("the tip is button 1: held in the mask, pressed, or released by this event", arguments: buttonCases)
    func tip(kind: DeviceEvent.Kind, mask: UInt32, down: Bool) throws {
        var d = decoder(Driver.wacom.pen(), mouse())
        let s = try take(&d, event(kind, device: 11, buttons: mask, valuators: Driver.wacom.valuators(pressure: 40_000)))
        #expect(s.isDown == down)
        let m = try take(&d, event(kind, device: 2, buttons: mask, valuators: [:]))
        #expect(m.isDown == down, "mouse")
    }

    @Test("a mouse paints with mousePressure while button 1 is down, 0 otherwise, no tilt",
          arguments: [0.5, 0.35, 1.0])
    func mousePressure(pressure: Double) throws {
        var d = SampleDecoder(mousePressure: pressure)
        let tiltingMouse = PointerDevice(
            id: 2, name: "Eraser Mouse",
            valuators: [
                Valuator(number: 0, label: "Abs X", min: 0, max: 100),
                Valuator(number: 1, label: "Abs Y", min: 0, max: 100),
                Valuator(number: 2, label: "Abs Tilt X", min: -64, max: 63),
                Valuator(number: 3, label: "Abs Tilt Y", min: -64, max: 63),
            ])
        d.devices[2] = tiltingMouse
        let v: [Int: Double] = [0: 5, 1: 6, 2: 63, 3: -64]
        let sequence: [(DeviceEvent.Kind, UInt32, Double, Bool)] = [
            (.motion, 0, 0, false),
            (.buttonPress(button: 1), 0, pressure, true),
            (.motion, 1 << 1, pressure, true),
            (.buttonPress(button: 3), 1 << 1, pressure, true),
            (.buttonRelease(button: 1), 1 << 1 | 1 << 3, 0, false),
            (.motion, 1 << 3, 0, false),
        ]
        for (kind, mask, expected, down) in sequence {
            let s = try take(&d, event(kind, device: 2, buttons: mask, valuators: v))
            #expect(s.tool == .mouse)
            #expect(s.isDown == down, "\(kind)")
            #expect(s.pressure == expected, "\(kind): \(s.pressure)")
            #expect(s.xtilt == 0 && s.ytilt == 0)
        }
        #expect(d.counters == DecoderCounters())
    }

    @Test("the default mouse pressure is within (0, 1] and is what a pressed mouse paints with")
    func defaultMousePressure() throws {
        var d = decoder(mouse())
        #expect(d.mousePressure > 0 && d.mousePressure <= 1)
        let s = try take(&d, event(.buttonPress(button: 1), device: 2, valuators: [:]))
        #expect(s.pressure == d.mousePressure)
    }
}

@Suite("SampleDecoder: time")
struct DecoderTimeTests {
    static let wrap: UInt64 = 1 << 32

    @Test("unwrap gives the latest time <= now with the event's low 32 bits", arguments: [
        (UInt32(9_990), UInt64(10_000), UInt64(9_990)),
        (10_000, 10_000, 10_000),
        (0, 0, 0),
        (UInt32.max - 4, (1 << 32) + 5, (1 << 32) - 5),
        (UInt32.max, 1 << 32, (1 << 32) - 1),
        (0, 1 << 32, 1 << 32),
        (5, (1 << 32) + 5, (1 << 32) + 5),
        (100, 3 << 32 | 100, 3 << 32 | 100),
        (101, 3 << 32 | 100, 2 << 32 | 101),
        (UInt32.max, 1 << 40, (1 << 40) - 1),
        (7, 1 << 40 | 7_007, 1 << 40 | 7),
    ] as [(UInt32, UInt64, UInt64)])
    func unwrap(time: UInt32, now: UInt64, expected: UInt64) {
        #expect(SampleDecoder.unwrap(time, now: now) == expected)
    }

    @Test("unwrap on random times past the first wrap: <= now, same low bits, less than one wrap behind",
          arguments: [3, 17, 4096])
    func unwrapProperty(seed: UInt64) {
        var rng = LCG(seed: seed)
        for _ in 0..<2000 {
            let now = Self.wrap + rng.next() % (1 << 45)
            let time = UInt32(truncatingIfNeeded: rng.next() >> 7)
            let t = SampleDecoder.unwrap(time, now: now)
            #expect(t <= now, "unwrap(\(time), now: \(now)) = \(t)")
            #expect(UInt32(truncatingIfNeeded: t) == time)
            #expect(now - t < Self.wrap, "unwrap(\(time), now: \(now)) = \(t) is not the latest")
        }
    }

    @Test("a sample's time is the unwrapped milliseconds in seconds", arguments: [
        (UInt32(9_990), UInt64(10_000), 9.99),
        (UInt32.max - 4, (1 << 32) + 5, Double((1 << 32) - 5) / 1000),
        (1_000, 1_000, 1.0),
        (5, (1 << 32) + 10, Double((1 << 32) + 5) / 1000),
    ] as [(UInt32, UInt64, Double)])
    func sampleTime(time: UInt32, now: UInt64, seconds: Double) throws {
        var d = decoder(Driver.wacom.pen(), mouse())
        let pen = try take(&d, event(device: 11, time: time, valuators: Driver.wacom.valuators(pressure: 1)), now)
        #expect(close(pen.time, seconds, 1e-9 * max(1, seconds)), "\(pen.time) s, want \(seconds)")
        let m = try take(&d, event(device: 2, time: time, valuators: [:]), now)
        #expect(close(m.time, seconds, 1e-9 * max(1, seconds)))
    }
}

@Suite("SampleDecoder: tilt the event leaves out")
struct AbsentTiltTests {
    /// XI2 sends only the valuators that changed: a motion without tilt values has the same
    /// tilt as before, and libmypaint must not see it jump to 0 and back.
    @Test("a motion without tilt keeps the device's last tilt")
    func absentTiltIsUnchanged() throws {
        let pen = PointerDevice(
            id: 9, name: "Wacom Intuos S Pen stylus",
            valuators: [
                Valuator(number: 0, label: "Abs X", min: 0, max: 1000),
                Valuator(number: 1, label: "Abs Y", min: 0, max: 1000),
                Valuator(number: 2, label: "Abs Pressure", min: 0, max: 65536),
                Valuator(number: 3, label: "Abs Tilt X", min: -64, max: 63),
                Valuator(number: 4, label: "Abs Tilt Y", min: -64, max: 63),
            ])
        var decoder = SampleDecoder()
        decoder.devices = [9: pen]
        let tilted = DeviceEvent(
            kind: .motion, deviceID: 9, time: 100, x: 1, y: 1, buttonMask: 1 << 1,
            valuatorMask: [0b0001_1111], values: [1, 1, 32768, 63, -64])
        let firstDecoded = decoder.sample(for: tilted, nowMilliseconds: 200)
        let first = try #require(firstDecoded)
        #expect(first.xtilt == 1 && first.ytilt == -1)
        // Only x and pressure changed: tilt is not in the event.
        let moved = DeviceEvent(
            kind: .motion, deviceID: 9, time: 105, x: 2, y: 1, buttonMask: 1 << 1,
            valuatorMask: [0b0000_0101], values: [2, 40000])
        let secondDecoded = decoder.sample(for: moved, nowMilliseconds: 200)
        let second = try #require(secondDecoded)
        #expect(second.xtilt == 1 && second.ytilt == -1)
        // Another device starts from no tilt.
        var other = pen
        other.id = 10
        decoder.devices[10] = other
        let fresh = DeviceEvent(
            kind: .motion, deviceID: 10, time: 106, x: 2, y: 1, buttonMask: 0,
            valuatorMask: [0b0000_0011], values: [2, 1])
        let thirdDecoded = decoder.sample(for: fresh, nowMilliseconds: 200)
        let third = try #require(thirdDecoded)
        #expect(third.xtilt == 0 && third.ytilt == 0)
    }
}

@Suite("SampleDecoder: position of absolute devices")
struct AbsolutePositionTests {
    let stylus = PointerDevice(
        id: 6, name: "Flourish Virtual stylus",
        valuators: [
            Valuator(number: 0, label: "Abs X", min: 0, max: 65535),
            Valuator(number: 1, label: "Abs Y", min: 0, max: 65535),
            Valuator(number: 4, label: "Abs Pressure", min: 0, max: 1000),
        ])

    /// A slave-device event as Xorg delivers it: window position stale (the previous whole
    /// pixel plus the new fraction), root - window = the window origin (100, 50).
    func event(valuators: [Double], mask: UInt8, staleX: Double, staleY: Double) -> DeviceEvent {
        DeviceEvent(
            kind: .motion, deviceID: 6, time: 1, x: staleX, y: staleY, rootX: staleX + 100,
            rootY: staleY + 50, buttonMask: 1 << 1, valuatorMask: [mask], values: valuators)
    }

    @Test("the position comes from the X/Y valuators mapped onto the screen, minus the window origin")
    func fromValuators() throws {
        var decoder = SampleDecoder()
        decoder.devices = [6: stylus]
        decoder.screenSize = (1920, 1080)
        // 32768 of 0..65535 is the screen's middle: 960, 540 -> window 860, 490.
        let middle = decoder.sample(for: event(valuators: [32768, 32768, 500], mask: 0b10011, staleX: 3.4, staleY: 7.9), nowMilliseconds: 10)
        let sample = try #require(middle)
        #expect(abs(sample.x - 860) < 1e-9 && abs(sample.y - 490) < 1e-9)
        // A motion that carries only X keeps the last Y valuator.
        let moved = decoder.sample(for: event(valuators: [16384, 600], mask: 0b10001, staleX: 860.2, staleY: 490), nowMilliseconds: 10)
        let second = try #require(moved)
        #expect(abs(second.x - (480 - 100)) < 1e-9 && abs(second.y - 490) < 1e-9)
    }

    @Test("without a screen size, or for a mouse, the event's own position is used")
    func fallsBack() throws {
        var decoder = SampleDecoder()
        decoder.devices = [6: stylus]
        let unknownScreen = decoder.sample(for: event(valuators: [32768, 32768, 500], mask: 0b10011, staleX: 3.5, staleY: 7.5), nowMilliseconds: 10)
        let sample = try #require(unknownScreen)
        #expect(sample.x == 3.5 && sample.y == 7.5)
    }
}
