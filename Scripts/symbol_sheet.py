#!/usr/bin/env python3
"""A contact sheet of the most used SF Symbol names as TabSnap draws them: each name's outline
form beside its `.fill` form (when apps use one, else the outline again), the name under them,
ten to a row. Writes a view document and renders it with a built `tabsnap`:

    swift build --product tabsnap
    python3 Scripts/symbol_sheet.py [COUNT] [OUT.png]     # 200, docs/images/symbols-200.png

Names TabSnap cannot draw are left out of the sheet and listed. Needs python3.
"""
import json
import os
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def names(count):
    out = []
    for line in open(os.path.join(ROOT, "Scripts", "fixtures", "sf_symbols_frequency.tsv"), encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        if line.startswith("#") or len(f) < 2 or not f[1].isdigit():
            continue
        out.append(f[0])
    # Families: a name and its .fill form side by side, in the order of the first one used.
    seen, families = set(), []
    for n in out:
        base = n[:-5] if n.endswith(".fill") else n
        if base in seen:
            continue
        seen.add(base)
        families.append(base)
        if len(families) == count:
            break
    return families, set(out)


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200
    png = sys.argv[2] if len(sys.argv) > 2 else os.path.join(ROOT, "docs", "images", f"symbols-{count}.png")
    tabsnap = next((p for p in (os.path.join(ROOT, ".build-make", "debug", "tabsnap"), os.path.join(ROOT, ".build", "debug", "tabsnap")) if os.path.exists(p)), os.path.join(ROOT, ".build-make", "debug", "tabsnap"))
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    from symbol_coverage import drawable
    source = drawable()
    families, used = names(count)
    def forms(base):
        """The outline and fill forms apps use and TabSnap draws (one of them twice when only
        one is)."""
        outline = base if base in used and source(base) else None
        fill = base + ".fill" if base + ".fill" in used and source(base + ".fill") else None
        return outline or fill, fill or outline

    missing = [n for b in families for n in (b, b + ".fill") if n in used and not source(n)]
    families = [b for b in families if forms(b)[0]]
    cells = []
    for base in families:
        outline, fill = forms(base)
        icon = lambda n: {"type": "Image", "icon": n, "resizable": True, "frame": {"width": 26, "height": 26}}
        cells.append({"type": "VStack", "spacing": 4, "frame": {"width": 104, "height": 62}, "children": [
            {"type": "HStack", "spacing": 10, "children": [icon(outline), icon(fill)]},
            {"type": "Text", "text": base, "font": {"size": 9, "weight": "regular"}, "lineLimit": 1, "foregroundColor": "gray"}]})
    rows = [{"type": "HStack", "spacing": 0, "children": cells[i:i + 10]} for i in range(0, len(cells), 10)]
    doc = {"body": {"type": "ZStack", "children": [
        {"type": "Color", "color": "#FFFFFF", "ignoresSafeArea": True},
        {"type": "VStack", "spacing": 2, "children": rows}]}}
    height = 62 * len(rows) + 2 * len(rows) + 20
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "symbols.json")
        with open(path, "w") as f:
            json.dump(doc, f)
        os.makedirs(os.path.dirname(png), exist_ok=True)
        r = subprocess.run([tabsnap, "render", path, "--size", f"1060x{height}@2", "--scheme", "light", "--out", png],
                           capture_output=True, text=True)
        if r.returncode != 0:
            print(r.stderr.strip())
            return 1
    print(f"wrote {png}: {len(families)} families" + (f"; not drawn: {', '.join(missing)}" if missing else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
