#!/usr/bin/env bash
# Extracts every message of the sources (the first argument of tr, trn and trc in Sources/) into
# po/c4-audio.pot, then merges it into each po/LANG.po (msgmerge keeps the translations, marks changed
# ones fuzzy and adds the new ones untranslated). `--check` changes nothing and fails when the committed
# template is not what the sources give (CI runs it through the tests).
#
# A message is the English text itself, with what varies named in braces ("Column {column} is full.");
# trc's first argument is a context that tells apart one English word with two meanings ("best" as a
# verdict and as a hint). The template has no creation date and no line numbers, so it changes only
# when a message does.
set -euo pipefail
cd "$(dirname "$0")/.."

check=false
[ "${1:-}" = "--check" ] && check=true

template=$(mktemp "${TMPDIR:-/tmp}/c4-pot.XXXXXX")
trap 'rm -f "$template"' EXIT
find Sources -name '*.swift' -print0 | LC_ALL=C sort -z | xargs -0 xgettext \
  --language=C --from-code=UTF-8 --keyword= --keyword=tr:1 --keyword=trn:1,2 --keyword=trc:1c,2 \
  --add-comments=translators: --add-location=file --sort-by-file \
  --package-name=c4-audio --msgid-bugs-address= --copyright-holder="the c4-audio authors" \
  -o - 2>/dev/null | sed -e '/^"POT-Creation-Date:/d' -e 's/charset=CHARSET/charset=UTF-8/' > "$template"

if $check; then
  if ! cmp -s "$template" po/c4-audio.pot; then
    echo "error: po/c4-audio.pot is not what the sources give; run scripts/update-po.sh and commit it" >&2
    diff -u po/c4-audio.pot "$template" | head -40 >&2 || true
    exit 1
  fi
  exit 0
fi

cp "$template" po/c4-audio.pot
for po in po/*.po; do
  [ -e "$po" ] || continue
  msgmerge --quiet --update --backup=none --no-fuzzy-matching --add-location=file "$po" po/c4-audio.pot
done
