#!/usr/bin/env python3
"""How wide TabSnap sets the system font beside iOS, line by line, per character.

Text lines in the iOS renders of ../shared/conformance against the same lines in TabSnap's
references.

Inter stands in for SF Pro (Sources/TabSnapText/SystemFontMetrics.swift): SF Pro's tracking
table plus a per-weight correction for Inter's advances. This script reports, per line whose
string both renders break the same way, the ink width in iOS and in TabSnap and what is left
per character (TabSnap - iOS, divided by the gaps between characters), then the mean per
weight. The per-weight corrections were fitted to these lines; a line of punctuation-heavy
identifiers (underscores, slashes) is listed too, and shows what one number per weight cannot
follow: Inter's punctuation is wider or narrower than SF Pro's by itself.

Needs python3 with Pillow; reads Scripts/ios-tabbar/measurements.json for the tab bar titles
(`python3 Scripts/measure_ios_tabbar.py` writes it). Run from the repository root:
    python3 Scripts/system_font_widths.py > Scripts/fixtures/system_font_widths.txt
"""
import json
import os
import sys
from collections import defaultdict

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import screen_conformance as sc  # noqa: E402
import screen_features as sf  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# pair id, region index among its text probes, line index, string, size pt, weight.
LINES = [
    ("a11y-1", 0, 0, "ACCOUNTS", 13, "regular"),
    ("a11y-1", 0, 1, "Checking", 17, "regular"),
    ("a11y-1", 0, 2, "Savings", 17, "regular"),
    ("a11y-1", 0, 3, "Tap an account to view details", 13, "regular"),
    ("a11y-1", 0, 4, "BILLS", 13, "regular"),
    ("a11y-1", 0, 5, "Electric", 17, "regular"),
    ("a11y-1", 0, 6, "Internet", 17, "regular"),
    ("a11y-1", 0, 7, "Due this month", 13, "regular"),
    ("a11y-4", 0, 0, "FRUITS", 13, "regular"),
    ("a11y-4", 0, 1, "Apple", 17, "regular"),
    ("a11y-4", 0, 2, "Banana", 17, "regular"),
    ("a11y-4", 0, 3, "Cherry", 17, "regular"),
    ("a11y-4", 0, 4, "VEGETABLES", 13, "regular"),
    ("a11y-4", 0, 5, "Carrot", 17, "regular"),
    ("a11y-4", 0, 6, "Peas", 17, "regular"),
    ("rss-1", 0, 0, "No Items", 22, "bold"),
    ("rss-1", 0, 1, "Add items to get started", 15, "regular"),
    ("rss-3", 0, 0, "Failed to Load", 22, "bold"),
    ("rss-9", 0, 0, "This is an extremely long title that should be", 17, "semibold"),
    ("rss-9", 0, 1, "truncated or wrapped depending on the layout", 17, "semibold"),
    ("rss-9", 0, 2, "settings of the FeedItemRow component", 17, "semibold"),
    ("rss-9", 0, 3, "Short description.", 15, "regular"),
    ("rss-8", 0, 0, "This is a very long feed title that should", 16, "semibold"),
    ("rss-8", 0, 1, "definitely be truncated because it's way", 16, "semibold"),
    ("rss-8", 0, 2, "too long to fit on a single line", 16, "semibold"),
    ("rss-8", 0, 3, "Default test description.", 11, "regular"),
    ("rss-10", 1, 0, "BBC News", 17, "semibold"),
    ("rss-10", 1, 1, "https://feeds.bbci.co.uk/news/world/rss.xml", 12, "regular"),
    ("rss-6", 2, 0, "Suggested Feeds", 17, "semibold"),
    ("rss-6", 1, 0, "add_feed_url_header", 17, "semibold"),
    ("rss-4", 1, 0, "add_feed_url_header", 16, "semibold"),
    ("gs-1", 0, 0, "Button", 17, "medium"),
]


def ink_lines(img, region, dark):
    return sf.ink_boxes(img, region=region, dark=dark, tol=70 if dark else 40, min_height_pt=2)


def main():
    pairs = {p[0]: p for p in sc.PAIRS}
    rows = []
    for pid, probe_index, line_index, text, size, weight in LINES:
        _, _, ios_file, ours_file, width, probes = pairs[pid]
        texts = [p for p in probes if p[0] in ("text", "ctext", "idtext")]
        region = texts[probe_index][1]
        dark = pid.startswith("a11y")
        found = []
        for path in (os.path.join(sc.OURS, ours_file), os.path.join(sc.IOS, ios_file)):
            lines = ink_lines(sf.load(path, crop_width_pt=width), region, dark)
            found.append(lines[line_index]["right"] - lines[line_index]["left"] if line_index < len(lines) else None)
        rows.append((pid, text, size, weight, found[0], found[1]))
    measurements = json.load(open(os.path.join(ROOT, "Scripts", "ios-tabbar", "measurements.json")))
    for result in measurements["results"]:
        ours = {i["title"]: i for i in result.get("tabsnap", {}).get("items", [])}
        for item in result["ios"].get("items", []):
            t = item["title"]
            if t.isascii() and t in ours and item.get("title_width") and ours[t].get("title_width"):
                weight = "medium"
                rows.append((result["reference"].split(".")[0], t, 10, weight, ours[t]["title_width"], item["title_width"]))
    print(__doc__.strip().splitlines()[0])
    print("Ink widths in points; per char = (TabSnap - iOS) / (characters - 1).\n")
    print(f"{'pair':<12} {'size':>4} {'weight':<9} {'TabSnap':>8} {'iOS':>8} {'per char':>8}  text")
    by_weight = defaultdict(list)
    seen = set()
    for pid, text, size, weight, ours, ios in rows:
        if ours is None or ios is None:
            print(f"{pid:<12} {size:>4} {weight:<9} {'—':>8} {'—':>8} {'—':>8}  {text} (line not found)")
            continue
        per = (ours - ios) / max(1, len(text) - 1)
        punctuated = any(c in text for c in "_/:")
        key = (pid.split("-")[0], text, size)
        if not punctuated and key not in seen:
            by_weight[weight].append(per)
            seen.add(key)
        mark = "  (punctuation)" if punctuated else ""
        print(f"{pid:<12} {size:>4} {weight:<9} {ours:8.2f} {ios:8.2f} {per:+8.3f}  {text}{mark}")
    print("\nMean per character by weight (lines without punctuation, each string once):")
    for weight in ("regular", "medium", "semibold", "bold"):
        v = by_weight.get(weight, [])
        if v:
            print(f"  {weight:<9} {sum(v) / len(v):+.3f} pt over {len(v)} lines")


if __name__ == "__main__":
    main()
