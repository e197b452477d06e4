#!/usr/bin/env python3
"""Writes Examples/assets/Shop.xcassets: TabSnap's own example asset catalog (issue 15).

Everything in it is made here, so it can be committed: PDF icons written the way Xcode's
vector exports are (one page, a Flate-compressed content stream, a y-flipping `cm`, fills,
an even-odd hole, round-capped strokes, q/Q), the repository's own cart SVG kept as a vector,
an 'original' PDF with a dark appearance, a PNG image set at @2x/@3x (drawn from a PDF by
`tabsnap pdf`, as Xcode would rasterize it), and colour sets in Display P3 (floats), sRGB
(0-255 integers) and hex with dark variants.

usage: Scripts/make_asset_catalog.py [--tabsnap .build-make/debug/tabsnap (or .build/debug)]
needs: python3 (zlib from the standard library); the built tabsnap for the PNG image set.
"""
import argparse, json, os, shutil, subprocess, sys, tempfile, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
OUT = os.path.join(ROOT, "Examples", "assets", "Shop.xcassets")
INFO = {"author": "xcode", "version": 1}


def pdf(content, size=25.0):
    """A one-page PDF of `size` points whose content is drawn in a y-down space."""
    stream = zlib.compress(("q 1 0 0 -1 0 %g cm\n" % size + content + "\nQ\n").encode("ascii"), 9)
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        b"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
        b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 %g %g] /Resources << /ExtGState << /Half 5 0 R >> >> /Contents 4 0 R >>" % (size, size),
        b"<< /Length %d /Filter /FlateDecode >>\nstream\n" % len(stream) + stream + b"\nendstream",
        b"<< /Type /ExtGState /ca 0.5 /CA 0.5 >>",
    ]
    out = bytearray(b"%PDF-1.3\n%\xe2\xe3\xcf\xd3\n")
    offsets = []
    for i, body in enumerate(objects):
        offsets.append(len(out))
        out += b"%d 0 obj\n" % (i + 1) + body + b"\nendobj\n"
    xref = len(out)
    out += b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1)
    for o in offsets:
        out += b"%010d 00000 n \n" % o
    out += b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n" % (len(objects) + 1, xref)
    return bytes(out)


def circle(cx, cy, r):
    k = 0.5522847498 * r
    return (f"{cx + r} {cy} m {cx + r} {cy + k} {cx + k} {cy + r} {cx} {cy + r} c "
            f"{cx - k} {cy + r} {cx - r} {cy + k} {cx - r} {cy} c {cx - r} {cy - k} {cx - k} {cy - r} {cx} {cy - r} c "
            f"{cx + k} {cy - r} {cx + r} {cy - k} {cx + r} {cy} c h")


# A house: the roof and walls filled, the door an even-odd hole.
HOME = ("0 g 12.5 2.5 m 23.5 12 l 21 12 l 21 22.5 l 4 22.5 l 4 12 l 1.5 12 l h "
        "10.5 22.5 m 10.5 16 l 14.5 16 l 14.5 22.5 l h f*")
# A person: head and shoulders stroked with round caps and joins.
PROFILE = ("0 G 1.8 w 1 J 1 j " + circle(12.5, 8, 4.2) + " S "
           "4 22.5 m 4 17.5 7.8 14.8 12.5 14.8 c 17.2 14.8 21 17.5 21 22.5 c S")
# A gear for the PNG image set: a toothed disc with an even-odd hole.
def gear():
    import math
    pts = []
    for i in range(48):
        a = i * math.pi / 24
        r = 11 if (i // 3) % 2 == 0 else 8.6
        pts.append((12.5 + r * math.cos(a), 12.5 + r * math.sin(a)))
    d = f"{pts[0][0]:.3f} {pts[0][1]:.3f} m " + " ".join(f"{x:.3f} {y:.3f} l" for x, y in pts[1:]) + " h "
    return "0 g " + d + circle(12.5, 12.5, 3.6) + " f*"
# An 'original' offers tag in brand colours; its dark appearance uses lighter ones.
def offers(body, spot):
    return (f"{body} rg 3 6 m 13 6 l 22 12.5 l 13 19 l 3 19 l h f "
            f"{spot} rg " + circle(8, 12.5, 2) + " f "
            f"/Half gs 1 1 1 rg 14 10 m 18 12.5 l 14 15 l h f")


def imageset(name, images, properties=None):
    folder = os.path.join(OUT, name + ".imageset")
    os.makedirs(folder)
    entries = []
    for filename, data, extra in images:
        with open(os.path.join(folder, filename), "wb") as f:
            f.write(data)
        entries.append(dict({"filename": filename, "idiom": "universal"}, **extra))
    doc = {"images": entries, "info": INFO}
    if properties:
        doc["properties"] = properties
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump(doc, f, indent=2)
        f.write("\n")


def colorset(name, colors):
    folder = os.path.join(OUT, name + ".colorset")
    os.makedirs(folder)
    with open(os.path.join(folder, "Contents.json"), "w") as f:
        json.dump({"colors": colors, "info": INFO}, f, indent=2)
        f.write("\n")


DARK = [{"appearance": "luminosity", "value": "dark"}]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tabsnap", default=next((p for p in (os.path.join(ROOT, ".build-make", "debug", "tabsnap"), os.path.join(ROOT, ".build", "debug", "tabsnap")) if os.path.exists(p)), os.path.join(ROOT, ".build-make", "debug", "tabsnap")))
    args = ap.parse_args()
    if os.path.exists(OUT):
        shutil.rmtree(OUT)
    os.makedirs(OUT)
    with open(os.path.join(OUT, "Contents.json"), "w") as f:
        json.dump({"info": INFO}, f, indent=2)
        f.write("\n")
    imageset("Home", [("home.pdf", pdf(HOME), {})], {"template-rendering-intent": "template"})
    imageset("Profile", [("profile.pdf", pdf(PROFILE), {})], {"preserves-vector-representation": True})
    with open(os.path.join(ROOT, "Examples", "svg", "cart.svg"), "rb") as f:
        cart = f.read()
    imageset("Cart", [("cart.svg", cart, {})], {"preserves-vector-representation": True, "template-rendering-intent": "template"})
    imageset("Offers", [("offers.pdf", pdf(offers("0.96 0.42 0.10", "1 1 1")), {}),
                        ("offers-dark.pdf", pdf(offers("0.75 0.45 0.98", "0.1 0.1 0.12")), {"appearances": DARK})],
             {"template-rendering-intent": "original"})
    with tempfile.TemporaryDirectory() as work:
        source = os.path.join(work, "gear.pdf")
        with open(source, "wb") as f:
            f.write(pdf(gear()))
        subprocess.run([args.tabsnap, "pdf", source, "--scale", "2", "--scale", "3", "--out", work], check=True, capture_output=True)
        imageset("Settings", [(f"gear@{s}x.png", open(os.path.join(work, f"gear@{s}x.png"), "rb").read(), {"scale": f"{s}x"}) for s in (2, 3)])
    colorset("BrandTint", [
        {"color": {"color-space": "display-p3", "components": {"red": "0.850", "green": "0.280", "blue": "0.120", "alpha": "1.000"}}, "idiom": "universal"},
        {"appearances": DARK, "color": {"color-space": "display-p3", "components": {"red": "0.980", "green": "0.520", "blue": "0.330", "alpha": "1.000"}}, "idiom": "universal"},
    ])
    colorset("BarBackground", [
        {"color": {"color-space": "srgb", "components": {"red": "255", "green": "248", "blue": "240", "alpha": "1.000"}}, "idiom": "universal"},
        {"appearances": DARK, "color": {"color-space": "srgb", "components": {"red": "0x24", "green": "0x1C", "blue": "0x18", "alpha": "1.000"}}, "idiom": "universal"},
    ])
    # The custom symbol lives in the same catalog.
    subprocess.run([sys.executable, os.path.join(HERE, "make_symbol_template.py")], check=True)
    print(f"wrote {os.path.relpath(OUT, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
