import CXInput2

/// An atom's name on `display`, nil for None or an atom the server does not know: the string
/// Xlib hands back is freed here, once.
func x11AtomName(_ atom: Atom, on display: OpaquePointer) -> String? {
    guard atom != 0, let name = XGetAtomName(display, atom) else { return nil }
    defer { XFree(name) }
    return String(cString: name)
}
