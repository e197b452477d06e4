#!/usr/bin/env python3
"""Measure real iOS tab bars and TabSnap's `system` style the same way, and compare them.

For each snapshot PNG in ../shared/conformance/ios-references/ (real UITabBars drawn by iOS
simulators at 3x; GUIDE.md §11) this renders the configuration in Scripts/ios-tabbar/ that
mirrors it (same screen size and insets, items, titles, selection and badges) with the built
`tabsnap`, measures both images with the same code, and writes
Scripts/ios-tabbar/measurements.json (both measurements and TabSnap − iOS in points) and
Scripts/ios-tabbar/measurements.md (the tables). The references are read in place, never copied.

Every y is in points from the top of the bar's frame (screen height − bottom inset − 49), every
x relative to the centre of the item's slot (slots: equal widths across the screen).

Needs: Python 3, Pillow, numpy, PyYAML, and a built CLI (`swift build --product tabsnap`; or
set TABSNAP=/path/to/tabsnap).  Run: python3 Scripts/measure_ios_tabbar.py
"""
import json, os, subprocess, sys, tempfile
from collections import Counter
from pathlib import Path

import numpy as np
import yaml
from PIL import Image

ROOT = Path(__file__).resolve().parent.parent
HERE = ROOT / "Scripts" / "ios-tabbar"
REFS = Path(os.environ.get("TABSNAP_IOS_REFERENCES", ROOT.parent / "shared" / "conformance" / "ios-references"))
BAR = 49  # pt, the bar's height above the bottom safe area on every portrait iPhone reference

# reference PNG → TabSnap device (the reference's size and insets) and scheme. `bar` says where
# the reference's bar is: "bottom" = screen height − bottom inset − 49; ("hairline", n) = one
# pixel below the n-th full-width hairline (0-based), for images with several standalone bars.
# `monochrome`: AccessibilitySnapshot draws the view in grey under pale tinted overlays, so only
# geometry can be measured. `bitmap_icons`: original-colour images, so colours come from titles.
RSS = "unselected icons are drawn white in this recording (README); only star.fill is bundled too, so only its ink size compares"
APP = "the app sets its own colours (UITabBarAppearance); its 24 pt images are bitmaps whose ink is smaller than their frame, the stand-in a full 24 pt square"
REFERENCES = [
    dict(ref="rss-medium.light.png", device="393x852@3:59,34", scheme="light", note=RSS),
    dict(ref="rss-small.light.png", device="375x667@3:20,0", scheme="light", note=RSS),
    dict(ref="rss-large.dark.png", device="430x932@3:59,34", scheme="dark", note=RSS),
    dict(ref="em-memo.light.png", device="393x852@3:59,34", scheme="light", bitmap_icons=True, note=APP),
    dict(ref="em-memo.dark.png", device="393x852@3:59,34", scheme="dark", bitmap_icons=True, note=APP),
    dict(ref="thumbprint.light.png", device="375x667@3:20,0", scheme="light", note="the app sets its own colours; a standalone bar"),
    dict(ref="a11y-badges.ios17.5.png", device="393x852@3:59,0", scheme="light", bar=("hairline", 1), monochrome=True,
         note="the second of four standalone bars; accessibility overlays: geometry only"),
    dict(ref="a11y-badges.ios18.5.png", device="402x874@3:62,0", scheme="light", bar=("hairline", 1), monochrome=True,
         note="the second of four standalone bars; accessibility overlays: geometry only"),
    dict(ref="pf-iphone8.png", device="375x647@3:20,0", scheme="light", note="one untitled, image-less tab: the top edge only"),
]

TITLE_SPLIT = 30      # pt: icon/badge ink lies above the first ink-free row at or below this
# A baseline row holds ink in ≥ 30 % of the title's columns (see baseline()). Every reference and
# render gives the same baselines from 25 % to 35 %; at 15 % underscores and descenders count, at
# 50 % round letters' bottoms are missed.
BASELINE_SHARE = 0.3


def parse_device(spec):
    size, _, insets = spec.partition(":")
    wh, scale = size.split("@")
    w, h = (int(v) for v in wh.split("x"))
    top, bottom = (float(v) for v in insets.split(",")) if insets else (0.0, 0.0)
    return w, h, int(scale), top, bottom


def hex_colour(c):
    return None if c is None else "#%02X%02X%02X" % tuple(int(v) for v in c)


def uniform_rows(img, width):
    """Rows that are one colour across the screen and differ from both neighbours: hairlines."""
    rows = img[:, :width]
    med = np.median(rows, axis=1)
    flat = (np.abs(rows - med[:, None]).max(axis=2) <= 3).mean(axis=1) >= 0.98
    step = lambda a, b: np.abs(a - b).max(axis=1) >= 20
    edge = np.zeros(len(rows), bool)
    edge[1:-1] = step(med[1:-1], med[:-2]) & step(med[1:-1], med[2:])
    return [int(y) for y in np.nonzero(flat & edge)[0]], med


def bbox(mask):
    ys, xs = np.nonzero(mask)
    if len(ys) == 0:
        return None
    return ys.min(), ys.max() + 1, xs.min(), xs.max() + 1  # top, bottom, left, right (exclusive)


def half_ink(diff, region):
    """Pixels at least half as far from the background as the strongest ink of the region: a
    50 % coverage edge, so antialiasing and ink contrast (grey vs tint vs white) do not move it."""
    d = np.where(region, diff, 0)
    peak = np.percentile(d[region], 99.5) if region.any() else 0
    return (d >= max(peak / 2, 12)) & region if peak >= 24 else np.zeros_like(region)


def baseline(mask):
    """The lowest row whose ink covers ≥ BASELINE_SHARE of the title's inked columns; its lower
    edge is the baseline. Letters standing on the baseline fill that row across the word, while
    round overshoots, descenders (p, g) and an underscore's short bar cover far fewer columns."""
    cols = mask.any(axis=0).sum()
    rows = np.nonzero(mask.sum(axis=1) >= BASELINE_SHARE * cols)[0]
    return None if len(rows) == 0 else rows.max() + 1


def common_colour(pixels):
    """The most common exact colour among ink pixels: the solid fill wins over the antialiased
    edges, whose colours are spread over many values."""
    if len(pixels) == 0:
        return None
    return Counter(map(tuple, pixels.astype(int).tolist())).most_common(1)[0][0]


def measure(path, ref, items, is_reference):
    img = np.asarray(Image.open(path).convert("RGB")).astype(int)
    w, h, s, _, bottom = parse_device(ref["device"])
    width = w * s
    hairlines, med = uniform_rows(img, width)
    mono = is_reference and ref.get("monochrome", False)
    if is_reference and "bar" in ref:
        top = hairlines[ref["bar"][1]] + 1
        bar = dict(top_source="one pixel below hairline %d" % ref["bar"][1])
    else:
        if img.shape[0] != h * s:
            sys.exit(f"{path}: {img.shape[0]} px tall, expected {h}×{s}")
        top = round((h - bottom - BAR) * s)
        bar = dict(top_source="screen height − bottom inset − 49")
    bar["frame_top"] = round(top / s, 2)
    # Hairline: a full-width single row within two pixels of the frame's top (iOS draws it in
    # the row just above the frame). Its offset is the measured top edge relative to the frame.
    near = [y for y in hairlines if top - 2 <= y <= top + 1]
    bar["hairline"] = bool(near)
    bar["hairline_colour"] = hex_colour(med[near[0]]) if near else None
    bar["top_edge"] = round((near[0] + 1 - top) / s, 2) if near and "bar" not in ref else None
    if bar["top_edge"] is None:
        bar["null_because"] = dict(top_edge="the bar was found by this hairline" if near and is_reference
                                   else "no visible top edge: no hairline")

    region = img[top:top + BAR * s, :width]
    out = []
    for i, item in enumerate(items):
        x0, x1 = round(i * width / len(items)), round((i + 1) * width / len(items))
        slot = region[:, x0:x1]
        centre = (i + 0.5) * width / len(items) - x0  # the slot's exact centre, in slot pixels
        if mono:
            # The overlays (and the white between them) all have a channel at 255: darkness is ink.
            diff = 255 - slot.max(axis=2)
        else:
            bg = common_colour(slot.reshape(-1, 3))
            diff = np.abs(slot - np.array(bg)).max(axis=2)
        # Badge: systemRed's redness R − max(G, B) ≈ 196 scales with coverage over light and dark
        # backgrounds alike, so ≥ 98 is the pill at 50 % coverage. Its white text lies inside.
        red = (slot[..., 0] - slot[..., 1:].max(axis=2)) >= 98
        # Icon and pill above, title below the first ink-free row at or below +30 pt: a gap always
        # separates them (icon ink ends near +31, titles start near +37), and searching from +30
        # finds it before the gap between a baseline and an underscore or descender.
        rows = np.arange(slot.shape[0])[:, None]
        inked = (diff >= 24).any(axis=1)
        split = next((y for y in range(TITLE_SPLIT * s, len(inked)) if not inked[y]), 34 * s)
        upper, lower = rows < split, rows >= split
        upper = np.broadcast_to(upper, diff.shape)
        lower = np.broadcast_to(lower, diff.shape)
        m = dict(title=item.get("title", ""), selected=item["selected"])
        reasons = {}
        # In the monochrome image red is grey, but these items have no icon: all ink above the
        # titles is the pill.
        pill = half_ink(diff, upper) if (mono and not item.get("icon")) else red & upper
        b = bbox(pill) if "badge" in item else None
        if b:
            m.update(badge_top=b[0] / s, badge_height=(b[1] - b[0]) / s,
                     badge_left=(b[2] - centre) / s, badge_width=(b[3] - b[2]) / s)
            pill = np.zeros_like(pill)
            pill[max(b[0] - 1, 0):b[1] + 1, max(b[2] - 1, 0):b[3] + 1] = True
        elif "badge" in item:
            reasons["badge"] = "no pill found"
        keep = ~pill & ~red  # badge pixels are neither icon nor title ink
        icon_mask = half_ink(diff, upper & keep) if item.get("icon") else None
        ib = bbox(icon_mask) if icon_mask is not None else None
        if ib:
            m.update(icon_center_y=(ib[0] + ib[1]) / 2 / s, icon_width=(ib[3] - ib[2]) / s,
                     icon_height=(ib[1] - ib[0]) / s, icon_center_x=((ib[2] + ib[3]) / 2 - centre) / s)
        elif item.get("icon"):
            reasons["icon"] = "no icon ink (drawn in the background's colour?)"
        title_mask = half_ink(diff, lower & keep) if item.get("title") else None
        tb = bbox(title_mask) if title_mask is not None else None
        if tb:
            m.update(title_top=tb[0] / s, title_bottom=tb[1] / s, title_center_y=(tb[0] + tb[1]) / 2 / s,
                     title_width=(tb[3] - tb[2]) / s)
            if item["title"].isascii():
                m["title_baseline"] = baseline(title_mask[tb[0]:tb[1]]) / s + tb[0] / s
            else:
                reasons["title_baseline"] = "CJK title: no Latin baseline; compare title_center_y"
        elif item.get("title"):
            reasons["title"] = "no title ink"
        if mono:
            reasons["colour"] = "accessibility overlays tint a grey rendering: geometry only"
        else:
            # Titles and icons also apart: some recordings draw unselected icons white (rss-*).
            for key, k in [("title_colour", title_mask), ("icon_colour", icon_mask)]:
                if k is not None and k.any():
                    m[key] = hex_colour(common_colour(slot[k]))
            ink = [title_mask] if ref.get("bitmap_icons") or icon_mask is None else [title_mask, icon_mask]
            ink = [k for k in ink if k is not None]
            if ink and np.logical_or.reduce(ink).any():
                m["colour"] = hex_colour(common_colour(slot[np.logical_or.reduce(ink)]))
        m = {k: (round(v, 2) if isinstance(v, float) else v) for k, v in m.items()}
        if reasons:
            m["null_because"] = reasons
        out.append(m)
    colours = [m.get("colour") for m in out if not m["selected"] and m.get("colour")]
    bar["selected_colour"] = next((m.get("colour") for m in out if m["selected"]), None)
    bar["unselected_colour"] = Counter(colours).most_common(1)[0][0] if colours else None
    return dict(bar=bar, items=out)


GEOMETRY = ["icon_center_y", "icon_width", "icon_height", "title_top", "title_bottom", "title_center_y",
            "title_baseline", "title_width", "badge_top", "badge_height", "badge_left", "badge_width"]


def differences(ios, ts):
    d = dict(bar_top_edge=None if ios["bar"]["top_edge"] is None or ts["bar"]["top_edge"] is None
             else round(ts["bar"]["top_edge"] - ios["bar"]["top_edge"], 2),
             hairline_same=ios["bar"]["hairline"] == ts["bar"]["hairline"], items=[])
    for a, b in zip(ios["items"], ts["items"]):
        d["items"].append({k: round(b[k] - a[k], 2) if k in a and k in b else None for k in GEOMETRY
                           if k in a or k in b})
    return d


def square_png():
    """The stand-in for the references' custom 24 pt bitmaps: a 72×72 px (24 pt at 3x) opaque
    black square, drawn here so nothing is copied from the references."""
    path = HERE / "square24@3x.png"
    if not path.exists():
        Image.new("RGBA", (72, 72), (0, 0, 0, 255)).save(path, optimize=True)


def tabsnap_binary():
    for p in [os.environ.get("TABSNAP"), ROOT / ".build-make/debug/tabsnap", ROOT / ".build/debug/tabsnap", ROOT / ".build/release/tabsnap"]:
        if p and Path(p).is_file():
            return str(p)
    sys.exit("no tabsnap: run `swift build --product tabsnap` first (or set TABSNAP)")


def render(binary, config, ref, out):
    # A relative PNG icon (square24@3x.png) is found beside the configuration, from any folder.
    subprocess.run([binary, "render", str(config), "--device", ref["device"], "--scheme", ref["scheme"],
                    "--out", str(out)], check=True, stdout=subprocess.DEVNULL)
    return next(Path(out).glob("*.png"))


def fmt(v):
    return "—" if v is None else f"{v:+.2f}"


def markdown(results):
    cols = ["icon_center_y", "title_baseline", "title_center_y", "title_width", "badge_top", "badge_height", "badge_left", "badge_width"]
    lines = ["# TabSnap `system` style vs real iOS tab bars", "",
             "Generated by `python3 Scripts/measure_ios_tabbar.py`. Points, TabSnap − iOS; per",
             "reference the item furthest off (— = not measurable there; see measurements.json).", "",
             "| reference | hairline | icon centre y | title baseline | title centre y | title width | badge top | badge height | badge left | badge width |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        worst = []
        for k in cols:
            vals = [it[k] for it in r["diff"]["items"] if it.get(k) is not None]
            worst.append(fmt(max(vals, key=abs)) if vals else "—")
        both = (r["ios"]["bar"]["hairline"], r["tabsnap"]["bar"]["hairline"])
        hl = {(True, True): "both", (False, False): "neither"}.get(both, "**iOS only**" if both[0] else "**TabSnap only**")
        if r["diff"]["bar_top_edge"] is not None:
            hl += f", edge {fmt(r['diff']['bar_top_edge'])}"
        lines.append(f"| {r['reference']} | {hl} | " + " | ".join(worst) + " |")
    lines += [""] + [f"- {r['reference']}: {r['note']}." for r in results]
    lines += ["", "## Per item (iOS → TabSnap)", "",
              "| reference | item | icon centre y | icon w × h | title top–bottom | baseline | title width | badge top, height, left | title / icon colour |",
              "|---|---|---|---|---|---|---|---|---|"]
    for r in results:
        for a, b in zip(r["ios"]["items"], r["tabsnap"]["items"]):
            g = lambda m, k: "—" if m.get(k) is None else f"{m[k]:.2f}"
            pair = lambda k: f"{g(a, k)} → {g(b, k)}"
            size = lambda m: "—" if "icon_width" not in m else f"{m['icon_width']:.1f}×{m['icon_height']:.1f}"
            span = lambda m: "—" if "title_top" not in m else f"{m['title_top']:.2f}–{m['title_bottom']:.2f}"
            badge = lambda m: "—" if "badge_top" not in m else f"{m['badge_top']:.2f}, {m['badge_height']:.2f}, {m['badge_left']:+.2f}"
            colour = lambda m: " / ".join(m.get(k) or "—" for k in ("title_colour", "icon_colour"))
            sel = " (selected)" if a["selected"] else ""
            lines.append(f"| {r['reference']} | {a['title'] or '(untitled)'}{sel} | {pair('icon_center_y')} | "
                         f"{size(a)} → {size(b)} | {span(a)} → {span(b)} | {pair('title_baseline')} | "
                         f"{pair('title_width')} | {badge(a)} → {badge(b)} | {colour(a)} → {colour(b)} |")
    return "\n".join(lines) + "\n"


def main():
    if not REFS.is_dir():
        print(f"skipped: {REFS} is absent (the iOS references live in ../shared)")
        return
    square_png()
    binary = tabsnap_binary()
    results = []
    with tempfile.TemporaryDirectory() as tmp:
        for ref in REFERENCES:
            name = ref["ref"][:-4]
            config_path = HERE / f"{name}.yaml"
            config = yaml.safe_load(config_path.read_text())
            sel = config.get("selected", 0)
            items = []
            for i, it in enumerate(config["items"]):
                items.append(dict(it, selected=(sel == i or sel == it["title"])))
            rendered = render(binary, config_path, ref, Path(tmp) / name)
            ios = measure(REFS / ref["ref"], ref, items, True)
            ts = measure(rendered, ref, items, False)
            results.append(dict(reference=ref["ref"], config=f"Scripts/ios-tabbar/{name}.yaml", device=ref["device"],
                                scheme=ref["scheme"], note=ref["note"], ios=ios, tabsnap=ts, diff=differences(ios, ts)))
            print(f"measured {ref['ref']}")
    doc = dict(
        about="iOS tab bar references measured the same way as TabSnap's renders of mirroring configurations "
              "(Scripts/measure_ios_tabbar.py). Points; y from the bar frame's top, x from the item slot's centre; "
              "diff = TabSnap − iOS.",
        method=dict(
            ink="per item slot: distance (max channel) from the slot's most common colour; an edge is where it reaches "
                "half the region's strongest ink (50 % coverage). Accessibility overlays: 255 − max(R, G, B)",
            icon_title_split=f"icon and badge ink lie above the first ink-free row at or below +{TITLE_SPLIT} pt, titles below",
            baseline=f"the lower edge of the lowest title row with ink in ≥ {int(BASELINE_SHARE * 100)} % of the title's "
                     "inked columns (ignores round overshoots, descenders and underscores); Latin titles only",
            badge="pixels with R − max(G, B) ≥ 98 (systemRed at 50 % coverage); in the monochrome accessibility images, "
                  "the ink above the title of an icon-less item",
            colour="the most common exact colour among an item's icon and title ink (titles only for bitmap icons)",
            hairline="a full-width one-colour row, unlike both neighbours, within 2 px of the frame's top; top_edge = "
                     "its row + 1 relative to the frame"),
        results=results)
    (HERE / "measurements.json").write_text(json.dumps(doc, indent=1, ensure_ascii=False) + "\n")
    (HERE / "measurements.md").write_text(markdown(results))
    print(markdown(results))


if __name__ == "__main__":
    main()
