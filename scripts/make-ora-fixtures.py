#!/usr/bin/python3
"""Paints a small OpenRaster file with MyPaint's own library, for FlourishOpenRasterTests.

The file is what MyPaint 2.0 itself saves: `mimetype`, `stack.xml` (with `mypaint:eotf`, a
nested stack, a hidden layer in MyPaint's default pigment mode, a layer at 60 % opacity), the layer
PNGs at their tile-aligned offsets (some negative: the frame starts off the tile grid), stroke
maps, `data/mypaint-settings.json`, the background layer and its tile, the thumbnail and
`mergedimage.png`, which MyPaint renders itself. The tests compare their own compositing of the
layers with that image.

Run with Debian's interpreter, which can import MyPaint's library headless:
    /usr/bin/python3 scripts/make-ora-fixtures.py [OUTPUT.ora]
"""
import math
import os
import struct
import sys
import zipfile

sys.path.insert(0, "/usr/lib/mypaint")

from lib import brush, document  # noqa: E402
import lib.layer  # noqa: E402
import lib.mypaintlib  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUTPUT = os.path.join(HERE, "..", "Tests", "FlourishOpenRasterTests", "Fixtures", "mypaint-layers.ora")

# The frame does not start on MyPaint's 64-pixel tile grid, so layers get offsets that are
# neither zero nor multiples of 64, and the top-left layer a negative one.
FRAME = (16, 8, 200, 150)
BACKGROUND = (235, 225, 200)


def paint(layer, rgb, points, radius):
    """One pen-down stroke through `points` with MyPaint's default brush."""
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
    # Asking for the bounding box settles the surface: without it, about one save in three
    # wrote one layer as an empty 1x1 PNG (seen with MyPaint 2.0.1 run headless).
    if layer.get_bbox().empty():
        sys.exit("make-ora-fixtures: the stroke left layer %r empty" % (layer.name,))


def main():
    output = sys.argv[1] if len(sys.argv) > 1 else DEFAULT_OUTPUT
    info = brush.BrushInfo()
    info.load_defaults()
    doc = document.Document(info, painting_only=True)
    doc.set_frame(list(FRAME))
    doc.set_frame_enabled(True)
    root = doc.layer_stack
    root.set_background(BACKGROUND)

    # Bottom painted layer: opaque blue wave in the first tile row.
    sky = root.deepget((0,))
    sky.name = "Sky"
    sky.mode = lib.mypaintlib.CombineNormal
    paint(sky, (0.2, 0.3, 0.9), [(24 + t * 1.2, 30 + 15 * math.sin(t / 10.0)) for t in range(100)], 6)

    # Above it, a thick red diagonal at 60 % opacity, starting in the second tile.
    doc.add_layer((0,))
    hills = root.deepget((0,))
    hills.name = "Hills"
    hills.mode = lib.mypaintlib.CombineNormal
    hills.opacity = 0.6
    paint(hills, (0.9, 0.2, 0.1), [(92 + t, 80 + t * 0.6) for t in range(100)], 9)

    # On top, a group holding a hidden green sketch (left in MyPaint's default pigment mode).
    doc.add_layer((0,), layer_class=lib.layer.LayerStack)
    group = root.deepget((0,))
    group.name = "Sketches"
    doc.add_layer((0, 0))
    sketch = root.deepget((0, 0))
    sketch.name = "Hidden sketch"
    paint(sketch, (0.1, 0.7, 0.2), [(150 + t * 0.4, 20 + t) for t in range(60)], 4)
    sketch.visible = False

    # MyPaint keeps the file it overwrites as OUTPUT~; remove the old one first instead.
    if os.path.exists(output):
        os.remove(output)
    doc.save(output)
    check(output)
    print(output, os.path.getsize(output), "bytes")


def check(path):
    """Fails when a saved layer PNG is MyPaint's empty 1x1 placeholder."""
    with zipfile.ZipFile(path) as archive:
        for name in archive.namelist():
            if name.startswith("data/layer-") and name.endswith(".png"):
                width, height = struct.unpack(">II", archive.read(name)[16:24])
                if width * height <= 1:
                    sys.exit("make-ora-fixtures: %s saved empty; run again" % (name,))


if __name__ == "__main__":
    main()
