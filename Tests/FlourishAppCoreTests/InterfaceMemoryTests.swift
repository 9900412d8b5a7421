import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishAppCore

@Suite("What the window remembers of its chrome, and the first start's hint")
struct InterfaceMemoryTests {
    @Test("a first start shows the chrome and the hint, once")
    func firstStart() {
        var memory = InterfaceMemory()
        #expect(memory.chromeShown)
        #expect(memory.takeFirstStartHint() == "F1: keys and help")
        #expect(memory.takeFirstStartHint() == nil, "the hint shows once")
    }

    @Test("its text reads back; lines it does not understand leave the defaults")
    func text() {
        let memory = InterfaceMemory(chromeShown: false, hintSeen: true)
        #expect(InterfaceMemory(text: memory.text) == memory)
        #expect(InterfaceMemory(text: "chrome = sideways\nhint\n= seen\n") == InterfaceMemory())
        #expect(InterfaceMemory(text: "hint=seen") == InterfaceMemory(chromeShown: true, hintSeen: true))
    }

    @Test("kept in $XDG_STATE_HOME/flourish/interface and read back at the next start")
    func remembered() throws {
        let folder = try TemporaryFolder()
        let environment = ["XDG_STATE_HOME": folder.path, "HOME": "/nowhere"]
        let path = try #require(InterfaceMemory.path(environment: environment))
        #expect(path == folder.path + "/flourish/interface")
        #expect(InterfaceMemory.read(at: path) == InterfaceMemory(), "nothing kept yet")
        var memory = InterfaceMemory.read(at: path)
        _ = memory.takeFirstStartHint()
        memory.chromeShown = false
        memory.remember(at: path)
        var next = InterfaceMemory.read(at: path)
        #expect(!next.chromeShown)
        #expect(next.takeFirstStartHint() == nil)
        #expect(InterfaceMemory.path(environment: ["HOME": "/h"]) == "/h/.local/state/flourish/interface")
    }
}

@Suite("The display's scale: Xft.dpi, else the display's dpi, else 1x")
struct DisplayScaleTests {
    @Test("Xft.dpi is read from the resource string", arguments: [
        ("Xft.dpi:\t192\nXft.antialias:\t1\n", 192.0), ("Xcursor.size: 24\n*Xft.dpi: 144", 144), ("Xft.dpi:96", 96),
    ])
    func parsed(resources: String, dpi: Double) {
        #expect(DisplayScale.xftDPI(inResources: resources) == dpi)
    }

    @Test("absent, or not a positive number, it is nobody's", arguments: [
        "", "Xft.antialias: 1", "Xft.dpi: lots", "Xft.dpi: -5", "Xft.dpix: 192",
    ])
    func absent(resources: String) {
        #expect(DisplayScale.xftDPI(inResources: resources) == nil)
    }

    @Test("the desktop's Xft.dpi first, then the display's dpi, then 1x")
    func chosen() {
        #expect(DisplayScale.chosen(xftDPI: 192, displayDPI: 96).factor == 2)
        #expect(DisplayScale.chosen(xftDPI: nil, displayDPI: 192).factor == 2)
        #expect(DisplayScale.chosen(xftDPI: nil, displayDPI: nil).factor == 1)
        #expect(DisplayScale.chosen(xftDPI: nil, displayDPI: 0).factor == 1)
    }
}
