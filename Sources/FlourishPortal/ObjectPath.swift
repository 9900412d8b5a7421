import Foundation

/// D-Bus object paths: what makes one valid, and the path the portal answers a request on.
public enum ObjectPath {
    /// Whether `path` is an object path: `/`, or `/`-separated elements of ASCII letters,
    /// digits and `_`, none empty, no `/` at the end.
    public static func isValid(_ path: String) -> Bool {
        guard path.hasPrefix("/") else { return false }
        if path == "/" { return true }
        return path.dropFirst().split(separator: "/", omittingEmptySubsequences: false).allSatisfy(isElement)
    }

    /// Whether `text` may be one element of a path (and so a portal's `handle_token`).
    public static func isElement(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// Where the portal's `Request` for `token` lives, and so where its `Response` comes from:
    /// `/org/freedesktop/portal/desktop/request/SENDER/TOKEN`, SENDER the caller's unique
    /// bus name without its `:` and with `.` as `_` (`:1.42` → `1_42`).
    public static func portalRequest(sender: String, token: String) -> String {
        let name = sender.hasPrefix(":") ? String(sender.dropFirst()) : sender
        return "/org/freedesktop/portal/desktop/request/\(name.replacingOccurrences(of: ".", with: "_"))/\(token)"
    }
}
