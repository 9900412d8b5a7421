"""Paints a layered OpenRaster file with MyPaint 2.0's own library (headless), for the document
model's round-trip tests, and saves it with MyPaint's own `Document.save`.

Top first, as MyPaint saves them: an empty layer; an isolated group "Inks" holding line art in
MyPaint's default Pigment mode and a screen layer at 80 %; a pass-through group "Glazes" holding a
multiply layer; a colour layer in multiply at 60 %; a hidden sketch; and a paper-coloured
background. Strokes lie off MyPaint's 64-pixel tile grid (the frame starts at 16, 8), so layers
get offsets that are neither zero nor multiples of 64, some negative.

    /usr/bin/python3 mypaint-make-layered.py OUTPUT.ora
"""
import math
import os
import struct
import sys
import zipfile

sys.path.insert(0, "/usr/lib/mypaint")

from lib import brush, document  # noqa: E402
import lib.layer  # noqa: E402
import lib.modes  # noqa: E402
import lib.mypaintlib  # noqa: E402

FRAME = (16, 8, 240, 180)
PAPER = (240, 232, 215)


def paint(layer, rgb, points, radius):
    """One pen-down stroke through `points` with MyPaint's default brush, painted again (up to
    five times) while the layer stays empty."""
    for _ in range(5):
        stroke(layer, rgb, points, radius)
        # Asking for the bounding box settles the surface; even so MyPaint 2.0.1, headless,
        # sometimes leaves a stroke's layer empty (about one run in three).
        if not layer.get_bbox().empty():
            return
    sys.exit("mypaint-make-layered: five strokes left layer %r empty" % (layer.name,))


def stroke(layer, rgb, points, radius):
    info = brush.BrushInfo()
    info.load_defaults()
    info.set_base_value("radius_logarithmic", math.log(radius))
    info.set_color_rgb(rgb)
    pen = brush.Brush(info)
    x0, y0 = points[0]
    for _ in range(3):
        layer.stroke_to(pen, x0, y0, 0.0, 0.0, 0.0, 0.1, 1.0, 0.0, 0.0)
    for x, y in points:
        layer.stroke_to(pen, x, y, 0.8, 0.0, 0.0, 0.01, 1.0, 0.0, 0.0)
    x1, y1 = points[-1]
    layer.stroke_to(pen, x1, y1, 0.0, 0.0, 0.0, 0.01, 1.0, 0.0, 0.0)


def line(x0, y0, x1, y1, steps=80):
    return [(x0 + (x1 - x0) * t / steps, y0 + (y1 - y0) * t / steps) for t in range(steps + 1)]


def add(doc, path, name, layer_class=lib.layer.PaintingLayer):
    doc.add_layer(path, layer_class=layer_class)
    layer = doc.layer_stack.deepget(path)
    layer.name = name
    return layer


def main():
    output = sys.argv[1]
    # A headless save now and then writes a painted layer as MyPaint's empty 1x1 placeholder:
    # paint and save again, up to three times, until every painted layer has its pixels.
    for _ in range(3):
        if os.path.exists(output):
            os.remove(output)
        save(output)
        if saved_whole(output):
            print(output, os.path.getsize(output), "bytes")
            return
    sys.exit("mypaint-make-layered: three saves each left a painted layer empty")


def saved_whole(path):
    """Whether every layer PNG but the top (empty) one is larger than 1x1."""
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            if name.startswith("data/layer-") and name.endswith(".png") and name != "data/layer-00.png":
                width, height = struct.unpack(">II", archive.read(name)[16:24])
                if width * height <= 1:
                    return False
    return True


def save(output):
    info = brush.BrushInfo()
    info.load_defaults()
    doc = document.Document(info, painting_only=True)
    doc.set_frame(list(FRAME))
    doc.set_frame_enabled(True)
    root = doc.layer_stack
    root.set_background(PAPER)

    # Built bottom up: each new layer goes on top, at path (0,).
    sketch = root.deepget((0,))
    sketch.name = "Sketch"
    paint(sketch, (0.3, 0.3, 0.3), line(30, 20, 200, 160), 3)
    sketch.visible = False

    colour = add(doc, (0,), "Colour")
    colour.mode = lib.mypaintlib.CombineMultiply
    colour.opacity = 0.6
    paint(colour, (0.9, 0.6, 0.1), [(90 + t, 70 + 20 * math.sin(t / 9.0)) for t in range(120)], 12)

    glazes = add(doc, (0,), "Glazes", lib.layer.LayerStack)
    glazes.mode = lib.modes.PASS_THROUGH_MODE
    glaze = add(doc, (0, 0), "Blue glaze")
    glaze.mode = lib.mypaintlib.CombineMultiply
    paint(glaze, (0.3, 0.5, 0.9), line(150, 100, 240, 170), 10)

    inks = add(doc, (0,), "Inks", lib.layer.LayerStack)
    inks.mode = lib.mypaintlib.CombineNormal
    inks.opacity = 0.9
    shine = add(doc, (0, 0), "Shine")
    shine.mode = lib.mypaintlib.CombineScreen
    shine.opacity = 0.8
    paint(shine, (0.8, 0.9, 1.0), line(20, 130, 110, 60), 8)
    lines = add(doc, (0, 0), "Line art")
    paint(lines, (0.1, 0.1, 0.2), line(10, 10, 120, 40) + line(120, 40, 180, 150), 2)

    top = add(doc, (0,), "Empty")
    doc.layer_stack.current_path = doc.layer_stack.deepindex(lines)
    del top

    doc.save(output)


if __name__ == "__main__":
    main()
