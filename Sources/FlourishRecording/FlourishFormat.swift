import FlourishSamples

/// Flourish's recording format: text, one record a line, so a recording can be read, diffed
/// and cut by hand.
///
///     flourish-recording 2
///     brush /usr/share/mypaint-data/2.0/brushes/classic/pencil.myb
///     radius 2.5
///     color #202020
///     eraser_brush /usr/share/mypaint-data/2.0/brushes/classic/pencil.myb
///     eraser_radius 8
///     canvas 800x600
///     color-space linear 2.2
///     samples
///     s <batch> <time> <x> <y> <pressure> <xtilt> <ytilt> <tool> <buttons>
///     c <batch>
///     u <batch>
///     r <batch>
///     l <batch>
///     b <batch> <factor>
///     p <batch> <radius|-> <#rrggbb> <brush file>
///     k <batch> <#rrggbb>
///     g <batch> <time> <x> <y> <pressure> <xtilt> <ytilt> <tool> <buttons>
///     m <batch> <time> <on|off>
///     y <batch> <verb> [value]
///     t <batch> <strength>
///
/// Header keys are optional. `s` is a sample with the frame it was delivered in, the device's
/// time in seconds, tool `pen|eraser|mouse` and the button bits; the other records are
/// commands given before that frame's samples: `c` clears the canvas, `u` undoes, `r` redoes,
/// `l` lifts every tool, `b` scales every brush's radius, `p` gives the pen and mouse a fresh
/// brush (radius `-`: the file's own), `k` their colour. `g` is a sample of gesture ink, as
/// `s` but in window pixels, and never paints; `m` turns gesture mode on or off at a time on
/// the samples' clock. `t` sets the stroke stabilizer's strength (0 off ... 1) from that
/// point on; the header's `stabilizer` is its strength at the start, and its `color-space`
/// the space the session painted in (`legacy`, or `linear` and its exponent; a recording
/// without the line was painted in the legacy space and replays in it). Version 1 files (written before
/// undo existed) hold only `s` and `c` records and still read. Numbers are written in the shortest form that reads back to the same
/// Double, so a replay feeds the engine bit-identical input. `#` starts a comment line.
public enum FlourishFormat {
    public static func header(_ settings: RecordingSettings) -> String {
        var text = RecordingParser.flourishMagic + "\n"
        if let brush = settings.brush { text += "brush \(brush)\n" }
        if let radius = settings.radius { text += "radius \(radius)\n" }
        if let color = settings.color { text += "color \(color)\n" }
        if let eraser = settings.eraserBrush { text += "eraser_brush \(eraser)\n" }
        if let radius = settings.eraserRadius { text += "eraser_radius \(radius)\n" }
        if let w = settings.canvasWidth, let h = settings.canvasHeight { text += "canvas \(w)x\(h)\n" }
        if let strength = settings.stabilizer { text += "stabilizer \(strength)\n" }
        if let space = settings.colorSpace { text += "color-space \(space)\n" }
        text += "samples\n"
        return text
    }

    public static func line(for sample: Sample, batch: Int) -> String {
        "s \(batch) \(sample.time) \(sample.x) \(sample.y) \(sample.pressure) \(sample.xtilt) \(sample.ytilt) \(sample.tool.rawValue) \(sample.buttons.rawValue)\n"
    }

    public static func line(for gesture: GestureRecord, batch: Int) -> String {
        switch gesture {
        case .ink(let sample): "g" + line(for: sample, batch: batch).dropFirst()
        case .mode(let on, let time): "m \(batch) \(time) \(on ? "on" : "off")\n"
        }
    }

    public static func line(for command: RecordedCommand, batch: Int) -> String {
        switch command {
        case .scaleBrush(let factor): "b \(batch) \(factor)\n"
        case .useBrush(let path, let radius, let color): "p \(batch) \(radius.map { "\($0)" } ?? "-") \(color) \(path)\n"
        case .setColor(let color): "k \(batch) \(color)\n"
        case .layer(let layer): "y \(batch) \(LayerRecord.fields(of: layer))\n"
        case .setStabilizer(let strength): "t \(batch) \(strength)\n"
        case .setSymmetry(let symmetry): "a \(batch) \(SymmetryRecord.fields(of: symmetry))\n"
        case .setBrushView(let zoom, let rotation): "v \(batch) \(zoom) \(rotation)\n"
        case .transformLayer(let map): "f \(batch) \(map)\n"
        case .select(let shape, let combination): "e \(batch) \(SelectionRecord.fields(of: shape, combination))\n"
        case .selectEverything(let all): "e \(batch) \(all ? "all" : "none")\n"
        case .paste(let x, let y, let png): PasteRecord.lines(batch: batch, x: x, y: y, png: png)
        case .clear, .undo, .redo, .liftTools: "\(command.letter) \(batch)\n"
        }
    }
}
