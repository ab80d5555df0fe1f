#!/usr/bin/env bash
# Counts the instructions per operation of the Probe program's modes with callgrind, which load
# does not move: `Scripts/count-instructions.sh [N]` from Benchmarks/. Needs valgrind and gcc.
set -euo pipefail
cd "$(dirname "$0")/.."
n="${1:-2000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# valgrind 3.19 crashes when libdispatch hands sigsuspend a mask in read-only memory.
gcc -shared -fPIC -O2 -o "$work/shim.so" Scripts/sigsuspend_shim.c -ldl
swift build -c release --product Probe >/dev/null
probe="$(swift build -c release --show-bin-path)/Probe"

count() {
  LD_PRELOAD="$work/shim.so" valgrind --tool=callgrind --callgrind-out-file="$work/out" \
    "$probe" "$@" 2>&1 | sed -n 's/.*Collected : //p'
}

base="$(count none 0)"
store="$(count teststore 0)"
store_sends="$(count sends 0)"
for mode in tasks globaltasks hoptasks globalcancels effects cancellableruns cancel; do
  total="$(count "$mode" "$n")"
  echo "$mode: $(( (total - base) / n )) instructions each"
done
total="$(count sends "$n")"
echo "sends: $(( (total - store_sends) / n )) instructions each"
total="$(count teststore "$n")"
echo "teststore: $(( (total - store) / n )) instructions per send and receive"
