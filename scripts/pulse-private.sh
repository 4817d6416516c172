# Sourced by the scripts that play through a private PulseAudio daemon (pulse-replay.sh, pulse-underrun.sh):
# `pulse_private RUNTIME` makes the daemon's runtime folder (short: a socket's path may have at most 108
# bytes) and points every client at it; `pulse_stop PID` stops a process; on exit the daemon and the
# recorder, whose pids the caller keeps in `daemon` and `recorder`, are stopped, whatever happens.
pulse_private() {
  export XDG_RUNTIME_DIR=$1 HOME=$1
  mkdir -m 0700 "$XDG_RUNTIME_DIR"
  export PULSE_SERVER=unix:$XDG_RUNTIME_DIR/pulse/native
  daemon="" recorder=""
  trap pulse_cleanup EXIT
}
# SIGTERM, then SIGKILL after 2 s: a test runner may start a script with SIGTERM blocked, which its
# children inherit.
pulse_stop() {
  kill "$1" 2>/dev/null || return 0
  for _ in $(seq 20); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
  kill -KILL "$1" 2>/dev/null || true
}
pulse_cleanup() {
  [ -n "$recorder" ] && pulse_stop "$recorder"
  [ -n "$daemon" ] && pulse_stop "$daemon"
  true
}
