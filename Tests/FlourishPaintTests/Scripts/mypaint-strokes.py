"""Paints pen samples with MyPaint 2.0.1's own library (headless) on one of its painting layers
and writes the layer as a PNG, for FlourishPaintTests to compare Flourish's strokes with.

    mypaint-strokes.py SPEC.json

SPEC holds:
  eotf     1.0 (MyPaint's 1.x mode: stroke_to, colours as given) or 2.2 (its 2.x mode:
           stroke_to_linear, the colour transformed as its colour chooser does)
  width, height  the picture written, from the layer's origin
  output   the PNG's path (8-bit straight RGBA, MyPaint's own layer export at that eotf)
  passes   what is painted, in order, on the one layer; each pass:
    brush    the .myb file's path
    color    [r, g, b], 0...1, the colour as the user picked it
    pigment  "file-or-off": the file's paint_mode where it has one, else off (MyPaint's 1.x
             mode); "file-or-on": else the setting's default, on (2.x mode); "off": off
             whatever the file says, mappings too
    samples  [[time, x, y, pressure, xtilt, ytilt], ...]: pressure 0 is the pen in the air

Each pass gets a fresh brush. Each sample is its own begin/end_atomic, as MyPaint paints a pen
event; dtime is the time since the sample before. A pass's first sample only places the brush,
and each touch after a lift begins a new stroke, as Flourish's engine does. Prints the number of
tiles painted."""
import json
import sys

sys.path.insert(0, "/usr/lib/mypaint")

import lib.brush  # noqa: E402
import lib.brushsettings  # noqa: E402
import lib.eotf  # noqa: E402
import lib.layer  # noqa: E402
import lib.tiledsurface  # noqa: E402

#: A pause the brush takes as "the pen was away" (libmypaint's max_dtime is 5 s): it only
#: places the brush.
PLACE_ONLY = 10.0


def brush_info(spec):
    """The pass's brush file read as MyPaint's brush manager reads it, with the paint_mode
    default the pass asks for standing in for a setting the file leaves out."""
    pigment = spec["pigment"]
    on = pigment == "file-or-on"

    def paint_mode_default(setting):
        return setting.default if on else setting.min

    info = lib.brush.BrushInfo(default_overrides={"paint_mode": paint_mode_default})
    with open(spec["brush"], "rb") as brush_file:
        info.load_from_string(brush_file.read())
    if pigment == "off":
        info.set_base_value("paint_mode", 0.0)
        for brush_input in lib.brushsettings.inputs:
            info.set_points("paint_mode", brush_input.name, [])
    elif pigment not in ("file-or-off", "file-or-on"):
        sys.exit("mypaint-strokes: pigment must be file-or-off, file-or-on or off, not %r" % (pigment,))
    info.set_color_rgb(tuple(spec["color"]))
    return info


def settle(pen):
    """libmypaint 1.6 reads its settings' values before first computing them (its issue 138):
    two strokes at no pressure on a throwaway surface compute them, so the layer sees a brush in
    a known state (Flourish's engine does the same on load)."""
    scratch = lib.tiledsurface.MyPaintSurface()
    for _ in range(2):
        scratch.begin_atomic()
        pen.stroke_to(scratch.backend, 0.0, 0.0, 0.0, 0.0, 0.0, 0.01, 1.0, 0.0, 0.0)
        scratch.end_atomic()
    pen.reset()


def paint(layer, pen, samples):
    previous_time = None
    was_down = False
    for time, x, y, pressure, xtilt, ytilt in samples:
        dtime = PLACE_ONLY if previous_time is None else time - previous_time
        previous_time = time
        down = pressure > 0
        if down and not was_down:
            pen.new_stroke()
        was_down = down
        layer.stroke_to(pen, x, y, pressure, xtilt, ytilt, dtime, 1.0, 0.0, 0.0)


def main():
    with open(sys.argv[1]) as spec_file:
        spec = json.load(spec_file)
    eotf = float(spec["eotf"])
    if eotf not in (1.0, 2.2):
        sys.exit("mypaint-strokes: eotf must be 1.0 or 2.2, not %r" % (eotf,))
    # Before the brush is made: it transforms its colour for the eotf in force.
    lib.eotf.set_eotf(eotf)
    layer = lib.layer.PaintingLayer()
    for painting_pass in spec["passes"]:
        pen = lib.brush.Brush(brush_info(painting_pass))
        settle(pen)
        paint(layer, pen, painting_pass["samples"])
    layer._surface.save_as_png(spec["output"], 0, 0, spec["width"], spec["height"], alpha=True)
    print(len(layer._surface.tiledict), "tiles")


main()
