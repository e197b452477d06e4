#!/usr/bin/env python3
"""References for TabSnap's variable-font reader (issue 15), made by fontTools.

1. Cuts Inter's variable roman (Debian's fonts-inter-variable, SIL OFL 1.1; a wght axis from
   100 to 900 through fvar, gvar with shared tuples and interpolated untouched points, and HVAR)
   to Basic Latin and é with fontTools' subsetter, keeping its variations:
   Tests/TabSnapTextTests/Fixtures/InterVariable-Latin.ttf.
2. fontTools' own variation code (TTFont.getGlyphSet(location=…)) gives every glyph of
   "Hamburgefonstiv 0123é" at wght 100, 300, 550 and 900: its points in order (composites
   flattened through their varied offsets) and its advance; variable-points.json holds them, and
   the test compares TabSnap's instances with them.

Needs: apt-get install fonts-inter-variable; pip install fonttools.
Run:   python3 Scripts/variable_reference.py
"""
import json, os, shutil, subprocess

from fontTools.pens.recordingPen import RecordingPointPen
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "TabSnapTextTests", "Fixtures")
SOURCE = "/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf"
FONT = os.path.join(OUT, "InterVariable-Latin.ttf")
TEXT = "Hamburgefonstiv 0123é"

subprocess.run(["pyftsubset", SOURCE, "--unicodes=U+0020-007E,U+00E9", "--layout-features=kern", "--name-IDs=*",
                "--no-hinting", "--output-file=" + FONT], check=True)
shutil.copy("/usr/share/doc/fonts-inter-variable/copyright", os.path.join(OUT, "InterVariable-LICENSE.txt"))

font = TTFont(FONT)
order = font.getGlyphOrder()
cmap = font.getBestCmap()


def flat(glyphset, name, transform=(1, 0, 0, 1, 0, 0)):
    """The glyph's points in order, components placed, as [x, y, on-curve] per contour."""
    pen = RecordingPointPen()
    glyphset[name].drawPoints(pen)
    contours, current = [], None
    a, b, c, d, dx, dy = transform
    for op, args, _ in pen.value:
        if op == "beginPath":
            current = []
        elif op == "addPoint":
            (x, y), kind = args[0], args[1]
            current.append([a * x + c * y + dx, b * x + d * y + dy, kind is not None])
        elif op == "endPath":
            contours.append(current)
        elif op == "addComponent":
            base, (ca, cb, cc, cd, cdx, cdy) = args
            contours += flat(glyphset, base, (ca * a + cb * c, ca * b + cb * d, cc * a + cd * c, cc * b + cd * d,
                                              cdx * a + cdy * c + dx, cdx * b + cdy * d + dy))
    return contours


out = {"font": os.path.basename(FONT), "instances": []}
for wght in (100, 300, 550, 900):
    gs = font.getGlyphSet(location={"wght": wght})
    glyphs = []
    for ch in dict.fromkeys(TEXT):
        name = cmap[ord(ch)]
        glyphs.append({"char": ch, "glyph": order.index(name), "advance": gs[name].width, "contours": flat(gs, name)})
    out["instances"].append({"wght": wght, "glyphs": glyphs})
with open(os.path.join(OUT, "variable-points.json"), "w") as f:
    json.dump(out, f)
print("wrote", OUT)
