#!/bin/sh
# Makes fonts/NotoSansCJKsc-Bold-subset.otf, the pictures' second font: the
# glyphs of Noto Sans CJK SC Bold that DejaVu Sans Bold lacks, for
#   - every character of the catalogue (locales/*/main.ftl, all languages),
#     so that every word a picture draws has its glyph;
#   - the 3,755 hanzi of GB2312 level 1 (rows 16-55, the commonly used
#     characters) and the symbols, kana and full-width forms of GB2312 rows
#     1-9, for players' names.
# Characters DejaVu draws are left out: the renderer asks DejaVu first.
#
# Reproducible: the same source font, fontTools version and catalogue give
# the same bytes. Needs:
#   apt-get install fonts-noto-cjk    (Debian 12: 1:20220127+repack1-1)
#   pip install fonttools==4.69.1
# Run from anywhere: sh fonts/make-cjk-subset.sh
set -eu

here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
src=${NOTO_CJK_BOLD:-/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc}
# The collection of fonts-noto-cjk 1:20220127+repack1-1; face 2 is SC.
want=faa5f3656a78b2e2d450d27fe8382c778bc2b6bb5ea29c986664a6a435056ceb
face=2
out="$here/NotoSansCJKsc-Bold-subset.otf"

if [ ! -f "$src" ]; then
    echo "no $src: apt-get install fonts-noto-cjk" >&2
    exit 1
fi
got=$(sha256sum "$src" | cut -d' ' -f1)
if [ "$got" != "$want" ]; then
    echo "warning: $src is not the collection the committed subset was made from" >&2
fi

chars=$(mktemp)
trap 'rm -f "$chars"' EXIT

python3 - "$root" "$here/DejaVuSans-Bold.ttf" "$chars" <<'EOF'
import glob, sys
from fontTools.ttLib import TTFont

root, dejavu, out = sys.argv[1:4]

def gb2312(rows):
    """The characters of GB2312's rows, in code order."""
    found = []
    for row in rows:
        for cell in range(1, 95):
            try:
                found.append(bytes([0xA0 + row, 0xA0 + cell]).decode("gb2312"))
            except UnicodeDecodeError:
                pass
    return found

level1 = gb2312(range(16, 56))
assert len(level1) == 3755, len(level1)
symbols = gb2312(range(1, 10))
catalogue = set()
for path in sorted(glob.glob(f"{root}/locales/*/main.ftl")):
    with open(path, encoding="utf-8") as f:
        catalogue |= set(f.read())

drawn = TTFont(dejavu).getBestCmap()
wanted = sorted({c for c in [*level1, *symbols, *catalogue] if ord(c) > 0x7F and ord(c) not in drawn})
with open(out, "w", encoding="utf-8") as f:
    f.write("".join(wanted))
print(f"{len(wanted)} characters asked for ({len(level1)} GB2312 level 1 hanzi)")
EOF

# No layout tables (the renderer places glyphs one after another), no hints
# (the pictures are drawn four times larger, then scaled down), no vertical
# metrics.
pyftsubset "$src" --font-number="$face" --text-file="$chars" \
    --layout-features='' --no-hinting \
    --drop-tables+=vhea,vmtx,VORG,BASE,GDEF,GPOS,GSUB \
    --name-IDs='*' --name-languages='*' \
    --output-file="$out"

python3 - "$out" <<'EOF'
import sys
from fontTools.ttLib import TTFont
f = TTFont(sys.argv[1])
print(f"{sys.argv[1]}: {f['maxp'].numGlyphs} glyphs, {len(f.getBestCmap())} characters")
EOF
ls -l "$out"
sha256sum "$out"
