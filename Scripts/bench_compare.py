#!/usr/bin/env python3
"""TabSnap against the tools people would pick instead, measured in the same run (issue 18).

Each row runs TabSnap's release binaries and the other tool on the same scene, on this
machine, one after the other, and prints the ratio TabSnap ÷ other (below 1 means TabSnap is
faster or smaller). Absolute figures are context only; the ratios are what the README quotes.

    resvg      the `resvg-cli` wheel (resvg 0.44), drawing the SVG form of the same display
               list (`tabsnap render --format svg`: text as the same glyph outlines)
    pixelmatch the `pixelmatch-fast` wheel (a numba port of mapbox/pixelmatch)
    oxipng     the `pyoxipng` wheel, at level 2 (`oxipng -o2`), given each reference's pixels
               and text chunks (decoded by Pillow)

A row whose tool is not installed is skipped with a message. Needs python3 with Pillow and
numpy for the pixelmatch rows; `make bench` builds the binaries first.

    python3 Scripts/bench_compare.py [--tabsnap PATH] [--bench PATH] [--runs N]
"""
import argparse
import concurrent.futures as cf
import glob
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

CONFIGS = ["Examples/seed000-en.json", "Examples/seed001-more.json",
           "Examples/seed003-sections.json", "Examples/seed004-icons.json"]
DEVICES = ["iphone-se", "iphone-15-pro", "iphone-15-pro-max", "ipad-10", "ipad-pro-11"]
CORES = os.cpu_count() or 1


def run(cmd, **kw):
    """Runs cmd, returns (seconds, peak RSS in MiB, exit code, stderr, rusage) of that one process."""
    # stderr goes to a file, not a pipe: a chatty command would block on a full pipe.
    with tempfile.TemporaryFile() as log:
        t0 = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=log, **kw)
        _, status, usage = os.wait4(p.pid, 0)
        seconds = time.perf_counter() - t0
        p.returncode = os.waitstatus_to_exitcode(status)
        log.seek(0)
        err = log.read().decode(errors="replace")
    return seconds, usage.ru_maxrss / 1024, p.returncode, err, usage


def check(cmd, allowed=(0,)):
    """(seconds, peak RSS in MiB, user CPU seconds, system CPU seconds) of one run of cmd."""
    seconds, rss, code, err, usage = run(cmd)
    if code not in allowed:
        sys.exit(f"bench_compare: {' '.join(cmd)} exited {code}:\n{err}")
    return seconds, rss, usage.ru_utime, usage.ru_stime


def median_of(n, fn):
    fn()  # untimed: the first run of a binary pays for page-cache and CPU warm-up, not its work
    results = [fn() for _ in range(n)]
    return statistics.median(r[0] for r in results), max(r[1] for r in results)


def paired(n, ours_fn, theirs_fn):
    """Medians of `n` runs of each, taken in turns (ours, theirs, ours, ...): this machine's speed
    drifts by tens of per cent over a minute, and running all of one side first put that drift
    into the ratio (0.87x and 1.08x for the same two binaries, minutes apart)."""
    ours, theirs = [], []
    ours_fn(); theirs_fn()  # one untimed run of each first, as hyperfine's --warmup
    for _ in range(n):
        ours.append(ours_fn())
        theirs.append(theirs_fn())
    med = lambda rs: (statistics.median(r[0] for r in rs), max(r[1] for r in rs))
    return med(ours), med(theirs)


def row(name, ours, theirs, unit, goal):
    ratio = ours / theirs if theirs else float("nan")
    print(f"{name:<58} {ours:>10.3f} {theirs:>10.3f} {unit:<6} {ratio:>7.2f}x   {goal}")


def skip(name, why):
    print(f"{name:<58} skipped: {why}")


def find_resvg():
    """The resvg binary itself. The wheel puts it beside this interpreter; a `resvg` found on PATH
    may be a version manager's shell shim (pyenv's), whose own start-up would be timed as resvg's."""
    import sysconfig
    beside = os.path.join(sysconfig.get_path("scripts"), "resvg")
    if os.path.isfile(beside) and os.access(beside, os.X_OK):
        return beside
    found = shutil.which("resvg")
    if found:
        with open(found, "rb") as f:
            if f.read(4) == b"\x7fELF":
                return found
        try:  # a shim: ask pyenv where the real one is
            real = subprocess.run(["pyenv", "which", "resvg"], capture_output=True, text=True).stdout.strip()
            if real:
                return real
        except OSError:
            pass
    return found


RESVG = find_resvg()


def have_resvg():
    return RESVG is not None


def have_pixelmatch():
    """pixelmatch-fast with numpy and Pillow, asked of a child interpreter: importing numba here
    would grow this process, and a child's peak RSS starts from its parent's at fork."""
    probe = ("import numpy, PIL, pixelmatch; from importlib import metadata; "
             "metadata.version('pixelmatch-fast'); assert hasattr(pixelmatch, 'pixelmatch')")
    return subprocess.run([sys.executable, "-c", probe], capture_output=True).returncode == 0


def have_pillow():
    return subprocess.run([sys.executable, "-c", "import PIL"], capture_output=True).returncode == 0


def mark_all(paths):
    """Paints a 40x40 block into every PNG (in a child interpreter, for the reason above)."""
    code = ("import sys; from PIL import Image\n"
            "for p in sys.argv[1:]:\n"
            "    im = Image.open(p).convert('RGBA'); im.paste((255, 0, 255, 255), (20, 20, 60, 60)); im.save(p)\n")
    subprocess.run([sys.executable, "-c", code, *paths], check=True)


def svgs(tabsnap, configs, devices, schemes, out, orientations=("portrait",)):
    cmd = [tabsnap, "render", *configs, "--format", "svg", "--out", out]
    for d in devices:
        cmd += ["--device", d]
    for s in schemes:
        cmd += ["--scheme", s]
    for o in orientations:
        cmd += ["--orientation", o]
    check(cmd)
    return sorted(glob.glob(out + "/*.svg"))


def resvg_all(files, out_dir):
    """resvg over every SVG, as many processes at once as there are cores."""
    def one(svg):
        return check([RESVG, svg, os.path.join(out_dir, os.path.basename(svg)[:-4] + ".png")])
    t0 = time.perf_counter()
    with cf.ThreadPoolExecutor(CORES) as pool:
        rss = max(r[1] for r in pool.map(one, files))
    return time.perf_counter() - t0, rss


# Competitor's verify: per snapshot, resvg draws the SVG and pixelmatch compares it with the
# stored reference (writing a diff image when they differ, as TabSnap writes its artifacts).
def _warm():
    import numpy as np
    from PIL import Image
    import pixelmatch
    a = Image.fromarray(np.zeros((8, 8, 4), dtype=np.uint8))
    pixelmatch.pixelmatch(a, a)


def _verify_one(job):
    svg, reference, work = job
    import pixelmatch
    png = os.path.join(work, os.path.basename(svg)[:-4] + ".png")
    subprocess.run([RESVG, svg, png], check=True)
    diff = os.path.join(work, os.path.basename(svg)[:-4] + ".diff.png")
    mismatched = pixelmatch.pixelmatch(png, reference, output=None)
    if mismatched:
        pixelmatch.pixelmatch(png, reference, output=diff)
    return mismatched


def competitor_verify(files, references, work):
    jobs = [(s, r, work) for s, r in zip(files, references)]
    with cf.ProcessPoolExecutor(CORES, initializer=_warm) as pool:
        list(pool.map(time.sleep, [0.5] * CORES))  # every worker started and warmed up
        t0 = time.perf_counter()
        mismatched = list(pool.map(_verify_one, jobs))
        return time.perf_counter() - t0, mismatched


def main():
    sys.stdout.reconfigure(line_buffering=True)
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tabsnap", default=".build/release/tabsnap")
    ap.add_argument("--bench", default=".build/release/tabsnap-bench")
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--only", default="render,matrix,verify,references",
                    help="comma-separated rows to run (render, matrix, verify, references)")
    args = ap.parse_args()
    tabsnap = os.path.abspath(args.tabsnap)
    if not os.path.exists(tabsnap):
        sys.exit(f"bench_compare: {tabsnap} is missing; run `make bench` (it builds it)")
    if not os.path.exists("Examples/seed000-en.json"):
        sys.exit("bench_compare: run from the repository root")
    pm = have_pixelmatch()
    work = tempfile.mkdtemp(prefix="tabsnap-compare-")
    try:
        print(f"{'compare (TabSnap / other, same run, ' + str(CORES) + ' cores)':<58} {'TabSnap':>10} {'other':>10} {'unit':<6} {'ratio':>8}   goal")
        only = set(args.only.split(","))
        if "render" in only:
            one_render(tabsnap, work, args.runs)
            material_render(tabsnap, work, args.runs)
        # As many runs as the render: with 3, one disturbed pair moved the median from 0.50x to 1.04x.
        if "matrix" in only: matrix(tabsnap, work, args.runs)
        if "verify" in only:
            examples_suite(tabsnap, work, args.runs)
            verify(tabsnap, work, pm)
        if "references" in only: references(args.bench)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def material_render(tabsnap, work, runs):
    """Context, TabSnap alone: the same screen with the system bar's standard appearance, whose
    material blurs what lies under the bar (15 pt, 127 px of reach at 3x). resvg has no backdrop
    blur to set against it."""
    d = os.path.join(work, "material")
    os.makedirs(d)
    config = os.path.join(d, "material.yaml")
    with open("Examples/style-system.yaml") as f:
        text = f.read().replace("style: system\n", "style: system\nappearance: standard\n")
    assert "appearance: standard" in text
    with open(config, "w") as f:
        f.write(text.replace("name: style-system", "name: material"))
    ours = median_of(runs, lambda: check([tabsnap, "render", config, "--device", "iphone-15-pro-max", "--scheme", "light",
                                          "--out", os.path.join(d, "out.png")]))
    print(f"{'compare.render standard appearance, material (TabSnap alone)':<58} {ours[0] * 1e3:>10.3f} {'':>10} {'ms':<6}")


def one_render(tabsnap, work, runs):
    name = "compare.render 1290x2796 to PNG, whole process, vs resvg"
    if not have_resvg():
        return skip(name, "resvg not found (pip install resvg-cli==0.44.0)")
    d = os.path.join(work, "one")
    os.makedirs(d)
    svg = svgs(tabsnap, ["Examples/seed000-en.json"], ["iphone-15-pro-max"], ["light"], d)[0]
    png = os.path.join(d, "tabsnap.png")
    ours, theirs = paired(runs, lambda: check([tabsnap, "render", "Examples/seed000-en.json", "--device", "iphone-15-pro-max",
                                               "--scheme", "light", "--out", png]),
                          lambda: check([RESVG, svg, os.path.join(d, "resvg.png")]))
    row(name + " (time)", ours[0] * 1e3, theirs[0] * 1e3, "ms", "<= 0.7x")
    row(name + " (peak RSS)", ours[1], theirs[1], "MiB", "<= 1.0x")
    bar = os.path.join(d, "bar.png")
    ours_bar = median_of(runs, lambda: check([tabsnap, "render", "Examples/seed000-en.json", "--device", "iphone-15-pro-max",
                                              "--scheme", "light", "--bar-only", "--out", bar]))
    row("compare.render --bar-only vs resvg full screen (time)", ours_bar[0] * 1e3, theirs[0] * 1e3, "ms", "context")


def matrix(tabsnap, work, runs):
    name = "compare.matrix 40 PNGs (4 configs x 5 devices x 2 schemes) vs resvg x 40"
    if not have_resvg():
        return skip(name, "resvg not found (pip install resvg-cli==0.44.0)")
    d = os.path.join(work, "matrix")
    os.makedirs(d + "/svg")
    files = svgs(tabsnap, CONFIGS, DEVICES, ["light", "dark"], d + "/svg")
    assert len(files) == 40, len(files)
    cmd = [tabsnap, "render", *CONFIGS, "--scheme", "light", "--scheme", "dark", "--out", d + "/tabsnap"]
    for dev in DEVICES:
        cmd += ["--device", dev]
    os.makedirs(d + "/resvg")
    ours, theirs = paired(runs, lambda: check(cmd), lambda: resvg_all(files, d + "/resvg"))
    row(name, ours[0], theirs[0], "s", "<= 0.5x")


def swap_configurations(refs):
    """Gives each reference the bytes of the next configuration's with the same rest of the name
    (device, orientation, scheme), in the order `write_manifest` lists the configurations."""
    stems = [os.path.basename(c)[:-5] for c in sorted(glob.glob("Examples/*.json"))[:5]]
    data = {p: open(p, "rb").read() for p in refs}
    for p in refs:
        name = os.path.basename(p)
        stem = next(s for s in stems if name.startswith(s + "."))
        other = os.path.join(os.path.dirname(p), stems[(stems.index(stem) + 1) % len(stems)] + name[len(stem):])
        with open(p, "wb") as f:
            f.write(data[other])


def write_manifest(path, snapshots, devices):
    with open(path, "w") as f:
        f.write("suite: Compare\n")
        f.write(f"snapshots: {snapshots}\n")
        f.write("configurations: [" + ", ".join(f'"{os.path.abspath(c)}"' for c in sorted(glob.glob("Examples/*.json"))[:5]) + "]\n")
        f.write("devices: [" + ", ".join(devices) + "]\n")
        f.write("schemes: [light, dark]\norientations: [portrait, landscape]\n")


def examples_suite(tabsnap, work, runs):
    """`tabsnap verify` as a user runs it: the project's own suite (tabsnap.yaml: every Examples
    configuration on three devices in both schemes, 66 full screens against their committed,
    stamped references), report, previews, summary and JUnit written, as one process."""
    out = os.path.join(work, "examples-verify")
    one = lambda: check([tabsnap, "verify", "--out", out])
    one()  # untimed, as median_of does
    results = [one() for _ in range(runs)]
    wall = statistics.median(r[0] for r in results)
    cpu = statistics.median(r[2] + r[3] for r in results)
    count = len(glob.glob("Snapshots/Examples/*.png"))
    print(f"{'compare.verify the Examples suite as a user runs it (TabSnap alone)':<58} {count / wall:>10.1f} {'':>10} {'snap/s':<6} "
          f"{'':>8}   >= 300 snap/s ({count} snapshots in {wall:.3f} s wall, {cpu:.2f} s CPU; median of {runs})")
    print(f"{'compare.verify the Examples suite: peak RSS (most of ' + str(runs) + ')':<58} {max(r[1] for r in results):>10.1f} {'':>10} "
          f"{'MiB':<6} {'':>8}   <= 64 MiB")


def verify(tabsnap, work, pm):
    name = "compare.verify 100 passing full screens vs resvg + pixelmatch"
    d = os.path.join(work, "verify")
    os.makedirs(d)
    manifest = os.path.join(d, "tabsnap.yaml")
    write_manifest(manifest, os.path.join(d, "Snapshots"), DEVICES)
    check([tabsnap, "record", "--manifest", manifest])
    refs = sorted(glob.glob(d + "/Snapshots/**/*.png", recursive=True))
    assert len(refs) == 100, len(refs)
    ours = median_of(3, lambda: check([tabsnap, "verify", "--manifest", manifest, "--out", d + "/results"]))
    rate = 100 / ours[0]
    # Memory stays flat with the suite's size: a quarter of it (the same mix of devices), then all.
    quarter = check([tabsnap, "verify", "--manifest", manifest, "--shard", "1/4", "--out", d + "/results-q"])
    print(f"{'compare.verify peak RSS, 25 / 100 snapshots':<58} {quarter[1]:>10.1f} {ours[1]:>10.1f} {'MiB':<6} {'':>8}   <= 64 MiB, flat")

    # Context, TabSnap alone: the failures a design-system change gives. Each reference, as
    # `record` stamped it, is swapped for another configuration's of the same device, scheme and
    # orientation, so the bars differ across their width and every digest mismatches.
    swapped_dir = os.path.join(d, "swapped")
    swapped_manifest = os.path.join(swapped_dir, "tabsnap.yaml")
    shutil.copytree(os.path.join(d, "Snapshots"), os.path.join(swapped_dir, "Snapshots"))
    write_manifest(swapped_manifest, os.path.join(swapped_dir, "Snapshots"), DEVICES)
    swap_configurations(sorted(glob.glob(swapped_dir + "/Snapshots/**/*.png", recursive=True)))
    swapped = median_of(3, lambda: check([tabsnap, "verify", "--manifest", swapped_manifest, "--out", swapped_dir + "/results"],
                                         allowed=(1,)))
    print(f"{'compare.verify 100 stamped, bars swapped (TabSnap alone)':<58} {100 / swapped[0]:>10.1f} {'':>10} {'snap/s':<6}")

    # All differ: every reference gets a changed 40x40 block (so each is decoded and compared).
    from_refs = have_pillow()
    if from_refs:
        mark_all(refs)
        runs = [check([tabsnap, "verify", "--manifest", manifest, "--out", d + "/results"], allowed=(1,)) for _ in range(3)]
        differ = statistics.median(r[0] for r in runs), max(r[1] for r in runs)
        differ_rate = 100 / differ[0]
        # Context: where the time goes. System time is mostly the file system creating ~1,100
        # files per run; on ext4 without a journal it grows with the files deleted in the last
        # minutes (each earlier run replaced the one before's).
        cpu = " ".join(f"{r[2]:.2f}+{r[3]:.2f}" for r in runs)
        print(f"{'compare.verify 100 all differing (TabSnap alone)':<58} {differ_rate:>10.1f} {'':>10} {'snap/s':<6} {'':>8}   >= 60 snap/s")
        print(f"{'compare.verify 100 all differing: user+system CPU, 3 runs':<58} {cpu:>21} s")
    if not have_resvg() or not pm:
        why = "resvg not found (pip install resvg-cli==0.44.0)" if not have_resvg() else "pixelmatch-fast not installed (pip install pixelmatch-fast)"
        print(f"{'compare.verify 100 passing (TabSnap alone)':<58} {rate:>10.1f} {'':>10} {'snap/s':<6}")
        return skip(name, why)
    files = svgs(tabsnap, sorted(glob.glob("Examples/*.json"))[:5], DEVICES, ["light", "dark"], d + "/svg",
                 orientations=("portrait", "landscape"))
    assert len(files) == 100, len(files)
    # The competitor's references are its own renders, so its snapshots pass too.
    theirs_refs = d + "/resvg-refs"
    os.makedirs(theirs_refs)
    resvg_all(files, theirs_refs)
    their_refs = [os.path.join(theirs_refs, os.path.basename(s)[:-4] + ".png") for s in files]
    os.makedirs(d + "/resvg-work")
    theirs, mismatched = competitor_verify(files, their_refs, d + "/resvg-work")
    assert not any(mismatched), "resvg did not reproduce its own references"
    row(name, ours[0], theirs, "s", f"TabSnap >= 300 snap/s (here {rate:.0f})")
    if from_refs:
        mark_all(their_refs)
        theirs_differ, mismatched = competitor_verify(files, their_refs, d + "/resvg-work")
        assert all(mismatched)
        row("compare.verify 100 all differing vs resvg + pixelmatch (diff images)", differ[0], theirs_differ, "s",
            f"TabSnap >= 60 snap/s (here {differ_rate:.0f})")


def oxipng_input(path, oxipng):
    """The reference's pixels as 8-bit RGBA and its tEXt chunks, in file order."""
    import struct
    from PIL import Image
    with Image.open(path) as im:
        rgba = im.convert("RGBA")
    raw = oxipng.RawImage(rgba.tobytes(), rgba.width, rgba.height, color_type=oxipng.ColorType.rgba())
    data = open(path, "rb").read()
    at = 8
    while at + 12 <= len(data):
        n, kind = struct.unpack(">I4s", data[at:at + 8])
        if kind == b"tEXt":
            raw.add_png_chunk(kind, data[at + 8:at + 8 + n])
        at += 12 + n
    return raw


def references(bench):
    name = "compare.references (Snapshots/) bytes vs oxipng -o2"
    if subprocess.run([sys.executable, "-c", "import oxipng, PIL"], capture_output=True).returncode != 0:
        return skip(name, "pyoxipng or Pillow not installed (pip install pyoxipng pillow)")
    import oxipng  # last row: this process's size no longer matters
    files = sorted(glob.glob("Snapshots/**/*.png", recursive=True))
    if not files:
        return skip(name, "no references under Snapshots/")
    ours_bytes = sum(os.path.getsize(f) for f in files)
    # oxipng is handed the same pixels (decoded RGBA) and the same text chunks, not TabSnap's
    # files: given a file it cannot shrink, oxipng returns that file, so the ratio against it
    # could never go below 1.0x.
    raws = [oxipng_input(f, oxipng) for f in files]
    t0 = time.perf_counter()
    theirs_bytes = sum(len(raw.create_optimized_png(level=2)) for raw in raws)
    theirs_time = time.perf_counter() - t0
    row(name, ours_bytes / 1e6, theirs_bytes / 1e6, "MB", "<= 0.97x")
    # Context: what oxipng still takes off the committed files themselves (1.0x at best, since
    # it keeps a file it cannot shrink).
    squeezed = sum(len(oxipng.optimize_from_memory(open(f, "rb").read(), level=2)) for f in files)
    row("compare.references bytes vs oxipng -o2 run on those files", ours_bytes / 1e6, squeezed / 1e6, "MB", "context")
    # TabSnap's own time to encode the same pixels with the `small` profile (references' profile).
    out = subprocess.run([bench, "png.encode.small references"], capture_output=True, text=True)
    secs = [l.split() for l in out.stdout.splitlines() if l.startswith("png.encode.small references")]
    if out.returncode != 0 or not secs:
        return skip("compare.references encode time vs oxipng -o2", f"{bench} gave no png.encode.small references row")
    ours_time = float(secs[0][-3])
    row(f"compare.references encode ({len(files)} files) vs oxipng -o2", ours_time, theirs_time, "s", "<= 1.0x")


if __name__ == "__main__":
    main()
