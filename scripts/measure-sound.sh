#!/usr/bin/env bash
# Measures the sound against issue 24's targets and prints the numbers (exit 1 when one is missed):
#  1. phrasing: `c4-bench phrasing` over GAMES seeded games (default 200): per game the players' median
#     notes (≤ 3 LU apart), the decisive piece above the median note (≥ 4 LU), the range (≥ 8 LU);
#  2. MIDI: every game's .mid read back with mido, no key struck again on a channel while it sounds;
#  3. MIDI through FluidSynth (FluidR3_GM): one game of each ending rendered, each chord tone of the
#     ending followed in the audio (≥ 1.5 s);
#  4. the shipped banks' timbre (scripts/instrument-timbre.py --check), medium notes C4–A4 against the targets
#     (piano: centroid ≥ 1.2 kHz, attack ≥ 8 ms, decay 2–4 s; marimba decay ≤ 1.2 s; celesta bar partials
#     ≤ −24 dB re the fundamental).
# Needs /usr/bin/python3 with python3-mido and python3-numpy, fluidsynth and fluid-soundfont-gm.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${GAMES:-200}
python=/usr/bin/python3   # Debian's, with its python3-mido and python3-numpy (not a pyenv's first python3)
soundfont=/usr/share/sounds/sf2/FluidR3_GM.sf2
for need in fluidsynth "$python"; do
  command -v "$need" >/dev/null || { echo "error: $need is needed (apt-get install fluidsynth python3-mido python3-numpy)" >&2; exit 1; }
done
[ -f "$soundfont" ] || { echo "error: $soundfont is missing (apt-get install fluid-soundfont-gm)" >&2; exit 1; }
swift build --product c4-bench >/dev/null
out=$(mktemp -d "${TMPDIR:-/tmp}/c4-sound.XXXXXX")
trap 'rm -rf "$out"' EXIT
status=0

echo "== phrasing, $games seeded games (c4-bench phrasing --games $games --seed 1)"
.build/debug/c4-bench phrasing --games "$games" --seed 1 --quiet --midi "$out" | tee "$out/phrasing.txt"
grep -q MISSED "$out/phrasing.txt" && status=1

echo "== MIDI read back with mido: same-key overlaps on a channel"
"$python" scripts/midi-overlaps.py "$out"/game*.mid | tail -1 || status=1

echo "== MIDI through FluidSynth: each ending's chord tones"
for ending in 5 6 7; do
  number=$(awk -v e="$ending" 'substr($3, length($3), 1) == e { print NR; exit }' "$out/games.txt")
  [ -n "$number" ] || { echo "no game with ending $ending among the $games"; continue; }
  fluidsynth -ni -g 0.5 -r 44100 -F "$out/fs.wav" "$soundfont" "$out/game$number.mid" >/dev/null 2>&1
  printf 'ending %s (game %s): ' "$ending" "$number"
  "$python" scripts/ending-tones.py "$out/game$number.mid" "$out/fs.wav" | tail -1 || status=1
done
echo "== timbre of the shipped banks (medium notes)"
for instrument in piano marimba celesta; do
  bank=Resources/notes; [ "$instrument" = piano ] || bank=Resources/notes-$instrument
  "$python" scripts/instrument-timbre.py "$bank" --check "$instrument" || status=1
done
exit $status
