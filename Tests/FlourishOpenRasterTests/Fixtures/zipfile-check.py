"""Prints what Python's zipfile (stdlib) makes of an OpenRaster file: the first bad CRC (None),
the first member with its compression and content, and stack.xml's root with w and h."""
import sys
import xml.etree.ElementTree as ET
import zipfile

archive = zipfile.ZipFile(sys.argv[1])
print(archive.testzip())
first = archive.infolist()[0]
print(first.filename, first.compress_type, archive.read(first.filename).decode())
root = ET.fromstring(archive.read("stack.xml"))
print(root.tag, root.get("w"), root.get("h"), len(archive.namelist()))
