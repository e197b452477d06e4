#!/usr/bin/env python3
"""Writes TabSnap's own custom symbol, Examples/assets/Shop.xcassets/Wallet.symbolset: an SVG in
the layout of an SF Symbols 'variable' template (template version 3): Notes, Guides (baselines,
cap lines and per-variant margins for the three scales) and the three interpolation sources
Ultralight-S, Regular-S and Black-S, each a card outline and stripe whose points correspond,
so every other weight and scale can be interpolated. Drawn here from numbers, so it can be
committed; no Apple symbol is copied.

usage: Scripts/make_symbol_template.py     needs: Python 3
"""
import json, os

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "Examples", "assets", "Shop.xcassets", "Wallet.symbolset")
BASELINES = {"S": (696, 625.541), "M": (1126, 1055.54), "L": (1556, 1485.54)}
SOURCES = {"Ultralight": (600, 3.0), "Regular": (1400, 8.0), "Black": (2200, 15.0)}  # column x, stroke
SMALL = 0.783


def rounded(x, y, w, h, r, clockwise):
    """A rounded rectangle as M, four L and four C (the same commands at every weight)."""
    k = 0.5523 * r
    pts = [(x + r, y), (x + w - r, y), ((x + w - r + k, y), (x + w, y + r - k), (x + w, y + r)),
           (x + w, y + h - r), ((x + w, y + h - r + k), (x + w - r + k, y + h), (x + w - r, y + h)),
           (x + r, y + h), ((x + r - k, y + h), (x, y + h - r + k), (x, y + h - r)),
           (x, y + r), ((x, y + r - k), (x + r - k, y), (x + r, y))]
    if not clockwise:
        # The same outline the other way round: nonzero filling leaves it a hole.
        pts = [(x + r, y), ((x + r - k, y), (x, y + r - k), (x, y + r)), (x, y + h - r),
               ((x, y + h - r + k), (x + r - k, y + h), (x + r, y + h)), (x + w - r, y + h),
               ((x + w - r + k, y + h), (x + w, y + h - r + k), (x + w, y + h - r)), (x + w, y + r),
               ((x + w, y + r - k), (x + w - r + k, y), (x + w - r, y)), (x + r, y)]
    f = lambda v: f"{v:.4f}"
    d = f"M{f(pts[0][0])} {f(pts[0][1])}"
    for p in pts[1:]:
        if isinstance(p[0], tuple):
            d += " C" + " ".join(f"{f(a)} {f(b)}" for a, b in p)
        else:
            d += f" L{f(p[0])} {f(p[1])}"
    return d + " Z"


def card(t):
    """At the medium scale, 100 wide and 70 tall, centred on the cap height; t = stroke."""
    x, y, w, h, r = 0, -70.23, 100, 70, 12
    ring = rounded(x, y, w, h, r, True) + " " + rounded(x + t, y + t, w - 2 * t, h - 2 * t, max(r - t, 1), False)
    stripe = rounded(x + t * 0.5, y + 16, w - t, 6 + t * 1.2, 1, True)
    return ring, stripe


def scaled(d, k):
    out = []
    for tok in d.replace("M", " M ").replace("L", " L ").replace("C", " C ").replace("Z", " Z ").split():
        try:
            out.append(f"{float(tok) * k:.4f}")
        except ValueError:
            out.append(tok)
    return " ".join(out)


def main():
    os.makedirs(OUT, exist_ok=True)
    guides, symbols = [], []
    for s, (base, cap) in BASELINES.items():
        guides.append(f'<line id="Baseline-{s}" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="{base}" y2="{base}"/>')
        guides.append(f'<line id="Capline-{s}" style="fill:none;stroke:#27AAE1;opacity:1;stroke-width:0.5;" x1="263" x2="3036" y1="{cap}" y2="{cap}"/>')
    for weight, (col, t) in SOURCES.items():
        ring, stripe = card(t)
        base = BASELINES["S"][0]
        left, right = col + (-6) * SMALL, col + 106 * SMALL
        guides.append(f'<line id="left-margin-{weight}-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{left:.4f}" x2="{left:.4f}" y1="600" y2="720"/>')
        guides.append(f'<line id="right-margin-{weight}-S" style="fill:none;stroke:#00AEEF;stroke-width:0.5;opacity:1.0;" x1="{right:.4f}" x2="{right:.4f}" y1="600" y2="720"/>')
        symbols.append(f'''  <g id="{weight}-S" transform="matrix(1 0 0 1 {col} {base})">
   <path class="monochrome-0 hierarchical-0:primary" d="{scaled(ring, SMALL)}"/>
   <path class="monochrome-1 hierarchical-1:secondary" d="{scaled(stripe, SMALL)}"/>
  </g>''')
    svg = f'''<?xml version="1.0" encoding="UTF-8"?>
<!--Generator: Scripts/make_symbol_template.py (TabSnap's own symbol, in the SF Symbols template layout)-->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg version="1.1" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="3300" height="2200">
 <style>.monochrome-0 {{fill:#000000}} .monochrome-1 {{fill:#000000}}</style>
 <g id="Notes">
  <rect height="2200" id="artboard" style="fill:white;opacity:1" width="3300" x="0" y="0"/>
  <text id="template-version" style="stroke:none;fill:black;font-family:sans-serif;font-size:13;" transform="matrix(1 0 0 1 3036 1933)">Template v.3.0</text>
 </g>
 <g id="Guides">
  {chr(10).join("  " + g for g in guides).strip()}
 </g>
 <g id="Symbols">
{chr(10).join(symbols)}
 </g>
</svg>
'''
    with open(os.path.join(OUT, "wallet.svg"), "w") as f:
        f.write(svg)
    with open(os.path.join(OUT, "Contents.json"), "w") as f:
        json.dump({"info": {"author": "xcode", "version": 1}, "symbols": [{"filename": "wallet.svg", "idiom": "universal"}]}, f, indent=2)
        f.write("\n")
    print(f"wrote {os.path.relpath(OUT, ROOT)}")


if __name__ == "__main__":
    main()
