#!/usr/bin/env bash
# `epicsched asm` throughput next to GNU as on the same large file (the
# generator of bench/parse: kernel-style procedures, explicit bundles plus
# unbraced code), in lines per CPU second (user+sys, best of 3).
# usage: bench/asm/run.sh [BUILD_DIR] [LINES]
set -euo pipefail
BUILD=${1:-build}
LINES=${2:-200000}
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
python3 "$HERE/../parse/gen_large.py" "$LINES" "$DIR/large.s"
# An auto-mode variant: the same code without `.explicit` (unbraced code is
# bundled and checked for dependencies like GNU as -xauto).
grep -v '^\s*\.explicit' "$DIR/large.s" > "$DIR/large-auto.s"
N=$(wc -l < "$DIR/large.s")
echo "file: $N lines"
cpu() {
  python3 - "$@" <<'PY'
import resource, subprocess, sys
subprocess.run(sys.argv[1:], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
r = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"{r.ru_utime + r.ru_stime:.3f}")
PY
}
best() { local b=1e9 t; for _ in 1 2 3; do t=$(cpu "$@"); b=$(python3 -c "print(min($b,$t))"); done; echo "$b"; }
for V in large large-auto; do
  OURS=$(best "$BUILD/bin/epicsched" asm "$DIR/$V.s" -o "$DIR/$V.o")
  GAS=$(best ia64-linux-gnu-as -o "$DIR/$V.gnu.o" "$DIR/$V.s")
  SPLIT=$("$BUILD/bin/asm_bench" "$DIR/$V.s" --repeat 3)
  python3 - "$V" "$N" "$OURS" "$GAS" "$SPLIT" <<'PY'
import sys
v, n, ours, gas = sys.argv[1], int(sys.argv[2]), float(sys.argv[3]), float(sys.argv[4])
split = dict(l.split() for l in sys.argv[5].splitlines())
parse, emit = float(split["parse_s"]), float(split["emit_s"])
print(f"[{v}] epicsched asm: {ours:.3f} s CPU ({int(n/ours)} lines/s); GNU as: {gas:.3f} s ({int(n/gas)} lines/s); "
      f"speed ratio epicsched/GNU as = {gas/ours:.3f}")
print(f"[{v}]   of which frontend parse {parse:.3f} s, emitter (bundle+layout+encode+ELF) {emit:.3f} s; "
      f"emitter alone vs GNU as = {gas/emit:.3f}")
PY
done
