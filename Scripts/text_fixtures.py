#!/usr/bin/env python3
"""Writes Tests/TabSnapTextTests/Fixtures/fonttools.json: reference values computed with
fontTools from the committed Fonts/, for TabSnapText's tests to compare against.

- advances: per string and font, the glyph ids (cmap), the sum of hmtx advances, and the sum
  of GPOS 'kern' pair adjustments (XAdvance of value records 1 and 2; first matching subtable
  of each lookup wins, as HarfBuzz does), in font units. The GPOS walk below is written
  against fontTools' object model, independently of the Swift reader.
- composites: flattened points of composite glyphs (fontTools glyf.getCoordinates).
- cmap: code point -> glyph id, including supplementary-plane (format 12) code points.
- outlineTotals: counts and coordinate sums over every glyph of each font.
If uharfbuzz is installed the totals are also checked against HarfBuzz (they agreed for
every string when the fixture was made, with uharfbuzz from PyPI).
usage: python3 Scripts/text_fixtures.py   (pip install fonttools; 4.68.0 was used)
"""
import json
import math
import os
from fontTools.ttLib import TTFont

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
FONTS = os.path.join(ROOT, "Fonts")
OUT = os.path.join(ROOT, "Tests", "TabSnapTextTests", "Fixtures", "fonttools.json")

STRINGS = [
    "Главная", "Каталог", "Корзина", "Избранное", "Профиль",
    "Home", "Search", "Favorites", "Profile", "Settings",
    "AVATAR", "WAVE", "Typography", "LTA Yo To Fa P. r.", "Hello, World!",
    "Tab Bar 1234567890", "VÅ Tô Ўу Ёж", "\u201cQuoted\u201d \u2014 dash\u2026",
]
FALLBACK_STRINGS = ["聊天", "通讯录", "我的", "홈", "검색"]


def kern_lookups(font):
    """Pair adjustment subtables of the 'kern' feature (DFLT/latn/cyrl default LangSys)."""
    if "GPOS" not in font:
        return []
    gpos = font["GPOS"].table
    features = set()
    for sr in gpos.ScriptList.ScriptRecord:
        if sr.ScriptTag in ("DFLT", "latn", "cyrl") and sr.Script.DefaultLangSys:
            ls = sr.Script.DefaultLangSys
            features.update(ls.FeatureIndex)
            if ls.ReqFeatureIndex != 0xFFFF:
                features.add(ls.ReqFeatureIndex)
    lookups = set()
    for i in features:
        fr = gpos.FeatureList.FeatureRecord[i]
        if fr.FeatureTag == "kern":
            lookups.update(fr.Feature.LookupListIndex)
    result = []
    for li in sorted(lookups):
        lookup = gpos.LookupList.Lookup[li]
        subs = []
        for st in lookup.SubTable:
            if lookup.LookupType == 9:
                if st.ExtensionLookupType != 2:
                    continue
                st = st.ExtSubTable
            elif lookup.LookupType != 2:
                continue
            subs.append(st)
        result.append(subs)
    return result


def xadv(vr):
    return getattr(vr, "XAdvance", 0) or 0 if vr is not None else 0


def pair_adjust(subtables, left, right):
    """(first, second) XAdvance for glyph names left, right, or None when no subtable matches."""
    for st in subtables:
        if left not in st.Coverage.glyphs:
            continue
        if st.Format == 1:
            ps = st.PairSet[st.Coverage.glyphs.index(left)]
            for rec in ps.PairValueRecord:
                if rec.SecondGlyph == right:
                    return xadv(getattr(rec, "Value1", None)), xadv(getattr(rec, "Value2", None))
            continue
        c1 = st.ClassDef1.classDefs.get(left, 0)
        c2 = st.ClassDef2.classDefs.get(right, 0)
        if c1 >= st.Class1Count or c2 >= st.Class2Count:
            continue
        rec = st.Class1Record[c1].Class2Record[c2]
        return xadv(getattr(rec, "Value1", None)), xadv(getattr(rec, "Value2", None))
    return None


def measure(font, lookups, text):
    cmap = font.getBestCmap()
    order = font.getGlyphOrder()
    names = [cmap.get(ord(c), ".notdef") for c in text]
    hmtx = font["hmtx"]
    advance = sum(hmtx[n][0] for n in names)
    kerning = 0
    for a, b in zip(names, names[1:]):
        for subs in lookups:
            adj = pair_adjust(subs, a, b)
            if adj:
                kerning += adj[0] + adj[1]
    return {"glyphs": [order.index(n) for n in names], "advance": advance, "kerning": kerning}


def composite(font, name):
    glyf = font["glyf"]
    coords, ends, flags = glyf[name].getCoordinates(glyf)
    return {
        "glyph": font.getGlyphID(name), "name": name,
        "points": [[float(x), float(y)] for x, y in coords],
        "onCurve": [bool(f & 1) for f in flags],
        "endPoints": list(ends),
    }


def cross_check_harfbuzz(out):
    """If uharfbuzz is installed, checks every total against HarfBuzz shaping with only 'kern'
    on (no ligatures or contextual forms, like our shaper). Optional: fontTools is the source."""
    try:
        import uharfbuzz as hb
    except ImportError:
        print("uharfbuzz not installed: skipping the HarfBuzz cross-check")
        return
    off = ["liga", "calt", "clig", "ccmp", "locl", "rlig", "mark", "mkmk", "dlig", "rvrn"]
    for file, entry in out["fonts"].items():
        font = hb.Font(hb.Face(hb.Blob.from_file_path(os.path.join(FONTS, file))))
        for s, v in entry["strings"].items():
            buf = hb.Buffer()
            buf.add_str(s)
            buf.guess_segment_properties()
            hb.shape(font, buf, dict({t: False for t in off}, kern=True))
            total = sum(p.x_advance for p in buf.glyph_positions)
            glyphs = [i.codepoint for i in buf.glyph_infos]
            assert total == v["advance"] + v["kerning"] and glyphs == v["glyphs"], (file, s, total, v)
    print("HarfBuzz %s agrees on every string" % hb.__version__)


def outline_totals(font):
    """Counts and coordinate sums (in 1/64 units, rounded half up) over every glyph's flattened
    points: a compact check that all glyphs decode as fontTools decodes them."""
    glyf = font["glyf"]
    totals = {"points": 0, "onCurve": 0, "contours": 0, "sumX64": 0, "sumY64": 0}
    for name in font.getGlyphOrder():
        coords, ends, flags = glyf[name].getCoordinates(glyf)
        totals["points"] += len(coords)
        totals["onCurve"] += sum(1 for f in flags if f & 1)
        totals["contours"] += len(ends)
        for x, y in coords:
            totals["sumX64"] += math.floor(x * 64 + 0.5)
            totals["sumY64"] += math.floor(y * 64 + 0.5)
    return totals


def main():
    out = {"fonttools": __import__("fontTools").version, "fonts": {}}
    for file in ["Inter-Regular.ttf", "Inter-Medium.ttf", "Inter-SemiBold.ttf", "Inter-Bold.ttf", "DroidSansFallback.ttf",
                 "materialdesignicons-webfont.ttf"]:
        font = TTFont(os.path.join(FONTS, file))
        lookups = kern_lookups(font)
        os2 = font["OS/2"]
        entry = {
            "unitsPerEm": font["head"].unitsPerEm,
            "numGlyphs": font["maxp"].numGlyphs,
            "useTypoMetrics": bool(os2.fsSelection & 0x80),
            "ascender": os2.sTypoAscender if os2.fsSelection & 0x80 else font["hhea"].ascent,
            "descender": -(os2.sTypoDescender if os2.fsSelection & 0x80 else font["hhea"].descent),
            "lineGap": os2.sTypoLineGap if os2.fsSelection & 0x80 else font["hhea"].lineGap,
            "strings": {},
            "cmap": {},
            "composites": [],
            "outlineTotals": outline_totals(font),
        }
        strings = FALLBACK_STRINGS if file.startswith("Droid") else STRINGS if file.startswith("Inter") else []
        for s in strings:
            entry["strings"][s] = measure(font, lookups, s)
        cmap = font.getBestCmap()
        order = font.getGlyphOrder()
        supplementary = [c for c in sorted(cmap) if c > 0xFFFF][:3]
        for c in [0x41, 0x416, 0x2026, 0x4E2D, 0xD648] + supplementary:
            entry["cmap"]["%X" % c] = order.index(cmap[c]) if c in cmap else 0
        if file.startswith("Inter"):
            # Ё, é: base + accent (byte offsets); ї: nested composite; Ю: component with a scale.
            for ch in "Ёéїй":
                entry["composites"].append(composite(font, cmap[ord(ch)]))
            entry["composites"].append(composite(font, "uni042E"))
        out["fonts"][file] = entry
    cross_check_harfbuzz(out)
    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as f:
        json.dump(out, f, ensure_ascii=False, indent=1, sort_keys=True)
        f.write("\n")


if __name__ == "__main__":
    main()
