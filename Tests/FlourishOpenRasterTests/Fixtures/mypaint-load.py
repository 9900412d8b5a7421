"""Loads an OpenRaster file with MyPaint's own library (headless) and prints each layer's name,
opacity and visibility, top first."""
import sys

sys.path.insert(0, "/usr/lib/mypaint")
from lib import document  # noqa: E402

doc = document.Document(painting_only=True)
doc.load(sys.argv[1])
for path, layer in doc.layer_stack.walk():
    print(repr(layer.name), round(layer.opacity, 2), layer.visible)
