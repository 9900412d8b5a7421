#!/usr/bin/env python3
"""The strokes of the pen-digit fixtures: digits 1-9 as a person writes them, in units of the
digit's height (x right, y down), slightly slanted, 4, 5 and 7 in two strokes, 3 as two arcs.
Prints, for each digit, its strokes in window pixels at two sizes: 140 px tall (slant 0.06) at
(60, 70) and 60 px tall (slant 0.15) at (250, 120) in a 400x300 window, a point every
height/45 px (at least 1.5).

The fixtures digit-N.flourish are real sessions: these strokes written with the virtual pen on
Xorg, side button held, and recorded by the app (see PenDigitFixtureRecorder in
FlourishEndToEndTests):

    python3 make-pen-digits.py > /tmp/pen-digits.json
    FLOURISH_PEN_DIGITS_JSON=/tmp/pen-digits.json FLOURISH_PEN_DIGITS_OUT=$PWD \
        swift test --filter PenDigitFixtureRecorder
"""
import math, json, sys

def arc(cx, cy, rx, ry, a0, a1, n=24):
    return [(cx + rx*math.cos(math.radians(a0+(a1-a0)*i/n)), cy + ry*math.sin(math.radians(a0+(a1-a0)*i/n))) for i in range(n+1)]
D = {
 1: [[(0.12,0.18),(0.32,0.0),(0.30,0.5),(0.28,1.0)]],
 2: [arc(0.3,0.27,0.27,0.26,195,370) + [(0.3,0.62),(0.03,1.0),(0.35,0.99),(0.64,1.0)]],
 3: [arc(0.31,0.25,0.28,0.25,-160,100), arc(0.31,0.75,0.32,0.25,-100,160)],
 4: [[(0.44,0.0),(0.22,0.32),(0.02,0.63),(0.32,0.63),(0.64,0.62)], [(0.47,0.22),(0.46,0.6),(0.45,1.0)]],
 5: [[(0.14,0.01),(0.11,0.25),(0.08,0.46)] + arc(0.3,0.71,0.3,0.28,235,500)[1:], [(0.14,0.0),(0.4,0.0),(0.64,-0.01)]],
 6: [[(0.58,0.02),(0.4,0.1),(0.22,0.3),(0.08,0.55)] + arc(0.33,0.73,0.26,0.26,180,540)],
 7: [[(0.0,0.02),(0.3,0.0),(0.62,0.0)], [(0.62,0.0),(0.45,0.45),(0.26,1.0)]],
 8: [arc(0.32,0.25,0.23,0.25,90,450) + arc(0.32,0.75,0.29,0.25,270,-90)],
 9: [arc(0.3,0.28,0.28,0.28,20,380) + [(0.58,0.3),(0.56,0.65),(0.52,1.0)]],
}
def resample(corners, spacing):
    pts=[corners[0]]
    for a,b in zip(corners,corners[1:]):
        d=math.dist(a,b); n=max(1,int(d/spacing))
        for k in range(1,n+1): pts.append((a[0]+(b[0]-a[0])*k/n, a[1]+(b[1]-a[1])*k/n))
    return pts
def place(digit, height, ox, oy, slant):
    out=[]
    for s in D[digit]:
        pix=[(ox + (x + slant*(1-y))*height, oy + y*height) for x,y in s]
        out.append([ (round(x,2),round(y,2)) for x,y in resample(pix, max(1.5, height/45))])
    return out
sizes=[(140, 60, 70, 0.06), (60, 250, 120, 0.15)]
json.dump({str(d): [place(d,h,ox,oy,sl) for h,ox,oy,sl in sizes] for d in D}, sys.stdout)
