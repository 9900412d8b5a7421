import FlourishTablet
import Testing

/// Where the driver reports proximity, the tools coming and going between two looks at the
/// devices: what palm rejection hears of a pen held still.
@Suite("PointerDevice: proximity changes")
struct ProximityChangesTests {
    func device(_ id: Int, tablet: Bool = true, inProximity: Bool?) -> PointerDevice {
        let pressure = tablet ? [Valuator(number: 2, label: PointerDevice.pressureLabel, min: 0, max: 65536)] : []
        var device = PointerDevice(id: id, name: "device \(id)", valuators: pressure)
        device.inProximity = inProximity
        return device
    }

    @Test("a tool coming says true, leaving says false, unchanged says nothing")
    func changes() {
        let before = [6: device(6, inProximity: false), 7: device(7, inProximity: true), 8: device(8, inProximity: true)]
        let now = [device(6, inProximity: true), device(7, inProximity: false), device(8, inProximity: true)]
        #expect(PointerDevice.proximityChanges(from: before, to: now) == [true, false])
    }

    @Test("a tool first seen in proximity is coming; drivers that do not say, and mice, say nothing")
    func firstLookAndSilence() {
        #expect(PointerDevice.proximityChanges(from: [:], to: [device(6, inProximity: true)]) == [true])
        #expect(PointerDevice.proximityChanges(from: [:], to: [device(6, inProximity: false)]).isEmpty)
        #expect(PointerDevice.proximityChanges(from: [:], to: [device(6, inProximity: nil)]).isEmpty)
        #expect(PointerDevice.proximityChanges(from: [:], to: [device(9, tablet: false, inProximity: true)]).isEmpty)
    }
}
