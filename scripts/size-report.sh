#!/usr/bin/env bash
# `make size`: what the release binary is made of. Prints its size unstripped and stripped, then the bytes of
# its symbols (nm --size-sort, text and data) grouped by owner: each Swift module by its mangled name, ICU
# (its code and its 34 MB data table, which Foundation links for GRDB), BoringSSL (swift-crypto's SHA-256),
# the Swift runtime's Unicode tables, and the rest. BIN=PATH reports on another binary.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${BIN:-.build/release/c4-audio}
[ -x "$bin" ] || { echo "error: $bin is missing; make release builds it" >&2; exit 1; }
stripped=$(mktemp); trap 'rm -f "$stripped"' EXIT
strip -o "$stripped" "$bin"
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
echo "$bin: $(mib "$(stat -c %s "$bin")") unstripped, $(mib "$(stat -c %s "$stripped")") stripped"
nm --size-sort -S "$bin" | awk '
  function hex(s,    i, v) { v = 0; s = tolower(s); for (i = 1; i <= length(s); i++) v = v * 16 + index("0123456789abcdef", substr(s, i, 1)) - 1; return v }
  function owner(name,    rest, n, module) {
    if (name ~ /^icudt[0-9]+_dat$/) return "ICU data (icudt)"
    if (name ~ /icu_[0-9]+|^u[a-z]+_[0-9]+$|^_ZN6icu_|^U[A-Z][a-zA-Z]+_/) return "ICU code"
    if (name ~ /CCryptoBoringSSL|^_ZL.*(ecp_nistz|k25519)|boringssl/) return "BoringSSL (swift-crypto)"
    if (name ~ /_swift_stdlib_/) return "Swift runtime: Unicode tables"
    if (name ~ /^\$s[0-9]/) {
      rest = substr(name, 3); n = 0
      while (substr(rest, 1, 1) ~ /[0-9]/) { n = n * 10 + substr(rest, 1, 1); rest = substr(rest, 2) }
      module = substr(rest, 1, n)
      if (module == "s") return "Swift: stdlib"
      return "Swift: " module
    }
    if (name ~ /^\$s/) return "Swift: stdlib"
    return "other (C, C++ runtime, glue)"
  }
  { size = hex($2); total += size; by[owner($4)] += size }
  END {
    for (o in by) printf "%12d  %5.1f %%  %s\n", by[o], 100 * by[o] / total, o | "sort -rn | head -25"
    close("sort -rn | head -25")
    printf "%12d  100.0 %%  all symbols\n", total
  }'
