import FlourishPanels

/// How large the chrome is drawn on this display: the scale the desktop asked for with
/// `Xft.dpi` in the X resource database (what GNOME, KDE, Xfce and `xrdb` set: 96 is 1x, 192
/// is 2x), else the display's own dots per inch as SDL reads them, else 1x. No X here: the app
/// hands in the resource string and SDL's figure.
package enum DisplayScale {
    /// `Xft.dpi`'s value in an X resource string (`XResourceManagerString`: lines of
    /// `name:\tvalue`); nil where it is absent or not a positive number.
    package static func xftDPI(inResources resources: String) -> Double? {
        for line in resources.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].trimmingSpaces
            guard name == "Xft.dpi" || name == "*Xft.dpi" else { continue }
            if let dpi = Double(line[line.index(after: colon)...].trimmingSpaces), dpi.isFinite, dpi > 0 { return dpi }
        }
        return nil
    }

    /// The chrome's scale from `Xft.dpi` where the desktop set it, else from the display's
    /// dpi where SDL could read it.
    package static func chosen(xftDPI: Double?, displayDPI: Double?) -> ChromeScale {
        if let xftDPI { return ChromeScale(dpi: xftDPI) }
        if let displayDPI, displayDPI.isFinite, displayDPI > 0 { return ChromeScale(dpi: displayDPI) }
        return .one
    }
}

extension Substring {
    /// Without the spaces and tabs at either end.
    fileprivate var trimmingSpaces: Substring {
        var text = self
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return text
    }
}
