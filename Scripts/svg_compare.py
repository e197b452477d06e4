#!/usr/bin/env python3
"""TabSnap's SVG icons against their exact coverage (issues 15 and 46).

Exact coverage is the reference: each of the 40 real icons in ../shared/conformance/assets/svg/
rendered by resvg at 16 times the size and averaged down 16x16 in premultiplied RGBA, which
divides resvg's own anti-aliasing error by 16 and leaves the coverage the shapes really have.
resvg's 1x render (ref/NAME.SIZE.png in the folder) is context only: at 24 and 28 px its sparse
supersampling is itself several levels from the truth.

Renders each icon at 24, 28 and 84 px with `tabsnap svg` (fitted, centred, transparent,
currentColor black: the folder's render_refs.sh conventions) and compares. The measures: mean
|difference| in 8-bit levels over the premultiplied R, G, B and A of every pixel either image
inks, and the largest |difference| of any pixel. The bars SVGRendererTests holds: mean <= 1.0
and no pixel over 40 levels, for every icon at every size.

--fixtures writes the exact renders as PNGs (default Tests/TabSnapSVGTests/Fixtures/exact/) for
the test, so CI needs neither resvg nor Python.

usage: Scripts/svg_compare.py [--tabsnap .build-make/debug/tabsnap (or .build/debug)] [--out FIXTURE.json] [--fixtures DIR]
needs: python3 with Pillow and numpy, and resvg (pip install resvg-cli==0.44.0). Writes the JSON
fixture (default Scripts/fixtures/svg_exact.json) and prints the table in docs/svg.md.
"""
import argparse, glob, json, os, shutil, subprocess, sys, tempfile

import numpy as np
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from image_delta import averaged_down, max_delta, mean_delta, over, straightened  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SVG = os.path.join(ROOT, "..", "shared", "conformance", "assets", "svg")
SIZES = (24, 28, 84)


SVGNS = "http://www.w3.org/2000/svg"
LEAVES = {"path", "rect", "circle", "ellipse", "line", "polyline", "polygon", "use", "image", "text"}
NOT_DRAWN = {"defs", "clipPath", "mask", "pattern", "marker", "symbol", "linearGradient", "radialGradient", "filter"}


def element_layers(source):
    """One SVG per painted element and paint (fill, then stroke), every other element hidden."""
    import xml.etree.ElementTree as ET
    ET.register_namespace("", SVGNS)
    ET.register_namespace("xlink", "http://www.w3.org/1999/xlink")
    tree = ET.parse(source)
    local = lambda e: e.tag.rsplit("}", 1)[-1] if isinstance(e.tag, str) else ""
    leaves = []

    def walk(e, drawn):
        for c in e:
            if local(c) in NOT_DRAWN:
                continue
            if local(c) in LEAVES:
                leaves.append(c)
            walk(c, drawn)
    walk(tree.getroot(), True)
    original = {id(e): e.get("style") for e in leaves}
    layers = []
    for i, leaf in enumerate(leaves):
        for hide in ("stroke", "fill"):
            for j, e in enumerate(leaves):
                extra = f"{hide}:none" if j == i else "display:none"
                base = original[id(e)]
                e.set("style", f"{base};{extra}" if base else extra)
            layers.append(ET.tostring(tree.getroot(), encoding="utf-8"))
    for e in leaves:
        if original[id(e)] is None:
            del e.attrib["style"]
        else:
            e.set("style", original[id(e)])
    return layers


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tabsnap", default=next((p for p in (os.path.join(ROOT, ".build-make", "debug", "tabsnap"), os.path.join(ROOT, ".build", "debug", "tabsnap")) if os.path.exists(p)), os.path.join(ROOT, ".build-make", "debug", "tabsnap")))
    ap.add_argument("--out", default=os.path.join(ROOT, "Scripts", "fixtures", "svg_exact.json"))
    ap.add_argument("--fixtures", default=os.path.join(ROOT, "Tests", "TabSnapSVGTests", "Fixtures", "exact"))
    args = ap.parse_args()
    if not os.path.isdir(SVG):
        print(f"skipped: {SVG} is absent (the shared conformance data)")
        return 0
    resvg = shutil.which("resvg")
    if not resvg:
        print("skipped: resvg is not installed (pip install resvg-cli==0.44.0); it makes the exact-coverage reference")
        return 0
    os.makedirs(args.fixtures, exist_ok=True)

    def supersampled(source, size, work, name="big"):
        """resvg at 16x, averaged down 16x16: premultiplied float RGBA in 0...255."""
        big = os.path.join(work, name + ".png")
        subprocess.run([resvg, "-w", str(size * 16), "-h", str(size * 16), source, big], check=True, capture_output=True)
        return averaged_down(Image.open(big).convert("RGBA"), 16)

    def exact(source, size, work):
        """Each element's fill and stroke at its exact coverage (16x, averaged down), composited
        source-over at 1x in document order, as every 1x renderer composites them. Rendering the
        whole icon at 16x instead would also remove the seam where two elements' anti-aliased
        edges meet (coverage c over c gives 2c - c², not c), which is compositing, not coverage."""
        out = None
        for i, layer in enumerate(element_layers(source)):
            path = os.path.join(work, f"layer{i}.svg")
            with open(path, "wb") as f:
                f.write(layer)
            out = over(supersampled(path, size, work, f"layer{i}"), out)
        return straightened(out if out is not None else np.zeros((size, size, 4)))

    results = []
    with tempfile.TemporaryDirectory() as work:
        for source in sorted(glob.glob(os.path.join(SVG, "*.svg"))):
            name = os.path.basename(source)[:-4]
            entry = {"file": name + ".svg", "sizes": {}}
            cmd = [args.tabsnap, "svg", source, "--out", work]
            for s in SIZES:
                cmd += ["--size", str(s)]
            run = subprocess.run(cmd, capture_output=True, text=True)
            if run.returncode != 0:
                entry["refused"] = run.stderr.strip().replace(source, name + ".svg").replace("tabsnap: Error: ", "")
            else:
                for size in SIZES:
                    ref = os.path.join(SVG, "ref", f"{name}.{size}.png")
                    ours = np.asarray(Image.open(os.path.join(work, f"{name}.{size}.png")).convert("RGBA"))
                    truth = exact(source, size, work)
                    Image.fromarray(truth, "RGBA").save(os.path.join(args.fixtures, f"{name}.{size}.png"), optimize=True)
                    k = str(size)
                    entry["sizes"][k] = round(mean_delta(ours, truth), 3)
                    entry.setdefault("max", {})[k] = round(max_delta(ours, truth), 1)
                    if os.path.exists(ref):
                        entry.setdefault("resvg_1x", {})[k] = round(mean_delta(np.asarray(Image.open(ref).convert("RGBA")), truth), 3)
                        entry.setdefault("vs_resvg_1x", {})[k] = round(mean_delta(ours, ref), 3)
                entry["worst"] = max(entry["sizes"].values())
                entry["worst_pixel"] = max(entry["max"].values())
                entry["passes"] = entry["worst"] <= 1.0 and entry["worst_pixel"] <= 40
            results.append(entry)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump({"reference": "each element's fill and stroke by resvg 0.44 at 16x, averaged down 16x16 (exact coverage within resvg's error / 16), composited source-over at 1x",
                   "measure": "mean |delta| in 8-bit levels over premultiplied RGBA of pixels either image inks; max: the largest |delta| of any pixel",
                   "bars": {"mean": 1.0, "max": 40}, "files": results}, f, indent=1)
        f.write("\n")
    print("| icon | 24 px | 28 px | 84 px | worst pixel | within the bars | resvg 1x, worst size |")
    print("|---|---|---|---|---|---|---|")
    for e in results:
        if "refused" in e:
            print(f"| {e['file']} | refused: {e['refused']} | | | | | |")
        else:
            s = e["sizes"]
            r = max(e["resvg_1x"].values()) if "resvg_1x" in e else "—"
            print(f"| {e['file']} | {s['24']} | {s['28']} | {s['84']} | {e['worst_pixel']:.0f} | {'yes' if e['passes'] else 'no'} | {r} |")
    drawn = [e for e in results if "refused" not in e]
    print(f"\n{sum(e['passes'] for e in drawn)} of {len(results)} icons within 1.0 level (mean) and 40 levels (any pixel) of exact coverage at every size; "
          f"{len(results) - len(drawn)} refused")
    print(f"resvg's own 1x render within 1.0 level (mean) at every size: {sum(max(e.get('resvg_1x', {'x': 99}).values()) <= 1 for e in drawn)} of {len(results)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
