import CXInput2

/// A window's `WM_NAME` in UTF8_STRING, the type the ICCCM's readers know.
///
/// SDL 2 sets `WM_NAME` with the type atom `UTF-8`, which is none of STRING, COMPOUND_TEXT or
/// UTF8_STRING: `xprop` shows `WM_NAME(UTF-8)`, and tools that read the name through Xlib's
/// text-property conversion (`xdotool search --name`, older window managers, task lists) get
/// nothing. `_NET_WM_NAME`, which SDL sets correctly, is left alone.
enum X11WindowName {
    /// Sets `window`'s `WM_NAME` on `display` to `title`; does nothing where Xlib cannot convert
    /// it (it only fails for lack of memory with UTF-8 input).
    static func set(_ title: String, display: OpaquePointer, window: UInt) {
        guard let property = TextProperty(utf8: title, display: display) else { return }
        property.withUnsafePointer { XSetWMName(display, window, $0) }
        XFlush(display)
    }
}

/// One `XTextProperty` made by `Xutf8TextListToTextProperty`; owns its `value` and frees it
/// with `XFree` exactly once.
private struct TextProperty: ~Copyable {
    private var property: XTextProperty

    init?(utf8 text: String, display: OpaquePointer) {
        var made = XTextProperty()
        let status = text.withCString { characters -> Int32 in
            var list: [UnsafeMutablePointer<CChar>?] = [UnsafeMutablePointer(mutating: characters)]
            return Xutf8TextListToTextProperty(display, &list, 1, XUTF8StringStyle, &made)
        }
        guard status == Success, made.value != nil else {
            if let value = made.value { XFree(value) }
            return nil
        }
        property = made
    }

    deinit { XFree(property.value) }

    func withUnsafePointer<Result>(_ body: (UnsafeMutablePointer<XTextProperty>) -> Result) -> Result {
        var copy = property
        return body(&copy)
    }
}
