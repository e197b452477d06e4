"""Exact coverage of a line of placed glyphs, from fontTools' outlines (TrueType quadratics or
CFF cubics), shared by the text fixture scripts: each curve cut into 64 chords, each pixel row
sampled at `sub` heights, each sampled span's length added exactly across the columns, non-zero
winding over all the glyphs together (overlapping contours and glyphs take their union).
Needs: fontTools, numpy."""
import numpy as np
from fontTools.pens.basePen import BasePen
from fontTools.ttLib import TTFont


class _Chords(BasePen):
    def __init__(self, glyphset, point):
        super().__init__(glyphset)
        self.point, self.polys, self.poly = point, [], []

    def _moveTo(self, p):
        self._close()
        self.poly = [self.point(p)]

    def _lineTo(self, p):
        self.poly.append(self.point(p))

    def _curveToOne(self, p1, p2, p3):
        c, p1, p2, p3 = self.poly[-1], self.point(p1), self.point(p2), self.point(p3)
        t = np.linspace(0, 1, 65)[1:, None]
        self.poly.extend((1 - t) ** 3 * c + 3 * (1 - t) ** 2 * t * p1 + 3 * (1 - t) * t * t * p2 + t ** 3 * p3)

    def _qCurveToOne(self, p1, p2):
        c, p1, p2 = self.poly[-1], self.point(p1), self.point(p2)
        t = np.linspace(0, 1, 65)[1:, None]
        self.poly.extend((1 - t) ** 2 * c + 2 * (1 - t) * t * p1 + t * t * p2)

    def _closePath(self):
        self._close()

    def _endPath(self):
        self._close()

    def _close(self):
        if len(self.poly) > 1:
            self.polys.append(np.array(self.poly))
        self.poly = []


def exact_coverage(font_path, glyphs, width, height, px, sub=32):
    """8-bit coverage (height × width) of glyphs [{"glyph", "x", "baseline"}] at px pixels per em."""
    font = TTFont(font_path)
    names, glyphset, upem = font.getGlyphOrder(), font.getGlyphSet(), font["head"].unitsPerEm
    edges = []
    for g in glyphs:
        scale, ox, base = px / upem, g["x"], g["baseline"]
        pen = _Chords(glyphset, lambda p: np.array([ox + p[0] * scale, base - p[1] * scale]))
        glyphset[names[g["glyph"]]].draw(pen)
        pen._close()
        for poly in pen.polys:
            pts = np.vstack([poly, poly[:1]])
            edges.extend((a[0], a[1], b[0], b[1]) for a, b in zip(pts, pts[1:]))
    x0, y0, x1, y1 = np.array(edges).T
    cov = np.zeros((height, width))
    for row in range(height):
        for k in range(sub):
            y = row + (k + 0.5) / sub
            up, down = (y0 <= y) & (y < y1), (y1 <= y) & (y < y0)
            m = up | down
            if not m.any():
                continue
            xs = x0[m] + (y - y0[m]) * (x1[m] - x0[m]) / (y1[m] - y0[m])
            order = np.argsort(xs)
            xs, winding = xs[order], np.cumsum(np.where(up[m], 1, -1)[order])
            for i in range(len(xs) - 1):
                a, b = xs[i], xs[i + 1]
                if winding[i] == 0 or b <= a:
                    continue
                ia, ib = int(np.floor(a)), int(np.floor(b))
                if ia == ib:
                    if 0 <= ia < width:
                        cov[row, ia] += (b - a) / sub
                    continue
                if 0 <= ia < width:
                    cov[row, ia] += (ia + 1 - a) / sub
                lo, hi = max(ia + 1, 0), min(ib, width)
                if hi > lo:
                    cov[row, lo:hi] += 1 / sub
                if 0 <= ib < width:
                    cov[row, ib] += (b - ib) / sub
    return np.clip(np.rint(cov * 255), 0, 255).astype(np.uint8)
