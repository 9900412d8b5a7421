import CXInput2
import FlourishTablet

/// Reads the X server's pointer devices on an Xlib connection: names, valuators by label,
/// and the Wacom tool type where the driver sets it.
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
            for c in 0..<Int(device.num_classes) {
                guard let any = device.classes[c], any.pointee.type == XIValuatorClass else { continue }
                let v = UnsafeMutableRawPointer(any).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                valuators.append(
                    Valuator(number: Int(v.number), label: atomName(v.label) ?? "", min: v.min, max: v.max))
            }
            var pointer = PointerDevice(
                id: Int(device.deviceid), name: String(cString: device.name), valuators: valuators,
                wacomToolType: wacomToolType(of: device.deviceid))
            pointer.inProximity = wacomProximity(of: device.deviceid)
            devices.append(pointer)
        }
        return devices
    }

    private func atomName(_ atom: Atom) -> String? {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// xf86-input-wacom's "Wacom Serial IDs": items [3] (serial) and [4] (tool id) are
    /// non-zero while the tool is in proximity. Nil where the driver has no such property.
    private func wacomProximity(of device: Int32) -> Bool? {
        let property = XInternAtom(display, "Wacom Serial IDs", 1)
        guard property != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XIGetProperty(
            display, device, property, 0, 5, 0, Atom(AnyPropertyType), &type, &format, &items, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data, items >= 5, format == 32 else { return nil }
        // Format-32 properties come back as C longs.
        let values = UnsafeRawPointer(data).bindMemory(to: Int.self, capacity: Int(items))
        return values[3] != 0 || values[4] != 0
    }

    /// xf86-input-wacom's "Wacom Tool Type" (an atom: STYLUS, ERASER, …), or nil.
    private func wacomToolType(of device: Int32) -> String? {
        let property = XInternAtom(display, "Wacom Tool Type", 1)
        guard property != 0 else { return nil }
        var type: Atom = 0
        var format: Int32 = 0
        var items: UInt = 0
        var after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XIGetProperty(
            display, device, property, 0, 1, 0, Atom(XA_ATOM), &type, &format, &items, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data, items >= 1, format == 32 else { return nil }
        // Format-32 properties come back as C longs.
        let atom = UnsafeRawPointer(data).load(as: UInt.self)
        return atomName(Atom(atom))
    }
}
