"""Makes, with MyPaint 2.0's own library (headless), one OpenRaster file per layer mode MyPaint
has, and renders each as MyPaint shows it, for the colour-space tests to compare Flourish with.

    /usr/bin/python3 mypaint-blend-matrix.py FOLDER EOTF RRGGBB

Each file (FOLDER/mode-NN.ora, NN MyPaint's mode number) is a 192x128 image over a background of
the paper colour RRGGBB, saved by MyPaint at exponent EOTF (its `mypaint:eotf`): a Normal base
layer over the left two thirds (colour ramps, its alpha falling off towards the bottom), and
above it a layer in the mode over the right two thirds (other ramps, half of it over the base,
half over bare paper, its alpha falling off towards the top). MyPaint then opens the file it
wrote, at the exponent it names, and renders it with its background (mypaint_render.py):
FOLDER/mode-NN.rgba is that rendering, 8-bit straight RGBA, rows top first (alpha below 255 where
a mode cut through the background). Prints each mode's OpenRaster name, one a line, in MyPaint's order.
"""
import os
import sys

sys.path.insert(0, "/usr/lib/mypaint")
# The renderer beside this script, imported without leaving a __pycache__ in the fixtures.
sys.dont_write_bytecode = True
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

import numpy  # noqa: E402
from lib import brush, document  # noqa: E402
import lib.eotf  # noqa: E402
import lib.layer  # noqa: E402
import lib.mypaintlib  # noqa: E402
from mypaint_render import render  # noqa: E402

WIDTH, HEIGHT = 192, 128


def ramp(width, height, channels):
    """A width x height RGBA block: each channel a function of (x, y) in 0...1."""
    ys, xs = numpy.mgrid[0:height, 0:width]
    u, v = xs / max(width - 1, 1), ys / max(height - 1, 1)
    block = numpy.zeros((height, width, 4), dtype=numpy.uint8)
    for index, channel in enumerate(channels):
        block[:, :, index] = numpy.clip(numpy.rint(channel(u, v) * 255), 0, 255).astype(numpy.uint8)
    return block


def base_block():
    return ramp(128, HEIGHT, [
        lambda u, v: u, lambda u, v: 0.2 + 0.6 * v, lambda u, v: 0.9 - 0.8 * u * v,
        lambda u, v: numpy.where(v < 0.5, 1.0, 1.0 - (v - 0.5) * 1.8),
    ])


def mode_block():
    return ramp(128, HEIGHT, [
        lambda u, v: 0.95 - 0.9 * v, lambda u, v: 0.5 + 0.45 * numpy.sin(u * 6.0), lambda u, v: u * v,
        lambda u, v: numpy.where(v > 0.5, 1.0, 0.1 + v * 1.8),
    ])


def make(path, mode, paper):
    info = brush.BrushInfo()
    info.load_defaults()
    doc = document.Document(info, painting_only=True)
    doc.set_frame([0, 0, WIDTH, HEIGHT])
    doc.set_frame_enabled(True)
    root = doc.layer_stack
    root.set_background(paper)
    base = root.deepget((0,))
    base.name = "Base"
    base.mode = lib.mypaintlib.CombineNormal
    base._surface.load_from_numpy(base_block(), 0, 0)
    doc.add_layer((0,), layer_class=lib.layer.PaintingLayer)
    top = root.deepget((0,))
    top.name = "Mode"
    top.mode = mode
    top._surface.load_from_numpy(mode_block(), 64, 0)
    doc.save(path)


def main():
    folder, eotf, paper_hex = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    paper = tuple(int(paper_hex[i:i + 2], 16) for i in (0, 2, 4))
    for mode in range(lib.mypaintlib.NumCombineModes):
        path = os.path.join(folder, "mode-%02d.ora" % mode)
        lib.eotf.set_eotf(eotf)
        make(path, mode, paper)
        render(path).tofile(os.path.join(folder, "mode-%02d.rgba" % mode))
        print(lib.mypaintlib.combine_mode_get_info(mode)["name"])


main()
