import FlourishSamples

/// Why an event gave no sample, or gave one with a value repaired; counted so a driver that
/// sends junk shows up in the figures instead of on the canvas.
public struct DecoderCounters: Sendable, Equatable {
    /// Events whose position was not a finite number: dropped.
    public var droppedNonFinitePosition = 0
    /// Events from a device the decoder was not told about: dropped.
    public var droppedUnknownDevice = 0
    /// Pressure or tilt that was NaN or infinite: replaced (last good pressure, tilt 0).
    public var repairedNonFinite = 0
    /// Pressure or tilt outside the valuator's own range: clamped.
    public var clampedOutOfRange = 0
    public init() {}
}

/// Turns XInput2 device events into samples: axes found by valuator label, normalised by each
/// valuator's own range, the tool from the device, the X server's time on the monotonic clock.
///
/// Nothing is smoothed or predicted. The only value ever substituted is the one MyPaint also
/// substitutes: a pressure that is missing or broken while the tip is down takes the last
/// good pressure of that device, so a driver glitch does not punch a hole in the stroke.
public struct SampleDecoder: Sendable {
    public var devices: [Int: PointerDevice] = [:]
    public var pressureCurve: PressureCurve
    /// Pressure a mouse paints with while its first button is held.
    public var mousePressure: Double
    /// The X screen's size in pixels, which absolute devices map their X/Y range onto; nil
    /// to use the events' own positions.
    public var screenSize: (width: Double, height: Double)?
    public private(set) var counters = DecoderCounters()
    /// Each absolute device's last X and Y valuator values (XI2 sends only changed ones).
    private var lastAbsolute: [Int: (x: Double?, y: Double?)] = [:]
    private var lastGoodPressure: [Int: Double] = [:]
    /// Each device's last tilt; XI2 sends only valuators that changed, so an absent tilt
    /// is unchanged, not zero.
    private var lastTilt: [Int: (x: Double, y: Double)] = [:]

    public init(pressureCurve: PressureCurve = .identity, mousePressure: Double = 0.5) {
        self.pressureCurve = pressureCurve
        self.mousePressure = mousePressure
    }

    /// The sample `event` stands for, or nil when it must be dropped (counted).
    ///
    /// - Parameter nowMilliseconds: the monotonic clock now, in ms; the event's 32-bit server
    ///   time is unwrapped against it so times stay right past the 49.7-day wrap.
    public mutating func sample(for event: DeviceEvent, nowMilliseconds: UInt64) -> Sample? {
        guard let device = devices[event.deviceID] else {
            counters.droppedUnknownDevice += 1
            return nil
        }
        guard event.x.isFinite, event.y.isFinite else {
            counters.droppedNonFinitePosition += 1
            return nil
        }
        let down: Bool
        switch event.kind {
        case .motion: down = event.buttonMask & (1 << 1) != 0
        case .buttonPress(let button): down = button == 1 || event.buttonMask & (1 << 1) != 0
        case .buttonRelease(let button): down = button != 1 && event.buttonMask & (1 << 1) != 0
        }
        var buttons: Buttons = down ? .primary : []
        if event.buttonMask & (1 << 2) != 0 { buttons.insert(.tertiary) }
        if event.buttonMask & (1 << 3) != 0 { buttons.insert(.secondary) }

        let tool = device.tool
        let (x, y) = position(of: event, device: device)
        guard x.isFinite, y.isFinite else {
            counters.droppedNonFinitePosition += 1
            return nil
        }
        var pressure = 0.0
        var xtilt = 0.0
        var ytilt = 0.0
        if tool == .mouse {
            pressure = down ? mousePressure : 0
        } else {
            pressure = tabletPressure(event, device: device, down: down)
            let last = lastTilt[device.id] ?? (0, 0)
            xtilt = tilt(event, device.valuator(labelled: PointerDevice.tiltXLabel)) ?? last.x
            ytilt = tilt(event, device.valuator(labelled: PointerDevice.tiltYLabel)) ?? last.y
            lastTilt[device.id] = (xtilt, ytilt)
        }
        return Sample(
            x: x, y: y, pressure: pressure, xtilt: xtilt, ytilt: ytilt,
            time: Double(Self.unwrap(event.time, now: nowMilliseconds)) / 1000, tool: tool,
            buttons: buttons)
    }

    /// Window coordinates of the event. For an absolute device they come from its X/Y
    /// valuators: an event selected for a slave device carries the *previous* event's whole
    /// pixel position with the new fraction (seen on Xorg 21.1 with a virtual pen), while the
    /// valuators are current. The server maps the valuator range onto the screen as
    /// `(v - min) * size / (max - min + 1)`; the window's origin is `root - window` of the
    /// same event, which is right even when both are stale.
    private mutating func position(of event: DeviceEvent, device: PointerDevice) -> (Double, Double) {
        guard let screen = screenSize,
            let ax = device.valuator(labelled: PointerDevice.absoluteXLabel),
            let ay = device.valuator(labelled: PointerDevice.absoluteYLabel),
            ax.max > ax.min, ay.max > ay.min
        else { return (event.x, event.y) }
        var last = lastAbsolute[device.id] ?? (nil, nil)
        if let v = event.value(ofValuator: ax.number), v.isFinite { last.x = v }
        if let v = event.value(ofValuator: ay.number), v.isFinite { last.y = v }
        lastAbsolute[device.id] = last
        guard let vx = last.x, let vy = last.y else { return (event.x, event.y) }
        let screenX = (vx - ax.min) * screen.width / (ax.max - ax.min + 1)
        let screenY = (vy - ay.min) * screen.height / (ay.max - ay.min + 1)
        return (screenX - (event.rootX - event.x), screenY - (event.rootY - event.y))
    }

    private mutating func tabletPressure(_ event: DeviceEvent, device: PointerDevice, down: Bool) -> Double {
        guard let axis = device.valuator(labelled: PointerDevice.pressureLabel), axis.max > axis.min else {
            return down ? 1 : 0
        }
        guard let raw = event.value(ofValuator: axis.number) else {
            // XI2 sends only valuators that changed: an absent pressure is unchanged.
            return down ? lastGoodPressure[device.id] ?? 0 : 0
        }
        guard raw.isFinite else {
            counters.repairedNonFinite += 1
            return down ? lastGoodPressure[device.id] ?? 0 : 0
        }
        if raw < axis.min || raw > axis.max { counters.clampedOutOfRange += 1 }
        let normalised = min(max((raw - axis.min) / (axis.max - axis.min), 0), 1)
        let pressure = pressureCurve(normalised)
        lastGoodPressure[device.id] = pressure
        return pressure
    }

    /// Tilt in -1...1 for libmypaint, or nil when the event does not carry it. A range around
    /// zero (e.g. -64..63) keeps zero at zero and scales each side by its own extent; any other
    /// range maps linearly onto -1...1.
    private mutating func tilt(_ event: DeviceEvent, _ axis: Valuator?) -> Double? {
        guard let axis, axis.max > axis.min else { return 0 }
        guard let raw = event.value(ofValuator: axis.number) else { return nil }
        guard raw.isFinite else {
            counters.repairedNonFinite += 1
            return 0
        }
        if raw < axis.min || raw > axis.max { counters.clampedOutOfRange += 1 }
        let v = min(max(raw, axis.min), axis.max)
        if axis.min < 0 && axis.max > 0 {
            return v < 0 ? v / -axis.min : v / axis.max
        }
        return 2 * (v - axis.min) / (axis.max - axis.min) - 1
    }

    /// A 32-bit millisecond time placed on the 64-bit clock: the latest time at or before
    /// `now` whose low 32 bits are `time`.
    public static func unwrap(_ time: UInt32, now: UInt64) -> UInt64 {
        let behind = UInt64(UInt32(truncatingIfNeeded: now) &- time)
        return now >= behind ? now - behind : UInt64(time)
    }
}
