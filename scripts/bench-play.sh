#!/usr/bin/env bash
# The game's latency benchmark: a release build plays five two-person games in tmux (keys sent
# 40 ms apart: cursor moves and drops), the sound going through ALSA's null device paced like a
# sound card, and reports from the game's own measurements (C4_AUDIO_LATENCY_LOG):
#   key   a key read -> its redrawn frame written            (target p99 <= 16 ms)
#   note  a note asked of the engine -> first sample to ALSA  (target p99 <= 20 ms)
#   frame a scheduled frame (falling disc, flash) -> written, after its deadline (target max <= 5 ms)
#   wake  the part of that lateness before the game's loop woke up (poll's timeout, the scheduler)
# ROUNDS=N plays N games (default 5). BOT=LEVEL plays against the bot at LEVEL instead (the same keys:
# those sent while the bot is to move are refused, and its search runs beside the animation). BUSY=N runs
# N busy loops meanwhile (other programs' load). UNPRIVILEGED=1 runs the game without the privilege for
# real-time priorities (CAP_SYS_NICE dropped with setpriv): the loop and the audio thread then stay at the
# normal policy, as for a user without it. Needs tmux.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${ROUNDS:-5}
[ -n "${SKIP_BUILD:-}" ] || swift build -c release --static-swift-stdlib --product c4-audio >/dev/null
bin=$PWD/.build/release/c4-audio
work=$(mktemp -d)
socket=c4bench-$$
busy=()
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; [ ${#busy[@]} -eq 0 ] || kill "${busy[@]}"; rm -rf "$work"' EXIT
for ((b = 0; b < ${BUSY:-0}; b++)); do (while :; do :; done) & busy+=($!); done
moves=257771314744647214154617633623313656555222
if [ -n "${BOT:-}" ]; then opponent="--level $BOT --seed 1"; else opponent="--opponent human"; fi
# Without the privilege for real-time priorities (as most users run it): CAP_SYS_NICE dropped.
[ -z "${UNPRIVILEGED:-}" ] || bin="setpriv --bounding-set -sys_nice --inh-caps -sys_nice $bin"
tmux -L "$socket" -f /dev/null new-session -d -s main -x 80 -y 24 \
  "env TERM=xterm-256color C4_AUDIO_DB=$work/h.sqlite C4_AUDIO_LATENCY_LOG=$work/log $bin play $opponent --device null --paced --interval 0.05; touch $work/done; sleep 60"
sleep 1
for ((r = 0; r < rounds; r++)); do
  for ((i = 0; i < ${#moves}; i++)); do
    tmux -L "$socket" send-keys -t main h; sleep 0.04
    tmux -L "$socket" send-keys -t main "${moves:i:1}"; sleep 0.04
  done
  sleep 0.3
  tmux -L "$socket" send-keys -t main Enter; sleep 0.2
done
tmux -L "$socket" send-keys -t main q
for _ in $(seq 50); do [ -e "$work/done" ] && break; sleep 0.1; done
python3 - "$work/log" <<'PY'
import sys
values = {}
for line in open(sys.argv[1]):
    fields = line.split()
    values.setdefault(fields[0], []).append(float(fields[1]))
    if fields[0] == "frame": values.setdefault("wake", []).append(float(fields[2]))
def pct(v, p):
    v = sorted(v); return v[min(len(v) - 1, int(round(p / 100 * (len(v) - 1))))]
for kind in ("key", "note", "frame", "wake"):
    v = values.get(kind, [])
    if not v: print(f"{kind}: no samples"); continue
    print(f"{kind:5} n={len(v):4}  median {pct(v,50):6.2f} ms  p99 {pct(v,99):6.2f} ms  max {max(v):6.2f} ms")
PY
