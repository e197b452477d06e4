#!/usr/bin/python3
"""ICU's line break opportunities for tab-bar-sized titles in many scripts.

Runs ICU's line BreakIterator (PyICU, Debian's python3-icu, ICU 72) over each text below, per
locale, and writes the break positions (indices into the text's Unicode scalars: a line may
break before that scalar) to Tests/TabSnapTextTests/Fixtures/linebreak-icu.json, which a test
compares with TabSnap's UAX #14 breaking. ICU implements UAX #14 with tailorings of its own
(and a dictionary for Thai, Lao, Khmer and Burmese), which is what Apple's text system uses too.

Needs: apt-get install python3-icu (Debian's Python: run with /usr/bin/python3).
Run: /usr/bin/python3 Scripts/linebreak_reference.py
"""
import json
import os

import icu

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Tests", "TabSnapTextTests", "Fixtures", "linebreak-icu.json")

TEXTS = [
    ("en", "Recommended for you"), ("en", "Shopping cart (3 items)"), ("en", "Sign-in required"),
    ("en", "Price: $1,299.50 today!"), ("en", "“Quoted” title, then more"), ("en", "e-mail/newsletter"),
    ("en", "Don't stop 24/7"), ("en", "100% free — no ads"), ("en", "C++ and Objective-C"),
    ("en", "www.example.com/path?q=1"), ("en", "Café au lait"), ("en", "Flags 🇺🇸🇫🇷 and 👍🏽 emoji"),
    ("ru", "Избранное и рекомендации"), ("ru", "Корзина: 1 299,50 ₽"), ("ru", "Санкт-Петербург"),
    ("de", "Einstellungen und Datenschutz"), ("fr", "Paramètres « avancés » ici"), ("es", "¿Dónde está? ¡Aquí!"),
    ("zh", "你好世界，欢迎光临。"), ("zh", "我的购物车（3）"), ("ja", "お気に入りとおすすめ"),
    ("ja", "ショッピングカート「新着」"), ("ja", "ちょっと待って、ください。"), ("ko", "홈 검색 설정"),
    ("ko", "장바구니에 담기"), ("ar", "الملف الشخصي"), ("ar", "الإعدادات (3)"), ("he", "הגדרות פרטיות"),
    ("he", "עגלת קניות 3"), ("el", "Ρυθμίσεις απορρήτου"), ("hi", "सेटिंग्स और गोपनीयता"),
    ("th", "การตั้งค่า ความเป็นส่วนตัว"), ("th", "ตะกร้าสินค้า"),
]


def breaks(locale, text):
    bi = icu.BreakIterator.createLineInstance(icu.Locale(locale))
    bi.setText(text)
    # ICU reports UTF-16 offsets; turn them into scalar indices.
    utf16_to_scalar, u = {}, 0
    for i, ch in enumerate(text):
        utf16_to_scalar[u] = i
        u += 2 if ord(ch) > 0xFFFF else 1
    out = []
    for b in bi:
        if 0 < b < u:
            out.append(utf16_to_scalar[b])
    return out


records = [{"locale": loc, "text": t, "breaks": breaks(loc, t)} for loc, t in TEXTS]
doc = {
    "generated_by": "Scripts/linebreak_reference.py",
    "icu": icu.ICU_VERSION,
    "unicode": icu.UNICODE_VERSION,
    "breaks": "indices into the text's Unicode scalars: a line may break before that scalar",
    "records": records,
}
with open(OUT, "w") as f:
    json.dump(doc, f, ensure_ascii=False, indent=1)
    f.write("\n")
print("wrote", OUT, len(records), "records")
