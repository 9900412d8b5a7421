import FlourishAppCore
import FlourishImage
import FlourishPanels
import Foundation

/// What the chrome's tests share: the app with its chrome shown (or as a first start), the
/// toolbar's buttons where `Toolbar` lays them out, clicked like a painter would.
enum ChromeSession {
    /// The chrome shown, the first start's hint seen already.
    static let shown = "chrome = shown\nhint = seen\n"
    /// What makes the desktop 2x: `Xft.dpi` in the X resource database, as `xrdb` sets it.
    static let doubled = "Xft.dpi:\t192\nXft.antialias:\t1\n"

    /// The app in a `width`x`height` window on a canvas of `canvas` (the window's by default),
    /// at 2x where `doubled`; `extra` arguments are appended.
    static func start(
        width: Int = 800, height: Int = 600, canvas: (Int, Int)? = nil, doubled: Bool = false, settings: String? = nil,
        interface: String? = shown, environment: [String: String] = [:], extra: [String] = []
    ) async throws -> InteractiveSession {
        let size = canvas ?? (width, height)
        let session = try await InteractiveSession.start(
            extra: ["--window", "\(width)x\(height)", "--size", "\(size.0)x\(size.1)"] + extra, settings: settings,
            environment: environment, interface: interface, xResources: doubled ? Self.doubled : nil)
        let scale = doubled ? "2x" : "1x"
        try await session.waitForLines(startingWith: "flourish: chrome at \(scale)", count: 1)
        return session
    }

    /// Where `control`'s button is in a window `width` pixels wide.
    static func button(_ control: ToolbarControl, width: Int, doubled: Bool = false) -> ChromeRect {
        Toolbar(width: width, scale: ChromeScale(factor: doubled ? 2 : 1)).button(of: control)
    }

    /// The toolbar's band in a window `width` pixels wide.
    static func band(width: Int, doubled: Bool = false) -> ChromeRect {
        Toolbar(width: width, scale: ChromeScale(factor: doubled ? 2 : 1)).band
    }

    /// Clicks `control`'s button (the pointer comes from the canvas, as a hand would).
    static func click(_ control: ToolbarControl, in session: InteractiveSession, width: Int) async throws {
        let button = Self.button(control, width: width)
        let (x, y) = (button.x + button.width / 2, button.y + button.height / 2)
        try await session.xdo.run([
            "mousemove", "--window", session.window, "\(x)", "\(y + 200)", "sleep", "0.05",
            "mousemove", "--window", session.window, "\(x)", "\(y)", "sleep", "0.1", "click", "1", "sleep", "0.05",
        ])
    }

    /// Waits until the window's title satisfies `done`; the title then.
    @discardableResult
    static func title(of session: InteractiveSession, _ what: String, until done: (String) -> Bool) async throws -> String {
        let deadline = scaledDeadline(after: 20)
        var title = try await session.xdo.title(of: session.window)
        while !done(title) {
            guard monotonicNow() < deadline else { throw HarnessError("the title never \(what): '\(title)'") }
            try await Task.sleep(for: .milliseconds(50))
            title = try await session.xdo.title(of: session.window)
        }
        return title
    }

    /// The paper's colour (the settings' default), as the screen shows it.
    static let paper = (r: UInt8(0xf4), g: UInt8(0xf0), b: UInt8(0xe6))

    static func isPaper(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        p.r == paper.r && p.g == paper.g && p.b == paper.b
    }

    /// Pixels of `frame` in `rect` that are dark (every channel under 80): panels and chrome.
    static func darkPixels(_ frame: RGBAImage, in rect: ChromeRect) -> Int {
        var count = 0
        for y in max(rect.y, 0)..<min(rect.maxY, frame.height) {
            for x in max(rect.x, 0)..<min(rect.maxX, frame.width) {
                let p = frame.pixel(x: x, y: y)
                if p.r < 80 && p.g < 80 && p.b < 80 { count += 1 }
            }
        }
        return count
    }

    /// Distinct colours of `frame` in `rect`.
    static func distinctColors(_ frame: RGBAImage, in rect: ChromeRect) -> Int {
        var seen = Set<UInt32>()
        for y in max(rect.y, 0)..<min(rect.maxY, frame.height) {
            for x in max(rect.x, 0)..<min(rect.maxX, frame.width) {
                let p = frame.pixel(x: x, y: y)
                seen.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b))
            }
        }
        return seen.count
    }
}
