#!/usr/bin/env python3
"""How much of what public apps name TabSnap can draw: each SF Symbol name of
Scripts/fixtures/sf_symbols_frequency.tsv is drawn when TabSnap Symbols has it
(Fonts/symbol-names.tsv) or else the Material set answers it (an alias in
Sources/TabSnapText/SymbolAliases.swift whose icon Fonts/mdi-names.tsv lists, or an MDI name
itself), as IconSet looks names up.
Writes Scripts/fixtures/symbol_coverage.txt. Needs only python3."""
import os
import re

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def drawable():
    """A function telling, for an SF Symbol name, where TabSnap draws it from: "material",
    "symbols", or None."""
    mdi = {l.split("\t")[0] for l in open(os.path.join(ROOT, "Fonts", "mdi-names.tsv"), encoding="utf-8") if "\t" in l}
    aliases = {}
    for m in re.finditer(r'^\s*"([^"]+)":\s*\[([^\]]*)\]', open(os.path.join(ROOT, "Sources", "TabSnapText", "SymbolAliases.swift"), encoding="utf-8").read(), re.M):
        aliases[m.group(1)] = re.findall(r'"([^"]+)"', m.group(2))
    symbols = {l.split("\t")[0] for l in open(os.path.join(ROOT, "Fonts", "symbol-names.tsv"), encoding="utf-8") if "\t" in l}

    def source(name):
        if name in symbols:
            return "symbols"
        if any(c in mdi for c in aliases.get(name, [])) or name in mdi:
            return "material"
        return None
    return source


def main():
    source = drawable()
    rows = []
    for line in open(os.path.join(ROOT, "Scripts", "fixtures", "sf_symbols_frequency.tsv"), encoding="utf-8"):
        if line.startswith("#") or not line.strip():
            continue
        f = line.rstrip("\n").split("\t")
        if f[0] == "name" or len(f) < 2 or not f[1].isdigit():
            continue
        rows.append((f[0], int(f[1])))
    total = sum(u for _, u in rows)
    drawn = [(n, u, source(n)) for n, u in rows]
    lines = [f"# Made by python3 Scripts/symbol_coverage.py from {len(rows)} names ({total} uses) in Scripts/fixtures/sf_symbols_frequency.tsv"]
    for label, cut in (("all names", len(rows)), ("the 1,000 most used", 1000), ("the 100 most used", 100)):
        part = drawn[:cut]
        n = sum(1 for _, _, s in part if s)
        u = sum(x for _, x, s in part if s)
        t = sum(x for _, x, _ in part)
        lines.append(f"{label}: {n} of {len(part)} names drawn, {u} of {t} uses ({100 * u / t:.1f} %)")
    for src in ("symbols", "material"):
        lines.append(f"from {src}: {sum(1 for _, _, s in drawn if s == src)} names, {sum(u for _, u, s in drawn if s == src)} uses")
    missing = [(n, u) for n, u, s in drawn if not s]
    lines.append(f"not drawn ({len(missing)} names, most used first):")
    lines += [f"  {n}\t{u}" for n, u in missing[:60]]
    out = os.path.join(ROOT, "Scripts", "fixtures", "symbol_coverage.txt")
    with open(out, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines[:7]))


if __name__ == "__main__":
    main()
