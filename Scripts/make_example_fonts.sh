#!/bin/sh
# Example brand fonts for issue 15 (registered by file, found by Font.custom): Lato from Debian's
# fonts-lato (SIL Open Font License 1.1), cut to Basic Latin and Latin-1 with fontTools so the
# repository carries kilobytes, not megabytes. Needs: apt-get install fonts-lato; pip install fonttools.
set -e
cd "$(dirname "$0")/../Examples/fonts"
SRC=/usr/share/fonts/truetype/lato
for face in Regular Bold Italic; do
    pyftsubset "$SRC/Lato-$face.ttf" --unicodes="U+0020-007E,U+00A0-00FF,U+2019,U+2026" \
        --layout-features='kern' --name-IDs='*' --no-hinting --output-file="Lato-$face.ttf"
done
cp /usr/share/doc/fonts-lato/copyright Lato-LICENSE.txt
ls -l Lato-*
