"""Writes a copy of an OpenRaster file without MyPaint's background (its layer and tile taken
out of the archive, nothing else changed): a file from another app that Flourish cannot write
over without adding its paper under the layers, so a save goes beside it.

    python3 without-background.py mypaint-layers.ora mypaint-no-background.ora
"""
import re
import sys
import zipfile


def main():
    source, output = sys.argv[1], sys.argv[2]
    with zipfile.ZipFile(source) as archive:
        stack = archive.read("stack.xml").decode("utf-8")
        background = re.search(r'<layer[^>]*mypaint:background-tile="([^"]+)"[^>]*/>\s*', stack)
        if background is None:
            sys.exit("without-background: %s has no background layer" % source)
        element = background.group(0)
        dropped = {background.group(1), re.search(r' src="([^"]+)"', element).group(1)}
        stack = stack.replace(element, "")
        with zipfile.ZipFile(output, "w") as copy:
            for info in archive.infolist():
                if info.filename in dropped:
                    continue
                data = stack.encode("utf-8") if info.filename == "stack.xml" else archive.read(info.filename)
                copy.writestr(info, data)


if __name__ == "__main__":
    main()
