#!/bin/sh
# The bundled right-to-left fonts: Noto Sans Arabic and Noto Sans Hebrew, Regular and Bold,
# the static TrueType (glyf) files from Debian's fonts-noto-core (20201225-1 was used; SIL OFL
# 1.1), cut with fontTools to the Arabic or Hebrew blocks, their presentation forms, ZWNJ/ZWJ/
# LRM/RLM and basic Latin punctuation and digits (U+0020-0040; only what the font has is kept).
# All layout features are kept (init/medi/fina/isol, rlig lam-alef, ccmp, mark/mkmk, kern...).
# Glyph names are kept too (post format 2, ~18 KB per Arabic file), so
# Scripts/shaping_reference.py can show which forms HarfBuzz chose (uniFE91 = beh initial, uniFEFB ...).
# TrueType hinting is dropped (--no-hinting: no fpgm/prep/cvt, no glyph instructions; TabSnap's
# rasterizer does not run them); the outlines themselves are unchanged.
# Needs: apt-get install fonts-noto-core; pip install fonttools.
set -e
cd "$(dirname "$0")/../Fonts"
NOTO=/usr/share/fonts/truetype/noto
ARABIC="U+0020-0040,U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFF,U+200C-200F,U+0660-0669"
HEBREW="U+0020-0040,U+0590-05FF,U+FB1D-FB4F,U+200C-200F"
for w in Regular Bold; do
    pyftsubset "$NOTO/NotoSansArabic-$w.ttf" --unicodes="$ARABIC" \
        --layout-features='*' --name-IDs='*' --glyph-names --no-hinting --output-file="NotoSansArabic-$w.ttf"
    pyftsubset "$NOTO/NotoSansHebrew-$w.ttf" --unicodes="$HEBREW" \
        --layout-features='*' --name-IDs='*' --glyph-names --no-hinting --output-file="NotoSansHebrew-$w.ttf"
done
cp /usr/share/doc/fonts-noto-core/copyright NotoSansArabic-LICENSE.txt
cp /usr/share/doc/fonts-noto-core/copyright NotoSansHebrew-LICENSE.txt
ls -l NotoSansArabic-*.ttf NotoSansHebrew-*.ttf
