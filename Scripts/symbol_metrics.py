#!/usr/bin/env python3
"""Measures how big iOS draws SF Symbols beside 17 pt text, from the iOS renders in
../shared/conformance, and fits the one size factor TabSnap Symbols use (SymbolMetrics.inkPerPoint:
a full-height symbol's ink per point of font size at the medium scale).

Anchors (each an iOS render of a symbol at a known font size and image scale):
  pf-1      SwiftUI `Image(systemName: "checkmark.circle.fill")` beside 17 pt body text, iOS 13, @2x
  pf-iphone8  UIKit navigation bar `+` item (17 pt, large scale), iOS 13.2, @3x
  rss-7     SwiftUI toolbar `Label("…", systemImage: "plus")` (17 pt, large scale), iOS 18.4, @3x
Each anchor's ink is measured in the PNG; the same symbol's ink in TabSnap Symbols (Phosphor's
circle and plus, as a share of the 208-unit full-height box) is read from the font; each anchor
gives a factor, and the fit is their geometric mean over symbols (a symbol's anchors averaged first) (Phosphor's plus is longer beside its circle
than SF's, so no one factor fits both). Prints the anchors, the fit and each anchor's error.

Needs python3 with Pillow and fontTools, and ../shared beside the repository.
    python3 Scripts/symbol_metrics.py > Scripts/fixtures/symbol_metrics.txt
"""
import math
import os
import sys

from fontTools.pens.boundsPen import BoundsPen
from fontTools.ttLib import TTFont
from PIL import Image

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "conformance")
LARGE = 1.29


def ink_box(path, region, is_ink):
    im = Image.open(path).convert("RGB")
    px = im.load()
    x0, y0, x1, y1 = region
    xs, ys = [], []
    for y in range(y0, y1):
        for x in range(x0, x1):
            if is_ink(px[x, y]):
                xs.append(x)
                ys.append(y)
    return min(xs), max(xs) + 1, min(ys), max(ys) + 1


def phosphor_share(name):
    """The symbol's ink width in TabSnap Symbols as a share of the 208-unit full-height box."""
    font = TTFont(os.path.join(ROOT, "Fonts", "TabSnapSymbols-Regular.otf"))
    cps = {}
    for line in open(os.path.join(ROOT, "Fonts", "symbol-names.tsv"), encoding="utf-8"):
        f = line.rstrip("\n").split("\t")
        cps[f[0]] = int(f[1], 16)
    glyph = font.getBestCmap()[cps[name]]
    pen = BoundsPen(font.getGlyphSet())
    font.getGlyphSet()[glyph].draw(pen)
    x0, y0, x1, y1 = pen.bounds
    return (x1 - x0) / 208.0


def main():
    if not os.path.isdir(SHARED):
        print(f"error: {SHARED} not found: clone ../shared beside the repository", file=sys.stderr)
        return 1
    blue = lambda p: p[2] > 200 and p[0] < 150
    anchors = []
    # pf-1: the dark circle inside the blue rounded rectangle, 2 px per point.
    pf1 = os.path.join(SHARED, "ios-screens/pointfree-swift-snapshot-testing/png/SnapshotTestingTests.testSwiftUIView_iOS.size-that-fits.png")
    x0, x1, y0, y1 = ink_box(pf1, (26, 26, 72, 76), lambda p: sum(p) < 300)
    anchors.append(("pf-1 checkmark.circle.fill, 17 pt medium, SwiftUI iOS 13", "checkmark.circle.fill", 17.0, 1.0, (x1 - x0) / 2))
    # pf-iphone8: the blue + in the top 44 pt, 3 px per point.
    nav = os.path.join(SHARED, "ios-references/pf-iphone8.png")
    x0, x1, y0, y1 = ink_box(nav, (0, 0, 375, 132), blue)
    anchors.append(("pf-iphone8 + bar item, 17 pt large, UIKit iOS 13.2", "plus", 17.0, LARGE, (x1 - x0) / 3))
    rss7 = os.path.join(SHARED, "ios-screens/martinomamic-RSSReader/png/FeedListViewSnapshotTests.testFeedListViewEmpty.FeedListEmpty-mediumPhone-light.png")
    x0, x1, y0, y1 = ink_box(rss7, (1000, 150, 1179, 330), blue)
    anchors.append(("rss-7 plus toolbar item, 17 pt large, SwiftUI iOS 18.4", "plus", 17.0, LARGE, (x1 - x0) / 3))
    factors = []
    print("anchor\tiOS ink width (pt)\tTabSnap Symbols share of the box\tfactor (ink per point, medium)")
    for label, name, size, scale, width in anchors:
        share = phosphor_share(name)
        k = width / (size * scale * share)
        factors.append(k)
        print(f"{label}\t{width:.2f}\t{share:.3f}\t{k:.3f}")
    # Each symbol counts once: its anchors' factors are averaged first.
    by_symbol = {}
    for (label, name, *_), k in zip(anchors, factors):
        by_symbol.setdefault(name, []).append(math.log(k))
    logs = [sum(v) / len(v) for _, v in sorted(by_symbol.items())]
    fit = math.exp(sum(logs) / len(logs))
    print(f"\nfit (geometric mean over symbols, each symbol's anchors averaged first): {fit:.3f}")
    print("anchor\tiOS (pt)\tTabSnap at the fit (pt)\terror (pt)")
    for label, name, size, scale, width in anchors:
        ours = fit * size * scale * phosphor_share(name)
        print(f"{label}\t{width:.2f}\t{ours:.2f}\t{ours - width:+.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
