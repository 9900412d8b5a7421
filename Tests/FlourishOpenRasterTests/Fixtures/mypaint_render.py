"""Renders an OpenRaster file as MyPaint 2.0's own library (headless) shows it: opened at the
exponent its `mypaint:eotf` names (1.0 where it names none, as MyPaint's 1.x files), or at EOTF
where given, and rendered with its background over the image's frame.

    /usr/bin/python3 mypaint_render.py FILE.ora OUTPUT.rgba [EOTF]

OUTPUT gets the image's w x h pixels, 8-bit straight RGBA, rows top first (alpha below 255
where a mode cut through the background). Also imported by mypaint-blend-matrix.py.
"""
import sys
import xml.etree.ElementTree as ET
import zipfile

sys.path.insert(0, "/usr/lib/mypaint")

import numpy  # noqa: E402
from lib import brush, document  # noqa: E402
import lib.eotf  # noqa: E402
import lib.tiledsurface  # noqa: E402

EOTF_ATTRIBUTE = "{http://mypaint.org/ns/openraster}eotf"


def render(path, eotf=None):
    """The file's image as MyPaint shows it, an h x w x 4 uint8 array."""
    with zipfile.ZipFile(path) as archive:
        image = ET.fromstring(archive.read("stack.xml"))
    width, height = int(image.attrib["w"]), int(image.attrib["h"])
    lib.eotf.set_eotf(eotf if eotf is not None else float(image.attrib.get(EOTF_ATTRIBUTE, "1.0")))
    info = brush.BrushInfo()
    info.load_defaults()
    doc = document.Document(info, painting_only=True)
    doc.load(path)
    root = doc.layer_stack
    ops = root.get_render_ops(root._get_render_spec())
    out = numpy.zeros((height, width, 4), dtype=numpy.uint8)
    n = lib.tiledsurface.N
    for ty in range((height + n - 1) // n):
        for tx in range((width + n - 1) // n):
            tile = numpy.zeros((n, n, 4), dtype=numpy.uint8)
            root.render_single_tile(tile, True, tx, ty, ops=ops)
            rows, columns = min(n, height - ty * n), min(n, width - tx * n)
            out[ty * n:ty * n + rows, tx * n:tx * n + columns] = tile[:rows, :columns]
    return out


if __name__ == "__main__":
    render(sys.argv[1], float(sys.argv[3]) if len(sys.argv) > 3 else None).tofile(sys.argv[2])
