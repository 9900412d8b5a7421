"""Copies an OpenRaster file with its `mypaint:eotf` said to be EOTF instead of what it was (the
layers' bytes untouched): a file read at the wrong exponent, for the colour-space tests' negative
controls.

    /usr/bin/python3 ora-with-eotf.py SOURCE.ora TARGET.ora EOTF
"""
import re
import sys
import zipfile

source, target, eotf = sys.argv[1:4]
with zipfile.ZipFile(source) as original, zipfile.ZipFile(target, "w") as copy:
    for item in original.infolist():
        data = original.read(item.filename)
        if item.filename == "stack.xml":
            data = re.sub(rb'mypaint:eotf="[^"]*"', ('mypaint:eotf="%s"' % eotf).encode(), data)
        copy.writestr(item, data)
