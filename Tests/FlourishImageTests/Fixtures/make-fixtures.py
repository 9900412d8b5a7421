#!/usr/bin/env python3
"""Writes the PNG variants the stream reader is tested on, and the pixels each must read as.

For every variant NAME this writes NAME.png, hand-made here with the standard library only
(struct for chunks, zlib for IDAT and CRCs; no image library, so no PNG code is shared with
libpng), and NAME.rgba: the width * height * 4 bytes of 8-bit straight RGBA the reader must
return, computed from the samples here by PNG's own rules:

- 1, 2 and 4-bit grey scale up by bit replication (v * 255 / (2^depth - 1));
- 16-bit samples round to the nearest 8-bit value, round(v * 255 / 65535);
- a palette gives its entry, alpha from tRNS where the chunk has the index, else 255;
- grey and RGB with a tRNS key: alpha 0 where the sample equals the key at full depth, colour
  kept; 255 elsewhere;
- no alpha and no tRNS: alpha 255.

Rows are filtered with every PNG filter in turn (none, sub, up, average, paeth) so the
reader's unfiltering is exercised; interlaced variants use Adam7. Run from anywhere:
    python3 Tests/FlourishImageTests/Fixtures/make-fixtures.py
"""
import os
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)


def pack_row(samples, depth):
    """Samples (ints) of one row to bytes at `depth` bits each, most significant first."""
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out = bytearray()
    per_byte = 8 // depth
    for i in range(0, len(samples), per_byte):
        byte = 0
        group = samples[i:i + per_byte]
        for j, s in enumerate(group):
            byte |= s << (8 - depth * (j + 1))
        out.append(byte)
    return bytes(out)


def paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    if pa <= pb and pa <= pc:
        return a
    return b if pb <= pc else c


def filter_row(kind, row, prior, bpp):
    out = bytearray([kind])
    for i, x in enumerate(row):
        a = row[i - bpp] if i >= bpp else 0
        b = prior[i]
        c = prior[i - bpp] if i >= bpp else 0
        predictor = [0, a, b, (a + b) // 2, paeth(a, b, c)][kind]
        out.append((x - predictor) & 0xFF)
    return bytes(out)


def scanlines(pixels, width, height, depth, interlaced):
    """pixels[y][x] is a tuple of samples; returns the filtered, uncompressed image data."""
    channels = len(pixels[0][0])
    bpp = max(1, channels * depth // 8)
    passes = ADAM7 if interlaced else [(0, 0, 1, 1)]
    data = bytearray()
    kind = 0
    for x0, y0, dx, dy in passes:
        columns = list(range(x0, width, dx))
        rows = list(range(y0, height, dy))
        if not columns or not rows:
            continue
        prior = None
        for y in rows:
            samples = [s for x in columns for s in pixels[y][x]]
            row = pack_row(samples, depth)
            prior = prior or bytes(len(row))
            data += filter_row(kind % 5, row, prior, bpp)
            kind += 1
            prior = row
    return bytes(data)


def to8(value, depth):
    if depth < 8:
        return value * (255 // ((1 << depth) - 1))
    if depth == 16:
        return (value * 255 + 32767) // 65535
    return value


class Random:
    """A small LCG, so the fixtures come out the same on every run."""

    def __init__(self, seed):
        self.state = seed

    def below(self, n):
        self.state = (self.state * 6364136223846793005 + 1442695040888963407) % (1 << 64)
        return (self.state >> 33) % n


def variant(name, width, height, kind, depth, interlaced=False, key=None, palette=None, alphas=None):
    rng = Random(len(name) * 7919 + width * 31 + height)
    top = 1 << depth
    if kind == 3:
        top = len(palette)
    pixels = [[tuple(rng.below(top) for _ in range(CHANNELS[kind])) for _ in range(width)] for _ in range(height)]
    if key is not None:
        # Make sure the key occurs, and a near miss of it too.
        pixels[0][0] = key
        pixels[height - 1][width - 1] = key
        if width > 1:
            pixels[0][1] = tuple(key[:-1]) + ((key[-1] + 1) % top,)
    if depth == 16:
        # Values whose low byte decides the rounding.
        pixels[0][-1] = tuple([0x80FF, 0x807F, 0x8080, 0xFFFF][i % 4] for i in range(CHANNELS[kind]))

    chunks = [struct.pack(">IIBBBBB", width, height, depth, kind, 0, 0, 1 if interlaced else 0)]
    png = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", chunks[0])
    if palette:
        png += chunk(b"PLTE", b"".join(bytes(entry) for entry in palette))
    if alphas is not None:
        png += chunk(b"tRNS", bytes(alphas))
    if key is not None:
        png += chunk(b"tRNS", b"".join(struct.pack(">H", s) for s in key))
    compressed = zlib.compress(scanlines(pixels, width, height, depth, interlaced), 9)
    half = len(compressed) // 2
    # Two IDAT chunks: a reader must join them.
    png += chunk(b"IDAT", compressed[:half]) + chunk(b"IDAT", compressed[half:]) + chunk(b"IEND", b"")

    expected = bytearray()
    for row in pixels:
        for samples in row:
            if kind == 3:
                index = samples[0]
                r, g, b = palette[index]
                a = alphas[index] if alphas is not None and index < len(alphas) else 255
            elif kind in (0, 2):
                colour = [to8(s, depth) for s in samples]
                r, g, b = colour * 3 if kind == 0 else colour
                a = 0 if key is not None and tuple(samples) == tuple(key) else 255
            elif kind == 4:
                r = g = b = to8(samples[0], depth)
                a = to8(samples[1], depth)
            else:
                r, g, b, a = (to8(s, depth) for s in samples)
            expected += bytes([r, g, b, a])
    with open(os.path.join(HERE, name + ".png"), "wb") as f:
        f.write(png)
    with open(os.path.join(HERE, name + ".rgba"), "wb") as f:
        f.write(expected)


def main():
    palette16 = [((i * 53) % 256, (i * 101 + 7) % 256, (255 - i * 13) % 256) for i in range(16)]
    palette200 = [((i * 3) % 256, (i * 7 + 11) % 256, (i * 11 + 5) % 256) for i in range(200)]
    variant("grey-1", 13, 11, 0, 1)
    variant("grey-2", 13, 11, 0, 2)
    variant("grey-4", 13, 11, 0, 4)
    variant("grey-8", 13, 11, 0, 8)
    variant("grey-8-key", 13, 11, 0, 8, key=(77,))
    variant("grey-16-key", 13, 11, 0, 16, key=(0x1234,))
    variant("rgb-8", 33, 5, 2, 8)
    variant("rgb-8-key", 33, 5, 2, 8, key=(10, 20, 30))
    variant("rgb-16", 13, 11, 2, 16)
    variant("palette-1", 13, 11, 3, 1, palette=[(255, 0, 0), (0, 0, 255)])
    variant("palette-4-alpha", 13, 11, 3, 4, palette=palette16, alphas=[0, 128, 255, 1, 254])
    variant("palette-8-alpha", 13, 11, 3, 8, palette=palette200, alphas=[i % 256 for i in range(0, 400, 3)])
    variant("grey-alpha-8", 13, 11, 4, 8)
    variant("grey-alpha-16", 13, 11, 4, 16)
    variant("rgba-8", 13, 11, 6, 8)
    variant("rgba-16", 13, 11, 6, 16)
    variant("rgba-8-one-pixel", 1, 1, 6, 8)
    variant("rgba-8-adam7", 13, 11, 6, 8, interlaced=True)
    variant("rgba-8-adam7-3x2", 3, 2, 6, 8, interlaced=True)
    variant("palette-2-adam7", 13, 11, 3, 2, interlaced=True, palette=palette16[:4], alphas=[255, 0, 100])
    variant("grey-16-adam7", 9, 9, 0, 16, interlaced=True)


if __name__ == "__main__":
    main()
