#!/usr/bin/env python3
"""CIE ΔE 1994 for pairs of sRGB colours, by colour-science (an independent implementation).

Writes Tests/TabSnapDiffTests/Fixtures/deltae94.json: each pair of opaque 8-bit sRGB colours
(reference first) with ΔE94 (graphic arts weights) of their CIELAB values (D65). The Swift test
checks TabSnap's `perceptualPrecision` distance against it; CI needs neither Python nor the
library.

Pairs: the brand tint change #5B2EFF → #6A3DFF, greys 10 % apart, one channel off by one, the
primaries, and 40 random pairs (seeded), half of them near each other.

Needs: Python 3, colour-science (pip install colour-science), numpy.
Run:   python3 Scripts/deltae_reference.py
"""
import json
import os
import random

import colour
import numpy as np

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "TabSnapDiffTests", "Fixtures", "deltae94.json")


def lab(rgb):
    xyz = colour.sRGB_to_XYZ(np.array(rgb) / 255.0)
    return colour.XYZ_to_Lab(xyz, colour.CCS_ILLUMINANTS["CIE 1931 2 Degree Standard Observer"]["D65"])


def pairs():
    yield (0x5B, 0x2E, 0xFF), (0x6A, 0x3D, 0xFF)
    yield (242, 242, 247), (218, 218, 222)
    yield (128, 128, 128), (115, 115, 115)
    yield (0, 0, 0), (0, 0, 1)
    yield (255, 255, 255), (254, 255, 255)
    yield (255, 0, 0), (0, 255, 0)
    yield (0, 0, 255), (255, 255, 0)
    yield (10, 132, 255), (146, 146, 146)
    rng = random.Random(20261123)
    for i in range(40):
        a = tuple(rng.randrange(256) for _ in range(3))
        if i % 2:
            b = tuple(min(255, max(0, c + rng.randrange(-6, 7))) for c in a)
        else:
            b = tuple(rng.randrange(256) for _ in range(3))
        yield a, b


rows = []
for a, b in pairs():
    d = float(colour.delta_E(lab(a), lab(b), method="CIE 1994", textiles=False))
    rows.append({"reference": list(a), "actual": list(b), "deltaE94": round(d, 6)})

with open(OUT, "w") as f:
    source = f"colour-science {colour.__version__}, delta_E method CIE 1994, textiles=False, sRGB to Lab (D65)"
    f.write('{"source": ' + json.dumps(source) + ',\n "pairs": [\n')
    f.write(",\n".join("  " + json.dumps(r) for r in rows))
    f.write("\n]}\n")
print(f"wrote {len(rows)} pairs to {os.path.relpath(OUT, ROOT)}")
