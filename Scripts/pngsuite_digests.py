#!/usr/bin/env python3
"""Expected RGBA digests for PngSuite, from an independent decoder (Pillow).

For each valid file in ../shared/conformance/pngsuite/ this writes one line to
Tests/TabSnapPNGTests/Fixtures/pngsuite-rgba.tsv: name, width, height, SHA-256 of the
8-bit straight RGBA pixels. The test compares TabSnap's decoder against these stored digests,
so CI needs neither Python nor Pillow.

Conventions where decoders legitimately differ, applied here as TabSnap does:
- 16-bit samples become 8-bit by keeping the high byte (libpng's png_set_strip_16; Pillow does
  the same for RGB/RGBA/LA). Pillow opens 16-bit grey as 32-bit "I" and would *clip* on
  convert("RGBA"), so those files are converted here from the 16-bit values with >> 8.
- gAMA/sRGB/iCCP are ignored (Pillow does not apply them either).
- Grey images under 8 bits with tRNS: the PNG spec gives the transparent grey in the image's
  own bit depth, but Pillow compares it with the 8-bit-scaled samples, so (for example)
  tbbn0g04's transparent white (15 of 15) would stay opaque. The key is scaled here first.

Needs: Python 3, Pillow (pip install Pillow).  Run: python3 Scripts/pngsuite_digests.py
"""
import hashlib
import os
import sys

from PIL import Image

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SUITE = os.path.join(ROOT, "..", "shared", "conformance", "pngsuite")
OUT = os.path.join(ROOT, "Tests", "TabSnapPNGTests", "Fixtures", "pngsuite-rgba.tsv")


def rgba_bytes(path):
    im = Image.open(path)
    im.load()
    if im.mode in ("I", "I;16", "I;16B"):
        # 16-bit grey: high byte of each sample, then grey -> RGB, with tRNS if present.
        w, h = im.size
        values = list(getattr(im, "get_flattened_data", im.getdata)())
        trns = im.info.get("transparency")
        out = bytearray()
        for v in values:
            g = (v >> 8) & 0xFF
            a = 0 if trns is not None and v == trns else 255
            out += bytes((g, g, g, a))
        return w, h, bytes(out)
    with open(path, "rb") as f:
        ihdr = f.read(33)
    depth, color_type = ihdr[24], ihdr[25]
    if color_type == 0 and depth < 8 and isinstance(im.info.get("transparency"), int):
        im.info["transparency"] = im.info["transparency"] * (255 // ((1 << depth) - 1))
    return im.size[0], im.size[1], im.convert("RGBA").tobytes()


def main():
    if not os.path.isdir(SUITE):
        sys.exit(f"PngSuite not found at {SUITE}")
    lines = ["# name\twidth\theight\tsha256(rgba8) — made by Scripts/pngsuite_digests.py with Pillow"]
    for name in sorted(os.listdir(SUITE)):
        if not name.endswith(".png") or name.startswith("x"):
            continue
        w, h, data = rgba_bytes(os.path.join(SUITE, name))
        lines.append(f"{name}\t{w}\t{h}\t{hashlib.sha256(data).hexdigest()}")
    write_table(OUT, lines)


def write_table(path, lines):
    """The header line and one line per file, as the tests read them."""
    with open(path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print(f"wrote {len(lines) - 1} digests to {path}")


if __name__ == "__main__":
    main()
