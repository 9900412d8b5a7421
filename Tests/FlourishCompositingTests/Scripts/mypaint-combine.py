"""Composites tiles with MyPaint's own library (tile_combine, MyPaint 2.0.1, headless) in every
combine mode it has, for FlourishCompositingTests to compare with.

    mypaint-combine.py INPUT OUTPUT OPACITY...

INPUT holds pairs of 64x64 fix15 RGBA tiles (uint16, native byte order): a source, then the
backdrop it goes onto. OUTPUT gets, for each pair, for each OPACITY, for each of MyPaint's modes
in its own order, the backdrop after tile_combine(mode, source, backdrop, dst_has_alpha=True,
opacity). Prints the modes' names (their OpenRaster composite-op), one a line, in that order."""
import sys

sys.path.insert(0, "/usr/lib/mypaint")
import numpy  # noqa: E402
from lib import mypaintlib  # noqa: E402

input_path, output_path = sys.argv[1], sys.argv[2]
opacities = [float(value) for value in sys.argv[3:]]
tiles = numpy.fromfile(input_path, dtype=numpy.uint16).reshape(-1, 2, 64, 64, 4)
modes = range(mypaintlib.NumCombineModes)
with open(output_path, "wb") as output:
    for source, backdrop in tiles:
        source = numpy.ascontiguousarray(source)
        for opacity in opacities:
            for mode in modes:
                result = numpy.ascontiguousarray(backdrop).copy()
                mypaintlib.tile_combine(mode, source, result, True, opacity)
                output.write(result.tobytes())
for mode in modes:
    print(mypaintlib.combine_mode_get_info(mode)["name"])
