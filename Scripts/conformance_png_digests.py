#!/usr/bin/env python3
"""Expected RGBA digests for the other PNGs in ../shared/conformance/, from Pillow.

PngSuite has its own table (Scripts/pngsuite_digests.py). This one covers the PNGs other people
made that the rest of the conformance data holds: real iOS screenshots (ios-references/), the
pixelmatch fixtures (pixelmatch/) and the resvg/rlottie/poppler renders (assets/). Between them
they use every PNG filter type, as Xcode, Pillow and other encoders choose them, which is what
TabSnap's decoder undoes itself before libpng reads the rows (`unfilter_rows` in
tabsnap_png.c).

One line per file to Tests/TabSnapPNGTests/Fixtures/conformance-png-rgba.tsv: the path under
conformance/, width, height, SHA-256 of the 8-bit straight RGBA pixels (the same conventions as
pngsuite_digests.py), and how many rows carry a filter other than None (0 for interlaced files,
which TabSnap streams through libpng). The test decodes each file and compares both.

Needs: Python 3, Pillow (pip install Pillow).  Run: python3 Scripts/conformance_png_digests.py
"""
import glob
import hashlib
import os
import struct
import sys
import zlib

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pngsuite_digests import ROOT, rgba_bytes, write_table  # noqa: E402

CONFORMANCE = os.path.join(ROOT, "..", "shared", "conformance")
FOLDERS = ["ios-references", "pixelmatch", "assets"]
OUT = os.path.join(ROOT, "Tests", "TabSnapPNGTests", "Fixtures", "conformance-png-rgba.tsv")


def filtered_rows(path):
    """Rows whose filter type is not 0, read from the inflated image data (0 when interlaced)."""
    data = open(path, "rb").read()
    pos, idat = 8, b""
    while pos + 8 <= len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    if interlace:
        return 0
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[color]
    line = 1 + (width * channels * depth + 7) // 8
    rows = zlib.decompress(idat)
    return sum(1 for y in range(height) if rows[y * line] != 0)


def main():
    if not os.path.isdir(CONFORMANCE):
        sys.exit(f"conformance data not found at {CONFORMANCE}")
    lines = ["# path\twidth\theight\tsha256(rgba8)\tfiltered rows — made by Scripts/conformance_png_digests.py with Pillow"]
    for folder in FOLDERS:
        for path in sorted(glob.glob(os.path.join(CONFORMANCE, folder, "**", "*.png"), recursive=True)):
            w, h, data = rgba_bytes(path)
            rel = os.path.relpath(path, CONFORMANCE)
            lines.append(f"{rel}\t{w}\t{h}\t{hashlib.sha256(data).hexdigest()}\t{filtered_rows(path)}")
    write_table(OUT, lines)


if __name__ == "__main__":
    main()
