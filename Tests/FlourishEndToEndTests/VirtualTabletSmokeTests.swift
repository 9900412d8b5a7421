import FlourishVirtualPen
import Foundation
import Testing

/// The virtual-tablet rig itself, before any app runs on it: a real Xorg (dummy video driver)
/// whose pen and keyboard are `inputtest` devices driven through their sockets.
///
/// Needs Xorg with the dummy and inputtest drivers, xinput, xdotool and xdpyinfo;
/// `scripts/deps test` installs them. Without them the suite is skipped, not failed.
@Suite(
    "virtual tablet on a real Xorg", .serialized,
    .enabled(
        if: XorgServer.available,
        "needs Xorg with the dummy and inputtest drivers, xinput, xdotool and xdpyinfo (scripts/deps test)"))
struct VirtualTabletSmokeTests {
    /// Starts a server, connects all three devices and runs `body`; stops the server whatever
    /// happens and adds the end of its log to any error.
    func withServer(_ body: (XorgServer) async throws -> Void) async throws {
        let server = try await XorgServer.start()
        defer { server.stop() }
        for role in VirtualDeviceRole.allCases { _ = try server.device(role) }
        do {
            try await body(server)
        } catch {
            throw HarnessError("\(error)\n--- Xorg log, last lines ---\n\(server.logTail())")
        }
    }

    @Test("the stylus and the eraser are slave pointers with Abs Pressure")
    func devicesExist() async throws {
        try await withServer { server in
            #expect(server.screenWidth == 1920 && server.screenHeight == 1080, "the config asks for 1920x1080")
            for role in VirtualDeviceRole.allCases {
                let device = try server.device(role)
                #expect(device.serverVersion.major == 1, "\(role): protocol \(device.serverVersion)")
            }
            let devices = XInputDevice.parseList(try await server.run("xinput", ["list", "--long"]))
            let corePointer = try #require(devices.first { $0.use == "master pointer" })
            for role in [VirtualDeviceRole.stylus, .eraser] {
                let device = try #require(devices.first { $0.name == role.deviceName }, "\(devices.map(\.name))")
                #expect(device.use == "slave pointer" && device.attachment == corePointer.id)
                let x = try #require(device.valuator(labelled: "Abs X"))
                let y = try #require(device.valuator(labelled: "Abs Y"))
                let pressure = try #require(device.valuator(labelled: "Abs Pressure"), "\(device.valuators)")
                #expect(x.number == VirtualPointerDevice.Axis.x && y.number == VirtualPointerDevice.Axis.y)
                #expect(pressure.number == VirtualPointerDevice.Axis.pressure)
                #expect(x.min == 0 && x.max == TabletScreenMapping.axisMax && x.mode == "absolute")
                #expect(y.min == 0 && y.max == TabletScreenMapping.axisMax && y.mode == "absolute")
                #expect(
                    pressure.min == 0 && pressure.max == VirtualPointerDevice.pressureMax && pressure.mode == "absolute"
                )
                #expect(device.valuator(labelled: "Abs Tilt X") == nil, "inputtest has no tilt axes")
                let ranges = device.valuators.map { "\($0.number) \($0.label) \($0.min)...\($0.max)" }
                print("\(device.name) id=\(device.id): \(ranges.joined(separator: ", "))")
            }
            let keyboard = try #require(devices.first { $0.name == VirtualDeviceRole.keyboard.deviceName })
            #expect(keyboard.use == "slave keyboard")
        }
    }

    @Test("absolute motion puts the pointer where the mapping says")
    func motionLandsOnThePredictedPixel() async throws {
        try await withServer { server in
            let mapping = server.mapping
            let stylus = try server.device(.stylus)
            let eraser = try server.device(.eraser)
            try stylus.proximity(in: true, x: mapping.valuatorX(forPixel: 100), y: mapping.valuatorY(forPixel: 100))
            // Targets as pixels (through the mapping) and as raw edge values.
            let pixels = [(0, 0), (1919, 1079), (960, 540), (1, 1), (123, 456), (1500, 20), (7, 1070)]
            var targets = pixels.map { (mapping.valuatorX(forPixel: $0.0), mapping.valuatorY(forPixel: $0.1)) }
            targets += [(0, 0), (65535, 65535), (34, 35), (35, 34), (32767, 32768), (65500, 65501)]
            var inexact: [String] = []
            for (x, y) in targets {
                try stylus.motion(x: x, y: y, pressure: 0)
                try stylus.sync()
                let expected = mapping.pixel(x: x, y: y)
                let actual = try await server.pointerLocation()
                #expect(
                    abs(actual.x - expected.x) <= 1 && abs(actual.y - expected.y) <= 1,
                    "valuators (\(x), \(y)): pointer at \(actual), the mapping says \(expected)")
                if actual != expected { inexact.append("(\(x), \(y)) -> \(actual), predicted \(expected)") }
            }
            // Measured: every target lands exactly on the predicted pixel; say so if that changes.
            print("motion: \(targets.count - inexact.count) of \(targets.count) on the exact pixel \(inexact)")
            // The other end of the pen moves the same pointer.
            try eraser.motion(x: mapping.valuatorX(forPixel: 640), y: mapping.valuatorY(forPixel: 480))
            try eraser.sync()
            let location = try await server.pointerLocation()
            #expect(location == (640, 480), "eraser moved the pointer to \(location)")
        }
    }

    @Test("an XI2 client sees the tip's pressure on press, motion and release")
    func pressureReachesXI2() async throws {
        try await withServer { server in
            let mapping = server.mapping
            let stylus = try server.device(.stylus)
            let keyboard = try server.device(.keyboard)
            let stylusID = try await deviceID(of: .stylus, on: server)
            let monitor = try XI2Monitor(server: server)
            defer { monitor.stop() }
            var probeX = 1000.0
            try await monitor.waitUntilListening {
                probeX += 1
                try stylus.motion(x: probeX, y: 1000)
                try stylus.sync()
            }

            let x = mapping.valuatorX(forPixel: 300)
            let y = mapping.valuatorY(forPixel: 200)
            try stylus.proximity(in: true, x: x, y: y, pressure: 0)
            try stylus.motion(x: x, y: y, pressure: 0)
            try stylus.button(1, pressed: true, x: x, y: y, pressure: 640)
            try stylus.motion(x: x + 500, y: y, pressure: 321)
            try stylus.motion(valuators: [VirtualPointerDevice.Axis.pressure: 777])  // pressure alone
            try stylus.button(1, pressed: false, x: x + 500, y: y, pressure: 0)
            try stylus.proximity(in: false, x: x + 500, y: y)
            try stylus.sync()
            try keyboard.key(code: 38, pressed: true)  // "a"
            try keyboard.key(code: 38, pressed: false)
            try keyboard.sync()

            // The slave device's own events, from the press on.
            let seen = await monitor.waitFor { events in
                events.contains { $0.type == XI2Event.keyPress && $0.detail == 38 }
                    && events.contains { $0.type == XI2Event.buttonRelease && $0.source == stylusID }
            }
            let fromStylus = seen.filter { $0.device == stylusID }
            let pressIndex = try #require(
                fromStylus.firstIndex { $0.type == XI2Event.buttonPress }, "no press\n\(monitor.transcript)")
            let after = Array(fromStylus[pressIndex...])
            try #require(after.count >= 4, "\(after)")
            let pressure = VirtualPointerDevice.Axis.pressure
            #expect(after[0].type == XI2Event.buttonPress && after[0].detail == 1)
            #expect(after[0].valuators[pressure] == 640, "press: \(after[0].valuators)")
            #expect(after[0].valuators[0] == x && after[0].valuators[1] == y)
            #expect(after[1].type == XI2Event.motion && after[1].valuators[pressure] == 321, "\(after[1])")
            #expect(after[1].valuators[0] == x + 500)
            #expect(after[2].type == XI2Event.motion && after[2].valuators == [pressure: 777], "\(after[2])")
            #expect(after[3].type == XI2Event.buttonRelease && after[3].valuators[pressure] == 0, "\(after[3])")
            // The master's copy carries the sub-pixel position the mapping predicts.
            let masterPress = try #require(seen.first { $0.type == XI2Event.buttonPress && $0.device != stylusID })
            let predicted = mapping.screenPoint(x: x, y: y)
            if let root = masterPress.root {
                #expect(abs(root.x - predicted.x) < 0.01 && abs(root.y - predicted.y) < 0.01, "\(root) vs \(predicted)")
            } else {
                Issue.record("the master's press has no root position")
            }
            #expect(seen.contains { $0.type == XI2Event.keyPress && $0.detail == 38 }, "the virtual keyboard's key")
        }
    }

    @Test("400 events at 200 Hz, synced every 100, all arrive in order")
    func pacedStreamArrivesWhole() async throws {
        try await withServer { server in
            let stylus = try server.device(.stylus)
            let stylusID = try await deviceID(of: .stylus, on: server)
            let monitor = try XI2Monitor(server: server)
            defer { monitor.stop() }
            var probeX = 100.0
            try await monitor.waitUntilListening {
                probeX += 1
                try stylus.motion(x: probeX, y: 100)
                try stylus.sync()
            }
            let before = monitor.events.count

            // A diagonal line, every sample on a new spot with its own pressure.
            let count = 400
            let clock = ContinuousClock()
            let start = clock.now
            for i in 0..<count {
                try stylus.motion(x: Double(2000 + i * 150), y: Double(3000 + i * 100), pressure: Double(i % 1000))
                if (i + 1) % 100 == 0 { try stylus.sync() }
                try await Task.sleep(until: start + .milliseconds(5 * (i + 1)), clock: clock)
            }
            try stylus.sync()

            func motions(_ events: [XI2Event]) -> [XI2Event] {
                events.dropFirst(before).filter { $0.type == XI2Event.motion && $0.device == stylusID }
            }
            let seen = motions(await monitor.waitFor(timeout: 10) { motions($0).count >= count })
            #expect(seen.count == count, "\(seen.count) of \(count) motion events reached the XI2 client")
            let xs: [Double] = seen.compactMap { $0.valuators[0] }
            let sentXs: [Double] = (0..<count).map { Double(2000 + $0 * 150) }
            #expect(xs == sentXs, "samples lost, merged or reordered")
            let pressures: [Double] = seen.compactMap { $0.valuators[VirtualPointerDevice.Axis.pressure] }
            let sentPressures: [Double] = (0..<count).map { Double($0 % 1000) }
            #expect(pressures == sentPressures)
        }
    }

    /// The X id of a virtual device, from `xinput list --long`.
    func deviceID(of role: VirtualDeviceRole, on server: XorgServer) async throws -> Int {
        let devices = XInputDevice.parseList(try await server.run("xinput", ["list", "--long"]))
        guard let device = devices.first(where: { $0.name == role.deviceName }) else {
            throw HarnessError("no \(role.deviceName) in \(devices.map(\.name))")
        }
        return device.id
    }
}

/// The socket messages byte for byte, against the C layout of the driver's protocol header.
/// Needs no X server.
@Suite("inputtest protocol encoding")
struct InputTestProtocolTests {
    func uint32(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self) }
    }
    func int32(_ bytes: [UInt8], at offset: Int) -> Int32 {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Int32.self) }
    }
    func double(_ bytes: [UInt8], at offset: Int) -> Double {
        bytes.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: Double.self) }
    }

    @Test func headerAndSizes() {
        let messages: [([UInt8], Int32, Int)] = [
            (InputTestProtocol.clientVersion(), 0, 12),
            (InputTestProtocol.waitForSync(), 1, 8),
            (InputTestProtocol.motion(absolute: true, valuators: [:]), 2, 1056),
            (InputTestProtocol.proximity(in: true, valuators: [:]), 3, 1056),
            (InputTestProtocol.button(1, pressed: true, absolute: true, valuators: [:]), 4, 1064),
            (InputTestProtocol.key(code: 38, pressed: true), 5, 16),
        ]
        for (bytes, type, size) in messages {
            #expect(bytes.count == size)
            #expect(uint32(bytes, at: 0) == UInt32(size), "length field")
            #expect(int32(bytes, at: 4) == type, "type field")
        }
        let version = InputTestProtocol.clientVersion(major: 1, minor: 0)
        #expect(version.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 8, as: UInt16.self) } == 1)
        #expect(version.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: 10, as: UInt16.self) } == 0)
    }

    @Test func motionValuators() {
        let bytes = InputTestProtocol.motion(absolute: true, valuators: [0: 12345, 1: 678, 4: 640])
        #expect(uint32(bytes, at: 8) == 1, "is_absolute")
        #expect(uint32(bytes, at: 16) == 0, "has_unaccelerated")
        #expect(Array(bytes[20..<28]) == [0b0001_0011, 0, 0, 0, 0, 0, 0, 0], "mask: bits 0, 1, 4")
        #expect(Array(bytes[28..<32]) == [0, 0, 0, 0], "padding before the doubles")
        #expect(double(bytes, at: 32) == 12345 && double(bytes, at: 40) == 678 && double(bytes, at: 64) == 640)
        #expect(bytes[(32 + 5 * 8)..<bytes.count].allSatisfy { $0 == 0 }, "other values and unaccelerated are zero")
    }

    @Test func buttonLayout() {
        let bytes = InputTestProtocol.button(3, pressed: true, absolute: true, valuators: [4: 500, 9: 1])
        #expect(int32(bytes, at: 8) == 1 && int32(bytes, at: 12) == 3 && uint32(bytes, at: 16) == 1)
        #expect(Array(bytes[20..<24]) == [0, 0, 0, 0], "padding before the valuator struct")
        #expect(Array(bytes[28..<36]) == [0b0001_0000, 0b0000_0010, 0, 0, 0, 0, 0, 0], "mask: bits 4 and 9")
        #expect(double(bytes, at: 40 + 4 * 8) == 500 && double(bytes, at: 40 + 9 * 8) == 1)
        let release = InputTestProtocol.button(1, pressed: false, absolute: false, valuators: [:])
        #expect(int32(release, at: 8) == 0 && int32(release, at: 12) == 1 && uint32(release, at: 16) == 0)
    }

    @Test func keyLayout() {
        let bytes = InputTestProtocol.key(code: 50, pressed: false)
        #expect(int32(bytes, at: 8) == 50 && uint32(bytes, at: 12) == 0)
    }

    @Test func screenMapping() {
        let mapping = TabletScreenMapping(width: 1920, height: 1080)
        // The values measured on the dummy screen.
        #expect(mapping.pixel(x: 34, y: 0) == (0, 0))
        #expect(mapping.pixel(x: 35, y: 0).x == 1)
        #expect(mapping.pixel(x: 32767, y: 32767) == (959, 539))
        #expect(mapping.pixel(x: 32768, y: 32768) == (960, 540))
        #expect(mapping.pixel(x: 65501, y: 0).x == 1918)
        #expect(mapping.pixel(x: 65535, y: 65535) == (1919, 1079))
        for p in [0, 1, 2, 959, 960, 1918, 1919] {
            #expect(mapping.pixel(x: mapping.valuatorX(forPixel: p), y: 0).x == p)
        }
        for p in [0, 1, 539, 540, 1079] {
            #expect(mapping.pixel(x: 0, y: mapping.valuatorY(forPixel: p)).y == p)
        }
    }
}
