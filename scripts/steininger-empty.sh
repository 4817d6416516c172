#!/usr/bin/env bash
# Builds Christophe Steininger's Connect 4 solver from a checkout of its public source
# (github.com/ChristopheSteininger/c4; not shipped, not downloaded here) with its own release flags
# and default settings (every core, a 1 GiB table), solves the empty board from scratch, and prints
# "WALL USER SYS" in seconds: the reference of issue 23's empty-board line in bench-solver.sh.
#   usage: scripts/steininger-empty.sh SOURCE_DIR weak|strong [BUILD_DIR]
# BUILD_DIR (default: a temporary folder, removed afterwards) keeps the binaries between runs.
set -euo pipefail
src=${1:?usage: steininger-empty.sh SOURCE_DIR weak|strong [BUILD_DIR]}
mode=${2:?usage: steininger-empty.sh SOURCE_DIR weak|strong [BUILD_DIR]}
case "$mode" in weak) strong=false ;; strong) strong=true ;;
    *) echo "steininger-empty.sh: mode must be weak or strong, not '$mode'" >&2; exit 2 ;; esac
[ -f "$src/src/c4.cpp" ] || { echo "steininger-empty.sh: $src/src/c4.cpp: no such file (not a checkout of ChristopheSteininger/c4)" >&2; exit 2; }
if [ -n "${3:-}" ]; then
    out=$3
    mkdir -p "$out"
else
    out=$(mktemp -d)
    trap 'rm -rf "$out"' EXIT
fi
bin="$out/c4-$mode"
if [ ! -x "$bin" ]; then
    # c4.cpp solves one position; SOLVE_STRONGLY picks the weak or the strong solve.
    sed "s/SOLVE_STRONGLY = [a-z]*;/SOLVE_STRONGLY = $strong;/" "$src/src/c4.cpp" > "$out/c4-$mode.cpp"
    # The flags of its CMakeLists.txt in OPTIMISE mode.
    g++ -std=c++20 -O3 -flto -DNDEBUG -Wall -pthread -I"$src/src" -o "$bin" "$out/c4-$mode.cpp" \
        $(find "$src/src/solver" -name '*.cpp') 2> "$out/build-$mode.log" \
        || { cat "$out/build-$mode.log" >&2; exit 1; }
fi
# It waits for Enter before it exits.
{ TIMEFORMAT='%R %U %S'; time "$bin" < /dev/null > "$out/run-$mode.log"; } 2>&1
