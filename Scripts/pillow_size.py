#!/usr/bin/env python3
"""Prints a `make bench` row: the size of Pillow's save(optimize=True) for the same pixels.

`make bench` runs tabsnap-bench with TABSNAP_BENCH_DUMP set, which writes the benchmark image;
this script re-encodes its pixels with Pillow so the README can compare TabSnap's `small`
profile with it. Needs Python 3 and Pillow (pip install Pillow); skipped by `make bench`
when Pillow is missing.
"""
import io
import sys

from PIL import Image

path = sys.argv[1]
im = Image.open(path)
im.load()
buf = io.BytesIO()
im.save(buf, format="PNG", optimize=True)
name = "png.size.pillow-optimize 1290x2796"
size = len(buf.getvalue())
print(f"{name:<44}{'bytes':<8}{size:>14}{size:>14}{1:>6}")
