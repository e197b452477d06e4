#!/usr/bin/env python3
"""Builds Fonts/TabSnapSymbols-{Thin,Light,Regular,Bold}.otf and Fonts/symbol-names.tsv from
Fonts/sf-symbols.tsv.

Every row of the mapping becomes one glyph in each of four weights, Phosphor's thin, light,
regular and bold (SF Symbols' nine weights pick the nearest): the icon's filled outline (Phosphor's
"flat" SVGs, their strokes already expanded at the weight, or the fill form for a `fill` row) on a
256-unit em, its 256-unit view box mapped onto the em with y flipped. Rows whose recipe is an
enclosure are composed here: `circle` and `square` put the icon at 55 % inside a ring
(outline, its stroke the weight's) or knock its fill form out of a disc (fill), as SF Symbols'
`.circle`/`.square` forms do (`rect`: a wider rounded rectangle, SF's `.rectangle`);
`glyph-in-circle`/`glyph-in-square` do the same with a letter or digit of Inter (Regular, Medium,
SemiBold or Bold by weight: `1.circle`, `h.square.fill`); `slash` cuts a gap along the diagonal
and draws the slash in it (`heart.slash`); `badge:NAME` cuts a round gap at the bottom right and
puts the badge's own icon there (`cart.badge.plus`), or a dot in a gap at the top right
(`bell.badge`); `steps:A,B,…` names
the icons of a symbol's lower `variableValue` steps (`wifi`), drawn as `NAME@0`, `NAME@1`, ….
Composed and badged symbols also get their two layers as glyphs, `NAME#1` (primary: the icon
in its enclosure, or the badge) and `NAME#2` (secondary), which the hierarchical, palette and
multicolour rendering modes draw in their own colours (the `multicolor` column gives the
primary layer's). The shapes are combined as paths (skia-pathops: the enclosure united with
the icon, or the icon taken out of the disc), so the glyph's contours say exactly what is
inked whatever way each source contour turns. Glyphs are named after the SF Symbol and mapped
to private-use code points from U+F0000 in the table's order (layers and steps after the
symbols), the same in every weight; `symbol-names.tsv` lists them (name TAB hex code point,
TAB multicolour colour for a primary layer that has one).

Needs python3 with fontTools (4.68.0 was used) and skia-pathops (0.9.2), and the Phosphor SVGs of PyPI's
`py-phosphor-icons` 0.1.1 (MIT, "Copyright (c) Phosphor Icons"; the licence text is
Fonts/TabSnapSymbols-LICENSE.txt):

    pip install fonttools==4.68.0 skia-pathops==0.9.2
    pip download py-phosphor-icons==0.1.1 --no-deps -d /tmp/phosphor && cd /tmp/phosphor && unzip -q *.whl
    python3 Scripts/make_symbol_font.py /tmp/phosphor/py_phosphor_icons/svgs/flat [SETS]

SETS, when given, is a folder of the other sets' SVGs as Scripts/extract_icon_sets.py lays them
out (tabler/outline, tabler/fill, mdi/all, lucide/outline: Tabler 3.46, Material Design Icons
7.4.47 and Lucide 1.61 from PyPI), for the rows that name one of them. Their icons are drawn on a
24-unit grid with 2 units of padding: strokes (Tabler's outline, Lucide) are expanded at 1.55
units at the regular weight (in proportion to Phosphor's stroke at the others), and the 20-unit
ink is mapped onto Phosphor's 208.

The same inputs give the same bytes (fixed timestamps, table order).
"""
import os
import re
import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.misc.transform import Transform
from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.recordingPen import RecordingPen
from fontTools.pens.reverseContourPen import ReverseContourPen
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.transformPen import TransformPen
from fontTools.svgLib.path import SVGPath
from fontTools.ttLib import TTFont
import pathops

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UPM = 256
FIRST = 0xF0000
# Phosphor's ink spans 24…232 of the 256-unit box, its regular strokes 16 units wide.
CENTER, RADIUS, STROKE = 128.0, 104.0, 16.0
# The four weights Phosphor draws (its flat SVGs, strokes expanded): each weight's stroke (the
# rings of composed forms and the stroke-drawn sets follow it) and the Inter face of letters and
# digits in an enclosure. SF Symbols' nine weights pick the nearest (FontResources).
WEIGHTS = [
    {"name": "Thin", "folder": "thin", "suffix": "-thin", "stroke": 8.0, "inter": "Inter-Regular.ttf"},
    {"name": "Light", "folder": "light", "suffix": "-light", "stroke": 12.0, "inter": "Inter-Medium.ttf"},
    {"name": "Regular", "folder": "regular", "suffix": "", "stroke": 16.0, "inter": "Inter-SemiBold.ttf"},
    {"name": "Bold", "folder": "bold", "suffix": "-bold", "stroke": 24.0, "inter": "Inter-Bold.ttf"},
]
WEIGHT = WEIGHTS[2]
INNER_SCALE = 0.55
# A cubic's handle length for a quarter circle.
KAPPA = 0.5522847498


def replay(ops, pen):
    for op, pts in ops:
        getattr(pen, op)(*pts)


def circle(pen, r, clockwise, center=(CENTER, CENTER)):
    """A circle of radius r, in SVG space, in the given turning sense: four cubic quarter arcs."""
    cx, cy = center
    pts = [(cx + r, cy), (cx, cy + r), (cx - r, cy), (cx, cy - r)]
    if not clockwise:
        pts = [pts[0], pts[3], pts[2], pts[1]]
    pen.moveTo(pts[0])
    for i in range(4):
        a, b = pts[i], pts[(i + 1) % 4]
        # Handles: along the tangent at each end, KAPPA × r long.
        da = (-(a[1] - cy), a[0] - cx) if clockwise else ((a[1] - cy), -(a[0] - cx))
        db = (-(b[1] - cy), b[0] - cx) if clockwise else ((b[1] - cy), -(b[0] - cx))
        h1 = (a[0] + da[0] * KAPPA, a[1] + da[1] * KAPPA)
        h2 = (b[0] - db[0] * KAPPA, b[1] - db[1] * KAPPA)
        pen.curveTo(h1, h2, b)
    pen.closePath()


def rounded_square(pen, half, radius, clockwise, half_height=None):
    """A square of half-side `half` (or a rectangle `half_height` high) with corners of `radius`
    about the centre, in SVG space."""
    c = CENTER
    hh = half if half_height is None else half_height
    x0, y0, x1, y1 = c - half, c - hh, c + half, c + hh
    r, k = radius, KAPPA * radius
    # Clockwise on screen (y down): top edge left to right, right edge down, …
    path = [("m", (x0 + r, y0)), ("l", (x1 - r, y0)), ("c", (x1 - r + k, y0), (x1, y0 + r - k), (x1, y0 + r)),
            ("l", (x1, y1 - r)), ("c", (x1, y1 - r + k), (x1 - r + k, y1), (x1 - r, y1)),
            ("l", (x0 + r, y1)), ("c", (x0 + r - k, y1), (x0, y1 - r + k), (x0, y1 - r)),
            ("l", (x0, y0 + r)), ("c", (x0, y0 + r - k), (x0 + r - k, y0), (x0 + r, y0))]
    rec = RecordingPen()
    for seg in path:
        if seg[0] == "m":
            rec.moveTo(seg[1])
        elif seg[0] == "l":
            rec.lineTo(seg[1])
        else:
            rec.curveTo(seg[1], seg[2], seg[3])
    rec.closePath()
    replay(rec.value, pen if clockwise else ReverseContourPen(pen))


def enclosure(pen, shape, fill, sense):
    """The ring (outline) or disc (fill) of `shape`, its outer contour turning `sense`; the
    ring's stroke is the weight's."""
    STROKE = WEIGHT["stroke"]
    if shape == "circle":
        circle(pen, RADIUS, sense)
        if not fill:
            circle(pen, RADIUS - STROKE, not sense)
    elif shape == "rect":
        # SF's `.rectangle` frame: wider than tall.
        rounded_square(pen, RADIUS, 32.0, sense, half_height=80.0)
        if not fill:
            rounded_square(pen, RADIUS - STROKE, 16.0, not sense, half_height=80.0 - STROKE)
    else:
        rounded_square(pen, RADIUS, 40.0, sense)
        if not fill:
            rounded_square(pen, RADIUS - STROKE, 24.0, not sense)


# The icon a `badge:NAME` recipe draws, by Phosphor name; `dot` is a filled disc.
BADGES = {"plus": "plus", "minus": "minus", "checkmark": "check", "xmark": "x", "exclamationmark": "exclamation-mark",
          "exclamationmark-triangle": "warning", "questionmark": "question-mark", "clock": "clock", "gearshape": "gear-six",
          "ellipsis": "dots-three", "magnifyingglass": "magnifying-glass", "person": "user", "arrow.up": "arrow-up"}
# The badge's box: centred at the bottom right, 112 units across; the gap around it 16 more.
BADGE_CENTER, BADGE_SIZE, BADGE_GAP = (192.0, 192.0), 112.0, 16.0
# A notification dot (`bell.badge`, `app.badge`) sits at the top right, as SF's does.
DOT_CENTER, DOT_RADIUS = (196.0, 60.0), 44.0


def band(half_width):
    """The band of `half_width` either side of the box's top-left to bottom-right diagonal."""
    p = pathops.Path()
    pen = p.getPen()
    d = half_width / 2 ** 0.5
    a, b = (28.0, 28.0), (228.0, 228.0)
    pen.moveTo((a[0] + d, a[1] - d))
    pen.lineTo((b[0] + d, b[1] - d))
    pen.lineTo((b[0] - d, b[1] + d))
    pen.lineTo((a[0] - d, a[1] + d))
    pen.closePath()
    return p


def disc(center, r):
    p = pathops.Path()
    circle(p.getPen(), r, True, center)
    return p


def as_path(recording, t=Transform()):
    p = pathops.Path()
    recording.replay(TransformPen(p.getPen(), t))
    p.simplify()  # the shape's own non-zero fill, whatever way its contours turn
    return p


def recorded(path):
    rec = RecordingPen()
    path.draw(rec)
    return rec


def slashed(icon):
    """The icon with a gap along the diagonal and the slash drawn in it, as SF's `.slash` forms."""
    STROKE = WEIGHT["stroke"]
    cut = pathops.op(as_path(icon), band(STROKE * 1.5), pathops.PathOp.DIFFERENCE)
    return recorded(pathops.op(cut, band(STROKE / 2), pathops.PathOp.UNION))


def badged(icon, badge):
    """The icon with a round gap at the bottom right and the badge's icon in it (or at the top
    right and a dot), and its layers."""
    cx, cy = BADGE_CENTER
    if badge is None:
        cut = pathops.op(as_path(icon), disc(DOT_CENTER, DOT_RADIUS + BADGE_GAP), pathops.PathOp.DIFFERENCE)
        mark = disc(DOT_CENTER, DOT_RADIUS)
    else:
        cut = pathops.op(as_path(icon), disc(BADGE_CENTER, BADGE_SIZE / 2 + BADGE_GAP), pathops.PathOp.DIFFERENCE)
        # The badge icon's 256-unit box scaled to the badge's size about its centre.
        s = BADGE_SIZE / 256 * 1.15
        mark = as_path(badge, Transform().translate(cx, cy).scale(s).translate(-CENTER, -CENTER))
    # Layers: the badge (primary), the icon with its gap (secondary).
    return recorded(pathops.op(cut, mark, pathops.PathOp.UNION)), (recorded(mark), recorded(cut))


def compose(recipe_shape, fill, icon, scale):
    """The enclosure and the icon (a recording in SVG space) scaled about the centre, as one
    path: united with a ring, or taken out of a disc. Also its two layers, as the hierarchical
    and palette modes draw them: the icon (primary) and the ring or the disc without the icon
    (secondary)."""
    enclosure_path = pathops.Path()
    enclosure(enclosure_path.getPen(), recipe_shape, fill, True)
    icon_path = pathops.Path()
    t = Transform().translate(CENTER, CENTER).scale(scale).translate(-CENTER, -CENTER)
    icon.replay(TransformPen(icon_path.getPen(), t))
    icon_path.simplify()  # the icon's own non-zero fill, whatever way its contours turn
    enclosure_path.simplify()
    whole = pathops.op(enclosure_path, icon_path, pathops.PathOp.DIFFERENCE if fill else pathops.PathOp.UNION)
    secondary = whole if fill else pathops.op(enclosure_path, icon_path, pathops.PathOp.DIFFERENCE)
    return recorded(whole), (recorded(icon_path), recorded(secondary))


def other_set(path, stroked):
    """An icon of a 24-unit set as a recording in the 256-unit box: its paths (and circles, lines,
    rects) filled, or stroked for a stroke-drawn set, united."""
    import xml.etree.ElementTree as ET
    from fontTools.svgLib.path import parse_path
    root = ET.parse(path).getroot()
    whole = pathops.Path()
    for el in root.iter():
        tag = el.tag.split("}")[-1]
        if el.get("stroke") == "none" and el.get("fill") == "none":
            continue  # Tabler's invisible 24 × 24 frame
        d = None
        if tag == "path":
            d = el.get("d")
        elif tag == "circle":
            cx, cy, r = (float(el.get(k, 0)) for k in ("cx", "cy", "r"))
            d = f"M{cx - r},{cy} a{r},{r} 0 1,0 {2 * r},0 a{r},{r} 0 1,0 {-2 * r},0 Z"
        elif tag == "line":
            d = f"M{el.get('x1')},{el.get('y1')} L{el.get('x2')},{el.get('y2')}"
        elif tag == "rect":
            x, y, w, h = (float(el.get(k, 0)) for k in ("x", "y", "width", "height"))
            rx = float(el.get("rx", 0))
            d = (f"M{x + rx},{y} H{x + w - rx} A{rx},{rx} 0 0 1 {x + w},{y + rx} V{y + h - rx} A{rx},{rx} 0 0 1 {x + w - rx},{y + h} "
                 f"H{x + rx} A{rx},{rx} 0 0 1 {x},{y + h - rx} V{y + rx} A{rx},{rx} 0 0 1 {x + rx},{y} Z") if rx else f"M{x},{y} h{w} v{h} h{-w} Z"
        elif tag in ("polyline", "polygon"):
            pts = el.get("points", "").replace(",", " ").split()
            d = "M" + " L".join(f"{pts[i]},{pts[i + 1]}" for i in range(0, len(pts) - 1, 2)) + (" Z" if tag == "polygon" else "")
        if not d:
            continue
        part = pathops.Path()
        parse_path(d, part.getPen())
        if stroked:
            part.stroke(1.55 * WEIGHT["stroke"] / 16, pathops.LineCap.ROUND_CAP, pathops.LineJoin.ROUND_JOIN, 4)
            part.convertConicsToQuads()  # round caps and joins come back as conics
        part.simplify()
        whole = pathops.op(whole, part, pathops.PathOp.UNION)
    rec = RecordingPen()
    whole.draw(TransformPen(rec, Transform().translate(24, 24).scale(208 / 20).translate(-2, -2)))
    return rec


def rows(path):
    with open(path, encoding="utf-8") as f:
        header = f.readline().rstrip("\n").split("\t")
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            yield dict(zip(header, line.rstrip("\n").split("\t")))


def glyphs_of(table, flat, sets):
    """The glyphs of the current weight: (name, recording in SVG space, multicolour or "") for
    every row drawn, then each layered symbol's layers (`NAME#1` primary, `NAME#2` secondary)
    and each stepped symbol's steps (`NAME@0`, `NAME@1`, …; NAME itself is the last step)."""
    w = WEIGHT
    inter = TTFont(os.path.join(ROOT, "Fonts", w["inter"]))
    inter_glyphs, inter_cmap = inter.getGlyphSet(), inter.getBestCmap()
    cap = inter["OS/2"].sCapHeight

    def letter(text):
        """A letter or a number (`a`, `7`, `42`) of the weight's Inter in SVG space, its cap height
        40 % of the box, set narrower where two digits would pass 60 % of the circle's width,
        centred."""
        rec = RecordingPen()
        names = [inter_cmap[ord(ch.upper() if ch.isalpha() else ch)] for ch in text]
        hmtx = inter["hmtx"]
        # The characters set one after another by their advances; the ink box of the run.
        x, parts = 0, []
        for n in names:
            parts.append((n, x))
            x += hmtx[n][0]
        bp = BoundsPen(inter_glyphs)
        for n, dx in parts:
            inter_glyphs[n].draw(TransformPen(bp, Transform().translate(dx, 0)))
        x0, y0, x1, y1 = bp.bounds
        s = min((0.40 * 2 * RADIUS) / cap, (0.60 * 2 * RADIUS) / (x1 - x0))
        t = Transform().translate(CENTER, CENTER).scale(s, -s).translate(-(x0 + x1) / 2, -cap / 2)
        for n, dx in parts:
            inter_glyphs[n].draw(TransformPen(rec, t.translate(dx, 0)))
        return rec

    def svg_recording(path):
        rec = RecordingPen()
        SVGPath(path).draw(rec)
        return rec

    def phosphor(icon, fill):
        """A Phosphor icon's file: its fill form, or its outline at the weight."""
        if fill:
            return os.path.join(flat, "fill", icon + "-fill.svg")
        return os.path.join(flat, w["folder"], icon + w["suffix"] + ".svg")

    def badge_icon(name):
        # The badge a weight heavier than the icon, as SF's badges read at small sizes.
        folder, suffix = ("regular", "") if w["folder"] == "thin" else ("bold", "-bold")
        return svg_recording(os.path.join(flat, folder, BADGES[name] + suffix + ".svg"))

    glyphs, extra = [], []
    for r in rows(table):
        recipe, fill = r["compose"], r["variant"] == "fill"
        colour = r.get("multicolor", "")
        made = None  # (whole, layers or None)
        if r["set"] == "phosphor" and recipe in ("", "circle", "square", "rect"):
            # A composed fill form knocks the filled icon out of its disc (`heart.circle.fill`:
            # a solid heart), an outline one rings the outline icon.
            plain = phosphor(r["icon"], fill)
            if not os.path.exists(plain):
                print(f"error: {r['sf_name']}: {plain} is missing", file=sys.stderr)
                sys.exit(1)
            made = (svg_recording(plain), None) if not recipe else compose(recipe, fill, svg_recording(plain), INNER_SCALE)
        elif r["set"] == "phosphor" and recipe.startswith("steps:"):
            # A symbol with variable-value steps: the full icon, and its lower steps.
            made = (svg_recording(phosphor(r["icon"], fill)), None)
            for k, step in enumerate(recipe.split(":", 1)[1].split(",")):
                extra.append((f"{r['sf_name']}@{k}", svg_recording(phosphor(step, fill)), ""))
        elif r["set"] == "phosphor" and (recipe == "slash" or recipe.startswith("badge:")):
            base = phosphor(r["icon"], fill)
            name = recipe.split(":", 1)[1] if recipe.startswith("badge:") else None
            if not os.path.exists(base) or (name and name != "dot" and name not in BADGES):
                continue
            if recipe == "slash":
                made = (slashed(svg_recording(base)), None)
            else:
                made = badged(svg_recording(base), None if name == "dot" else badge_icon(name))
        elif sets and r["set"] in ("tabler", "mdi", "lucide") and (recipe in ("", "circle", "square", "rect", "slash") or recipe.startswith("badge:")):
            folder = {"tabler": "tabler/fill" if fill else "tabler/outline", "mdi": "mdi/all", "lucide": "lucide/outline"}[r["set"]]
            svg = os.path.join(sets, folder, r["icon"] + ".svg")
            name = recipe.split(":", 1)[1] if recipe.startswith("badge:") else None
            if not os.path.exists(svg) or (name and name != "dot" and name not in BADGES):
                continue
            icon = other_set(svg, stroked=r["set"] == "lucide" or (r["set"] == "tabler" and not fill))
            if recipe == "":
                made = (icon, None)
            elif recipe in ("circle", "square", "rect"):
                made = compose(recipe, fill, icon, INNER_SCALE)
            elif recipe == "slash":
                made = (slashed(icon), None)
            else:
                made = badged(icon, None if name == "dot" else badge_icon(name))
        elif r["set"] == "font" and recipe in ("glyph-in-circle", "glyph-in-square"):
            ch = r["sf_name"].split(".")[0]
            if not (len(ch) == 1 and ch.isalnum() or ch.isdigit() and len(ch) <= 2):
                continue
            made = compose(recipe.split("-")[-1], fill, letter(ch), 1.0)
        if made is None:
            continue
        whole, layers = made
        glyphs.append((r["sf_name"], whole, ""))
        if layers:
            extra.append((r["sf_name"] + "#1", layers[0], colour))
            extra.append((r["sf_name"] + "#2", layers[1], ""))
    return glyphs + extra


def save_font(glyphs, out):
    names = [".notdef"] + [f"g{i}" for i in range(1, len(glyphs) + 1)]
    fb = FontBuilder(UPM, isTTF=False)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({FIRST + i: names[i + 1] for i in range(len(glyphs))})
    # SVG's y runs down from the view box's top; the font's runs up from the baseline at its
    # bottom: y' = 256 - y.
    flip = Transform(1, 0, 0, -1, 0, UPM)
    charstrings = {}
    notdef = T2CharStringPen(UPM, None)
    charstrings[".notdef"] = notdef.getCharString()
    for i, (_, rec, _) in enumerate(glyphs):
        pen = T2CharStringPen(UPM, None)
        rec.replay(TransformPen(pen, flip))
        charstrings[names[i + 1]] = pen.getCharString()
    style = WEIGHT["name"]
    fb.setupCFF("TabSnapSymbols-" + style, {"FullName": "TabSnap Symbols " + style}, charstrings, {})
    fb.setupHorizontalMetrics({n: (UPM, 0) for n in names})
    fb.setupHorizontalHeader(ascent=UPM, descent=0)
    fb.setupNameTable({"familyName": "TabSnap Symbols", "styleName": style,
                       "copyright": "Icons: Copyright (c) Phosphor Icons (MIT); Tabler Icons (MIT); Lucide (ISC); Material Design Icons (Apache 2.0)"})
    fb.setupOS2(sTypoAscender=UPM, sTypoDescender=0, usWinAscent=UPM, usWinDescent=0,
                usWeightClass={"Thin": 100, "Light": 300, "Regular": 400, "Bold": 700}[style])
    fb.setupPost()
    fb.font["head"].created = fb.font["head"].modified = 3_000_000_000  # fixed: the same bytes every run
    fb.save(out)


def main():
    global WEIGHT
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        return 2
    flat = sys.argv[1]
    sets = sys.argv[2] if len(sys.argv) == 3 else None
    table = os.path.join(ROOT, "Fonts", "sf-symbols.tsv")
    listed = None
    for WEIGHT in WEIGHTS:
        glyphs = glyphs_of(table, flat, sets)
        names = [(name, colour) for name, _, colour in glyphs]
        if listed is not None and names != listed:
            print(f"error: the {WEIGHT['name']} weight has other glyphs than the first", file=sys.stderr)
            return 1
        listed = names
        out = os.path.join(ROOT, "Fonts", f"TabSnapSymbols-{WEIGHT['name']}.otf")
        save_font(glyphs, out)
        print(f"wrote {out}: {len(glyphs)} glyphs")
    # Every weight has the same glyphs at the same code points: one list for all.
    with open(os.path.join(ROOT, "Fonts", "symbol-names.tsv"), "w", encoding="utf-8") as f:
        for i, (name, colour) in enumerate(listed):
            f.write(f"{name}\t{FIRST + i:X}" + (f"\t{colour}" if colour else "") + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
