#!/usr/bin/env python3
"""An independent rasterization of "99+" in Inter Bold 11 pt at 3x, by FreeType (unhinted).

Writes Tests/TabSnapTextTests/Fixtures/freetype-99plus.png (8-bit coverage, grey) and
freetype-99plus.json (the glyph origins it used, in device pixels). The test draws the same
glyphs at the same origins through TabSnap's own reader, mask cache and rasterizer, and compares
coverage pixel by pixel; CI needs neither Python nor FreeType.

Origins: advances from FreeType's unhinted linear advance at 33 px, origin x quantized to a
quarter pixel as TabSnap's glyph cache does, baseline on a whole pixel.

Needs: Python 3, freetype-py (pip install freetype-py), Pillow.
Run:   python3 Scripts/freetype_reference.py
"""
import ctypes
import json
import os

import freetype
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = os.path.join(ROOT, "Fonts", "Inter-Bold.ttf")
OUT = os.path.join(ROOT, "Tests", "TabSnapTextTests", "Fixtures")
TEXT, PX, W, H, ORIGIN_X, BASELINE = "99+", 33, 80, 44, 4.0, 34

face = freetype.Face(FONT)
face.set_char_size(PX * 64)
canvas = [[0] * W for _ in range(H)]
x = ORIGIN_X
glyphs = []
for ch in TEXT:
    gid = face.get_char_index(ch)
    qx = round(x * 4) / 4
    face.load_glyph(gid, freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP)
    frac = qx - int(qx // 1)
    # Move the outline by the sub-pixel part, then render; the whole part places the bitmap.
    freetype.FT_Outline_Translate(ctypes.byref(face.glyph.outline._FT_Outline), int(round(frac * 64)), 0)
    face.glyph.render(freetype.FT_RENDER_MODE_NORMAL)
    bmp = face.glyph.bitmap
    left = int(qx // 1) + face.glyph.bitmap_left
    top = BASELINE - face.glyph.bitmap_top
    for r in range(bmp.rows):
        for c in range(bmp.width):
            v = bmp.buffer[r * bmp.pitch + c]
            yy, xx = top + r, left + c
            if 0 <= yy < H and 0 <= xx < W:
                canvas[yy][xx] = min(255, canvas[yy][xx] + v)
    glyphs.append({"char": ch, "glyph": gid, "x": qx, "baseline": BASELINE})
    x += face.glyph.linearHoriAdvance / 65536.0

img = Image.new("L", (W, H))
img.putdata([v for row in canvas for v in row])
img.save(os.path.join(OUT, "freetype-99plus.png"))
with open(os.path.join(OUT, "freetype-99plus.json"), "w") as f:
    json.dump({"font": "Inter-Bold.ttf", "pixelSize": PX, "width": W, "height": H, "glyphs": glyphs}, f, indent=1)
print("wrote", OUT)
