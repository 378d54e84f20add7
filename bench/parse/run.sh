#!/usr/bin/env bash
# Parse throughput of epicsched's frontend next to GNU as on the same
# generated file, in lines per CPU second (user+sys, best of 3; CPU time is
# used because the machine may be shared).
# usage: bench/parse/run.sh [BUILD_DIR] [LINES] [--gcc-g]
# (--gcc-g: GCC -O2 -g's `.loc ... view .LVUn` lines before each instruction)
set -euo pipefail
BUILD=${1:-build}
LINES=${2:-200000}
GEN_OPTS=${3:-}
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
python3 "$(dirname "$0")/gen_large.py" "$LINES" "$DIR/large.s" $GEN_OPTS
N=$(wc -l < "$DIR/large.s")
echo "file: $N lines, $(wc -c < "$DIR/large.s") bytes (valid for ia64-linux-gnu-as -x)"
cpu() { # prints user+sys seconds of running "$@"
  python3 - "$@" <<'PY'
import resource, subprocess, sys
subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{r.ru_utime + r.ru_stime:.3f}")
PY
}
best() { local b=1e9 t; for _ in 1 2 3; do t=$(cpu "$@"); b=$(python3 -c "print(min($b,$t))"); done; echo "$b"; }
OURS=$(best "$BUILD/bin/parse_bench" "$DIR/large.s" --repeat 1)
GAS=$(best ia64-linux-gnu-as -o "$DIR/large.o" "$DIR/large.s")
python3 - "$N" "$OURS" "$GAS" <<'PY'
import sys
n, ours, gas = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3])
print(f"epicsched frontend (parse to ir::Module): {ours:.3f} s CPU, {int(n/ours)} lines/s")
print(f"ia64-linux-gnu-as (full assembly):        {gas:.3f} s CPU, {int(n/gas)} lines/s")
print(f"ratio epicsched/GNU as: {gas/ours:.3f}")
PY
