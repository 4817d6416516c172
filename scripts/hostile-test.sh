#!/usr/bin/env bash
# Runs the README's test command (`make test`) in this checkout the way a real user's account meets it,
# and fails when the run depends on that account or leaves anything behind:
#   - a `python3` first on PATH that does not see Debian's modules (as pyenv or a venv would);
#   - a HOME whose history already holds settings a user might have stored;
#   - C4_AUDIO_* variables and colour preferences set in the environment;
#   - a private TMPDIR, which must be empty afterwards, and /tmp, which must gain nothing.
# Usage: scripts/hostile-test.sh   (from anywhere; .ci/run calls it; takes as long as make test)
set -euo pipefail
cd "$(dirname "$0")/.."
make deps test-deps
work=$(mktemp -d "${TMPDIR:-/tmp}/c4-audio-hostile.XXXXXX")
keep() { echo "(kept for a look: $work)"; }
trap keep EXIT
mkdir -p "$work/bin" "$work/home" "$work/tmp"

# A python3 that sees no site or dist packages: like a user's own python build.
printf '#!/bin/sh\nexec /usr/bin/python3 -S "$@"\n' >"$work/bin/python3"
chmod +x "$work/bin/python3"
"$work/bin/python3" -c 'import mido' 2>/dev/null && { echo "error: the hostile python3 sees mido" >&2; exit 1; }

echo "== building (make build), then storing a user's settings in a private HOME"
make build >"$work/build.log" 2>&1 || { tail -20 "$work/build.log"; echo "FAIL: make build"; exit 1; }
bin=$(swift build -c release --static-swift-stdlib --show-bin-path)/c4-audio
export HOME="$work/home"
unset XDG_DATA_HOME XDG_CONFIG_HOME C4_AUDIO_DB
for kv in "instrument marimba" "volume 7" "interval 2.5" "speed 3" "level perfect" "first bot" "name Zoë"; do
  # shellcheck disable=SC2086
  "$bin" settings set $kv >/dev/null
done
export C4_AUDIO_NOTES="$work/no-such-bank" C4_AUDIO_DEVICE=hw:9,9 C4_AUDIO_BOOK="$work/no-such-book"
export NO_COLOR=1 FORCE_COLOR=1 PATH="$work/bin:$PATH" TMPDIR="$work/tmp"

# SwiftPM's own leftovers are not the project's: its lock files (_<path>_.build*.lock) and the
# TemporaryDirectory.* folders that hold nothing but .keep-directory.
notswiftpm() { # dir: names from stdin that are not SwiftPM's
  while read -r n; do
    [ -n "$n" ] || continue
    case "$n" in _*.lock) continue ;; esac
    if [[ "$n" == TemporaryDirectory.* ]] && [ "$(ls -A "$1/$n" 2>/dev/null)" = ".keep-directory" ]; then continue; fi
    echo "$n"
  done
}
before=$(ls -A /tmp | sort)
echo "== make test (python3 on PATH: $(command -v python3); HOME=$HOME; TMPDIR=$TMPDIR)"
set +e
make test 2>&1 | tee "$work/test.log"
status=${PIPESTATUS[0]}
set -e
after=$(ls -A /tmp | sort)
leftover=$(comm -13 <(echo "$before") <(echo "$after") | grep -v "^$(basename "$work")\$" | notswiftpm /tmp || true)
tmpleft=$(ls -A "$TMPDIR" | notswiftpm "$TMPDIR" || true)
fail=0
[ "$status" = 0 ] || { echo "FAIL: make test exited $status"; fail=1; }
[ -z "$tmpleft" ] || { echo "FAIL: left in TMPDIR: $(echo $tmpleft | head -c 400)"; fail=1; }
[ -z "$leftover" ] || { echo "FAIL: new in /tmp: $(echo $leftover | head -c 400)"; fail=1; }
if [ "$fail" = 0 ]; then
  echo "PASS: make test with a hostile PATH, stored settings, C4_AUDIO_* set, nothing left behind"
  trap - EXIT
  rm -rf "$work"
fi
exit $fail
