#!/usr/bin/env python3
"""Builds Fonts/TabSnapSymbols.otf and Fonts/symbol-names.tsv from Fonts/sf-symbols.tsv.

Every row of the mapping that names a Phosphor icon drawn as it is (set `phosphor`, no
`compose` recipe) becomes one glyph: the icon's filled outline (Phosphor's "flat" SVGs, the
strokes of the regular weight already expanded, or the fill weight for a `fill` row) on a
256-unit em, its 256-unit view box mapped onto the em with y flipped. Glyphs are named after
the SF Symbol and mapped to private-use code points from U+F0000 in the table's order, which
`symbol-names.tsv` lists (name TAB hex code point), as `mdi-names.tsv` does for the older set.

Needs python3 with fontTools (4.68.0 was used) and the Phosphor SVGs of PyPI's
`py-phosphor-icons` 0.1.1 (MIT, "Copyright (c) Phosphor Icons"; the licence text is
Fonts/TabSnapSymbols-LICENSE.txt):

    pip install fonttools==4.68.0
    pip download py-phosphor-icons==0.1.1 --no-deps -d /tmp/phosphor && cd /tmp/phosphor && unzip -q *.whl
    python3 Scripts/make_symbol_font.py /tmp/phosphor/py_phosphor_icons/svgs/flat

The same inputs give the same bytes (fixed timestamps, table order).
"""
import os
import re
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.misc.transform import Transform
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen
from fontTools.svgLib.path import SVGPath

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UPM = 256
FIRST = 0xF0000


def rows(path):
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            yield dict(zip(header, line.rstrip("\n").split("\t")))


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    flat = sys.argv[1]
    table = os.path.join(ROOT, "Fonts", "sf-symbols.tsv")
    glyphs = []  # (sf name, svg file)
    for r in rows(table):
        if r["set"] != "phosphor" or r["compose"]:
            continue
        svg = os.path.join(flat, "fill", r["icon"] + "-fill.svg") if r["variant"] == "fill" else os.path.join(flat, "regular", r["icon"] + ".svg")
        if not os.path.exists(svg):
            print(f"error: {r['sf_name']}: {svg} is missing", file=sys.stderr)
            return 1
        glyphs.append((r["sf_name"], svg))
    names = [".notdef"] + [f"g{i}" for i in range(1, len(glyphs) + 1)]
    fb = FontBuilder(UPM, isTTF=False)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({FIRST + i: names[i + 1] for i in range(len(glyphs))})
    # SVG's y runs down from the view box's top; the font's runs up from the baseline at its
    # bottom: y' = 256 - y.
    flip = Transform(1, 0, 0, -1, 0, UPM)
    charstrings = {}
    notdef = T2CharStringPen(UPM, None)
    charstrings[".notdef"] = notdef.getCharString()
    for i, (_, svg) in enumerate(glyphs):
        pen = T2CharStringPen(UPM, None)
        SVGPath(svg).draw(TransformPen(pen, flip))
        charstrings[names[i + 1]] = pen.getCharString()
    fb.setupCFF("TabSnapSymbols", {"FullName": "TabSnap Symbols"}, charstrings, {})
    fb.setupHorizontalMetrics({n: (UPM, 0) for n in names})
    fb.setupHorizontalHeader(ascent=UPM, descent=0)
    fb.setupNameTable({"familyName": "TabSnap Symbols", "styleName": "Regular",
                       "copyright": "Icons: Copyright (c) Phosphor Icons (MIT)"})
    fb.setupOS2(sTypoAscender=UPM, sTypoDescender=0, usWinAscent=UPM, usWinDescent=0)
    fb.setupPost()
    fb.font["head"].created = fb.font["head"].modified = 3_000_000_000  # fixed: the same bytes every run
    out = os.path.join(ROOT, "Fonts", "TabSnapSymbols.otf")
    fb.save(out)
    with open(os.path.join(ROOT, "Fonts", "symbol-names.tsv"), "w", encoding="utf-8") as f:
        for i, (name, _) in enumerate(glyphs):
            f.write(f"{name}\t{FIRST + i:X}\n")
    print(f"wrote {out}: {len(glyphs)} symbols")
    return 0


if __name__ == "__main__":
    sys.exit(main())
