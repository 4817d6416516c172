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
#   PREFIX/share/c4-audio/book/lines.c4book      the lines book (lines of perfect play from the first stones), if any
#   PREFIX/share/man/man1/c4-audio.1, c4-audio-COMMAND.1 (one page per command, from swift-argument-parser's
#                                                 manual generator over the binary's own definitions)
#   PREFIX/share/man/nl/man1/c4-audio.1, …       the same in Dutch (`man -L nl c4-audio`)
#   PREFIX/share/bash-completion/completions/c4-audio, PREFIX/share/zsh/site-functions/_c4-audio (ZSHDIR),
#   PREFIX/share/fish/vendor_completions.d/c4-audio.fish
#   PREFIX/share/locale/LANG/LC_MESSAGES/c4-audio.mo    the message catalogues (po/LANG.po, compiled by make)
set -euo pipefail
cd "$(dirname "$0")/.."
action=$1 prefix=$2
# A shell that does not expand `~` after `=` (zsh, fish, sh) passes PREFIX=~/.local as it is: refuse it
# rather than make a folder named `~`.
case $prefix in
  *'~'*) echo "error: PREFIX '$prefix' holds a literal '~' (the shell did not expand it); use PREFIX=\$HOME/.local" >&2; exit 2 ;;
esac
share=$prefix/share
# BINDIR (a distribution's /usr/games) and MANSECTION (6, the games' section) as the packager wants them;
# the binary finds its files at BINDIR/../share/c4-audio, so BINDIR sits beside PREFIX/share.
bindir=${C4_BINDIR:-$prefix/bin} section=${C4_MANSECTION:-1}
# ZSHDIR: where zsh finds the completion function (Debian's zsh reads /usr/share/zsh/vendor-completions, not
# site-functions, for packages). MANIFEST= writes no manifest (a package manager keeps its own list).
zshdir=${C4_ZSHDIR:-$share/zsh/site-functions} write_manifest=${C4_MANIFEST-1}
case $section in [1-9]) ;; *) echo "error: MANSECTION '$section' is not a man section 1-9" >&2; exit 2 ;; esac
files=(
  "$bindir/c4-audio"
  "$share/bash-completion/completions/c4-audio"
  "$zshdir/_c4-audio"
  "$share/fish/vendor_completions.d/c4-audio.fish"
)

# What install wrote, so that uninstall removes exactly that: `file PATH` for each file, `dir PATH` for each
# folder it had to make (never one that was there before, such as a distribution's share/man).
manifest=$share/c4-audio/manifest
made=()
# folders DIR...: makes each DIR and its missing parents, noting the ones it made.
folders() {
  local dir missing
  for dir in "$@"; do
    missing=()
    while [ ! -d "$dir" ]; do missing=("$dir" "${missing[@]}"); dir=$(dirname "$dir"); done
    for dir in "${missing[@]}"; do install -d "$dir"; made+=("dir $dir"); done
  done
}
# put MODE SOURCE... TARGET_DIR_OR_FILE: installs and notes the files (TARGET a folder when it ends in /).
put() {
  local mode=$1; shift
  local target=${*: -1} sources=("${@:1:$#-1}") source
  install -m "$mode" "${sources[@]}" "$target"
  for source in "${sources[@]}"; do
    case $target in */) made+=("file $target$(basename "$source")") ;; *) made+=("file $target") ;; esac
  done
}

# manual LANGUAGE DIR SECTIONS: the man pages in one language, from swift-argument-parser's manual generator
# over the binary's own help (asked in that language), installed as DIR/c4-audio.1 and DIR/c4-audio-COMMAND.1.
# The binary is asked in a pinned environment, so that the pages are the same on every machine: the
# language from the locale alone (LC_ALL=C for English, nl_NL.UTF-8 with LANGUAGE=nl for Dutch) and no
# stored setting of the builder's own history (C4_AUDIO_DB names a file that does not exist).
manual() {
  local language=$1 dir=$2 sections=$3 out=$pages/$1 locale=C
  [ "$language" = en ] || locale=${language}_$(echo "$language" | tr '[:lower:]' '[:upper:]').UTF-8
  mkdir -p "$out"
  # The generator drops every character that is not ASCII ("één" would read "n", "−90" "90"): it is given
  # the binary's help with each such character written as <U+XXXX>, which it keeps, and gets them back after.
  cat > "$pages/help-dump" <<DUMP
#!/bin/sh
"$(realpath "$binary")" "\$@" | perl -CS -pe 's/([^\\x00-\\x7F])/sprintf("<U+%04X>", ord(\$1))/ge'
DUMP
  chmod +x "$pages/help-dump"
  env -u LANG -u LC_MESSAGES LC_ALL="$locale" LANGUAGE="$language" C4_AUDIO_DB="$pages/no-history/history.sqlite" \
    "$manual_tool" "$pages/help-dump" --multi-page --date "$day" -o "$out"
  for page in "$out"/*.1; do perl -CSD -i -pe 's/<U\+([0-9A-F]{4,6})>/chr(hex($1))/ge' "$page"; done
  # Paragraphs, examples and tables of the help as mdoc (no `man --warnings` warning).
  scripts/man-tidy.pl "$out"/*.1
  [ ! -e "$pages/no-history" ] || { echo "install: the manual generator made $pages/no-history" >&2; exit 1; }
  folders "$dir"
  # The words of the page the generator writes itself, in the page's language (its NAME and SYNOPSIS
  # headings stay: mdoc formats those sections by their names).
  local words=()
  if [ "$language" = nl ]; then
    words=(-e 's/^\.Sh DESCRIPTION$/.Sh BESCHRIJVING/' -e 's/^\.Sh "SEE ALSO"$/.Sh "ZIE OOK"/'
           -e 's/^\.Sh "EXIT STATUS"$/.Sh AFSLUITSTATUS/' -e 's/^\.Sh AUTHORS$/.Sh AUTEURS/'
           -e 's/^Show the version\.$/Toon de versie./' -e 's/^Show help information\.$/Toon deze hulp./'
           -e 's/^\.Ex -std$/Afsluitcode 0 als het gelukt is, 64 bij een gebruiksfout, 1 bij elke andere fout./')
  fi
  # The generator names pages c4-audio.render.1; man and packagers expect c4-audio-render.1 (as git-log.1).
  for page in "$out"/*.1; do
    generated=$(basename "$page" .1)
    [ "$generated" = c4-audio.help ] && continue
    name=${generated//./-}
    upper=$(echo "$name" | tr '[:lower:]' '[:upper:]')
    # UTF-8 declared for man-db (else the non-ASCII of the help is dropped or garbled); SEE ALSO names the
    # pages as installed, without the help command's, which has none.
    # A subcommand's NAME is its page's name (c4-audio-render), which whatis and lexgrog read; its SYNOPSIS
    # keeps the words typed (c4-audio render).
    { echo "'\\\" -*- coding: UTF-8 -*-"
      sed -E -e "s/^\\.Dt [^ ]+ [0-9]+/.Dt $upper $section/" -e '/^\.Xr c4-audio\.help 1/d' -e '/^\.Xr c4-audio/{s/\./-/g;s/^-/./}' \
        -e "s/^(\\.Xr c4-audio[^ ]*) 1( ,)?\$/\\1 $section\\2/" \
        -e "s/^\\.Nm \"(c4-audio [^\"]*)\"$/.Nm $name/" -e "/^\\.Sh SYNOPSIS/{n;s/^\\.Nm$/.Nm ${generated//./ }/}" \
        "${words[@]}" "$page"
    } > "$out/$name.page"
    # The top page gets its ENVIRONMENT, FILES, EXIT STATUS and EXAMPLES (before AUTHORS, else at the end),
    # in place of the generator's one-line EXIT STATUS.
    if [ "$name" = c4-audio ]; then
      # FILES names the real place: PREFIX as installed (C4_INSTALL_PREFIX, without DESTDIR; make passes it).
      sed "s|PREFIX/share/|${C4_INSTALL_PREFIX:-$prefix}/share/|g" "$sections" > "$out/sections"
      awk -v sections="$out/sections" '
        /^\.Sh ("EXIT STATUS"|AFSLUITSTATUS)$/ { skip = 1; next }
        /^\.Sh / { skip = 0 }
        skip { next }
        /^\.Sh (AUTHORS|AUTEURS)$/ && !done { while ((getline line < sections) > 0) print line; done = 1 }
        { print }
        END { if (!done) while ((getline line < sections) > 0) print line }' "$out/$name.page" > "$out/$name.top"
      mv "$out/$name.top" "$out/$name.page"
    fi
    put 644 "$out/$name.page" "$dir/$name.$section"
  done
}

case $action in
install)
  binary=$3 manual_tool=$4
  folders "$bindir" "$share/c4-audio/notes" "$share/c4-audio/book" "$share/man/man$section" \
    "$share/bash-completion/completions" "$zshdir" "$share/fish/vendor_completions.d"
  # Stripped (about a third smaller) unless the packager keeps the symbols for a -dbgsym package:
  # `make install STRIP=` or DEB_BUILD_OPTIONS=nostrip.
  strip=(-s)
  if [ -z "${C4_STRIP-1}" ]; then strip=(); fi
  case " ${DEB_BUILD_OPTIONS:-} " in *" nostrip "*) strip=() ;; esac
  install -m 755 "${strip[@]}" "$binary" "$bindir/c4-audio"
  made+=("file $bindir/c4-audio")
  put 644 Resources/notes/*.wav Resources/notes/midi-program "$share/c4-audio/notes/"
  for bank in Resources/notes-*/; do
    name=$(basename "$bank")
    folders "$share/c4-audio/$name"
    put 644 "$bank"*.wav "$bank"midi-program "$share/c4-audio/$name/"
  done
  put 644 Resources/book/perfect.c4book "$share/c4-audio/book/"
  # The complete book (every position up to a depth, read only when a lookup needs it), when generated.
  [ ! -f Resources/book/complete.c4book ] || put 644 Resources/book/complete.c4book "$share/c4-audio/book/"
  # The lines book (positions of lines of perfect play, read only when a lookup needs it), when generated.
  [ ! -f Resources/book/lines.c4book ] || put 644 Resources/book/lines.c4book "$share/c4-audio/book/"
  for catalogue in Resources/locale/*/LC_MESSAGES/c4-audio.mo; do
    [ -e "$catalogue" ] || continue
    language=$(basename "$(dirname "$(dirname "$catalogue")")")
    folders "$share/locale/$language/LC_MESSAGES"
    put 644 "$catalogue" "$share/locale/$language/LC_MESSAGES/c4-audio.mo"
  done
  pages=$(mktemp -d)
  trap 'rm -rf "$pages"' EXIT
  # The pages' date: SOURCE_DATE_EPOCH (reproducible builds), else the last commit's day, else today.
  if [ -n "${SOURCE_DATE_EPOCH:-}" ]; then day=$(date -u -d "@$SOURCE_DATE_EPOCH" +%F)
  else day=$(git log -1 --format=%cs 2>/dev/null || date -u +%F); fi
  manual en "$share/man/man$section" docs/c4-audio.1.sections
  manual nl "$share/man/nl/man$section" docs/c4-audio.1.sections.nl
  # The completion scripts hold the commands' help too: English, whatever the builder's locale or setting.
  export C4_AUDIO_DB=$pages/no-history/history.sqlite LC_ALL=C
  unset LANGUAGE LC_MESSAGES LANG
  "$binary" --generate-completion-script bash > "$share/bash-completion/completions/c4-audio"
  "$binary" --generate-completion-script zsh > "$zshdir/_c4-audio"
  "$binary" --generate-completion-script fish > "$share/fish/vendor_completions.d/c4-audio.fish"
  made+=("file $share/bash-completion/completions/c4-audio" "file $zshdir/_c4-audio"
         "file $share/fish/vendor_completions.d/c4-audio.fish" "file $manifest")
  if [ -z "$write_manifest" ]; then echo "installed c4-audio in $prefix (no manifest)"; exit 0; fi
  # A second install over the first keeps the folders the first one made in the list.
  [ ! -f "$manifest" ] || grep '^dir ' "$manifest" > "$pages/earlier" || true
  # Paths relative to the prefix (a staged DESTDIR is not written into it).
  { [ ! -f "$pages/earlier" ] || cat "$pages/earlier"; printf '%s\n' "${made[@]}" | awk -v p="$prefix/" '
      { kind = $1; path = substr($0, length(kind) + 2); if (index(path, p) == 1) path = substr(path, length(p) + 1)
        else if (path "/" == p) path = "."
        print kind, path }'
  } | awk '!seen[$0]++' > "$pages/manifest"
  install -m 644 "$pages/manifest" "$manifest"
  echo "installed c4-audio in $prefix"
  ;;
uninstall)
  if [ -f "$manifest" ]; then
    # Exactly what install wrote: its files, then the folders it made, deepest first, where empty now.
    listed=$(cat "$manifest")
    while read -r kind path; do
      if [ "$kind" = file ]; then rm -f "$prefix/$path"; fi
    done <<< "$listed"
    grep '^dir ' <<< "$listed" | cut -d' ' -f2- | awk '{ print length, $0 }' | sort -rn | cut -d' ' -f2- |
      while read -r dir; do
        if [ "$dir" = . ]; then rmdir "$prefix" 2>/dev/null || true; else rmdir "$prefix/$dir" 2>/dev/null || true; fi
      done
  else
    # An install older than the manifest: its files by name, and only c4-audio's own folders.
    rm -f "${files[@]}" "$share"/man/man1/c4-audio.1 "$share"/man/man1/c4-audio-*.1 \
      "$share"/man/nl/man1/c4-audio.1 "$share"/man/nl/man1/c4-audio-*.1 "$share"/locale/*/LC_MESSAGES/c4-audio.mo
    rm -rf "$share/c4-audio"
  fi
  echo "removed c4-audio from $prefix"
  ;;
*) echo "usage: $0 install PREFIX BINARY MANUAL_TOOL | uninstall PREFIX" >&2; exit 64 ;;
esac
