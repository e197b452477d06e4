#!/bin/sh
# Times two failing full-screen snapshots (iPhone 15 Pro, light and dark: each reference swapped
# for another configuration's) through `tabsnap verify` in a debug and a release build, as
# `swift test` (debug) and an optimised run would meet them. Prints each build's median of five
# runs and their ratio. Needs: swift, python3 (for the median). Run from the repository root.
set -eu
swift build --scratch-path .build-make -Xswiftc -gline-tables-only -Xswiftc -wmo -Xswiftc -num-threads -Xswiftc 2 --product tabsnap >/dev/null  # as `make test` builds it
# The Makefile's release flags, so this reuses `make bench`'s objects instead of rebuilding them all.
swift build -c release --static-swift-stdlib -Xlinker -no-pie --product tabsnap >/dev/null
repo=$(pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/Snapshots"
ln -s "$repo/Examples" "$work/Examples"
cp -r "$repo/Snapshots/Examples" "$work/Snapshots/"
cp "$repo/tabsnap.yaml" "$work/"
for scheme in light dark; do
  cp "$work/Snapshots/Examples/seed000-ru.iphone-15-pro.$scheme.png" "$work/Snapshots/Examples/seed000-en.iphone-15-pro.$scheme.png"
done
cd "$work"
median() {
  for i in 1 2 3 4 5; do
    start=$(date +%s.%N)
    "$1" verify --only seed000-en.iphone-15-pro.light --only seed000-en.iphone-15-pro.dark --jobs 1 >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$start $end"
  done | python3 -c 'import sys, statistics; print("%.2f" % statistics.median(float(b) - float(a) for a, b in (l.split() for l in sys.stdin)))'
}
debug=$(median "$repo/.build-make/debug/tabsnap")
release=$(median "$repo/.build/release/tabsnap")
python3 -c "print('two failing full screens: debug %s s, release %s s, ratio %.1fx' % ('$debug', '$release', $debug / $release))"
