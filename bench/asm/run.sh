#!/usr/bin/env bash
# `epicsched asm` throughput next to GNU as on the same large file (the
# generator of bench/parse: kernel-style procedures, explicit bundles plus
# unbraced code), explicit and auto-mode variants, in CPU seconds
# (user+sys of the child). The two assemblers run alternately RUNS times so
# both see the same load of the shared machine; the median is reported.
# usage: bench/asm/run.sh [BUILD_DIR] [LINES] [RUNS]
set -euo pipefail
BUILD=${1:-build}
LINES=${2:-200000}
RUNS=${3:-5}
HERE=$(cd "$(dirname "$0")" && pwd)
DIR=$(mktemp -d)
trap 'rm -rf "$DIR"' EXIT
python3 "$HERE/../parse/gen_large.py" "$LINES" "$DIR/large.s"
# An auto-mode variant: the same code without `.explicit` (unbraced code is
# bundled and checked for dependencies like GNU as -xauto).
grep -v '^\s*\.explicit' "$DIR/large.s" > "$DIR/large-auto.s"
echo "file: $(wc -l < "$DIR/large.s") lines; $RUNS runs each, median CPU seconds"
for V in large large-auto; do
  SPLIT=$("$BUILD/bin/asm_bench" "$DIR/$V.s" --repeat 3)
  python3 - "$V" "$DIR" "$BUILD/bin/epicsched" "$RUNS" "$SPLIT" <<'PY'
import os, resource, statistics, subprocess, sys
v, d, ours_bin, runs = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
split = dict(l.split() for l in sys.argv[5].splitlines())
src = f"{d}/{v}.s"
n = sum(1 for _ in open(src))
def cpu(cmd):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    subprocess.run(cmd, check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
ours, gas = [], []
for _ in range(runs):
    ours.append(cpu([ours_bin, "asm", src, "-o", f"{d}/{v}.o"]))
    gas.append(cpu(["ia64-linux-gnu-as", "-o", f"{d}/{v}.gnu.o", src]))
o, g = statistics.median(ours), statistics.median(gas)
ratios = sorted(gi / oi for gi, oi in zip(gas, ours))
print(f"[{v}] epicsched asm: {o:.3f} s CPU ({int(n/o)} lines/s); GNU as: {g:.3f} s ({int(n/g)} lines/s); "
      f"speed ratio epicsched/GNU as = {g/o:.3f} (per-run ratios {ratios[0]:.2f}-{ratios[-1]:.2f}; target >= 0.5)")
parse, emit = float(split["parse_s"]), float(split["emit_s"])
print(f"[{v}]   of which frontend parse {parse:.3f} s, emitter (bundle+layout+encode+ELF) {emit:.3f} s "
      f"(asm_bench, best of 3)")
PY
done
