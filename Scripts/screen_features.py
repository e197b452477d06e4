#!/usr/bin/env python3
"""Geometry features of a rendered screen (an iOS simulator reference or a TabSnap render).

Measures the things a List / Form / navigation screen is made of, so two renders of the same
view can be compared number by number instead of pixel by pixel:

  bands(img, x)                    runs of constant colour down one column (backgrounds, cards, rows)
  row_bands(img, y)                the same along one row (card left/right edges, switch tracks)
  hlines(img, x0, x1)              1-3 px horizontal hairlines (list separators) and where they start/end
  ink_boxes(img, region, bg)       text lines: connected runs of rows holding "ink" inside a region
  rounded_corner_radius(img, rect) corner radius of a card (circular and `.continuous` fits)
  solid_box(img, x, y)             the extent of the constant-colour shape under a point (a card,
                                   a switch track, a bordered button) along its row and column

Units: every coordinate passed to or returned by these functions is in POINTS; `scale` (pixels per
point, default 3) converts.  Inside, everything works on whole pixels, so results are multiples of
1/scale pt.  A point coordinate given as input is rounded to the nearest pixel (a pixel's index is
its top/left edge, so x=10pt at 3x is the pixel column 30, whose left edge is at 10pt).

Deterministic: no randomness, no dependence on dict order, ties resolved towards smaller indices.
Only the standard library and Pillow (no numpy): heavy per-pixel work is done with ImageChops /
Image.point / Image.resize, which run in C, and Python loops only touch the few rows or columns
that matter.

Library use:
    import screen_features as sf
    img = sf.load("ref.png", crop_width_pt=402, scale=3)
    sf.bands(img, 30)              -> [(top_pt, bottom_pt, (r, g, b)), ...]
CLI:
    python3 Scripts/screen_features.py PNG --scale 3 [--crop-width-pt W] [--x X ...]
        [--region x0,y0,x1,y1 ...] [--box x,y ...] [--dark] [--json]
"""
import argparse
import json
import math
import sys
from collections import Counter

from PIL import Image, ImageChops

# Pillow ≥ 9.1 moved the transpose constants into Image.Transpose; older ones keep them on Image.
_T = getattr(Image, "Transpose", Image)

# Two colours are "the same" when no channel differs by more than this (PNG rounding, dithering of
# gradients and the ±1-2 noise of perceptual-precision snapshot tools stay below it).
SAME_TOL = 3
# A pixel is "ink" (glyph, icon, stroke) when some channel differs from every background colour by
# more than this.  40 keeps antialiased glyph edges with ≥ ~20 % coverage (so boxes are at most
# ~1 px larger than the outlines), while the white-card-on-grouped-grey difference (13) and the
# light overlays of accessibility snapshots stay background.
INK_TOL = 40
# hairlines: the line must differ from the rows above and below by more than this, while those two
# rows agree within SAME_TOL*2.  iOS separators (≈ #C6C6C8 on white, a 57 difference; 26 on grey
# dark mode) are far above it; antialiased text rows rarely satisfy "above == below" for 20 pt.
LINE_TOL = 8


# --------------------------------------------------------------------------------------------
# loading and small helpers


def load(path, crop_width_pt=None, scale=3):
    """Open a PNG as RGB.  Transparent images are composited on white first (as the snapshot
    tools' diff viewers and a white device screen show them), so an empty area reads as white and
    not as black.  crop_width_pt keeps only the left W pt (AccessibilitySnapshot appends a legend
    column to the right of the view)."""
    im = Image.open(path)
    im.load()
    if im.mode in ("RGBA", "LA") or (im.mode == "P" and "transparency" in im.info):
        im = im.convert("RGBA")
        white = Image.new("RGBA", im.size, (255, 255, 255, 255))
        im = Image.alpha_composite(white, im)
    im = im.convert("RGB")
    if crop_width_pt:
        im = im.crop((0, 0, min(im.width, px(crop_width_pt, scale)), im.height))
    return im


def px(v_pt, scale=3):
    """points → pixel index (nearest pixel edge)."""
    return int(round(v_pt * scale))


def pt(v_px, scale=3):
    """pixels → points, rounded to 1/100 pt so printed numbers are stable."""
    return round(v_px / scale, 2)


def same(a, b, tol=SAME_TOL):
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]), abs(a[2] - b[2])) <= tol


def hexcolour(c):
    return "#%02X%02X%02X" % tuple(c[:3])


def dominant_colour(img, region_px=None):
    """Most frequent colour of the image (or of a pixel box).  Ties go to the smallest RGB tuple so
    the answer does not depend on scan order.  getcolors() runs in C."""
    im = img.crop(region_px) if region_px else img
    colours = im.getcolors(im.width * im.height)
    best = max(colours, key=lambda nc: (nc[0], tuple(-v for v in nc[1])))
    return tuple(best[1][:3])


def _maxdiff_mask(a, b, tol, above=True):
    """L-mode mask: 255 where max(|a-b|) over channels is > tol (above=True) or <= tol (above=False).
    a, b: RGB images of equal size, or b an RGB tuple."""
    if isinstance(b, tuple):
        b = Image.new("RGB", a.size, b)
    r, g, bl = ImageChops.difference(a, b).split()
    m = ImageChops.lighter(ImageChops.lighter(r, g), bl)
    if above:
        return m.point(lambda v: 255 if v > tol else 0)
    return m.point(lambda v: 255 if v <= tol else 0)


def pixels(im):
    """Pixels of a small RGB image as a list of (r, g, b) tuples, row-major.  Built from
    tobytes() because Image.getdata() is deprecated in new Pillow and its successor is missing in
    old ones."""
    b = im.convert("RGB").tobytes()
    return [tuple(b[i:i + 3]) for i in range(0, len(b), 3)]


def _row_bytes(mask, y):
    return mask.crop((0, y, mask.width, y + 1)).tobytes()


def _runs(seq, gap=0):
    """Runs of truthy items: [(start, end_exclusive)], joining runs separated by ≤ gap falsy items."""
    out = []
    start = None
    last = None
    for i, v in enumerate(seq):
        if v:
            if start is None:
                start = i
            elif i - last - 1 > gap:
                out.append((start, last + 1))
                start = i
            last = i
    if start is not None:
        out.append((start, last + 1))
    return out


# --------------------------------------------------------------------------------------------
# bands


def bands(img, x, scale=3, tol=SAME_TOL, min_pt=0.0, y0=None, y1=None):
    """Runs of constant colour down column x (pt): [(y_top_pt, y_bottom_pt, (r,g,b))].

    A run continues while each pixel stays within `tol` of the run's FIRST pixel (comparing with
    the first, not the previous, pixel stops a slow gradient from passing as one colour).  The
    colour reported is the run's most common pixel.  Antialiased edges give 1-px runs; min_pt
    drops runs shorter than that (they are still cut out of their neighbours)."""
    xp = min(max(px(x, scale), 0), img.width - 1)
    top = 0 if y0 is None else max(0, px(y0, scale))
    bot = img.height if y1 is None else min(img.height, px(y1, scale))
    col = pixels(img.crop((xp, top, xp + 1, bot)))
    out = []
    start = 0
    for i in range(1, len(col) + 1):
        if i == len(col) or not same(col[i], col[start], tol):
            if (i - start) / scale >= min_pt:
                c = Counter(col[start:i]).most_common()
                colour = min(c, key=lambda kv: (-kv[1], kv[0]))[0]
                out.append((pt(top + start, scale), pt(top + i, scale), tuple(colour[:3])))
            start = i
    return out


def row_bands(img, y, scale=3, tol=SAME_TOL, min_pt=0.0, x0=None, x1=None):
    """bands() along row y (pt) instead of down a column: [(x_left_pt, x_right_pt, (r,g,b))].
    Gives a card's left/right edges (scan a row between its text lines), a switch's track."""
    rot = img.transpose(_T.TRANSPOSE)  # pixel (x, y) -> (y, x)
    return bands(rot, y, scale, tol, min_pt, x0, x1)


# --------------------------------------------------------------------------------------------
# hairlines


def hlines(img, x0=None, x1=None, scale=3, min_len_pt=20.0, tol=LINE_TOL, max_px=3, gap_px=1):
    """Horizontal hairlines between x0 and x1 (pt; default the whole width).

    A hairline of t = 1..max_px pixel rows starting at row y: row y differs from row y-1, row
    y+t-1 differs from row y+t, and rows y-1 and y+t agree (the same background continues on both
    sides).  That rejects card edges (different colours above and below) and most text (which
    needs the condition over min_len_pt of contiguous columns; gaps of ≤ gap_px are bridged).

    Returns [dict(y=top_pt, thickness=pt, x_start=pt, x_end=pt, colour, background)], sorted by
    y then x.  The smallest t that matches a row wins (a 1-px line is not also reported as 2 px)."""
    xa = 0 if x0 is None else max(0, px(x0, scale))
    xb = img.width if x1 is None else min(img.width, px(x1, scale))
    region = img.crop((xa, 0, xb, img.height))
    w, h = region.size
    min_len = max(1, px(min_len_pt, scale))
    found = {}  # (row, start) -> entry
    taken = set()  # (row, column) already part of a thinner line
    for t in range(1, max_px + 1):
        n = h - t - 1
        if n <= 0:
            break
        above = region.crop((0, 0, w, n))            # row y-1
        first = region.crop((0, 1, w, 1 + n))        # row y
        last = region.crop((0, t, w, t + n))         # row y+t-1
        below = region.crop((0, t + 1, w, t + 1 + n))  # row y+t
        m = ImageChops.multiply(_maxdiff_mask(first, above, tol), _maxdiff_mask(last, below, tol))
        m = ImageChops.multiply(m, _maxdiff_mask(above, below, SAME_TOL * 2, above=False))
        # rows with enough marked pixels to hold a run of min_len: BOX-averaged row coverage
        cover = m.resize((1, n), Image.BOX).tobytes()
        for j in range(n):
            if cover[j] * w < 255 * min_len * 0.9:
                continue
            row = _row_bytes(m, j)
            for s, e in _runs(row, gap=gap_px):
                if e - s < min_len:
                    continue
                y = j + 1
                if any((y + k, s + (e - s) // 2) in taken for k in range(-1, t + 1)):
                    continue
                mid = xa + (s + e) // 2
                found[(y, s)] = dict(
                    y=pt(y, scale), thickness=pt(t, scale),
                    x_start=pt(xa + s, scale), x_end=pt(xa + e, scale),
                    colour=hexcolour(img.getpixel((mid, y))),
                    background=hexcolour(img.getpixel((mid, y - 1))))
                for k in range(t):
                    for c in range(s, e):
                        taken.add((y + k, c))
    return [found[k] for k in sorted(found)]


# --------------------------------------------------------------------------------------------
# ink (text lines)


def _value(im):
    """L image of max(r, g, b) per pixel (HSV value)."""
    r, g, b = im.split()
    return ImageChops.lighter(ImageChops.lighter(r, g), b)


def ink_mask(img_region, background, tol=INK_TOL, dark=False):
    """L mask of pixels farther than tol from every colour in `background` (one RGB tuple or a
    list of them: e.g. [screen grey, card white] so both count as paper).

    dark=True instead marks pixels whose max channel is more than tol below the max channel of
    the darkest background given.  Accessibility snapshots tint every
    element with a pale translucent colour and outline it with another; glyphs stay darker than
    any of those pastels, so "darker than the paper" finds glyphs where "different from the
    paper" would find the overlays' outlines."""
    bgs = [background] if isinstance(background[0], int) else list(background)
    if dark:
        limit = min(max(bg[:3]) for bg in bgs) - tol
        return _value(img_region).point(lambda v: 255 if v < limit else 0)
    mask = None
    for bg in bgs:
        m = _maxdiff_mask(img_region, tuple(bg[:3]), tol)
        mask = m if mask is None else ImageChops.darker(mask, m)
    return mask


def ink_boxes(img, region=None, background=None, scale=3, tol=INK_TOL, merge_gap_pt=0.67,
              split_gap_pt=10.0, min_height_pt=0.0, dark=False):
    """Text lines inside region (x0, y0, x1, y1 pt; default whole image): connected runs of rows
    holding ink, with gaps ≤ merge_gap_pt bridged (the dot of an i, the two parts of a colon).

    background: RGB or list of RGB treated as paper; default the region's most common colour.
    dark: ink = darker than the paper (see ink_mask); for accessibility-overlay snapshots.
    Per line returns dict(top, bottom, height, left, right, baseline, segments) in pt:
      baseline  the last row whose ink count is ≥ 30 % of the line's fullest row: descenders
                (g, p, y) and the overshoot of round letters hold few pixels, the flat bottoms of
                the other glyphs many, so this lands on the baseline row (its bottom edge is
                reported, i.e. the y where the glyphs stand).  An estimate; compare like with like.
      segments  horizontal pieces separated by ink-free gaps ≥ split_gap_pt (toolbar items on one
                row, a label and a value, a switch next to its title), each (left, right) pt."""
    W, H = img.size
    if region is None:
        box = (0, 0, W, H)
    else:
        box = (max(0, px(region[0], scale)), max(0, px(region[1], scale)),
               min(W, px(region[2], scale)), min(H, px(region[3], scale)))
    sub = img.crop(box)
    if background is None:
        background = dominant_colour(sub)
    mask = ink_mask(sub, background, tol, dark)
    w, h = mask.size
    if w == 0 or h == 0:
        return []
    rowcover = mask.resize((1, h), Image.BOX).tobytes()
    # BOX averaging rounds a lone ink pixel in a wide row to 0: confirm rows with getbbox instead
    rows = []
    for j in range(h):
        if rowcover[j] or mask.crop((0, j, w, j + 1)).getbbox():
            rows.append(True)
        else:
            rows.append(False)
    out = []
    for s, e in _runs(rows, gap=max(0, px(merge_gap_pt, scale))):
        if (e - s) / scale < min_height_pt:
            continue
        band = mask.crop((0, s, w, e))
        bb = band.getbbox()
        counts = [band.crop((0, k, w, k + 1)).histogram()[255] for k in range(e - s)]
        peak = max(counts)
        base = max(k for k in range(e - s) if counts[k] >= 0.3 * peak)
        # exact column occupancy (BOX averaging could round thin strokes away): per-column bbox,
        # done on the rotated band so each column is one cheap row crop
        colmask = band.transpose(_T.ROTATE_90)  # columns become rows (x reversed)
        occ = [False] * w
        cw = colmask.width
        for i in range(colmask.height):
            if colmask.crop((0, i, cw, i + 1)).getbbox():
                occ[w - 1 - i] = True
        segs = [(pt(box[0] + a, scale), pt(box[0] + b, scale))
                for a, b in _runs(occ, gap=max(0, px(split_gap_pt, scale) - 1))]
        out.append(dict(top=pt(box[1] + s, scale), bottom=pt(box[1] + e, scale),
                        height=pt(e - s, scale),
                        left=pt(box[0] + bb[0], scale), right=pt(box[0] + bb[2], scale),
                        baseline=pt(box[1] + s + base + 1, scale), segments=segs))
    return out


# --------------------------------------------------------------------------------------------
# solid shapes and corner radii


def solid_box(img, x, y, scale=3, tol=SAME_TOL * 2):
    """Bounding box of the connected area of (about) the colour under (x, y) pt:
    dict(x0, y0, x1, y1, w, h, colour) in pt.  For a card, switch track, bordered button or text
    field this is its frame; text and icons inside are holes and do not shrink it, a switch knob
    of another colour stays out of its track's area and vice versa.

    Flood fill done on pixel runs rather than pixels: every row's runs of matching pixels are found
    with a regular expression over the row's mask bytes (C speed), and runs are connected when
    they overlap in x on adjacent rows (4-connectivity).  Even the whole-screen background
    component takes well under a second."""
    import re
    xp, yp = px(x, scale), px(y, scale)
    c = img.getpixel((xp, yp))
    W, H = img.size
    mask = _maxdiff_mask(img, tuple(c[:3]), tol, above=False).tobytes()
    pat = re.compile(rb"\xff+")
    cache = {}

    def runs(yy):
        r = cache.get(yy)
        if r is None:
            r = [(m.start(), m.end()) for m in pat.finditer(mask, yy * W, (yy + 1) * W)]
            r = [(a - yy * W, b - yy * W) for a, b in r]
            cache[yy] = r
        return r

    first = next(r for r in runs(yp) if r[0] <= xp < r[1])
    seen = {(yp, first[0])}
    todo = [(yp, first[0], first[1])]
    x0, x1, y0, y1 = first[0], first[1], yp, yp
    while todo:
        yy, a, b = todo.pop()
        x0, x1, y0, y1 = min(x0, a), max(x1, b), min(y0, yy), max(y1, yy)
        for ny in (yy - 1, yy + 1):
            if 0 <= ny < H:
                for ra, rb in runs(ny):
                    if ra < b and rb > a and (ny, ra) not in seen:
                        seen.add((ny, ra))
                        todo.append((ny, ra, rb))
    return dict(x0=pt(x0, scale), y0=pt(y0, scale), x1=pt(x1, scale), y1=pt(y1 + 1, scale),
                w=pt(x1 - x0, scale), h=pt(y1 + 1 - y0, scale), colour=hexcolour(c))


def _continuous_corner_polyline(n=400):
    """Top-left quarter of Apple's `.continuous` rounded rectangle for r = 1, as (x, y) points
    from the start of the curve on the top edge (x = 1.528665, y = 0) to its end on the left edge,
    in corner-relative coordinates.  The three cubic segments are the widely published
    reconstruction of UIBezierPath(roundedRect:cornerRadius:) (iOS 7+), mirrored to the top-left."""
    segs = [
        ((1.52866483, 0.0), (1.08849296, 0.0), (0.86840694, 0.0), (0.63149399, 0.07491100)),
        ((0.63149399, 0.07491100), (0.37282392, 0.16905899), (0.16905899, 0.37282392),
         (0.07491100, 0.63149399)),
        ((0.07491100, 0.63149399), (0.0, 0.86840694), (0.0, 1.08849296), (0.0, 1.52866483)),
    ]
    pts = []
    for p0, p1, p2, p3 in segs:
        for i in range(n + 1):
            t = i / n
            mt = 1 - t
            xx = mt ** 3 * p0[0] + 3 * mt * mt * t * p1[0] + 3 * mt * t * t * p2[0] + t ** 3 * p3[0]
            yy = mt ** 3 * p0[1] + 3 * mt * mt * t * p1[1] + 3 * mt * t * t * p2[1] + t ** 3 * p3[1]
            pts.append((xx, yy))
    return pts


_CONT = None


def _edge_x(style, r, y):
    """x of the shape's left boundary at height y below the top edge (corner at the origin)."""
    global _CONT
    if y >= (r if style == "circular" else 1.52866483 * r):
        return 0.0
    if style == "circular":
        return r - math.sqrt(max(0.0, r * r - (r - y) ** 2))
    if _CONT is None:
        _CONT = sorted((p[1], p[0]) for p in _continuous_corner_polyline())
    yy = y / r
    lo, hi = 0, len(_CONT) - 1
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if _CONT[mid][0] <= yy:
            lo = mid
        else:
            hi = mid
    (ya, xa), (yb, xb) = _CONT[lo], _CONT[hi]
    f = 0 if yb == ya else (yy - ya) / (yb - ya)
    return r * (xa + f * (xb - xa))


def _model_profile(style, r, rows):
    """Predicted uncovered width (px) of pixel rows 0..rows-1: the boundary averaged over each row
    (8 sub-rows), which is what antialiased coverage integrates."""
    return [sum(_edge_x(style, r, d + (k + 0.5) / 8) for k in range(8)) / 8 for d in range(rows)]


def rounded_corner_radius(img, rect, scale=3, corner="tl", card=None, background=None):
    """Estimate the corner radius of a filled rounded rectangle whose bounding box is rect
    (x0, y0, x1, y1 pt, as from solid_box).

    Measures, in the chosen corner (tl, tr, bl, br; mirrored internally to top-left):
      top_start   where the card colour starts along the top pixel row (≥ 50 % coverage)
      left_start  where it starts down the left pixel column
      diagonal    depth of the 50 % point along the 45° diagonal; for a circle that is
                  r(1 − 1/√2) = 0.2929 r, for Apple's continuous corner 0.2915 r, so
                  radius_diag = diagonal / 0.2929 is nearly style-independent
      radius_circular / radius_continuous  least-squares fits of the per-row edge profile
                  (coverage-weighted, so sub-pixel) to each shape; rms_* their residuals in px;
                  `style` names the better fit (continuous corners run 1.53 r along each edge,
                  circular ones r, so the profiles differ clearly once r ≥ ~4 pt)
    Coverage of a pixel = its projection between background and card colour, so it needs the two
    to differ (white on #F2F2F7 works: 13 levels).  card: default the pixel 1 px inside the top
    edge at the rect's horizontal centre; background: default the corner pixel itself."""
    x0, y0, x1, y1 = (px(v, scale) for v in rect)
    im = img.crop((x0, y0, x1, y1))
    if corner in ("tr", "br"):
        im = im.transpose(_T.FLIP_LEFT_RIGHT)
    if corner in ("bl", "br"):
        im = im.transpose(_T.FLIP_TOP_BOTTOM)
    w, h = im.size
    if card is None:
        card = im.getpixel((w // 2, min(1, h - 1)))
    if background is None:
        background = im.getpixel((0, 0))
    d = [card[i] - background[i] for i in range(3)]
    dd = sum(v * v for v in d)
    if dd < 27:  # < 3 levels per channel: coverage would be noise
        return dict(error="card and background colours too close",
                    card=hexcolour(card), background=hexcolour(background))

    def cov(p):
        c = sum((p[i] - background[i]) * d[i] for i in range(3)) / dd
        return min(1.0, max(0.0, c))

    zone = min(w, h) // 2
    pix = im.load()
    # uncovered width of each row: Σ(1 − coverage) from the rect's edge up to the first fully
    # covered pixel (the edge is monotone there; stopping keeps text or icons inside the card,
    # which would read as "uncovered", out of the sum)
    profile = []
    truncated = set()  # rows with no covered pixel inside the zone: their width is unknown
    for yy in range(zone):
        u = 0.0
        for xx in range(zone):
            c = cov(pix[xx, yy])
            if c >= 0.95:
                break
            u += 1.0 - c
        else:
            truncated.add(yy)
        profile.append(u)
    # rows whose profile is ~0 are straight edge; keep rows up to the first ~0 one plus a margin
    n = next((i for i, u in enumerate(profile) if u < 0.05), len(profile))
    rows = min(len(profile), n + 2)
    top_start = next((xx for xx in range(zone) if cov(pix[xx, 0]) >= 0.5), None)
    left_start = next((yy for yy in range(zone) if cov(pix[0, yy]) >= 0.5), None)
    diag = next((k for k in range(zone) if cov(pix[k, k]) >= 0.5), None)
    out = dict(card=hexcolour(card), background=hexcolour(background),
               top_start=None if top_start is None else pt(top_start, scale),
               left_start=None if left_start is None else pt(left_start, scale),
               diagonal=None if diag is None else pt(diag + 0.5, scale),
               radius_diag=None if diag is None else round((diag + 0.5) / 0.2929 / scale, 2))
    if rows < 2:
        out.update(radius_circular=0.0, radius_continuous=0.0, style="square")
        return out
    meas = profile[:rows]
    used = [i for i in range(rows) if i not in truncated]
    if not used:
        out.update(error="no pixel of the corner zone reaches the card colour")
        return out
    for style in ("circular", "continuous"):
        best = None
        # coarse-to-fine 1-D search over r in px; deterministic
        lo, hi, step = 0.5, float(max(2, zone)), 0.5
        for _ in range(3):
            r = lo
            while r <= hi + 1e-9:
                model = _model_profile(style, r, rows)
                err = sum((meas[i] - model[i]) ** 2 for i in used) / len(used)
                if best is None or err < best[0] - 1e-12:
                    best = (err, r)
                r += step
            lo, hi, step = max(0.5, best[1] - step), best[1] + step, step / 5
        out["radius_" + style] = round(best[1] / scale, 2)
        out["rms_" + style] = round(math.sqrt(best[0]), 3)
    out["style"] = "continuous" if out["rms_continuous"] < out["rms_circular"] else "circular"
    out["radius"] = out["radius_" + out["style"]]
    return out


# --------------------------------------------------------------------------------------------
# CLI


def describe(path, scale=3, crop_width_pt=None, xs=None, regions=None, boxes=None,
             min_band_pt=1.0, dark=False):
    img = load(path, crop_width_pt, scale)
    W, H = img.size
    bg = dominant_colour(img)
    res = dict(file=path, size_pt=(pt(W, scale), pt(H, scale)), scale=scale,
               background=hexcolour(bg))
    if xs is None:
        wpt = W / scale
        xs = [2.0, 30.0, round(wpt / 2, 2), round(wpt - 30, 2)]
    res["bands"] = {str(x): [(a, b, hexcolour(c)) for a, b, c in bands(img, x, scale, min_pt=min_band_pt)]
                    for x in xs}
    res["hlines"] = hlines(img, scale=scale)
    # paper = every colour covering ≥ 5 % of the image (screen background, cards, bars), so text
    # on cards and on the screen is found in one pass; icons, glyphs and small controls stay below 5 %
    paper = [bg]
    for n, c in sorted(img.getcolors(W * H), key=lambda nc: (-nc[0], nc[1])):
        if n < 0.05 * W * H:
            break
        if not any(same(c, p, 6) for p in paper):
            paper.append(tuple(c[:3]))
    res["paper"] = [hexcolour(c) for c in paper]
    regions = regions or [(0, 0, W / scale, H / scale)]
    # dark: glyphs = darker than each region's own dominant colour (accessibility overlays)
    res["ink"] = {",".join(str(v) for v in r): ink_boxes(img, r, None if dark else paper, scale, dark=dark)
                  for r in regions}
    if boxes:
        res["boxes"] = {}
        for bx, by in boxes:
            sb = solid_box(img, bx, by, scale)
            rect = (sb["x0"], sb["y0"], sb["x1"], sb["y1"])
            sb["corner"] = rounded_corner_radius(img, rect, scale)
            res["boxes"]["%s,%s" % (bx, by)] = sb
    return res


def _print_text(res):
    print("%s  %sx%s pt @%sx  background %s" % (res["file"], res["size_pt"][0], res["size_pt"][1],
                                                 res["scale"], res["background"]))
    for x, bs in res["bands"].items():
        print("bands x=%s:" % x)
        for a, b, c in bs:
            print("  %7.2f – %7.2f  (%6.2f)  %s" % (a, b, b - a, c))
    print("hairlines:")
    for l in res["hlines"]:
        print("  y=%7.2f t=%.2f  x %7.2f – %7.2f  %s on %s" % (l["y"], l["thickness"], l["x_start"],
                                                               l["x_end"], l["colour"], l["background"]))
    print("paper colours: %s" % " ".join(res["paper"]))
    for r, lines in res["ink"].items():
        print("ink lines in %s:" % r)
        for l in lines:
            segs = " ".join("[%.2f–%.2f]" % s for s in l["segments"])
            print("  top %7.2f bottom %7.2f h %6.2f  left %7.2f right %7.2f  baseline %7.2f  %s" % (
                l["top"], l["bottom"], l["height"], l["left"], l["right"], l["baseline"], segs))
    for k, sb in res.get("boxes", {}).items():
        print("box at %s: x %.2f–%.2f y %.2f–%.2f (%.2f×%.2f) %s  corner %s" % (
            k, sb["x0"], sb["x1"], sb["y0"], sb["y1"], sb["w"], sb["h"], sb["colour"],
            json.dumps(sb["corner"])))


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("png")
    ap.add_argument("--scale", type=float, default=3)
    ap.add_argument("--crop-width-pt", type=float, default=None,
                    help="keep only the left W pt (AccessibilitySnapshot legend removal)")
    ap.add_argument("--x", type=float, action="append",
                    help="column (pt) to print bands for; repeatable (default 2, 30, mid, W-30)")
    ap.add_argument("--region", action="append", help="x0,y0,x1,y1 pt for ink lines; repeatable")
    ap.add_argument("--box", action="append", help="x,y pt inside a solid shape; repeatable")
    ap.add_argument("--min-band-pt", type=float, default=1.0)
    ap.add_argument("--dark", action="store_true",
                    help="ink = darker than the region's dominant colour (accessibility overlays)")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args(argv)
    regions = [tuple(float(v) for v in r.split(",")) for r in a.region] if a.region else None
    boxes = [tuple(float(v) for v in b.split(",")) for b in a.box] if a.box else None
    res = describe(a.png, a.scale, a.crop_width_pt, a.x, regions, boxes, a.min_band_pt, a.dark)
    if a.json:
        json.dump(res, sys.stdout, indent=1)
        print()
    else:
        _print_text(res)


if __name__ == "__main__":
    main()
