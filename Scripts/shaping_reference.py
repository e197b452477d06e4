#!/usr/bin/env python3
"""HarfBuzz's shaping of Arabic and Hebrew words with the bundled right-to-left fonts, and of
Latin and Cyrillic letters with combining accents in Inter.

Shapes each word below with uharfbuzz over Fonts/NotoSansArabic-{Regular,Bold}.ttf or
Fonts/NotoSansHebrew-{Regular,Bold}.ttf (made by Scripts/make_rtl_fonts.sh) and writes glyph
ids, clusters, advances and offsets to Tests/TabSnapTextTests/Fixtures/shaping-harfbuzz.json,
which a test can compare with TabSnap's shaper glyph for glyph.

The words exercise: tab-bar labels; Arabic joining (isol/init/medi/fina, the non-joining letters
ا د ذ ر ز و inside words, tatweel, ZWNJ), the lam-alef ligatures (rlig), harakat with shadda
(ccmp ligature uniFC60, mark-to-base, mark-to-ligature, mark-to-mark), Arabic-Indic digits, the contextual
isolated heh (GSUB chaining) and the contextual kern after reh/zain (GPOS chaining); Hebrew final
letters, niqqud and dagesh (mark-to-base); Latin and Cyrillic combining accents in Inter, composed
or placed by mark-to-base.

Each buffer gets guess_segment_properties() (RTL, Arab or Hebr) and HarfBuzz's default features.
Glyphs are in HarfBuzz's output order: visual, left to right, for these RTL runs. No bidi
algorithm is run: a word is one RTL run (so "١٢٣" comes out as ٣ ٢ ١ from left to right).
HarfBuzz hides default ignorables: the ZWNJ comes out as the font's space glyph with zero advance.

For each record, "contextual" names the contextual/chaining lookups (GSUB 5/6, GPOS 7/8) whose
removal from the font changes HarfBuzz's output for that text: the words whose shaping depends
on them.

Needs: pip install uharfbuzz fonttools.   Run: python3 Scripts/shaping_reference.py
"""
import io, json, os, unicodedata

import uharfbuzz as hb
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONTS = os.path.join(ROOT, "Fonts")
OUT = os.path.join(ROOT, "Tests", "TabSnapTextTests", "Fixtures", "shaping-harfbuzz.json")

ARABIC = [
    # tab-bar labels
    "الرئيسية", "البحث", "الإعدادات", "السلة", "الملف الشخصي", "الإشعارات", "الرسائل", "المفضلة",
    "حسابي", "المتجر",
    # joining: a single letter (isol), init+medi+fina, ا د ذ ر ز و (they never join the next
    # letter) inside words
    "ب", "ببب", "مدرسة", "وزارة", "بذور",
    # lam-alef ligatures: لا لأ لإ لآ, isolated and final
    "لا", "سلام", "الأخبار", "إلا", "الآن",
    # harakat: kasra below, shadda + fatha (ccmp ligates them to uniFC60, then mark-to-base),
    # harakat on a lam-alef ligature (mark-to-ligature), and the Quranic yā-ayyuhā, whose
    # superscript alef + maddah stack by mark-to-mark (mkmk)
    "مُحَمَّد", "كِتَاب", "إِلَّا", "يَٰٓأَيُّهَا",
    # tatweel; ZWNJ (Persian "I want": می‌خواهم, the ZWNJ keeps ی final and خ initial)
    "محـــمد", "می‌خواهم",
    # Arabic-Indic digits
    "١٢٣",
    # heh: alone, the chaining isol lookup makes it uniFEE9; isolated after alef (or another
    # right-joining letter) its first rule matches and keeps uni0647
    "ه", "انتباه",
]
HEBREW = [
    # tab-bar labels
    "בית", "חיפוש", "הגדרות", "עגלה", "פרופיל", "הודעות", "מועדפים",
    # final forms are their own code points: ך ם ן ף ץ
    "מלך", "שלום", "אמן", "כסף", "ארץ",
    # niqqud, shin/sin dots and dagesh: marks placed by GPOS mark-to-base (the font's ccmp only
    # ligates hataf+ZWJ+meteg, so HarfBuzz keeps shin+dot as two glyphs, not U+FB2A)
    "שָׁלוֹם", "בְּרֵאשִׁית", "שַׁבָּת", "יִשְׂרָאֵל",
]
# Latin and Cyrillic with combining marks, in Inter: decomposed accents HarfBuzz composes to the
# precomposed letter (é, ñ, й, Vietnamese ế ệ) and ones no precomposed letter exists for, which
# GPOS mark-to-base places (q̇, x̂, ŋ̈, a double accent on ç).
LATIN = [
    "Cafe\u0301", "Espan\u0303a", "Tie\u0302\u0301ng Vie\u0323\u0302t", "\u0438\u0306",
    "q\u0307", "x\u0302", "\u014B\u0308", "c\u0327\u0301", "Z\u030C",
]
WEIGHTS = ["Regular", "Bold"]


def shape(face_blob, text):
    font = hb.Font(hb.Face(face_blob))
    buf = hb.Buffer()
    buf.add_str(text)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    return buf


def key(buf):
    return [(i.codepoint, i.cluster, p.x_advance, p.y_advance, p.x_offset, p.y_offset)
            for i, p in zip(buf.glyph_infos, buf.glyph_positions)]


def contextual_variants(path):
    """(label, font bytes with that one contextual lookup emptied) for each GSUB 5/6 and
    GPOS 7/8 lookup (also inside Extension lookups) that a feature uses."""
    probe = TTFont(path)
    out = []
    for tag, ext, ctx in (("GSUB", 7, (5, 6)), ("GPOS", 9, (7, 8))):
        if tag not in probe:
            continue
        table = probe[tag].table
        feats = {}
        for fr in table.FeatureList.FeatureRecord:
            for i in fr.Feature.LookupListIndex:
                feats.setdefault(i, set()).add(fr.FeatureTag)
        for i, lookup in enumerate(table.LookupList.Lookup):
            kind = lookup.LookupType
            if kind == ext:
                kind = lookup.SubTable[0].ExtSubTable.LookupType
            if kind not in ctx or i not in feats:
                continue
            font = TTFont(path)
            emptied = font[tag].table.LookupList.Lookup[i]
            emptied.SubTable = []
            emptied.SubTableCount = 0
            data = io.BytesIO()
            font.save(data)
            label = f"{tag} {'/'.join(sorted(feats[i]))} lookup {i} (type {lookup.LookupType}"
            label += f", wrapping type {kind})" if kind != lookup.LookupType else ")"
            out.append((label, hb.Blob(data.getvalue())))
    return out


def form(tt, glyph):
    """init/medi/fina/isol from the glyph name (a uniFxxx presentation form's Unicode name, or a
    .init/.medi/.fina/.isol suffix); "mark" for GDEF mark glyphs; "nominal" for the plain letter
    (which this font also uses as the isolated form of non-joining letters)."""
    if tt["GDEF"].table.GlyphClassDef.classDefs.get(glyph) == 3:
        return "mark"
    suffix = glyph.rsplit(".", 1)[-1]
    if suffix in ("init", "medi", "fina", "isol"):
        return suffix
    if glyph.startswith("uni") and len(glyph) == 7:
        uname = unicodedata.name(chr(int(glyph[3:], 16)), "")
        for words, tag in (("INITIAL FORM", "init"), ("MEDIAL FORM", "medi"),
                           ("FINAL FORM", "fina"), ("ISOLATED FORM", "isol")):
            if uname.endswith(words):
                return ("ligature " if "LIGATURE" in uname else "") + tag
        if uname.startswith("ARABIC"):
            return "nominal"
    return "other"


fonts, records, joining = {}, [], {}
for family, words in (("NotoSansArabic", ARABIC), ("NotoSansHebrew", HEBREW), ("Inter", LATIN)):
    for weight in WEIGHTS:
        name = f"{family}-{weight}.ttf"
        path = os.path.join(FONTS, name)
        tt = TTFont(path)
        order = tt.getGlyphOrder()
        blob = hb.Blob.from_file_path(path)
        variants = contextual_variants(path)
        used = set()
        for text in words:
            buf = shape(blob, text)
            glyphs = [{"gid": i.codepoint, "cluster": i.cluster, "x_advance": p.x_advance,
                       "y_advance": p.y_advance, "x_offset": p.x_offset, "y_offset": p.y_offset}
                      for i, p in zip(buf.glyph_infos, buf.glyph_positions)]
            used.update(g["gid"] for g in glyphs)
            records.append({"text": text, "font": name, "direction": buf.direction,
                            "script": buf.script,
                            "scalars": [f"U+{ord(c):04X}" for c in text], "glyphs": glyphs,
                            "contextual": [label for label, v in variants
                                           if key(shape(v, text)) != key(buf)]})
            if family == "NotoSansArabic":
                names = [order[i.codepoint] for i in buf.glyph_infos]
                entry = joining.setdefault(text, {"text": text, "fonts": [], "glyph_names": names,
                                                  "forms": [form(tt, g) for g in names]})
                entry["fonts"].append(name)
                if names != entry["glyph_names"]:
                    entry["glyph_names_" + weight] = names
        fonts[name] = {"unitsPerEm": tt["head"].unitsPerEm, "outlines": "glyf" if "glyf" in tt else "CFF",
                       "glyph_names": {str(g): order[g] for g in sorted(used)}}

doc = {
    "generated_by": "Scripts/shaping_reference.py",
    "harfbuzz": hb.version_string(),
    "uharfbuzz": hb.__version__,
    "order": "visual (HarfBuzz RTL output): glyphs left to right, so the first glyph is the end of the word",
    "units": "font units (unitsPerEm below); clusters are indices into scalars (Unicode scalar values, as uharfbuzz add_str feeds them)",
    "features": "HarfBuzz defaults; buffer from guess_segment_properties(); no bidi reordering",
    "fonts": fonts,
    "records": records,
    "joining_note": "glyph names per Arabic word, in the same visual order, with the form each name"
                    " stands for; one entry per word when Regular and Bold agree",
    "joining": list(joining.values()),
}
with open(OUT, "w") as f:
    json.dump(doc, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", OUT)
