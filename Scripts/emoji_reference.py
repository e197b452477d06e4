#!/usr/bin/env python3
"""HarfBuzz's shaping of emoji sequences with the bundled colour font (issue 15).

Shapes each sequence below with uharfbuzz over Fonts/NotoColorEmoji-Subset.ttf (ZWJ families,
skin-tone modifiers, flags, VS16, plain emoji) and writes the glyph ids and advances to
Tests/TabSnapTextTests/Fixtures/emoji-harfbuzz.json, which the test compares with TabSnap's
shaper glyph for glyph.

Needs: pip install uharfbuzz.   Run: python3 Scripts/emoji_reference.py
"""
import json, os

import uharfbuzz as hb

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = os.path.join(ROOT, "Fonts", "NotoColorEmoji-Subset.ttf")
OUT = os.path.join(ROOT, "Tests", "TabSnapTextTests", "Fixtures", "emoji-harfbuzz.json")
SEQUENCES = ["😀", "🎉", "❤️", "❤", "👍", "👍🏻", "👍🏽", "👍🏿", "👋🏼", "👨‍👩‍👧", "👨‍👩‍👧‍👦", "👩‍👩‍👦",
             "🇺🇸", "🇯🇵", "🇰🇷", "🇩🇪", "⚙️", "⭐", "✅", "🚀", "💳", "📦", "🛒", "🔔", "💬", "🔥", "🥳"]

face = hb.Face(hb.Blob.from_file_path(FONT))
font = hb.Font(face)
out = []
for s in SEQUENCES:
    buf = hb.Buffer()
    buf.add_str(s)
    buf.guess_segment_properties()
    hb.shape(font, buf, {})
    out.append({"text": s, "scalars": [f"U+{ord(c):04X}" for c in s],
                "glyphs": [i.codepoint for i in buf.glyph_infos], "advances": [p.x_advance for p in buf.glyph_positions]})
with open(OUT, "w") as f:
    json.dump({"font": os.path.basename(FONT), "unitsPerEm": face.upem, "harfbuzz": hb.__version__, "sequences": out}, f, ensure_ascii=False, indent=1)
print("wrote", OUT)
