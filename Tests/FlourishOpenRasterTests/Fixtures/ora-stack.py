"""Prints, as JSON, what Python's standard library (zipfile, ElementTree) reads in an OpenRaster
file, with no help from the code under test: stack.xml's tree (each element's tag and
attributes, namespaces resolved as ElementTree writes them, `{uri}name`; ORA's defaults filled
in for x, y, opacity, visibility, selected and isolation; numbers parsed) and a SHA-1 of every
other member, with the first member's name and compression.

    python3 ora-stack.py FILE.ora
"""
import hashlib
import json
import sys
import xml.etree.ElementTree as ET
import zipfile

DEFAULTS = {"x": "0", "y": "0", "opacity": "1", "visibility": "visible", "selected": "false"}


def node(element):
    attributes = dict(element.attrib)
    if element.tag in ("stack", "layer"):
        for name, value in DEFAULTS.items():
            attributes.setdefault(name, value)
        if element.tag == "stack":
            attributes.setdefault("isolation", "auto")
        attributes["x"] = int(float(attributes["x"]))
        attributes["y"] = int(float(attributes["y"]))
        attributes["opacity"] = float(attributes["opacity"])
        attributes["selected"] = attributes["selected"].lower() in ("true", "1")
    elif element.tag == "image":
        attributes["w"] = int(attributes["w"])
        attributes["h"] = int(attributes["h"])
    return {"tag": element.tag, "attributes": attributes, "children": [node(child) for child in element]}


def main():
    with zipfile.ZipFile(sys.argv[1]) as archive:
        first = archive.infolist()[0]
        members = {
            info.filename: hashlib.sha1(archive.read(info.filename)).hexdigest()
            for info in archive.infolist()
            if info.filename != "stack.xml"
        }
        tree = node(ET.fromstring(archive.read("stack.xml")))
    print(json.dumps({
        "first": [first.filename, first.compress_type],
        "stack": tree,
        "members": members,
    }, indent=1, sort_keys=True))


if __name__ == "__main__":
    main()
