#!/usr/bin/env bash
# `make install` / `make uninstall`: puts c4-audio and everything it finds at run time under a prefix.
#   scripts/install.sh install PREFIX BINARY MANUAL_TOOL    (PREFIX already includes any DESTDIR)
#   scripts/install.sh uninstall PREFIX
# Layout (the binary finds the bank and the book relative to its own real path, see BankLoader and
# OpeningBookFile):
#   PREFIX/bin/c4-audio
#   PREFIX/share/c4-audio/notes/*.wav            the note bank (the piano), with its midi-program
#   PREFIX/share/c4-audio/notes-NAME/*.wav       the other instruments' banks (marimba, celesta), same
#   PREFIX/share/c4-audio/book/perfect.c4book    the perfect bot's opening book
#   PREFIX/share/c4-audio/book/complete.c4book   the complete book (every position up to a depth), if any
#   PREFIX/share/man/man1/c4-audio.1, c4-audio-COMMAND.1 (one page per command, from swift-argument-parser's
#                                                 manual generator over the binary's own definitions)
#   PREFIX/share/bash-completion/completions/c4-audio, PREFIX/share/zsh/site-functions/_c4-audio,
#   PREFIX/share/fish/vendor_completions.d/c4-audio.fish
#   PREFIX/share/locale/LANG/LC_MESSAGES/c4-audio.mo    the message catalogues (po/LANG.po, compiled by make)
set -euo pipefail
cd "$(dirname "$0")/.."
action=$1 prefix=$2
share=$prefix/share
files=(
  "$prefix/bin/c4-audio"
  "$share/bash-completion/completions/c4-audio"
  "$share/zsh/site-functions/_c4-audio"
  "$share/fish/vendor_completions.d/c4-audio.fish"
)

case $action in
install)
  binary=$3 manual_tool=$4
  install -d "$prefix/bin" "$share/c4-audio/notes" "$share/c4-audio/book" "$share/man/man1" \
    "$share/bash-completion/completions" "$share/zsh/site-functions" "$share/fish/vendor_completions.d"
  install -m 755 -s "$binary" "$prefix/bin/c4-audio"   # stripped: about a third smaller
  install -m 644 Resources/notes/*.wav Resources/notes/midi-program "$share/c4-audio/notes/"
  for bank in Resources/notes-*/; do
    name=$(basename "$bank")
    install -d "$share/c4-audio/$name"
    install -m 644 "$bank"*.wav "$bank"midi-program "$share/c4-audio/$name/"
  done
  install -m 644 Resources/book/perfect.c4book "$share/c4-audio/book/"
  # The complete book (every position up to a depth, read only when a lookup needs it), when generated.
  [ ! -f Resources/book/complete.c4book ] || install -m 644 Resources/book/complete.c4book "$share/c4-audio/book/"
  for catalogue in Resources/locale/*/LC_MESSAGES/c4-audio.mo; do
    [ -e "$catalogue" ] || continue
    language=$(basename "$(dirname "$(dirname "$catalogue")")")
    install -d "$share/locale/$language/LC_MESSAGES"
    install -m 644 "$catalogue" "$share/locale/$language/LC_MESSAGES/c4-audio.mo"
  done
  pages=$(mktemp -d)
  trap 'rm -rf "$pages"' EXIT
  "$manual_tool" "$binary" --multi-page --date "$(git log -1 --format=%cs 2>/dev/null || date +%F)" -o "$pages"
  # The generator names pages c4-audio.render.1; man and packagers expect c4-audio-render.1 (as git-log.1).
  for page in "$pages"/*.1; do
    name=$(basename "$page" .1)
    [ "$name" = c4-audio.help ] && continue
    name=${name//./-}
    upper=$(echo "$name" | tr '[:lower:]' '[:upper:]')
    sed -E "s/^\\.Dt [^ ]+ /.Dt $upper /" "$page" > "$pages/$name.page"
    # The top page gets its ENVIRONMENT, FILES, EXIT STATUS and EXAMPLES (before AUTHORS, else at the end).
    if [ "$name" = c4-audio ]; then
      awk -v sections=docs/c4-audio.1.sections '
        /^\.Sh AUTHORS/ && !done { while ((getline line < sections) > 0) print line; done = 1 }
        { print }
        END { if (!done) while ((getline line < sections) > 0) print line }' "$pages/$name.page" > "$pages/$name.top"
      mv "$pages/$name.top" "$pages/$name.page"
    fi
    install -m 644 "$pages/$name.page" "$share/man/man1/$name.1"
  done
  "$binary" --generate-completion-script bash > "$share/bash-completion/completions/c4-audio"
  "$binary" --generate-completion-script zsh > "$share/zsh/site-functions/_c4-audio"
  "$binary" --generate-completion-script fish > "$share/fish/vendor_completions.d/c4-audio.fish"
  echo "installed c4-audio in $prefix"
  ;;
uninstall)
  rm -f "${files[@]}" "$share"/man/man1/c4-audio.1 "$share"/man/man1/c4-audio-*.1
  rm -rf "$share/c4-audio"
  for catalogue in "$share"/locale/*/LC_MESSAGES/c4-audio.mo; do
    [ -e "$catalogue" ] || continue
    rm -f "$catalogue"
    rmdir "$(dirname "$catalogue")" "$(dirname "$(dirname "$catalogue")")" 2>/dev/null || true
  done
  rmdir "$share/locale" 2>/dev/null || true
  # Remove the folders install made, where they are empty now.
  for dir in "$share/bash-completion/completions" "$share/bash-completion" "$share/zsh/site-functions" "$share/zsh" \
             "$share/fish/vendor_completions.d" "$share/fish" "$share/man/man1" "$share/man" "$share" "$prefix/bin"; do
    rmdir "$dir" 2>/dev/null || true
  done
  echo "removed c4-audio from $prefix"
  ;;
*) echo "usage: $0 install PREFIX BINARY MANUAL_TOOL | uninstall PREFIX" >&2; exit 64 ;;
esac
