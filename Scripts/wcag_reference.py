#!/usr/bin/env python3
"""WCAG 2.x contrast ratios of sRGB colour pairs, by an independent implementation.

Writes Tests/TabSnapTabBarTests/Fixtures/wcag-contrast.json: each pair of opaque 8-bit sRGB
colours (foreground, background) with its contrast ratio. The Swift test checks
`WCAGContrast.ratio` against it; CI needs neither Python nor the library.

The ratios come from the wcag-contrast-ratio package (pip install wcag-contrast-ratio) when it
is installed, else from colour-science's sRGB decoding (relative luminance = CIE Y of the
linearised sRGB, D65), which the repository's other reference script uses too.

Pairs: black/white, the classic #767676 on white (4.54, the lightest grey passing AA), the
system style's iOS 18 colours on the Examples' backdrops, every style's default pair, one
channel at the sRGB knee, and 30 random pairs (seeded).

Run:   python3 Scripts/wcag_reference.py
"""
import json
import os
import random

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "TabSnapTabBarTests", "Fixtures", "wcag-contrast.json")

try:
    import wcag_contrast_ratio

    def ratio(a, b):
        return wcag_contrast_ratio.rgb(tuple(c / 255 for c in a), tuple(c / 255 for c in b))

    SOURCE = "wcag-contrast-ratio (PyPI), rgb()"
except ImportError:
    import colour
    import numpy as np

    def luminance(c):
        # cctf_decoding is the sRGB curve (knee 0.04045); Y of RGB_COLOURSPACE_sRGB is
        # 0.2126 R + 0.7152 G + 0.0722 B.
        linear = colour.models.RGB_COLOURSPACE_sRGB.cctf_decoding(np.array(c) / 255.0)
        return float(np.dot(colour.models.RGB_COLOURSPACE_sRGB.matrix_RGB_to_XYZ[1], linear))

    def ratio(a, b):
        la, lb = luminance(a), luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)

    SOURCE = f"colour-science {colour.__version__}, sRGB cctf_decoding and RGB_to_XYZ row Y"


def pairs():
    yield (0, 0, 0), (255, 255, 255)
    yield (0x76, 0x76, 0x76), (255, 255, 255)
    yield (0x77, 0x77, 0x77), (255, 255, 255)
    yield (146, 146, 146), (242, 242, 247)   # system unselected on the light backdrop
    yield (10, 132, 255), (242, 242, 247)    # system tint
    yield (146, 146, 146), (0, 0, 0)
    yield (10, 132, 255), (0, 0, 0)
    yield (255, 45, 85), (242, 242, 247)     # style-system's light tint
    yield (142, 142, 147), (255, 255, 255)   # circle's gray
    yield (142, 142, 147), (28, 28, 30)
    yield (255, 59, 48), (255, 255, 255)     # sections' red title
    yield (10, 10, 10), (11, 11, 11)         # either side of the sRGB knee
    yield (255, 0, 0), (0, 255, 0)
    rng = random.Random(20261123)
    for _ in range(30):
        yield tuple(rng.randrange(256) for _ in range(3)), tuple(rng.randrange(256) for _ in range(3))


rows = [{"foreground": list(a), "background": list(b), "ratio": round(ratio(a, b), 9)} for a, b in pairs()]
with open(OUT, "w") as f:
    f.write('{"source": ' + json.dumps(SOURCE) + ',\n "pairs": [\n')
    f.write(",\n".join("  " + json.dumps(r) for r in rows))
    f.write("\n]}\n")
print(f"wrote {len(rows)} pairs to {os.path.relpath(OUT, ROOT)} ({SOURCE})")
