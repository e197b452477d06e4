#!/bin/sh
# Rebuilds the committed Fonts/ from Debian packages. The outputs are committed, so this runs
# only when a font is to be upgraded; pixels depend on these exact bytes.
#   needs: apt-get install -y fonts-inter-variable fonts-droid-fallback fonts-materialdesignicons-webfont fonts-dejavu-core
#          pip install fonttools
set -eu
# fontTools stamps head.modified with this instead of "now", so reruns give the same bytes.
export SOURCE_DATE_EPOCH=${SOURCE_DATE_EPOCH:-1666569600}
cd "$(dirname "$0")/.."
OUT=Fonts
VF=/usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf
DROID=/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf
MDI=/usr/share/fonts/truetype/materialdesignicons-webfont/materialdesignicons-webfont.ttf
mkdir -p "$OUT"

# Inter: one static glyf instance per weight we ship (the variable font's only axis is wght).
for pair in Regular:400 Medium:500 SemiBold:600 Bold:700; do
    name=${pair%%:*}; wght=${pair##*:}
    fonttools varLib.instancer "$VF" wght="$wght" -o "$OUT/Inter-$name.ttf"
    python3 Scripts/gpos_extension.py "$OUT/Inter-$name.ttf"
done
# Debian ships the OFL text inside the copyright file only: keep that file whole, and the OFL
# text alone (un-indented, "." lines made blank) as Inter-OFL.txt.
cp /usr/share/doc/fonts-inter-variable/copyright "$OUT/Inter-LICENSE.txt"
{
    echo "Copyright 2016-2022 The Inter Project Authors (https://github.com/rsms/inter)"
    echo
    echo "This Font Software is licensed under the SIL Open Font License, Version 1.1."
    echo
    awk '/^License: OFL-1.1$/{f=1;next} f&&/^[A-Z][a-zA-Z-]*:/{exit} f' "$OUT/Inter-LICENSE.txt" | sed 's/^ //; s/^\.$//'
} > "$OUT/Inter-OFL.txt"

# Droid Sans Fallback: the non-"Full" file, because only it has Hangul (홈, 검색).
cp "$DROID" "$OUT/DroidSansFallback.ttf"
cp /usr/share/doc/fonts-droid-fallback/copyright "$OUT/DroidSansFallback-LICENSE.txt"

# DejaVu Sans Mono (Regular and Bold): the monospaced design (SF Mono's stand-in; Apple's Menlo
# grew from the same Bitstream Vera Sans Mono), as Debian ships it.
cp /usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf /usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf "$OUT/"
cp /usr/share/doc/fonts-dejavu-core/copyright "$OUT/DejaVuSansMono-LICENSE.txt"

# Material Design Icons, plus its name map.
cp "$MDI" "$OUT/materialdesignicons-webfont.ttf"
cp /usr/share/doc/fonts-materialdesignicons-webfont/copyright "$OUT/materialdesignicons-LICENSE.txt"
sh Scripts/make_mdi_names.sh
