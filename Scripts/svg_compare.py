#!/usr/bin/env python3
"""TabSnap's SVG icons against resvg's (issue 15).

Reads the 40 real icons in ../shared/conformance/assets/svg/ in place, renders each at 24, 28
and 84 px with `tabsnap svg` (fitted, centred, transparent, currentColor black: the folder's
render_refs.sh conventions) and compares with resvg's render in ref/NAME.SIZE.png. The measure
is the issue's: mean |difference| in 8-bit levels over the premultiplied R, G, B and A of every
pixel either image inks.

usage: Scripts/svg_compare.py [--tabsnap .build/debug/tabsnap] [--out FIXTURE.json]
needs: python3 with Pillow and numpy. Writes the JSON fixture (default
Scripts/fixtures/svg_resvg.json) and prints a table for the README.
"""
import argparse, glob, json, os, subprocess, sys, tempfile

import numpy as np
from PIL import Image

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from image_delta import mean_delta  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SVG = os.path.join(ROOT, "..", "shared", "conformance", "assets", "svg")
SIZES = (24, 28, 84)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tabsnap", default=os.path.join(ROOT, ".build", "debug", "tabsnap"))
    ap.add_argument("--out", default=os.path.join(ROOT, "Scripts", "fixtures", "svg_resvg.json"))
    args = ap.parse_args()
    if not os.path.isdir(SVG):
        print(f"skipped: {SVG} is absent (the shared conformance data)")
        return 0
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
                for s in SIZES:
                    ref = os.path.join(SVG, "ref", f"{name}.{s}.png")
                    if os.path.exists(ref):
                        entry["sizes"][str(s)] = round(mean_delta(os.path.join(work, f"{name}.{s}.png"), ref), 3)
                entry["worst"] = max(entry["sizes"].values()) if entry["sizes"] else None
                entry["passes"] = entry["worst"] is not None and entry["worst"] <= 1.0
            results.append(entry)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump({"measure": "mean |delta| in 8-bit levels over premultiplied RGBA of pixels either image inks",
                   "goal": 1.0, "files": results}, f, indent=1)
        f.write("\n")
    print("| icon | 24 px | 28 px | 84 px | ≤ 1 level |")
    print("|---|---|---|---|---|")
    for e in results:
        if "refused" in e:
            print(f"| {e['file']} | refused: {e['refused']} | | | |")
        else:
            s = e["sizes"]
            print(f"| {e['file']} | {s.get('24', '—')} | {s.get('28', '—')} | {s.get('84', '—')} | {'yes' if e['passes'] else 'no'} |")
    drawn = [e for e in results if "refused" not in e]
    print(f"\n{sum(e['passes'] for e in drawn)} of {len(results)} icons within 1 level at every size; {len(results) - len(drawn)} refused")
    return 0


if __name__ == "__main__":
    sys.exit(main())
