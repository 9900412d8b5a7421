import FlourishMemory
import FlourishSessionSetup
import FlourishTestSupport
import Foundation
import Testing

@testable import FlourishAppCore

@Suite("The new-painting panel's sizes: presets, a typed size, the checks, the choice remembered")
struct NewCanvasChoicesTests {
    @Test("each preset's size, A4 at 300 dpi included, and their lines")
    func presets() {
        var choices = NewCanvasChoices(windowSize: (1280, 800))
        #expect(choices.size(of: .window)! == (1280, 800))
        #expect(choices.size(of: .fullHD)! == (1920, 1080))
        #expect(choices.size(of: .a4)! == (2480, 3508))
        #expect(choices.size(of: .square)! == (4096, 4096))
        #expect(choices.size(of: .custom) == nil)
        #expect(choices.label(of: .a4) == "A4 at 300 dpi (2480x3508)")
        #expect(choices.label(of: .custom) == "Custom: type WxH")
        choices.type("30a00 X 2000")
        #expect(choices.selected == .custom && choices.customText == "3000x2000")
        #expect(choices.size(of: .custom)! == (3000, 2000))
        choices.deleteBackward()
        #expect(choices.customText == "3000x200")
    }

    @Test("Up and Down move through the presets and stop at the ends")
    func moving() {
        var choices = NewCanvasChoices(windowSize: (800, 600))
        choices.move(-1)
        #expect(choices.selected == .window)
        choices.move(2)
        #expect(choices.selected == .a4)
        choices.move(10)
        #expect(choices.selected == .custom)
    }

    @Test("a size over max_canvas, one the memory budget cannot hold, and one that is no size are refused, saying why")
    func refusals() {
        var setup = SessionSetup()
        setup.maxCanvasWidth = 3000
        setup.maxCanvasHeight = 3000
        setup.memoryBudget = MemoryBudget(bytes: 64 << 20, origin: .setting(megabytes: 64))
        var choices = NewCanvasChoices(windowSize: (800, 600), selected: .square)
        guard case .failure(let overLimit) = choices.chosenSize(within: setup) else {
            Issue.record("4096x4096 passed a 3000x3000 max_canvas")
            return
        }
        #expect(overLimit.reason.contains("larger than max_canvas 3000x3000"))
        choices.selected = .a4
        setup.maxCanvasHeight = 4000
        guard case .failure(let overBudget) = choices.chosenSize(within: setup) else {
            Issue.record("A4 passed a 64 MiB budget")
            return
        }
        #expect(overBudget.reason.contains("2480x3508") && overBudget.reason.contains("memory"), "\(overBudget)")
        choices.selected = .custom
        choices.customText = "12x"
        guard case .failure(let notASize) = choices.chosenSize(within: setup) else {
            Issue.record("'12x' passed as a size")
            return
        }
        #expect(notASize.reason.contains("'12x' is not a size"))
        // Negative control: the window's size fits both limits.
        choices.selected = .window
        guard case .success(let size) = choices.chosenSize(within: setup) else {
            Issue.record("800x600 was refused")
            return
        }
        #expect(size == (800, 600))
    }

    @Test("the choice is remembered between runs; nothing readable there selects the window's size")
    func remembered() throws {
        let folder = try TemporaryFolder()
        let path = NewCanvasChoices.memoryPath(environment: ["XDG_STATE_HOME": folder.path])!
        #expect(path == folder.path + "/flourish/new-canvas")
        #expect(NewCanvasChoices.memoryPath(environment: ["HOME": "/h"]) == "/h/.local/state/flourish/new-canvas")
        #expect(NewCanvasChoices.remembered(at: path, windowSize: (800, 600)).selected == .window)
        NewCanvasChoices(windowSize: (800, 600), selected: .a4).remember(at: path)
        #expect(NewCanvasChoices.remembered(at: path, windowSize: (640, 480)).selected == .a4)
        NewCanvasChoices(windowSize: (800, 600), selected: .custom, customText: "3000x2000").remember(at: path)
        let custom = NewCanvasChoices.remembered(at: path, windowSize: (640, 480))
        #expect(custom.selected == .custom && custom.customText == "3000x2000" && custom.windowSize == (640, 480))
        try "garbage\n".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(NewCanvasChoices.remembered(at: path, windowSize: (640, 480)).selected == .window)
    }
}
