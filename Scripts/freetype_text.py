"""FreeType's unhinted rendering of a line of glyphs, shared by the text fixture scripts
(freetype_reference.py, cff_reference.py): glyphs placed by FreeType's linear advances with
origins on quarter pixels (as TabSnap's glyph cache places them) and baselines on whole pixels,
rendered anti-aliased, optionally at k times the size and averaged k×k down.
Needs: freetype-py, numpy."""
import ctypes

import freetype
import numpy as np

FLAGS = freetype.FT_LOAD_NO_HINTING | freetype.FT_LOAD_NO_BITMAP


def place(font, text, px, origin_x, baseline):
    """Each character's glyph id and origin: x quantized to a quarter pixel."""
    face = freetype.Face(font)
    face.set_char_size(px * 64)
    x, glyphs = origin_x, []
    for ch in text:
        gid = face.get_char_index(ch)
        face.load_glyph(gid, FLAGS)
        glyphs.append({"char": ch, "glyph": gid, "x": round(x * 4) / 4, "baseline": baseline})
        x += face.glyph.linearHoriAdvance / 65536.0
    return glyphs


def render(font, glyphs, px, width, height, k=1):
    """8-bit coverage (height × width) of the placed glyphs, drawn at k times the size and
    averaged down; overlapping glyphs add, capped at 255."""
    face = freetype.Face(font)
    face.set_char_size(px * k * 64)
    canvas = np.zeros((height * k, width * k), dtype=np.int64)
    for g in glyphs:
        face.load_glyph(g["glyph"], FLAGS)
        x = g["x"] * k
        # Move the outline by the sub-pixel part; the whole part places the bitmap.
        freetype.FT_Outline_Translate(ctypes.byref(face.glyph.outline._FT_Outline), int(round((x - int(x // 1)) * 64)), 0)
        face.glyph.render(freetype.FT_RENDER_MODE_NORMAL)
        bmp = face.glyph.bitmap
        if bmp.rows == 0:
            continue
        buf = np.array(bmp.buffer, dtype=np.int64).reshape(bmp.rows, bmp.pitch)[:, :bmp.width]
        left, top = int(x // 1) + face.glyph.bitmap_left, g["baseline"] * k - face.glyph.bitmap_top
        y0, y1, x0, x1 = max(top, 0), min(top + bmp.rows, height * k), max(left, 0), min(left + bmp.width, width * k)
        if y1 > y0 and x1 > x0:
            canvas[y0:y1, x0:x1] = np.minimum(255, canvas[y0:y1, x0:x1] + buf[y0 - top:y1 - top, x0 - left:x1 - left])
    if k > 1:
        canvas = np.rint(canvas.reshape(height, k, width, k).mean(axis=(1, 3)))
    return canvas.astype(np.uint8)
