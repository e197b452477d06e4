#!/usr/bin/env python3
"""TabSnap's SVG icons against resvg's (issue 15).

Reads the 40 real icons in ../shared/conformance/assets/svg/ in place, renders each at 24, 28
and 84 px with `tabsnap svg` (fitted, centred, transparent, currentColor black: the folder's
render_refs.sh conventions) and compares with resvg's render in ref/NAME.SIZE.png. The measure
is the issue's: mean |difference| in 8-bit levels over the premultiplied R, G, B and A of every
pixel either image inks.

A third column set compares both with resvg's render at 16 times the size, averaged down 16×16
(premultiplied): the coverage the shapes really have, within resvg's own error divided by 16.
At 24 and 28 px resvg's anti-aliasing (tiny-skia's sparse supersampling) is itself several levels
from that, so it shows which of the two is nearer the truth. Needs `resvg` (pip install
resvg-cli==0.44.0); skipped without it.

usage: Scripts/svg_compare.py [--tabsnap .build/debug/tabsnap] [--out FIXTURE.json]
needs: python3 with Pillow and numpy. Writes the JSON fixture (default
Scripts/fixtures/svg_resvg.json) and prints a table for the README.
"""
import argparse, glob, json, os, shutil, subprocess, sys, tempfile

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
    resvg = shutil.which("resvg")
    if not resvg:
        print("supersampled column skipped: resvg is not installed (pip install resvg-cli==0.44.0)")

    def supersampled(source, size, work):
        """resvg at 16x, averaged down in premultiplied RGBA: the shapes' true coverage."""
        big = os.path.join(work, "big.png")
        subprocess.run([resvg, "-w", str(size * 16), "-h", str(size * 16), source, big], check=True, capture_output=True)
        a = np.asarray(Image.open(big).convert("RGBA"), dtype=np.float64)
        pre = np.concatenate([a[:, :, :3] * a[:, :, 3:4] / 255.0, a[:, :, 3:4]], axis=2)
        pre = pre.reshape(size, 16, size, 16, 4).mean(axis=(1, 3))
        alpha = pre[:, :, 3:4]
        rgb = np.where(alpha > 0, pre[:, :, :3] * 255.0 / np.maximum(alpha, 1e-9), 0)
        return np.clip(np.rint(np.concatenate([rgb, alpha], axis=2)), 0, 255).astype(np.uint8)

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
                    ours = os.path.join(work, f"{name}.{s}.png")
                    if os.path.exists(ref):
                        entry["sizes"][str(s)] = round(mean_delta(ours, ref), 3)
                    if resvg:
                        truth = supersampled(source, s, work)
                        entry.setdefault("vs_supersampled", {})[str(s)] = round(mean_delta(np.asarray(Image.open(ours).convert("RGBA")), truth), 3)
                        entry.setdefault("resvg_vs_supersampled", {})[str(s)] = round(mean_delta(np.asarray(Image.open(ref).convert("RGBA")), truth), 3)
                entry["worst"] = max(entry["sizes"].values()) if entry["sizes"] else None
                entry["passes"] = entry["worst"] is not None and entry["worst"] <= 1.0
                if "vs_supersampled" in entry:
                    entry["supersampled_worst"] = max(entry["vs_supersampled"].values())
                    entry["resvg_supersampled_worst"] = max(entry["resvg_vs_supersampled"].values())
            results.append(entry)
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        json.dump({"measure": "mean |delta| in 8-bit levels over premultiplied RGBA of pixels either image inks",
                   "goal": 1.0, "files": results}, f, indent=1)
        f.write("\n")
    print("| icon | 24 px | 28 px | 84 px | ≤ 1 level | TabSnap / resvg vs 16× supersampled, worst size |")
    print("|---|---|---|---|---|---|")
    for e in results:
        if "refused" in e:
            print(f"| {e['file']} | refused: {e['refused']} | | | |")
        else:
            s = e["sizes"]
            ss = f"{e['supersampled_worst']} / {e['resvg_supersampled_worst']}" if "supersampled_worst" in e else "—"
            print(f"| {e['file']} | {s.get('24', '—')} | {s.get('28', '—')} | {s.get('84', '—')} | {'yes' if e['passes'] else 'no'} | {ss} |")
    drawn = [e for e in results if "refused" not in e]
    print(f"\n{sum(e['passes'] for e in drawn)} of {len(results)} icons within 1 level of resvg at every size; {len(results) - len(drawn)} refused")
    if resvg:
        print(f"{sum(e.get('supersampled_worst', 99) <= 1 for e in drawn)} of {len(results)} within 1 level of the 16x supersampled render at every size "
              f"(resvg at 1x: {sum(e.get('resvg_supersampled_worst', 99) <= 1 for e in drawn)})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
