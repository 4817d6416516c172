#!/usr/bin/env bash
# Checks `make install` as a user meets it (run by `make test`): installs into a temporary prefix, then from
# another directory runs the installed binary: a perfect-vs-perfect game must come from the book (seconds,
# not minutes, and no warning), `man -M PREFIX/share/man c4-audio-render` must show the page (and `man -L nl`
# the Dutch one), and the bash,
# zsh and fish completions must load. Then a copy of the binary with no resources must say once where it
# looked for the book, and `make uninstall` must leave nothing behind.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
fail() { echo "check-install: FAILED: $*" >&2; exit 1; }

# Only builds and copies: no package manager runs (make -n shows every command it would run).
! make --no-print-directory -n install PREFIX="$prefix" | grep -Eq 'apt-get|install-deps|sudo|dpkg' \
  || fail "make install would run a package manager: $(make -n install PREFIX="$prefix" | grep -E 'apt-get|install-deps|sudo|dpkg')"
make --no-print-directory install PREFIX="$prefix" >/dev/null
bin=$prefix/bin/c4-audio
file -L "$bin" | grep -q ", stripped" || fail "the installed binary is not stripped: $(file -L "$bin")"
cd "$tmp"   # elsewhere: no Resources/ here, and the build tree is not beside the binary
# The installed program as a new user meets it: none of this account's C4_AUDIO_* variables, colour
# preferences or stored settings (a private HOME, so a private history).
while IFS='=' read -r name _; do
  case "$name" in C4_AUDIO_*) unset "$name" ;; esac
done < <(env)
unset NO_COLOR FORCE_COLOR XDG_DATA_HOME XDG_CONFIG_HOME
export HOME="$tmp/home"
mkdir -p "$HOME"

start=$(date +%s%N)
game=$(timeout 60 "$bin" selfplay --games 2 --levels perfect,perfect --seed 1 --jsonl 2>"$tmp/err") \
  || fail "selfplay perfect,perfect: exit $? $(cat "$tmp/err")"
seconds=$(awk -v ns=$(( $(date +%s%N) - start )) 'BEGIN { printf "%.2f", ns / 1e9 }')
[ ! -s "$tmp/err" ] || fail "selfplay wrote to stderr: $(cat "$tmp/err")"
echo "$game" | grep -q '"winner":"first"' || fail "perfect did not win moving first: $game"
awk -v s="$seconds" 'BEGIN { exit !(s < 20) }' || fail "two perfect games took $seconds s (book not found?)"
# The installed catalogue (PREFIX/share/locale/nl/LC_MESSAGES/c4-audio.mo) speaks Dutch, by flag and by locale.
[ -f "$prefix/share/locale/nl/LC_MESSAGES/c4-audio.mo" ] || fail "no Dutch catalogue installed"
dutch=$("$bin" --language nl show 4453 | tail -1)
[ "$dutch" = "Rood is aan zet (zet 5)." ] || fail "the installed binary in Dutch said: $dutch"
dutch=$(env -u LC_ALL -u LC_MESSAGES -u LANGUAGE LANG=nl_NL.UTF-8 "$bin" show 4453 | tail -1)
[ "$dutch" = "Rood is aan zet (zet 5)." ] || fail "the installed binary with LANG=nl_NL.UTF-8 said: $dutch"
"$bin" notes list | head -1 | grep -q "^note bank: $prefix/share/c4-audio/notes (shipped" || fail "notes list: $("$bin" notes list | head -1)"
"$bin" notes list --instrument celesta | head -1 | grep -q "^note bank: $prefix/share/c4-audio/notes-celesta (shipped" \
  || fail "notes list --instrument celesta: $("$bin" notes list --instrument celesta | head -1)"
# An installed bank given as a directory still names its instrument's General MIDI program (midi-program).
"$bin" notes list --notes "$prefix/share/c4-audio/notes-marimba" | grep -q "^MIDI program: 12 " \
  || fail "notes list --notes .../notes-marimba: $("$bin" notes list --notes "$prefix/share/c4-audio/notes-marimba" | sed -n 3p)"
[ "$("$bin" solve "")" = " 1" ] || fail "solve of the empty board"

MANPAGER=cat MANWIDTH=80 man -M "$prefix/share/man" c4-audio-render 2>/dev/null | grep -q -- "--sample-rate" \
  || fail "man -M $prefix/share/man c4-audio-render"
top=$(MANPAGER=cat MANWIDTH=80 man -M "$prefix/share/man" c4-audio 2>/dev/null)
for section in ENVIRONMENT FILES "EXIT STATUS" EXAMPLES C4_AUDIO_DB; do
  grep -q "$section" <<<"$top" || fail "man c4-audio has no $section"
done
# The Dutch pages (PREFIX/share/man/nl/man1) as `man -L nl` finds them, every character of the help kept
# (the generator alone would drop "é" and "×"), and a whatis line for every page in both languages.
dutch=$(MANPATH="$prefix/share/man" MANPAGER=cat MANWIDTH=80 LC_ALL=C.UTF-8 man -L nl c4-audio 2>/dev/null)
for text in "Vier op een rij in de terminal" OMGEVING AFSLUITSTATUS VOORBEELDEN "c4-audio-render(1)"; do
  grep -q "$text" <<<"$dutch" || fail "man -L nl c4-audio has no $text"
done
MANPATH="$prefix/share/man" MANPAGER=cat MANWIDTH=200 LC_ALL=C.UTF-8 man -L nl c4-audio-history-show 2>/dev/null \
  | grep -q "Toon één bewaard spel" || fail "man -L nl c4-audio-history-show lost its accents"
MANPATH="$prefix/share/man" MANPAGER=cat MANWIDTH=200 LC_ALL=C.UTF-8 man c4-audio-render 2>/dev/null | grep -q "k × INTERVAL" \
  || fail "man c4-audio-render lost its ×"
[ "$(grep -c '^\.Sh AFSLUITSTATUS' "$prefix/share/man/nl/man1/c4-audio.1")" = 1 ] \
  && [ "$(grep -Ec '^\.Sh "?EXIT STATUS"?$' "$prefix/share/man/man1/c4-audio.1")" = 1 ] || fail "c4-audio(1) has not one EXIT STATUS"
command -v lexgrog >/dev/null && for page in "$prefix"/share/man/man1/*.1 "$prefix"/share/man/nl/man1/*.1; do
  lexgrog "$page" >/dev/null 2>&1 || fail "no whatis line in $page"
done
# No warning from man (mdoc's and troff's: an empty line, a line it cannot break) on any page, in either language.
for page in "$prefix"/share/man/man1/*.1 "$prefix"/share/man/nl/man1/*.1; do
  warnings=$(LC_ALL=C.UTF-8 MANWIDTH=80 man --warnings -E UTF-8 -l "$page" 2>&1 >/dev/null) || true
  # A path of this temporary prefix (FILES names the real one) is longer than a line: that line cannot break.
  warnings=$(while IFS= read -r warning; do
      line=$(sed -nE 's/.*<standard input>:([0-9]+): warning .*can.t break line.*/\1/p' <<<"$warning")
      [ -n "$line" ] && sed -n "${line}p" "$page" | grep -qF "$prefix" && continue
      printf '%s\n' "$warning"
    done <<<"$warnings" | sed '/^$/d')
  [ -z "$warnings" ] || fail "man --warnings on $page: $(head -1 <<<"$warnings")"
done
[ "$("$bin" --language nl --help | head -1 | cut -d' ' -f1)" = OVERZICHT: ] || fail "the installed help in Dutch: $("$bin" --language nl --help | head -1)"

bash -c "source '$prefix/share/bash-completion/completions/c4-audio' && complete -p c4-audio" >/dev/null \
  || fail "bash completion does not load"
if command -v zsh >/dev/null; then
  zsh -fc "fpath=('$prefix/share/zsh/site-functions' \$fpath); autoload -U compinit && compinit -u -D && (( \$+_comps[c4-audio] ))" \
    || fail "zsh completion does not load"
elif [ "${CI:-}" = true ]; then fail "zsh is missing (make test-deps installs it)"
else echo "check-install: zsh not installed, its completion not checked (make test-deps installs it)"; fi
if command -v fish >/dev/null; then
  fish --no-config -c "source '$prefix/share/fish/vendor_completions.d/c4-audio.fish'; complete -c c4-audio | grep -q render" \
    || fail "fish completion does not load"
elif [ "${CI:-}" = true ]; then fail "fish is missing (make test-deps installs it)"
else echo "check-install: fish not installed, its completion not checked (make test-deps installs it)"; fi

mkdir "$tmp/lonely" && cp "$bin" "$tmp/lonely/c4-audio"
"$tmp/lonely/c4-audio" selfplay --games 1 --levels random,perfect --seed 1 >/dev/null 2>"$tmp/err2" &
pid=$!
sleep 2; kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true
[ "$(grep -c 'warning: no opening book found (looked in ' "$tmp/err2")" = 1 ] || fail "no single warning: $(cat "$tmp/err2")"

make --no-print-directory -C "$root" uninstall PREFIX="$prefix" >/dev/null
[ -z "$(find "$prefix" -mindepth 1 2>/dev/null)" ] || fail "uninstall left: $(find "$prefix" -mindepth 1)"
echo "check-install: ok (two perfect games from the installed binary in $seconds s; man pages in English and Dutch, bash/zsh/fish completions load; Dutch; uninstall clean)"
