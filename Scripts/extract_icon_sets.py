#!/usr/bin/env python3
"""Lays out the SVGs of Tabler Icons 3.46, Material Design Icons 7.4.47 and Lucide 1.61 from their
PyPI packages as Scripts/make_symbol_font.py reads them: OUT/tabler/outline, OUT/tabler/fill,
OUT/mdi/all, OUT/lucide/outline, one NAME.svg each.

    pip download flask-tabler-icons==3.46.0.20260803 python-lucide==0.5.11 --no-deps -d /tmp/sets
    (cd /tmp/sets && for w in *.whl; do unzip -q -o "$w"; done)
    pip install material-design-icons-pack==7.4.47
    python3 Scripts/extract_icon_sets.py /tmp/sets /tmp/sets/svg

Tabler's icons are symbols of one sprite per style (its outline sprite leaves the stroke width
to CSS: 2 is written in); Lucide's are rows of an SQLite file; MDI's are strings in its Python
extension (deprecated icons skipped). Needs python3; the MDI step needs the installed package.
"""
import glob
import os
import re
import sqlite3
import sys


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def main():
    if len(sys.argv) != 3:
        print(__doc__)
        return 2
    src, out = sys.argv[1], sys.argv[2]
    counts = {}
    sprites = glob.glob(os.path.join(src, "**", "flask_tabler_icons", "static", "tabler_icons"), recursive=True)
    if not sprites:
        print(f"error: no flask_tabler_icons/static/tabler_icons under {src}", file=sys.stderr)
        return 1
    for file, variant, prefix in (("tabler-sprite-nostroke.svg", "outline", "tabler-"), ("tabler-sprite-filled.svg", "fill", "tabler-filled-")):
        text = open(os.path.join(sprites[0], file), encoding="utf-8").read()
        n = 0
        for m in re.finditer(r'<symbol id="([^"]+)"([^>]*)>(.*?)</symbol>', text, re.S):
            attrs = m.group(2)
            if variant == "outline" and "stroke-width" not in attrs:
                attrs += ' stroke-width="2"'
            write(os.path.join(out, "tabler", variant, m.group(1)[len(prefix):] + ".svg"),
                  f'<svg xmlns="http://www.w3.org/2000/svg"{attrs}>{m.group(3)}</svg>')
            n += 1
        counts[f"tabler/{variant}"] = n
    db = glob.glob(os.path.join(src, "**", "lucide", "data", "lucide-icons.db"), recursive=True)
    if db:
        rows = sqlite3.connect(db[0]).execute("select name, svg from icons order by name").fetchall()
        for name, svg in rows:
            write(os.path.join(out, "lucide", "outline", name + ".svg"), svg)
        counts["lucide/outline"] = len(rows)
    try:
        import material_design_icons_pack as mdi
        import warnings
        warnings.simplefilter("ignore")
        stub = glob.glob(os.path.join(os.path.dirname(mdi.__file__), "__init__.pyi"))[0]
        n = 0
        for const in re.findall(r"^([A-Z0-9_]+): Final\[Icon\]", open(stub, encoding="utf-8").read(), re.M):
            icon = getattr(mdi, const)
            if icon.deprecated:
                continue
            write(os.path.join(out, "mdi", "all", icon.slug + ".svg"), icon.svg)
            n += 1
        counts["mdi/all"] = n
    except ImportError:
        print("warning: material-design-icons-pack is not installed: no mdi/all", file=sys.stderr)
    for k in sorted(counts):
        print(k, counts[k])
    return 0


if __name__ == "__main__":
    sys.exit(main())
