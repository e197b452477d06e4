#!/bin/sh
# Seed corpus for the PNG decode fuzzer: every PngSuite file (../shared/conformance/pngsuite:
# each colour type, depth, interlacing, text and the corrupt x*.png) when it is beside the
# repository, else the small PNGs committed here. Deterministic, so runs are comparable.
set -eu
cd "$(dirname "$0")/.."
OUT=${1:-.build/fuzz/png-corpus}
mkdir -p "$OUT"
if [ -d ../shared/conformance/pngsuite ]; then
    cp ../shared/conformance/pngsuite/*.png "$OUT/"
else
    find Snapshots Tests Scripts -name '*.png' -size -16k -exec cp {} "$OUT/" \;
fi
echo "png corpus: $(ls "$OUT" | wc -l) files in $OUT"
