#!/usr/bin/env python3
"""Writes Assets/demo.flourish: a short pen drawing in Flourish's recording format.

The strokes are drawn from parametric curves (a signature-like flourish, a spiral and a few
hatching lines) sampled at 200 Hz like a tablet, with pressure rising and falling along each
stroke and a gentle tilt. Batches follow a 120 Hz frame clock, as a live session would.
Run it again only to change the demo; the output is committed.
"""
import math
import sys

RATE = 200.0
FRAME_HZ = 120.0


def stroke(points, t0):
    """Samples along `points(u)` for u in 0..1, pen down between the first and last."""
    x0, y0 = points(0.0)
    length = 0.0
    prev = (x0, y0)
    for i in range(1, 201):
        p = points(i / 200)
        length += math.dist(prev, p)
        prev = p
    n = max(12, int(length / 4))  # a fast hand: about 800 px/s at 200 Hz
    out = []
    for i in range(n + 1):
        u = i / n
        x, y = points(u)
        down = 0 < i < n
        pressure = (0.25 + 0.65 * math.sin(math.pi * u) ** 0.7) if down else 0.0
        out.append((t0 + i / RATE, x, y, pressure, 0.35 * math.cos(u * 3), -0.25, down))
    return out, t0 + (n + 1) / RATE + 0.25


def main(path):
    strokes = []
    t = 1.0

    def flourish(u):
        a = u * 4.2 * math.pi
        return 110 + 560 * u + 55 * math.sin(a) * (1 - u * 0.4), 170 - 70 * math.sin(a / 2.1) + 40 * math.cos(a)

    def spiral(u):
        a = u * 6 * math.pi
        r = 12 + 70 * u
        return 400 + r * math.cos(a), 340 + r * math.sin(a)

    for shape in (flourish, spiral):
        s, t = stroke(shape, t)
        strokes.append(s)
    for k in range(6):
        def hatch(u, k=k):
            return 560 + k * 22 + 60 * u, 300 + 120 * u - k * 4
        s, t = stroke(hatch, t)
        strokes.append(s)

    lines = ["flourish-recording 1", "brush classic/pencil", "radius 2.2", "color #1d2340",
             "canvas 800x480", "samples"]
    for s in strokes:
        for (time, x, y, p, xt, yt, down) in s:
            batch = int((time - 1.0) * FRAME_HZ)
            lines.append(f"s {batch} {time!r} {x!r} {y!r} {p!r} {xt!r} {yt!r} pen {1 if down else 0}")
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "Assets/demo.flourish")
