#!/usr/bin/env python3
"""References for TabSnap's CFF (OpenType 'CFF ') reader, made by other tools (issue 15).

1. Cuts EB Garamond 12 Regular (Debian's fonts-ebgaramond, SIL OFL 1.1; CFF outlines with
   local and global subroutines and hint masks) to Basic Latin with fontTools, keeping its
   subroutines, into Tests/TabSnapTextTests/Fixtures/EBGaramond12-Latin.otf.
2. fontTools' Type 2 interpreter draws every glyph into a recording pen:
   cff-outlines.json holds each glyph's moveTo/lineTo/curveTo points, which the test compares
   with TabSnap's outlines point for point.
3. FreeType (unhinted, anti-aliased) renders "Hamburgefonstiv 0123" at 17 and 51 px:
   freetype-cff-17.png/.json and freetype-cff-51.png/.json (coverage and glyph origins, as
   freetype_reference.py writes them), which the test compares with TabSnap's masks.
4. FreeType's render of the same text at 16 times the size, averaged down 16×16:
   freetype16-cff-17.png and freetype16-cff-51.png (FreeType's flattening error divided by 16).
5. The same text's exact coverage, from fontTools' outlines (Scripts/exact_text.py: each cubic
   cut into 64 chords, 32 sub-rows per pixel, spans exact across each sub-row): exact-cff-17.png and
   exact-cff-51.png. FreeType's own cubic flattening is coarse (its renders sit 3.5-5.6 levels
   from this), so TabSnap is held to the exact coverage and its distance to FreeType reported.

Needs: apt-get install fonts-ebgaramond; pip install fonttools freetype-py Pillow numpy.
Run:   python3 Scripts/cff_reference.py
"""
import json, os, shutil, subprocess, sys

import numpy as np
from fontTools.pens.recordingPen import RecordingPen
from fontTools.ttLib import TTFont
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exact_text import exact_coverage  # noqa: E402
from freetype_text import place, render  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "TabSnapTextTests", "Fixtures")
SOURCE = "/usr/share/fonts/opentype/ebgaramond/EBGaramond12-Regular.otf"
FONT = os.path.join(OUT, "EBGaramond12-Latin.otf")
TEXT = "Hamburgefonstiv 0123"

subprocess.run(["pyftsubset", SOURCE, "--unicodes=U+0020-007E", "--layout-features=kern", "--name-IDs=*",
                "--output-file=" + FONT], check=True)
shutil.copy("/usr/share/doc/fonts-ebgaramond/copyright", os.path.join(OUT, "EBGaramond-LICENSE.txt"))

font = TTFont(FONT)
glyphset = font.getGlyphSet()
order = font.getGlyphOrder()
outlines = []
for gid, name in enumerate(order):
    pen = RecordingPen()
    glyphset[name].draw(pen)
    ops = []
    for op, args in pen.value:
        if op in ("moveTo", "lineTo", "curveTo"):
            ops.append([op] + [[float(x), float(y)] for x, y in args])
        elif op in ("closePath", "endPath"):
            ops.append([op])
    outlines.append({"glyph": gid, "name": name, "ops": ops})
with open(os.path.join(OUT, "cff-outlines.json"), "w") as f:
    json.dump({"font": os.path.basename(FONT), "unitsPerEm": font["head"].unitsPerEm, "glyphs": outlines}, f)

for px in (17, 51):
    width, height, baseline = int(px * len(TEXT) * 0.6) + 8, int(px * 1.6), int(px * 1.2)
    glyphs = place(FONT, TEXT, px, 4.0, baseline)
    Image.fromarray(render(FONT, glyphs, px, width, height), "L").save(os.path.join(OUT, f"freetype-cff-{px}.png"))
    Image.fromarray(render(FONT, glyphs, px, width, height, k=16), "L").save(os.path.join(OUT, f"freetype16-cff-{px}.png"))
    with open(os.path.join(OUT, f"freetype-cff-{px}.json"), "w") as f:
        json.dump({"font": os.path.basename(FONT), "pixelSize": px, "width": width, "height": height, "glyphs": glyphs}, f, indent=1)


for px in (17, 51):
    spec = json.load(open(os.path.join(OUT, f"freetype-cff-{px}.json")))
    Image.fromarray(exact_coverage(FONT, spec["glyphs"], spec["width"], spec["height"], px), "L").save(os.path.join(OUT, f"exact-cff-{px}.png"))
print("wrote", OUT)
