#!/usr/bin/env python3
"""TabSnap's PDF icons against poppler's (issue 15).

Reads the asset catalog in ../shared/conformance/assets/pdf/Icons.xcassets in place: every PDF
an imageset holds (12 files from public iOS apps), drawn by `tabsnap pdf` at 2x and 3x of its
point size (page size / the slot's scale, the folder's render_refs.py conventions) and compared
with pdftocairo's transparent render in ref/IMAGESET__STEM@Sx.transp.png. The measure is the
issue's: mean |difference| in 8-bit levels over the premultiplied R, G, B and A of every pixel
either image inks. Where the two differ in size by a rounding pixel, the common area is compared.

A second engine is measured live when MuPDF's `mutool` is installed (Debian's mupdf-tools):
poppler's cairo backend applies a clip both inside a transparency group and again when the group
is composited (an edge pixel of coverage c comes out near c²) and aligns strokes thinner than a
pixel or so to the pixel grid; Quartz, MuPDF and TabSnap do neither, so icons built from a clip
and a group, or from hairlines, differ from poppler by several levels and agree with MuPDF.
A third measure renders with poppler live at 16 times the resolution and averages 16×16 blocks
down (premultiplied), which shrinks both artefacts sixteen-fold: needs pdftocairo (Debian's
poppler-utils); skipped without it.

usage: Scripts/pdf_compare.py [--tabsnap .build/debug/tabsnap] [--out FIXTURE.json]
needs: python3 with Pillow and numpy; mupdf-tools for the MuPDF column (skipped without). Writes the JSON fixture (default
Scripts/fixtures/pdf_poppler.json) and prints a table for the README.
"""
import argparse, glob, json, os, shutil, subprocess, sys, tempfile

import numpy as np
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from image_delta import mean_delta  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
PDF = os.path.join(ROOT, "..", "shared", "conformance", "assets", "pdf")
SCALES = (2, 3)


def rgba(path):
    return np.asarray(Image.open(path).convert("RGBA"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tabsnap", default=os.path.join(ROOT, ".build", "debug", "tabsnap"))
    ap.add_argument("--out", default=os.path.join(ROOT, "Scripts", "fixtures", "pdf_poppler.json"))
    args = ap.parse_args()
    catalog = os.path.join(PDF, "Icons.xcassets")
    if not os.path.isdir(catalog):
        print(f"skipped: {catalog} is absent (the shared conformance data)")
        return 0
    mutool = shutil.which("mutool")
    pdftocairo = shutil.which("pdftocairo")
    if not pdftocairo:
        print("supersampled poppler column skipped: pdftocairo is not installed (apt-get install poppler-utils)")

    def supersampled(pdf, dpi, w, h, work):
        base = os.path.join(work, "big")
        subprocess.run([pdftocairo, "-png", "-transp", "-r", repr(dpi * 16), "-singlefile", pdf, base], check=True, capture_output=True)
        a = np.asarray(Image.open(base + ".png").convert("RGBA"), dtype=np.float64)[:h * 16, :w * 16]
        pre = np.concatenate([a[:, :, :3] * a[:, :, 3:4] / 255.0, a[:, :, 3:4]], axis=2)
        hh, ww = a.shape[0] // 16, a.shape[1] // 16
        pre = pre[:hh * 16, :ww * 16].reshape(hh, 16, ww, 16, 4).mean(axis=(1, 3))
        alpha = pre[:, :, 3:4]
        rgb = np.where(alpha > 0, pre[:, :, :3] * 255.0 / np.maximum(alpha, 1e-9), 0)
        return np.clip(np.rint(np.concatenate([rgb, alpha], axis=2)), 0, 255).astype(np.uint8)
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
                    ref = os.path.join(PDF, "ref", f"{stem}@{s}x.transp.png")
                    if not os.path.exists(ref):
                        continue
                    theirs = rgba(ref)
                    h, w = min(ours.shape[0], theirs.shape[0]), min(ours.shape[1], theirs.shape[1])
                    row = {"delta": round(mean_delta(ours[:h, :w], theirs[:h, :w]), 3),
                           "px": [ours.shape[1], ours.shape[0]], "poppler_px": [theirs.shape[1], theirs.shape[0]]}
                    if pdftocairo:
                        ss = supersampled(os.path.join(iset, fn), 72.0 * s / slot, ours.shape[1], ours.shape[0], out)
                        h2, w2 = min(ours.shape[0], ss.shape[0]), min(ours.shape[1], ss.shape[1])
                        row["poppler16_delta"] = round(mean_delta(ours[:h2, :w2], ss[:h2, :w2]), 3)
                    if mutool:
                        mu = os.path.join(out, "mupdf.png")
                        subprocess.run([mutool, "draw", "-q", "-r", repr(72.0 * s / slot), "-c", "rgba", "-o", mu, os.path.join(iset, fn)],
                                       capture_output=True)
                        if os.path.exists(mu):
                            m = rgba(mu)
                            h, w = min(ours.shape[0], m.shape[0]), min(ours.shape[1], m.shape[1])
                            row["mupdf_delta"] = round(mean_delta(ours[:h, :w], m[:h, :w]), 3)
                            os.remove(mu)
                    entry["scales"][f"{s}x"] = row
                if entry["scales"]:
                    entry["worst"] = max(v["delta"] for v in entry["scales"].values())
                    entry["passes"] = entry["worst"] <= 1.0
                    if pdftocairo:
                        entry["poppler16_worst"] = max(v.get("poppler16_delta", 99) for v in entry["scales"].values())
                    if mutool:
                        entry["mupdf_worst"] = max(v.get("mupdf_delta", 99) for v in entry["scales"].values())
                        entry["mupdf_passes"] = entry["mupdf_worst"] <= 1.0
                results.append(entry)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump({"measure": "mean |delta| in 8-bit levels over premultiplied RGBA of pixels either image inks",
                   "reference": "pdftocairo -transp (poppler)", "goal": 1.0, "files": results}, f, indent=1)
        f.write("\n")
    print("| PDF icon | poppler 2x | poppler 3x | MuPDF 2x | MuPDF 3x | poppler 16× averaged, 2x / 3x |")
    print("|---|---|---|---|---|---|")
    for e in results:
        if "refused" in e:
            print(f"| {e['file']} | refused: {e['refused']} | | | |")
        else:
            s = e["scales"]
            cells = [s.get(k, {}).get(f, "—") for f in ("delta", "mupdf_delta") for k in ("2x", "3x")]
            cells.append(f"{s.get('2x', {}).get('poppler16_delta', '—')} / {s.get('3x', {}).get('poppler16_delta', '—')}")
            print(f"| {e['file']} | " + " | ".join(str(c) for c in cells) + " |")
    drawn = [e for e in results if "refused" not in e]
    print(f"\n{sum(bool(e.get('passes')) for e in drawn)} of {len(results)} PDF icons within 1 level of poppler at 2x and 3x; "
          f"{sum(bool(e.get('mupdf_passes')) for e in drawn)} of {len(results)} within 1 level of MuPDF; "
          f"{sum(e.get('poppler16_worst', 99) <= 1 for e in drawn)} of {len(results)} within 1 level of poppler at 16x averaged down; "
          f"{len(results) - len(drawn)} refused")
    return 0


if __name__ == "__main__":
    sys.exit(main())
