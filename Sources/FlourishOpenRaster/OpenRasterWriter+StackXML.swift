extension OpenRasterWriter {
    /// `stack.xml` for these layers: one `<stack>`, top layer first, every attribute written
    /// out (readers differ in their defaults).
    func stackXML() -> String {
        var xml = "<?xml version='1.0' encoding='UTF-8'?>\n"
        xml += "<image w=\"\(width)\" h=\"\(height)\" version=\"0.0.5\""
        if let namespace {
            xml += " xmlns:\(namespace.prefix)=\"\(Self.escaped(namespace.uri))\""
            for (name, value) in imageAttributes {
                xml += " \(namespace.prefix):\(name)=\"\(Self.escaped(value))\""
            }
        }
        if myPaintBackground != nil {
            xml += " xmlns:\(Self.myPaintNamespace.prefix)=\"\(Self.escaped(Self.myPaintNamespace.uri))\""
        }
        xml += ">\n<stack>\n"
        for (index, layer) in layers.enumerated().reversed() {
            xml += "<layer name=\"\(Self.escaped(layer.name))\" src=\"\(Self.layerMember(index))\""
            xml += " x=\"\(layer.x)\" y=\"\(layer.y)\" opacity=\"\(layer.opacity)\""
            xml += " visibility=\"\(layer.isVisible ? "visible" : "hidden")\""
            xml += " composite-op=\"\(Self.escaped(layer.compositeOp))\""
            if myPaintBackground?.layer == index {
                xml += " \(Self.myPaintNamespace.prefix):background-tile=\"\(Self.backgroundTileMember)\""
            }
            xml += "/>\n"
        }
        xml += "</stack>\n</image>\n"
        return xml
    }

    /// `text` as an XML attribute value in double quotes. Tabs and line breaks become character
    /// references, which attribute normalisation would otherwise turn into spaces; control
    /// characters XML 1.0 cannot carry at all become U+FFFD.
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
