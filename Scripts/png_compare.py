#!/usr/bin/env python3
"""TabSnap's `small` PNG profile against oxipng -o2 on images other people made (issue 18).

The references row of `make bench` measures TabSnap's own screenshots. This runs the same
comparison on the PNGs of ../shared/conformance, read in place: the real iOS tab bars
(ios-references), pixelmatch's fixtures, the icon renders of resvg, rlottie and poppler
(assets), and PngSuite's valid files (the x*.png ones are corrupt on purpose). Each image is
decoded by Pillow to 8-bit RGBA; TabSnap encodes those pixels with the `small` profile (through
`tabsnap repack --dry-run` on a plain copy, which decodes, encodes and checks the result) and
oxipng -o2 gets the same pixels (pyoxipng's RawImage). Neither file carries metadata. Sizes
are summed per folder; below 1.0x TabSnap's files are smaller.

usage: Scripts/png_compare.py [--tabsnap .build/release/tabsnap] [--out FIXTURE.json]
needs: python3 with Pillow and pyoxipng (pip install pyoxipng); a built `tabsnap`. Writes the
JSON fixture (default Scripts/fixtures/png_oxipng.json) and prints a table for the README.
"""
import argparse, glob, json, os, re, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CONFORMANCE = os.path.join(ROOT, "..", "shared", "conformance")
FOLDERS = ("ios-references", "pixelmatch", "assets", "pngsuite")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tabsnap", default=os.path.join(ROOT, ".build", "release", "tabsnap"))
    ap.add_argument("--out", default=os.path.join(HERE, "fixtures", "png_oxipng.json"))
    args = ap.parse_args()
    if not os.path.isdir(CONFORMANCE):
        print(f"skipped: {CONFORMANCE} is absent (the shared conformance data)")
        return 0
    try:
        import oxipng
        from PIL import Image
    except ImportError:
        print("skipped: needs Pillow and pyoxipng (pip install pillow pyoxipng)")
        return 0
    if not os.path.exists(args.tabsnap):
        sys.exit(f"{args.tabsnap} is missing: swift build -c release --product tabsnap")

    files = []
    for folder in FOLDERS:
        for path in sorted(glob.glob(os.path.join(CONFORMANCE, folder, "**", "*.png"), recursive=True)):
            if folder == "pngsuite" and os.path.basename(path).startswith("x"):
                continue
            files.append((folder, path))

    results = []
    with tempfile.TemporaryDirectory() as work:
        plain = {}
        for i, (folder, path) in enumerate(files):
            with Image.open(path) as im:
                rgba = im.convert("RGBA")
            copy = os.path.join(work, f"{i:04d}.png")
            rgba.save(copy, compress_level=0)  # pixels only; large, so TabSnap always re-encodes
            raw = oxipng.RawImage(rgba.tobytes(), rgba.width, rgba.height, color_type=oxipng.ColorType.rgba())
            plain[copy] = (folder, path, rgba.width, rgba.height, len(raw.create_optimized_png(level=2)))
        out = subprocess.run([args.tabsnap, "repack", "--dry-run", work], capture_output=True, text=True)
        if out.returncode != 0:
            sys.exit(f"tabsnap repack failed:\n{out.stderr}")
        sizes = {}
        for line in out.stdout.splitlines():
            m = re.match(r"would repack (\S+): \d+ -> (\d+) bytes", line) or \
                re.match(r"kept (\S+): already as small \(re-encoded: (\d+) bytes\)", line)
            if m:
                sizes[m.group(1)] = int(m.group(2))
        for copy, (folder, path, w, h, theirs) in sorted(plain.items()):
            if copy not in sizes:
                sys.exit(f"no size for {path} in:\n{out.stdout}")
            results.append({"folder": folder, "file": os.path.relpath(path, CONFORMANCE), "width": w, "height": h,
                            "tabsnap": sizes[copy], "oxipng": theirs})

    totals = {}
    for r in results:
        t = totals.setdefault(r["folder"], {"files": 0, "tabsnap": 0, "oxipng": 0, "smaller": 0})
        t["files"] += 1; t["tabsnap"] += r["tabsnap"]; t["oxipng"] += r["oxipng"]
        t["smaller"] += r["tabsnap"] < r["oxipng"]
    all_t = {k: sum(t[k] for t in totals.values()) for k in ("files", "tabsnap", "oxipng", "smaller")}
    print(f"{'folder':<16} {'files':>5} {'TabSnap':>10} {'oxipng -o2':>11} {'ratio':>6}  files smaller")
    for name, t in list(totals.items()) + [("all", all_t)]:
        print(f"{name:<16} {t['files']:>5} {t['tabsnap']:>10} {t['oxipng']:>11} {t['tabsnap'] / t['oxipng']:>5.2f}x  {t['smaller']}")
    with open(args.out, "w") as f:
        json.dump({"tool": "oxipng -o2 (pyoxipng 9.1.1)", "totals": totals, "all": all_t, "files": results}, f, indent=1)
        f.write("\n")
    print(f"wrote {os.path.relpath(args.out, ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
