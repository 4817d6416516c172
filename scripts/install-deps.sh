#!/usr/bin/env bash
# Installs the Debian packages c4-audio needs, if any is missing: `scripts/install-deps.sh` (`make deps`)
# what building and playing need; `scripts/install-deps.sh test` (`make test-deps`) those and the tools of
# the tests and benchmarks; `scripts/install-deps.sh deb` (`make deb-deps`) those and debhelper and lintian. Idempotent and quiet when everything is there; uses sudo when not run as root.
set -euo pipefail

packages=(
  libsndfile1-dev   # audio files (WAV, FLAC, OGG, MP3)
  libasound2-dev    # ALSA live playback
  pkg-config        # lets SwiftPM find both
  gettext           # msgfmt compiles the message catalogues (po/*.po); xgettext checks po/c4-audio.pot
  libsqlite3-dev    # the history database (GRDB links the system SQLite)
  libspeechd-dev    # speech-dispatcher's header: `play --speak` (the library itself is loaded when asked for)
  libespeak-ng-dev libespeak-ng1 espeak-ng-data  # `render --speak`: espeak-ng's header, library (loaded when asked for) and voices
)
[ "${1:-}" = test ] && packages+=(
  sox libsox-fmt-all  # reference renders in benchmarks, spectrograms
  alsa-utils        # aplay, for trying playback by hand
  python3-mido      # reads back `render -o game.mid` in the MIDI export test (an independent reader)
  python3-numpy     # scripts/measure-sound.sh: the timbre and ending measurements
  hyperfine python3 # the benchmarks' timings and reports; python3 also holds locks in the history tests
  time              # `make bench-import`: the import's maximum resident memory (/usr/bin/time -v)
  man-db            # `make test` reads the installed man pages
  file binutils     # `make test` checks that `make install` strips the binary (strip, file)
  zsh fish          # `make test` loads the installed completions
  pulseaudio pulseaudio-utils libasound2-plugins  # the replay test's private sound server (null sink, parec)
  tmux              # the full-screen game's tests drive it in a pseudo-terminal
  speech-dispatcher speech-dispatcher-espeak-ng  # the speech test's private speech service and its voice
  fluidsynth fluid-soundfont-gm  # `notes generate --soundfont`: renders a General MIDI SoundFont (FluidR3_GM.sf2)
)

[ "${1:-}" = deb ] && packages+=(
  debhelper dpkg-dev fakeroot  # `make deb`: dpkg-buildpackage and dh
  lintian           # `make deb` checks the package it built
)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing: ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null || { echo "error: need root (or sudo) to install ${missing[*]}" >&2; exit 1; }
  sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
