#!/bin/sh
# The bundled colour emoji (issue 15): Noto Color Emoji from Debian's fonts-noto-color-emoji
# (SIL OFL 1.1; CBDT/CBLC PNG bitmaps and GSUB ligatures for ZWJ sequences, skin tones and
# flags), cut with fontTools to the emoji tab bars and badges use, so the repository carries
# half a megabyte, not ten. A character outside the cut is still named by the missing-glyph
# warning. Needs: apt-get install fonts-noto-color-emoji; pip install fonttools.
set -e
cd "$(dirname "$0")/../Fonts"
pyftsubset /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf \
    --unicodes="U+1F600,U+1F602,U+1F60D,U+1F973,U+2764,U+1F44D,U+1F44B,U+1F3FB-1F3FF,U+1F389,U+1F381,U+1F525,U+2B50,U+1F6D2,U+1F3E0,U+1F514,U+2699,U+1F4AC,U+1F9FE,U+1F4F7,U+1F3B5,U+2757,U+1F195,U+1F468,U+1F469,U+1F467,U+1F466,U+200D,U+1F1FA,U+1F1F8,U+1F1EF,U+1F1F5,U+1F1F0,U+1F1F7,U+1F1E9,U+1F1EA,U+2705,U+1F680,U+1F4B3,U+1F4E6,U+FE0F" \
    --layout-features='*' --name-IDs='*' --output-file=NotoColorEmoji-Subset.ttf
cp /usr/share/doc/fonts-noto-color-emoji/copyright NotoColorEmoji-LICENSE.txt
ls -l NotoColorEmoji-Subset.ttf
