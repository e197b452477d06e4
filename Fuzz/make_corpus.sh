#!/bin/sh
# Seed corpus for the font reader fuzzer (TrueType and CFF), made from the committed fonts: the small subsets in
# Fuzz/seeds/ as they are, truncated copies, and copies with bytes overwritten at fixed places
# (table directory, early tables, middle). Deterministic, so runs are comparable.
set -eu
cd "$(dirname "$0")/.."
OUT=${1:-.build/fuzz/corpus}
mkdir -p "$OUT"
n=0
for f in Fuzz/seeds/*.ttf Fuzz/seeds/*.otf Fonts/Inter-Regular.ttf Fonts/materialdesignicons-webfont.ttf Fonts/DroidSansFallback.ttf Fonts/NotoColorEmoji-Subset.ttf; do
    base=$(basename "$f"); base=${base%.*}
    size=$(wc -c < "$f")
    # Whole small seeds; big shipped fonts only as 64 KiB prefixes (the fuzzer's max_len).
    if [ "$size" -le 65536 ]; then cp "$f" "$OUT/$base"; fi
    for cut in 12 64 300 1024 4096 16384 65536; do
        [ "$cut" -lt "$size" ] && head -c "$cut" "$f" > "$OUT/$base-cut$cut"
    done
    [ "$size" -le 65536 ] || continue
    for at in 4 13 20 40 100 200 400 $((size / 3)) $((size / 2)) $((size - 8)); do
        cp "$f" "$OUT/$base-bad$at"
        printf '\377\177\000\377' | dd of="$OUT/$base-bad$at" bs=1 seek="$at" conv=notrunc 2>/dev/null
        n=$((n + 1))
    done
done
echo "corpus: $(ls "$OUT" | wc -l) files in $OUT"
