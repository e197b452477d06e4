#!/usr/bin/env python3
"""Runs the package's XCTest bundle as several processes at once, one per core.

`swift test` runs every XCTest test in one process, one after another, so on a two-core runner
one core idles through most of the suite; `swift test --parallel` starts a process per test,
which costs more than it saves. This splits the test classes into as many shards as there are
cores (balanced by the class times in Scripts/fixtures/xctest_times.tsv, which
`--record LOG` rewrites from a run's output), runs one bundle process per shard with the classes
as a comma-separated filter, prints each shard's output whole (never interleaved) and exits
non-zero when any shard failed or ran fewer tests than the bundle lists.

Usage: Scripts/xctest_shards.py [--shards N] [--bundle PATH | --scratch DIR]
       Scripts/xctest_shards.py --record LOG   (class times from a run's output)
Needs only python3.
"""
import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TIMES = os.path.join(ROOT, "Scripts", "fixtures", "xctest_times.tsv")
CASE = re.compile(r"Test Case '(\S+)\.(\S+)' (passed|failed|skipped) \(([\d.]+) seconds\)")
EXECUTED = re.compile(r"Executed (\d+) tests?, with (\d+) tests? skipped and (\d+) failures?|Executed (\d+) tests?, with (\d+) failures?")


def class_times():
    times = {}
    if os.path.exists(TIMES):
        for line in open(TIMES, encoding="utf-8"):
            if line.startswith("#") or not line.strip():
                continue
            name, seconds = line.rstrip("\n").split("\t")
            times[name] = float(seconds)
    return times


def record(log):
    """Writes each class's total time in LOG (a run's output) to the times table, sorted."""
    totals = {}
    for line in open(log, encoding="utf-8", errors="replace"):
        m = CASE.search(line)
        if m:
            totals[m.group(1)] = totals.get(m.group(1), 0.0) + float(m.group(4))
    with open(TIMES + ".tmp", "w", encoding="utf-8") as f:
        f.write("# XCTest class\tseconds in a debug build (Scripts/xctest_shards.py --record LOG)\n")
        for name in sorted(totals):
            f.write(f"{name}\t{totals[name]:.2f}\n")
    os.replace(TIMES + ".tmp", TIMES)
    print(f"wrote {TIMES}: {len(totals)} classes, {sum(totals.values()):.0f} s")


def listed_classes(bundle):
    out = subprocess.run([bundle, "--list-tests"], cwd=ROOT, capture_output=True, text=True, check=True).stdout
    tests = [line.strip() for line in out.splitlines() if "/" in line]
    classes = []
    for t in tests:
        c = t.split("/")[0]
        if c not in classes:
            classes.append(c)
    return classes, len(tests)


def shard(classes, n, times):
    """Longest first onto the least loaded shard; ties by name, so a split never varies."""
    def cost(c):
        return times.get(c.split(".")[-1], 1.0)
    loads = [[0.0, i, []] for i in range(n)]
    for c in sorted(classes, key=lambda c: (-cost(c), c)):
        target = min(loads, key=lambda l: (l[0], l[1]))
        target[0] += cost(c)
        target[2].append(c)
    return [l[2] for l in loads if l[2]]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--shards", type=int, default=max(2, os.cpu_count() or 2))
    parser.add_argument("--bundle")
    parser.add_argument("--scratch", default=".build", help="the build's scratch path (`make test` builds in .build-make)")
    parser.add_argument("--record")
    args = parser.parse_args()
    if args.record:
        record(args.record)
        return 0
    bundle = args.bundle or next(iter(sorted(glob.glob(os.path.join(ROOT, args.scratch, "debug", "*PackageTests.xctest")))), None)
    if not bundle or not os.path.exists(bundle):
        print(f"no XCTest bundle under {args.scratch}/debug: run `swift build --build-tests` first", file=sys.stderr)
        return 2
    classes, expected = listed_classes(bundle)
    shards = shard(classes, args.shards, class_times())
    start = time.time()
    logs, procs = [], []
    for i, group in enumerate(shards):
        log = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
        logs.append(log)
        procs.append(subprocess.Popen([bundle, ",".join(group)], cwd=ROOT, stdout=log, stderr=subprocess.STDOUT))
    codes = [p.wait() for p in procs]
    executed = failures = skipped = 0
    for i, log in enumerate(logs):
        log.seek(0)
        text = log.read()
        sys.stdout.write(text)
        # The last "Executed" line of a shard is its whole run.
        totals = EXECUTED.findall(text)
        if totals:
            t = totals[-1]
            if t[0]:
                executed += int(t[0]); skipped += int(t[1]); failures += int(t[2])
            else:
                executed += int(t[3]); failures += int(t[4])
        print(f"-- shard {i + 1} of {len(shards)}: {len(shards[i])} classes, exit {codes[i]}")
    print(f"XCTest in {len(shards)} shards: {executed} of {expected} tests, {skipped} skipped, {failures} failed, "
          f"{time.time() - start:.0f} s wall")
    if any(codes) or failures or executed != expected:
        if executed != expected:
            print(f"error: the shards ran {executed} tests; the bundle lists {expected}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
