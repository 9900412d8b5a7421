import CXInput2
import FlourishTablet

/// Reads the X server's pointer devices on an Xlib connection: names, valuators by label,
/// the Wacom tool type where the driver sets it, and whether it is a touch screen.
struct XInput2Devices {
    let display: OpaquePointer

    /// Every enabled slave pointer.
    func slavePointers() -> [PointerDevice] {
        var count: Int32 = 0
        guard let info = XIQueryDevice(display, XIAllDevices, &count) else { return [] }
        defer { XIFreeDeviceInfo(info) }
        var devices: [PointerDevice] = []
        for i in 0..<Int(count) {
            let device = info[i]
            guard device.use == XISlavePointer, device.enabled != 0 else { continue }
            var valuators: [Valuator] = []
            var directTouch = false
            for c in 0..<Int(device.num_classes) {
                guard let any = device.classes[c] else { continue }
                if any.pointee.type == XITouchClass {
                    let touch = UnsafeMutableRawPointer(any).assumingMemoryBound(to: XITouchClassInfo.self).pointee
                    directTouch = touch.mode == XIDirectTouch
                }
                guard any.pointee.type == XIValuatorClass else { continue }
                let v = UnsafeMutableRawPointer(any).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                valuators.append(
                    Valuator(number: Int(v.number), label: atomName(v.label) ?? "", min: v.min, max: v.max))
            }
            var pointer = PointerDevice(
                id: Int(device.deviceid), name: String(cString: device.name), valuators: valuators,
                wacomToolType: wacomToolType(of: device.deviceid))
            pointer.inProximity = wacomProximity(of: device.deviceid)
            pointer.isDirectTouch = directTouch
            devices.append(pointer)
        }
        return devices
    }

    private func atomName(_ atom: Atom) -> String? { x11AtomName(atom, on: display) }

    /// xf86-input-wacom's "Wacom Serial IDs": items [3] (serial) and [4] (tool id) are
    /// non-zero while the tool is in proximity. Nil where the driver has no such property.
    private func wacomProximity(of device: Int32) -> Bool? {
        guard let ids = property("Wacom Serial IDs", of: device, items: 5, type: Atom(AnyPropertyType)) else {
            return nil
        }
        return ids[3] != 0 || ids[4] != 0
    }

    /// xf86-input-wacom's "Wacom Tool Type" (an atom: STYLUS, ERASER, …), or nil.
    private func wacomToolType(of device: Int32) -> String? {
        guard let atom = property("Wacom Tool Type", of: device, items: 1, type: Atom(XA_ATOM))?.first else {
            return nil
        }
        return atomName(Atom(atom))
    }

    /// The first `items` values of a device's format-32 property, or nil where the device has
    /// no such property or fewer values. XIGetProperty hands format-32 data back as 32-bit
    /// values (unlike XGetWindowProperty, which widens them to C longs).
    private func property(_ name: String, of device: Int32, items wanted: Int, type wantedType: Atom) -> [UInt32]? {
        let property = XInternAtom(display, name, 1)
        guard property != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XIGetProperty(
            display, device, property, 0, Int(wanted), 0, wantedType, &type, &format, &items, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data, items >= wanted, format == 32 else { return nil }
        let values = UnsafeRawPointer(data).bindMemory(to: UInt32.self, capacity: Int(items))
        return Array(UnsafeBufferPointer(start: values, count: wanted))
    }
}
