#!/usr/bin/env python3
"""The exact coverage of "99+" in Inter Bold 11 pt at 3x, and FreeType's unhinted render of it.

Writes Tests/TabSnapTextTests/Fixtures/exact-99plus.png (the reference: exact coverage of the
outlines as fontTools reads them, Scripts/exact_text.py), freetype-99plus.png (FreeType's 1x
render, context; 8-bit coverage, grey) and freetype-99plus.json (the glyph origins both used,
in device pixels). The test draws the same
glyphs at the same origins through TabSnap's own reader, mask cache and rasterizer, and compares
coverage pixel by pixel; CI needs neither Python nor FreeType.

Origins: advances from FreeType's unhinted linear advance at 33 px, origin x quantized to a
quarter pixel as TabSnap's glyph cache does, baseline on a whole pixel.

Needs: Python 3, freetype-py and fontTools (pip install freetype-py fonttools), Pillow, numpy.
Run:   python3 Scripts/freetype_reference.py
"""
import json
import os
import sys

from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from exact_text import exact_coverage  # noqa: E402
from freetype_text import place, render  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = os.path.join(ROOT, "Fonts", "Inter-Bold.ttf")
OUT = os.path.join(ROOT, "Tests", "TabSnapTextTests", "Fixtures")
TEXT, PX, W, H, ORIGIN_X, BASELINE = "99+", 33, 80, 44, 4.0, 34

glyphs = place(FONT, TEXT, PX, ORIGIN_X, BASELINE)
canvas = render(FONT, glyphs, PX, W, H)
Image.fromarray(canvas, "L").save(os.path.join(OUT, "freetype-99plus.png"))
Image.fromarray(exact_coverage(FONT, glyphs, W, H, PX), "L").save(os.path.join(OUT, "exact-99plus.png"))
with open(os.path.join(OUT, "freetype-99plus.json"), "w") as f:
    json.dump({"font": "Inter-Bold.ttf", "pixelSize": PX, "width": W, "height": H, "glyphs": glyphs}, f, indent=1)
print("wrote", OUT)
