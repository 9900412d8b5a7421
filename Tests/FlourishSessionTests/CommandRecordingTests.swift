import FlourishRecording
import FlourishSamples
import Testing

@testable import FlourishSession

/// The one mapping between session commands and recorded commands, both ways.
struct CommandRecordingTests {
    let slots = [
        BrushSlot(brush: "/brushes/a.myb", radius: 3, color: Color(r: 1, g: 2, b: 3)),
        BrushSlot(brush: "/brushes/b.myb", color: Color(r: 200, g: 100, b: 0)),
    ]

    @Test("every recorded command replays as a session command that records it again, unchanged")
    func roundTrip() throws {
        let recorded: [RecordedCommand] = [
            .clear, .undo, .redo, .liftTools, .scaleBrush(1.25),
            .useBrush(path: "/brushes/c.myb", radius: nil, color: "#0a0b0c"),
            .useBrush(path: "/brushes/d.myb", radius: 7.5, color: "#ffffff"), .setColor("#123456"),
        ]
        for record in recorded {
            let command = try #require(SessionCommand(record), "\(record) replays as nothing")
            #expect(command.recorded(slots: slots, currentSlot: 1) == record)
        }
        // A colour that is not #rrggbb replays as nothing (only a hand-made record has one).
        #expect(SessionCommand(.setColor("red")) == nil)
    }

    @Test("the view and saves are not recorded; brush keys record the factor; a slot records its brush")
    func whatIsKept() {
        for command: SessionCommand in [
            .zoom(steps: 1, aboutX: 0, aboutY: 0), .pan(dx: 1, dy: 2), .resetView, .resizeViewport(width: 9, height: 9),
            .placeView(zoom: 2, rotation: 30, canvasX: 1, canvasY: 2, windowX: 3, windowY: 4), .save(path: "/tmp/x.ora"),
        ] {
            #expect(command.recorded(slots: slots, currentSlot: 1) == nil, "\(command) is recorded")
        }
        #expect(SessionCommand.brushBigger.recorded(slots: slots, currentSlot: 1) == .scaleBrush(1.25))
        #expect(SessionCommand.brushSmaller.recorded(slots: slots, currentSlot: 1) == .scaleBrush(0.8))
        #expect(
            SessionCommand.selectSlot(2).recorded(slots: slots, currentSlot: 1)
                == .useBrush(path: "/brushes/b.myb", radius: nil, color: "#c86400"))
        // The slot in use, or one that is not there, changes nothing.
        #expect(SessionCommand.selectSlot(1).recorded(slots: slots, currentSlot: 1) == nil)
        #expect(SessionCommand.selectSlot(3).recorded(slots: slots, currentSlot: 1) == nil)
        #expect(
            SessionCommand.pickColor(Color(r: 255, g: 0, b: 16)).recorded(slots: slots, currentSlot: 2)
                == .setColor("#ff0010"))
    }
}
