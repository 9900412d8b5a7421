#!/usr/bin/env python3
"""Writes the openraster fuzz target's seeds: small OpenRaster files whose members are all
STORED (so the fuzzer's mutator, which rewrites CRCs, reaches stack.xml's and the PNGs' bytes),
in the shapes the readers take apart, and the hostile files issue 26 fixed, refused.

    make-openraster-seeds.py OUT_DIR [FLOURISH.ora]

Most crashers the fuzzer found are kept beside these as they came (crash-*.ora, copied from
.build-fuzz/crashes once fixed); the first it found is made here, smaller. FLOURISH.ora, where given, is a file Flourish wrote (with its history), e.g.
`flourish replay Tests/FlourishFuzzTargetsTests/FuzzCorpus/replay/layer-records.flourish
--out flourish.ora --size 48x48`; it is repacked STORED as flourish-own.ora."""
import os
import struct
import sys
import zipfile
import zlib


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def png(width, height, depth=8, colour=6, interlace=0, rows=None, extra=b"", idat=None):
    """A PNG of `rows` (raw scanlines, filter bytes included); by default opaque-ish RGBA."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[colour]
    if rows is None:
        # Each Adam7 pass is a small image of its own, its rows filtered apart.
        passes = [(0, 8, 0, 8), (4, 8, 0, 8), (0, 4, 4, 8), (2, 4, 0, 4), (0, 2, 2, 4), (1, 2, 0, 2), (0, 1, 1, 2)]
        rows = b""
        for x0, dx, y0, dy in passes if interlace else [(0, 1, 0, 1)]:
            columns, lines = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
            if columns <= 0 or lines <= 0:
                continue
            stride = (columns * channels * depth + 7) // 8
            rows += b"".join(b"\0" + bytes((x * 37 + y * 11) & 0xFF for x in range(stride)) for y in range(lines))
    ihdr = struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, interlace)
    data = zlib.compress(rows, 9) if idat is None else idat
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", data) + chunk(b"IEND", b"")


def ora(path, stack, members=(), first=("mimetype", b"image/openraster")):
    with zipfile.ZipFile(path, "w", zipfile.ZIP_STORED) as archive:
        if first:
            archive.writestr(zipfile.ZipInfo(first[0]), first[1])
        archive.writestr(zipfile.ZipInfo("stack.xml"), stack)
        for name, data in members:
            archive.writestr(zipfile.ZipInfo(name), data)


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    p = lambda name: os.path.join(out, name)
    layer = png(4, 4)

    ora(p("minimal.ora"), '<image w="4" h="4"><stack><layer name="a" src="data/a.png"/></stack></image>',
        [("data/a.png", layer)])

    ora(p("groups.ora"),
        '<?xml version="1.0" encoding="UTF-8"?>\n<image version="0.0.5" w="12" h="10"><stack>'
        '<stack name="Inks" x="2" y="-1" opacity="0.8" isolation="isolate" composite-op="svg:multiply">'
        '<layer name="line" src="data/l0.png" x="-2" y="3" selected="true"/>'
        '<stack name="pass" isolation="auto"><layer name="hidden" src="data/l1.png" visibility="hidden"/></stack>'
        '</stack>'
        '<layer name="wash" src="data/l2.png" opacity="0.5" composite-op="svg:screen"/>'
        '<layer name="odd" src="data/l3.png" composite-op="krita:dodge"/><text>skipped</text>'
        '</stack></image>',
        [("data/l0.png", layer), ("data/l1.png", png(3, 2)), ("data/l2.png", png(12, 10, interlace=1)),
         ("data/l3.png", png(2, 2)), ("mergedimage.png", png(12, 10)), ("Thumbnails/thumbnail.png", png(6, 5))])

    # PNG variants: grey 1-bit, palette with transparency, 16-bit RGB, grey+alpha interlaced.
    plte = chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0, 0, 0, 255])) + chunk(b"tRNS", bytes([0, 128]))
    ora(p("png-variants.ora"),
        '<image w="8" h="8"><stack><layer src="data/grey.png"/><layer src="data/palette.png" x="1" y="1"/>'
        '<layer src="data/deep.png" opacity="0.7"/><layer src="data/ga.png" composite-op="svg:darken"/></stack></image>',
        [("data/grey.png", png(8, 8, depth=1, colour=0)),
         ("data/palette.png", png(4, 4, depth=2, colour=3, extra=plte)),
         ("data/deep.png", png(3, 3, depth=16, colour=2)),
         ("data/ga.png", png(5, 5, depth=8, colour=4, interlace=1))])

    ns = 'xmlns:mypaint="http://mypaint.org/ns/openraster"'
    ora(p("mypaint-like.ora"),
        '<image %s w="16" h="12" mypaint:eotf="2.2" mypaint:frame-active="true" '
        'mypaint:json-settings="data/mypaint-settings.json" mypaint:version="2.0.1" version="0.0.5">'
        '<stack opacity="1.0" visibility="visible" composite-op="mypaint:spectral-wgm" isolation="isolate">'
        '<stack name="Sketches" composite-op="mypaint:spectral-wgm" isolation="isolate">'
        '<layer name="Hidden sketch" x="8" y="-4" selected="true" visibility="hidden" '
        'composite-op="mypaint:spectral-wgm" src="data/layer-00.png" mypaint:strokemap="data/layer-00-strokemap.dat"/>'
        '</stack>'
        '<layer name="Hills" x="4" y="2" opacity="0.6" composite-op="svg:src-over" src="data/layer-01.png"/>'
        '<layer name="background" composite-op="svg:src-over" src="data/background.png" '
        'mypaint:background-tile="data/background-tile.png"/>'
        '</stack></image>' % ns,
        [("data/layer-00.png", png(4, 4)), ("data/layer-00-strokemap.dat", b"\0"), ("data/layer-01.png", png(6, 3)),
         ("data/background.png", png(16, 12, colour=2)), ("data/background-tile.png", png(2, 2, colour=2)),
         ("data/mypaint-settings.json", b'{"frame": [0, 0, 16, 12]}'), ("mergedimage.png", png(16, 12)),
         ("Thumbnails/thumbnail.png", png(8, 6))])

    # The hostile files issue 26 fixed: each must be refused with a message naming the file.
    fl = 'xmlns:flourish="urn:flourish:openraster:1"'
    def flourish(w, h, canvas, x, y):
        return ('<image %s w="%d" h="%d" flourish:canvas-width="%d" flourish:canvas-height="%d" flourish:x="%s" '
                'flourish:y="%s" flourish:paper="#ffffff" flourish:paper-layer="data/p.png"><stack>'
                '<layer src="data/a.png" x="1000000000"/><layer src="data/p.png"/></stack></image>' % (fl, w, h, *canvas, x, y))
    ora(p("crash-origin-overflow.ora"), flourish(4, 4, (64, 64), "9223372036854775800", "0"),
        [("data/a.png", layer), ("data/p.png", layer)])
    ora(p("refused-canvas-smaller-than-image.ora"), flourish(64, 48, (10, 10), "0", "0"),
        [("data/a.png", layer), ("data/p.png", layer)])
    laughs = '<!DOCTYPE image [<!ENTITY l0 "lol">' + "".join(
        '<!ENTITY l%d "%s">' % (i, ("&l%d;" % (i - 1)) * 10) for i in range(1, 10)) + ']>'
    ora(p("refused-billion-laughs.ora"),
        laughs + '<image w="4" h="4"><stack><layer name="&l9;" src="data/a.png"/></stack></image>',
        [("data/a.png", layer)])
    ora(p("refused-claim-beyond-data.ora"),
        '<image w="200" h="200"><stack><layer src="data/a.png"/><layer src="data/b.png" opacity="0.5"/></stack></image>',
        [("data/a.png", png(200, 200, interlace=1, idat=zlib.compress(b""))), ("data/b.png", layer)])
    import warnings
    warnings.simplefilter("ignore")
    ora(p("refused-member-twice.ora"), '<image w="4" h="4"><stack><layer src="data/a.png"/></stack></image>',
        [("data/a.png", layer), ("data/a.png", layer)])
    # A stored member declaring more than it holds: its sizes patched in both headers.
    ora(p("refused-declared-beyond-data.ora"), '<image w="4" h="4"><stack><layer src="data/a.png"/></stack></image>',
        [("data/a.png", layer)])
    data = bytearray(open(p("refused-declared-beyond-data.ora"), "rb").read())
    for signature, offset in ((b"PK\x03\x04", 22), (b"PK\x01\x02", 24)):
        at = data.find(signature)
        while at >= 0:
            name_at = at + (30 if signature == b"PK\x03\x04" else 46)
            if data[name_at:name_at + 10] == b"data/a.png":
                struct.pack_into("<I", data, at + offset, 500_000_000)
            at = data.find(signature, at + 4)
    open(p("refused-declared-beyond-data.ora"), "wb").write(data)

    # Found by the fuzzer: a byte that is not UTF-8 in an attribute's name trapped XMLParser.
    ora(p("crash-attribute-name-not-utf8.ora"),
        b'<image w="4" h="4"><stack><layer src="data/a.png" opa\xfbity="1"/></stack></image>',
        [("data/a.png", layer)])

    if len(sys.argv) > 2:
        with zipfile.ZipFile(sys.argv[2]) as source, zipfile.ZipFile(p("flourish-own.ora"), "w", zipfile.ZIP_STORED) as copy:
            for info in source.infolist():
                copy.writestr(zipfile.ZipInfo(info.filename), source.read(info.filename))


main()
