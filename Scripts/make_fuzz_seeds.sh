#!/bin/sh
# Writes the small seed fonts in Fuzz/seeds/ (committed): subsets of the shipped fonts that keep
# each structure the reader handles (composites, GPOS pair formats 1/2 in Extension lookups,
# cmap formats 4 and 12), small enough for libFuzzer to mutate quickly.
#   needs: pip install fonttools
set -eu
cd "$(dirname "$0")/.."
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-1666569600}
OUT=Fuzz/seeds
mkdir -p "$OUT"
# Inter: Latin/Cyrillic with accents (composites: É Ё й ї Ю) and kerning pairs (AV, Ta, Yo).
pyftsubset Fonts/Inter-Regular.ttf --text="AVTaYoWÉЁйїЮГлавная…" --layout-features=kern \
    --no-hinting --output-file="$OUT/inter-subset.ttf"
python3 Scripts/gpos_extension.py "$OUT/inter-subset.ttf"
# Droid Sans Fallback: Han, Hangul and a supplementary-plane character (format 12 cmap).
pyftsubset Fonts/DroidSansFallback.ttf --text="聊天我的홈검색" --unicodes=U+10400 --no-hinting \
    --output-file="$OUT/droid-subset.ttf"
# MDI: a few icons (format 4 cmap).
pyftsubset Fonts/materialdesignicons-webfont.ttf --unicodes=U+F110,U+F111,U+F2DC,U+F349 \
    --output-file="$OUT/mdi-subset.ttf"
# Emoji: a thumbs-up and its skin-tone ligature (CBLC/CBDT bitmaps, GSUB type 4).
pyftsubset Fonts/NotoColorEmoji-Subset.ttf --unicodes=U+1F44D,U+1F3FD --layout-features='*' \
    --output-file="$OUT/emoji-subset.ttf"
ls -l "$OUT"
