#!/usr/bin/env python3
"""Writes TabSnap's own example Lottie icons (issue 14): five 30 x 30 tab icons in the style of
seed 004 (filled glyphs whose fills are named "Fill 1", so "**.Fill 1.**.Color" tints them),
each with a short tap animation. Made here, by this script, so they carry no one else's
licence; run it again to regenerate Examples/lottie/*.json byte for byte.

usage: python3 Scripts/make_lottie_icons.py   (plain python3, no packages)
"""
import json, os

OUT = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "Examples", "lottie")
FPS, FRAMES = 30, 24
EASE = {"o": {"x": [0.33], "y": [0]}, "i": {"x": [0.67], "y": [1]}}


def fixed(v):
    return {"a": 0, "k": v}


def keys(*frames):
    """(t, value) pairs, eased; the last one ends the animation."""
    out = []
    for i, (t, v) in enumerate(frames):
        k = {"t": t, "s": v if isinstance(v, list) else [v]}
        if i < len(frames) - 1:
            k.update(EASE)
        out.append(k)
    return {"a": 1, "k": out}


def path(points, closed=True):
    return {"ty": "sh", "nm": "Path", "ks": fixed({"c": closed, "v": [list(p) for p in points],
                                                    "i": [[0, 0]] * len(points), "o": [[0, 0]] * len(points)})}


def bezier(vertices, closed=True):
    """vertices: (point, in tangent, out tangent), tangents relative to the point."""
    return {"ty": "sh", "nm": "Path", "ks": fixed({"c": closed, "v": [list(v[0]) for v in vertices],
                                                    "i": [list(v[1]) for v in vertices], "o": [list(v[2]) for v in vertices]})}


def ellipse(cx, cy, w, h):
    return {"ty": "el", "nm": "Ellipse", "p": fixed([cx, cy]), "s": fixed([w, h])}


def rect(cx, cy, w, h, r=0):
    return {"ty": "rc", "nm": "Rectangle", "p": fixed([cx, cy]), "s": fixed([w, h]), "r": fixed(r)}


def group(name, items, rotation=0, position=(0, 0), anchor=(0, 0)):
    return {"ty": "gr", "nm": name, "it": items + [{"ty": "tr", "nm": "Transform", "p": fixed(list(position)), "a": fixed(list(anchor)),
                                                    "s": fixed([100, 100]), "r": fixed(rotation), "o": fixed(100)}]}


def fill(even_odd=False):
    return {"ty": "fl", "nm": "Fill 1", "c": fixed([0, 0, 0, 1]), "o": fixed(100), "r": 2 if even_odd else 1}


def icon(name, shapes, anchor, scale=None, rotation=None, position=None):
    ks = {"a": fixed(list(anchor) + [0]), "p": position or fixed(list(anchor) + [0]), "s": scale or fixed([100, 100, 100]),
          "r": rotation or fixed(0), "o": fixed(100)}
    return {"v": "5.7.0", "fr": FPS, "ip": 0, "op": FRAMES, "w": 30, "h": 30, "nm": name, "ddd": 0, "assets": [],
            "layers": [{"ddd": 0, "ind": 1, "ty": 4, "nm": name.capitalize(), "ks": ks, "ao": 0, "shapes": shapes,
                        "ip": 0, "op": FRAMES, "st": 0, "bm": 0}]}


def heart_path():
    # Two lobes meeting at the top centre and a point at the bottom.
    return bezier([((15, 8.5), (-1.2, -3), (1.2, -3)),
                   ((26.5, 10.5), (0, -5.5), (0, 4.5)),
                   ((15, 26), (6, -5), (-6, -5)),
                   ((3.5, 10.5), (0, 4.5), (0, -5.5))])


ICONS = {
    # The house squashes and springs back, standing on its floor.
    "home": icon("home", [group("Glyph", [path([(15, 3), (28, 14), (25, 14), (25, 27), (5, 27), (5, 14), (2, 14)]),
                                          path([(12.5, 18), (17.5, 18), (17.5, 27), (12.5, 27)]), fill(even_odd=True)])],
                 anchor=(15, 27), scale=keys((0, [100, 100, 100]), (5, [108, 84, 100]), (11, [94, 110, 100]), (17, [100, 100, 100]))),
    # The magnifier wiggles about its lens.
    "search": icon("search", [group("Glyph", [ellipse(13, 13, 17, 17), ellipse(13, 13, 11, 11)]),
                              group("Handle", [rect(0, 0, 4.5, 10, 2)], rotation=-45, position=(22.6, 22.6)), fill(even_odd=True)],
                   anchor=(13, 13), rotation=keys((0, 0), (5, -18), (11, 12), (17, -5), (22, 0))),
    # The heart beats once.
    "heart": icon("heart", [group("Glyph", [heart_path(), fill()])],
                  anchor=(15, 16), scale=keys((0, [100, 100, 100]), (6, [128, 128, 100]), (12, [92, 92, 100]), (18, [100, 100, 100]))),
    # The bell swings from its hook.
    "bell": icon("bell", [group("Glyph", [bezier([((15, 4), (-5.5, 0), (5.5, 0)), ((23, 13), (0, -5), (0, 4)), ((26, 22), (-2, -3), (0, 0)),
                                                    ((4, 22), (0, 0), (2, -3)), ((7, 13), (0, 4), (0, -5))]),
                                            ellipse(15, 25, 6, 5), rect(15, 3, 3, 3, 1.5), fill()])],
                 anchor=(15, 3), rotation=keys((0, 0), (4, 20), (9, -16), (14, 9), (19, -4), (23, 0))),
    # The person hops.
    "person": icon("person", [group("Glyph", [ellipse(15, 9, 10, 10), rect(15, 22.5, 20, 9, 4.5), fill()])],
                   anchor=(15, 15), position=keys((0, [15, 15, 0]), (6, [15, 10.5, 0]), (12, [15, 15.5, 0]), (16, [15, 15, 0]))),
}


def main():
    os.makedirs(OUT, exist_ok=True)
    for name, doc in ICONS.items():
        with open(os.path.join(OUT, name + ".json"), "w") as f:
            json.dump(doc, f, indent=None, separators=(",", ":"))
            f.write("\n")
        print("wrote", os.path.join("Examples", "lottie", name + ".json"))


if __name__ == "__main__":
    main()
