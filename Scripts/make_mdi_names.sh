#!/bin/sh
# Writes Fonts/mdi-names.tsv (name<TAB>hex codepoint, sorted by name) from the MDI scss map,
# e.g. `"cart": F110,` → `cart	F110`.
set -eu
cd "$(dirname "$0")/.."
SCSS=${1:-/usr/share/fonts-materialdesignicons-webfont/scss/_variables.scss}
sed -n 's/^[[:space:]]*"\([a-z0-9-]*\)":[[:space:]]*\([0-9A-Fa-f]*\),\{0,1\}[[:space:]]*$/\1	\2/p' "$SCSS" \
    | LC_ALL=C sort > Fonts/mdi-names.tsv
