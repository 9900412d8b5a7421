import Foundation
import Testing

@testable import FlourishAppCore

@Suite("Notices: what the window tells the painter, for as long as it takes to read")
struct NoticesTests {
    @Test("a notice shows from when it is posted until its reading time is up, and then goes")
    func expiry() {
        var notices = Notices()
        notices.post("saved beside it", at: 10)
        let until = 10 + Notices.duration(of: "saved beside it")
        #expect(notices.lines == ["saved beside it"])
        #expect(notices.nextExpiry == until)
        let early = notices.expire(at: until - 0.01)
        #expect(!early, "it went early")
        #expect(notices.lines == ["saved beside it"])
        let due = notices.expire(at: until)
        #expect(due)
        #expect(notices.lines.isEmpty)
        #expect(notices.nextExpiry == nil)
        let again = notices.expire(at: until + 1)
        #expect(!again, "nothing was left to go")
    }

    @Test("longer text stays longer, up to a bound; the same text again stays longer instead of twice")
    func durationAndRepeat() {
        #expect(Notices.duration(of: String(repeating: "x", count: 100)) > Notices.duration(of: "short"))
        #expect(Notices.duration(of: String(repeating: "x", count: 10_000)) == 20)
        var notices = Notices()
        notices.post("a group: choose a layer", at: 0)
        notices.post("a group: choose a layer", at: 3)
        #expect(notices.lines == ["a group: choose a layer"])
        #expect(notices.nextExpiry == 3 + Notices.duration(of: "a group: choose a layer"))
    }

    @Test("a burst keeps the newest few, oldest first")
    func burst() {
        var notices = Notices()
        for n in 1...7 { notices.post("message \(n)", at: Double(n)) }
        #expect(notices.lines == ["message 4", "message 5", "message 6", "message 7"])
    }

    @Test("wrapping cuts at spaces within the width, and cuts a word longer than a line")
    func wrapping() {
        #expect(Notices.wrap("one two three four", columns: 9) == ["one two", "three", "four"])
        #expect(Notices.wrap("a /very/long/path/to/a/file.ora here", columns: 10) == ["a", "/very/long", "/path/to/a", "/file.ora", "here"])
        #expect(Notices.wrap("", columns: 10) == [""])
        for line in Notices.wrap(String(repeating: "word ", count: 40), columns: 23) { #expect(line.count <= 23) }
        let text = "the layer 'sketch' changed: its stroke map data/layer-01-strokemap.dat was dropped"
        #expect(Notices.wrap(text, columns: 30).joined(separator: " ") == text, "wrapping lost or added words")
    }

    @Test("the inbox hands over what was posted, from any thread, once, and wakes whoever asked")
    func inbox() async {
        let inbox = MessageInbox()
        let woken = Counter()
        inbox.wakeOnPost { woken.add() }
        await withTaskGroup(of: Void.self) { group in
            for n in 0..<8 { group.addTask { inbox.post("from task \(n)") } }
        }
        let taken = inbox.take()
        #expect(Set(taken) == Set((0..<8).map { "from task \($0)" }))
        #expect(inbox.take().isEmpty, "the same messages were handed over twice")
        #expect(woken.value == 8)
        for n in 0..<(MessageInbox.capacity + 5) { inbox.post("\(n)") }
        let kept = inbox.take()
        #expect(kept.count == MessageInbox.capacity && kept.last == "\(MessageInbox.capacity + 4)")
    }
}

/// A thread-safe count of calls.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add() { lock.withLock { count += 1 } }
    var value: Int { lock.withLock { count } }
}
