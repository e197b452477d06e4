#!/usr/bin/env python3
"""TabSnap's PDF icons against their exact coverage (issues 15 and 46).

Exact coverage is the reference. Reads the asset catalog in ../shared/conformance/assets/pdf/
Icons.xcassets in place: every PDF an imageset holds (12 files from public iOS apps), drawn by
`tabsnap pdf` at 2x and 3x of its point size (page size / the slot's scale, the folder's
render_refs.py conventions). The truth: each paint of the page (a fill, a stroke, a shading, a
transparency group as a whole; a fill-and-stroke is two paints) rendered alone by poppler at 16
times the resolution, averaged down 16x16 in premultiplied RGBA (poppler's own anti-aliasing
error divided by 16), and the paints composited source-over at 1x in page order, as every 1x
renderer composites them. The measures: mean |difference| in 8-bit levels over the premultiplied
R, G, B and A of every pixel either image inks, and the largest |difference| of any pixel.
PDFDocumentTests holds every icon to mean <= 1.0 and no pixel over 40 levels at both scales.

Context, not reference: poppler's 1x render in ref/IMAGESET__STEM@Sx.transp.png (its cairo
backend applies a clip both inside a transparency group and again when the group is composited,
so an edge pixel of coverage c comes out near c², and it aligns strokes thinner than a pixel or
so to the pixel grid) and, when Debian's mupdf-tools is installed, MuPDF's 1x render live.

--fixtures writes the exact renders as PNGs (default Tests/TabSnapPDFTests/Fixtures/exact/) for
the test, so CI needs neither poppler nor Python.

usage: Scripts/pdf_compare.py [--tabsnap .build-make/debug/tabsnap (or .build/debug)] [--out FIXTURE.json] [--fixtures DIR]
needs: python3 with Pillow, numpy and pikepdf (pip install pikepdf), Debian's poppler-utils;
mupdf-tools for the MuPDF column (skipped without). Writes the JSON fixture (default
Scripts/fixtures/pdf_exact.json) and prints the table in docs/pdf.md.
"""
import argparse, glob, io, json, os, shutil, subprocess, sys, tempfile

import numpy as np
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from image_delta import averaged_down, max_delta, mean_delta, over, straightened  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PDF = os.path.join(ROOT, "..", "shared", "conformance", "assets", "pdf")
SCALES = (2, 3)


def rgba(path):
    return np.asarray(Image.open(path).convert("RGBA"))


PAINT = {"f", "F", "f*", "S", "s", "B", "B*", "b", "b*", "sh"}
FILL_OF = {"B": "f", "B*": "f*", "b": "f", "b*": "f*"}
STROKE_OF = {"B": "S", "B*": "S", "b": "s", "b*": "s"}


def paint_layers(path):
    """One PDF per paint, every other paint of the page and its forms replaced by n (clips stay)."""
    import pikepdf

    def whole(xo):
        return xo is not None and (xo.get("/Subtype") != "/Form" or "/Group" in xo)

    def visit(pdf, keep=None):
        order = []

        def walk(owner, resources, seen):
            ops = pikepdf.parse_content_stream(owner)
            out = []
            for i, (operands, op) in enumerate(ops):
                o, here = str(op), (owner.objgen, i)
                xo = resources.get("/XObject", {}).get(str(operands[0])) if o == "Do" and resources is not None else None
                if o in PAINT or whole(xo):
                    kinds = ("fill", "stroke") if o in FILL_OF else ("all",)
                    order.extend((here, k) for k in kinds)
                    if keep is None or keep[0] == here:
                        if keep is not None and keep[1] == "fill":
                            op = pikepdf.Operator(FILL_OF[o])
                        elif keep is not None and keep[1] == "stroke":
                            op = pikepdf.Operator(STROKE_OF[o])
                        out.append((operands, op))
                    elif o in PAINT and o != "sh":
                        out.append(([], pikepdf.Operator("n")))
                    continue
                out.append((operands, op))
                if xo is not None and xo.objgen not in seen:
                    walk(xo, xo.get("/Resources", resources), seen | {xo.objgen})
            if keep is not None:
                data = pikepdf.unparse_content_stream(out)
                if isinstance(owner, pikepdf.Page):
                    owner.obj.Contents = pdf.make_stream(data)
                else:
                    owner.write(data)
        page = pdf.pages[0]
        walk(page, page.obj.get("/Resources"), set())
        return order

    with pikepdf.open(path) as pdf:
        paints = visit(pdf)
    layers = []
    for keep in paints:
        with pikepdf.open(path) as pdf:
            visit(pdf, keep)
            buf = io.BytesIO()
            pdf.save(buf)
            layers.append(buf.getvalue())
    return layers


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tabsnap", default=next((p for p in (os.path.join(ROOT, ".build-make", "debug", "tabsnap"), os.path.join(ROOT, ".build", "debug", "tabsnap")) if os.path.exists(p)), os.path.join(ROOT, ".build-make", "debug", "tabsnap")))
    ap.add_argument("--out", default=os.path.join(ROOT, "Scripts", "fixtures", "pdf_exact.json"))
    ap.add_argument("--fixtures", default=os.path.join(ROOT, "Tests", "TabSnapPDFTests", "Fixtures", "exact"))
    args = ap.parse_args()
    catalog = os.path.join(PDF, "Icons.xcassets")
    if not os.path.isdir(catalog):
        print(f"skipped: {catalog} is absent (the shared conformance data)")
        return 0
    mutool = shutil.which("mutool")
    pdftocairo = shutil.which("pdftocairo")
    if not pdftocairo:
        print("skipped: pdftocairo is not installed (apt-get install poppler-utils); it makes the exact-coverage reference")
        return 0
    os.makedirs(args.fixtures, exist_ok=True)

    def supersampled(pdf, dpi, w, h, work):
        """poppler at 16x, averaged down 16x16: premultiplied float RGBA in 0...255."""
        base = os.path.join(work, "big")
        subprocess.run([pdftocairo, "-png", "-transp", "-r", repr(dpi * 16), "-singlefile", pdf, base], check=True, capture_output=True)
        return averaged_down(np.asarray(Image.open(base + ".png").convert("RGBA"))[:h * 16, :w * 16], 16)

    def exact(pdf, dpi, w, h, work):
        out = None
        for i, layer in enumerate(paint_layers(pdf)):
            path = os.path.join(work, f"paint{i}.pdf")
            with open(path, "wb") as f:
                f.write(layer)
            out = over(supersampled(path, dpi, w, h, work), out)
        return straightened(out)
    if not mutool:
        print("MuPDF column skipped: mutool is not installed (apt-get install mupdf-tools)")
    results = []
    with tempfile.TemporaryDirectory() as work:
        for iset in sorted(glob.glob(os.path.join(catalog, "*.imageset"))):
            contents = json.load(open(os.path.join(iset, "Contents.json")))
            for img in contents.get("images", []):
                fn = img.get("filename", "")
                if not fn.lower().endswith(".pdf"):
                    continue
                slot = float(img.get("scale", "1x").rstrip("x"))
                stem = (os.path.basename(iset)[:-len(".imageset")] + "__" + os.path.splitext(fn)[0]).replace(" ", "_")
                entry = {"file": f"{os.path.basename(iset)}/{fn}", "scales": {}}
                for s in SCALES:
                    out = os.path.join(work, stem, str(s))
                    run = subprocess.run([args.tabsnap, "pdf", os.path.join(iset, fn), "--scale", repr(s / slot), "--out", out],
                                         capture_output=True, text=True)
                    if run.returncode != 0:
                        entry["refused"] = run.stderr.strip().split(": ", 1)[-1]
                        break
                    ours = rgba(glob.glob(os.path.join(out, "*.png"))[0])
                    truth = exact(os.path.join(iset, fn), 72.0 * s / slot, ours.shape[1], ours.shape[0], out)
                    Image.fromarray(truth, "RGBA").save(os.path.join(args.fixtures, f"{stem}@{s}x.png"), optimize=True)
                    h, w = min(ours.shape[0], truth.shape[0]), min(ours.shape[1], truth.shape[1])
                    row = {"delta": round(mean_delta(ours[:h, :w], truth[:h, :w]), 3), "max": round(max_delta(ours[:h, :w], truth[:h, :w]), 1),
                           "px": [ours.shape[1], ours.shape[0]]}
                    ref = os.path.join(PDF, "ref", f"{stem}@{s}x.transp.png")
                    if os.path.exists(ref):
                        theirs = rgba(ref)
                        h, w = min(truth.shape[0], theirs.shape[0]), min(truth.shape[1], theirs.shape[1])
                        row["poppler_1x"] = round(mean_delta(theirs[:h, :w], truth[:h, :w]), 3)
                    if mutool:
                        mu = os.path.join(out, "mupdf.png")
                        subprocess.run([mutool, "draw", "-q", "-r", repr(72.0 * s / slot), "-c", "rgba", "-o", mu, os.path.join(iset, fn)],
                                       capture_output=True)
                        if os.path.exists(mu):
                            m = rgba(mu)
                            h, w = min(truth.shape[0], m.shape[0]), min(truth.shape[1], m.shape[1])
                            row["mupdf_1x"] = round(mean_delta(m[:h, :w], truth[:h, :w]), 3)
                            os.remove(mu)
                    entry["scales"][f"{s}x"] = row
                if entry["scales"]:
                    entry["worst"] = max(v["delta"] for v in entry["scales"].values())
                    entry["worst_pixel"] = max(v["max"] for v in entry["scales"].values())
                    entry["passes"] = entry["worst"] <= 1.0 and entry["worst_pixel"] <= 40
                results.append(entry)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump({"reference": "each paint by poppler at 16x, averaged down 16x16, composited source-over at 1x",
                   "measure": "mean |delta| in 8-bit levels over premultiplied RGBA of pixels either image inks; max: the largest |delta| of any pixel",
                   "bars": {"mean": 1.0, "max": 40}, "files": results}, f, indent=1)
        f.write("\n")
    print("| PDF icon | 2x | 3x | worst pixel | within the bars | poppler 1x, 2x / 3x | MuPDF 1x, 2x / 3x |")
    print("|---|---|---|---|---|---|---|")
    for e in results:
        if "refused" in e:
            print(f"| {e['file']} | refused: {e['refused']} | | | | | |")
        else:
            s = e["scales"]
            ctx = lambda k: f"{s.get('2x', {}).get(k, '—')} / {s.get('3x', {}).get(k, '—')}"
            print(f"| {e['file']} | {s['2x']['delta']} | {s['3x']['delta']} | {e['worst_pixel']:.0f} | {'yes' if e['passes'] else 'no'} | "
                  f"{ctx('poppler_1x')} | {ctx('mupdf_1x')} |")
    drawn = [e for e in results if "refused" not in e]
    print(f"\n{sum(bool(e.get('passes')) for e in drawn)} of {len(results)} PDF icons within 1.0 level (mean) and 40 levels (any pixel) "
          f"of exact coverage at 2x and 3x; {len(results) - len(drawn)} refused")
    within = lambda k: sum(all(v.get(k, 99) <= 1 for v in e["scales"].values()) for e in drawn)
    print(f"poppler's own 1x render within 1.0 level (mean) at both scales: {within('poppler_1x')} of {len(results)}; MuPDF's: {within('mupdf_1x')}")
    return 0

if __name__ == "__main__":
    sys.exit(main())
