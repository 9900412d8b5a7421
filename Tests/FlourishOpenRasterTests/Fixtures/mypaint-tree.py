"""Loads an OpenRaster file with MyPaint 2.0's own library (headless) and prints, as JSON, what
MyPaint makes of it: the layer tree top first (kind, name, visibility, opacity, mode as ORA's
composite-op name or "pass-through", and for painting layers the tiles' bounding box and a hash
of their pixels, so that the same pixels at the same places give the same hash), the current
layer's path, and the background it shows (its tile's size, first pixel and a hash of the tile).

    /usr/bin/python3 mypaint-tree.py FILE.ora
"""
import hashlib
import json
import sys

sys.path.insert(0, "/usr/lib/mypaint")

from lib import brush, document  # noqa: E402
import lib.layer  # noqa: E402
import lib.modes  # noqa: E402
import lib.mypaintlib  # noqa: E402


def mode_name(mode):
    if mode == lib.modes.PASS_THROUGH_MODE:
        return "pass-through"
    return lib.mypaintlib.combine_mode_get_info(mode)["name"]


def pixels_hash(surface):
    digest = hashlib.sha1()
    for key in sorted(surface.tiledict.keys()):
        with surface.tile_request(key[0], key[1], readonly=True) as tile:
            if not tile.any():
                continue
            digest.update(repr(key).encode())
            digest.update(tile.tobytes())
    return digest.hexdigest()


def describe(layer):
    node = {
        "name": layer.name,
        "visible": bool(layer.visible),
        "opacity": round(float(layer.opacity), 4),
        "mode": mode_name(layer.mode),
    }
    if isinstance(layer, lib.layer.LayerStack):
        node["kind"] = "stack"
        node["children"] = [describe(child) for child in layer]
    else:
        node["kind"] = type(layer).__name__
        bbox = layer.get_bbox()
        node["bbox"] = [bbox.x, bbox.y, bbox.w, bbox.h]
        node["pixels"] = pixels_hash(layer._surface)
    return node


def main():
    info = brush.BrushInfo()
    info.load_defaults()
    doc = document.Document(info, painting_only=True)
    doc.load(sys.argv[1])
    root = doc.layer_stack
    background = root.background_layer._surface
    width, height = background.looped_size
    with background.tile_request(0, 0, readonly=True) as tile:
        first = [int(value) for value in tile[0, 0]]
    tile_digest = hashlib.sha1()
    for ty in range(height // 64):
        for tx in range(width // 64):
            with background.tile_request(tx, ty, readonly=True) as tile:
                tile_digest.update(tile.tobytes())
    print(json.dumps({
        "layers": [describe(layer) for layer in root],
        "current": list(root.current_path),
        "background": {"size": [width, height], "first": first, "hash": tile_digest.hexdigest()},
    }, indent=1))


if __name__ == "__main__":
    main()
