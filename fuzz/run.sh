#!/usr/bin/env bash
# One libFuzzer campaign: fuzz/run.sh TARGET SECONDS [extra libFuzzer flags]
#   TARGET: parse asm sched sched_z3 dvcheck scenario model elf (or NAME_fuzzer)
# Builds the target in $EPIC_FUZZ_BUILD (default build-fuzz: clang-19, ASan +
# UBSan + coverage, -DEPIC_FUZZ=ON), gathers its seed corpus (the project's
# test inputs, and ../shared/corpus when present), runs libFuzzer for SECONDS
# of wall time under `nice` (restarted after each crash, hang or OOM, which is
# saved), and prints one summary line: executions, coverage, features, corpus
# size, crashes/timeouts/OOMs. Artifacts (each a reproducer:
# `build-fuzz/bin/TARGET_fuzzer FILE`) go to $BUILD/fuzz-artifacts/TARGET/.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -ge 2 ] || { sed -n 2,11p "$0"; exit 2; }
T=${1%_fuzzer}; SECS=$2; shift 2
BUILD=${EPIC_FUZZ_BUILD:-build-fuzz}
case $T in
  parse|asm|sched|sched_z3|dvcheck) KIND=asm ;;
  scenario|model|elf) KIND=$T ;;
  *) echo "fuzz/run.sh: unknown target '$T' (parse asm sched sched_z3 dvcheck scenario model elf)" >&2; exit 2 ;;
esac
if [ ! -f "$BUILD/build.ninja" ]; then
  command -v clang++-19 >/dev/null || { echo "fuzz/run.sh: needs clang-19 (EPIC_FUZZ=1 bash scripts/setup-deps.sh)" >&2; exit 1; }
  CC=clang-19 CXX=clang++-19 cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DEPIC_FUZZ=ON
fi
# The ELF seeds are objects epicsched ($EPICSCHED, else the one of $BUILD)
# assembles from the lit inputs.
ES=${EPICSCHED:-$BUILD/bin/epicsched}
nice -n 19 cmake --build "$BUILD" --target "${T}_fuzzer" $([ "$T" = elf ] && [ ! -x "$ES" ] && echo epicsched) >/dev/null
BIN=$BUILD/bin/${T}_fuzzer

# Seeds, copied once under content hashes (libFuzzer reads a directory flat).
SEEDS=$BUILD/fuzz-seeds/$KIND
mkdir -p "$BUILD/fuzz-seeds"
exec 9>"$BUILD/fuzz-seeds/.lock" # campaigns of one kind may start together
flock 9
if [ ! -d "$SEEDS" ]; then
  mkdir -p "$SEEDS.tmp"
  add() { while IFS= read -r f; do cp "$f" "$SEEDS.tmp/$(sha1sum < "$f" | cut -c1-16)"; done; }
  CORPUS=${EPIC_CORPUS:-../shared/corpus}
  case $KIND in
    # (the macro bombs of tests/lit/frontend take seconds each to reach their limit)
    asm) { find tests examples fastpaths bench -name '*.s' -size -64k -not -path '*macro-limits*' 
           [ -d "$CORPUS" ] && find "$CORPUS" -name '*.s' -size -64k; } | add ;;
    scenario) grep -rlE '^(scenario|program|memory|expect):' --include='*.yaml' tests fastpaths bench examples | add ;;
    model) { ls latency-db/*.yaml; find tests -path '*model*' -name '*.yaml'; } | add ;;
    elf) # objects of a sample of the asm seeds, ours and GNU as's
      d=$(mktemp -d); n=0
      for f in $(find tests/lit/asm tests/lit/sim tests/lit/robust -name '*.s' | sort | head -120); do
        n=$((n + 1))
        "$ES" asm "$f" -o "$d/e$n.o" >/dev/null 2>&1 || true
        command -v ia64-linux-gnu-as >/dev/null && ia64-linux-gnu-as -x "$f" -o "$d/g$n.o" >/dev/null 2>&1 || true
      done
      find "$d" -name '*.o' | add; rm -rf "$d" ;;
  esac
  mv "$SEEDS.tmp" "$SEEDS"
fi
flock -u 9
DICT=fuzz/$KIND.dict
WORK=$BUILD/fuzz-corpus/$T
ART=$BUILD/fuzz-artifacts/$T
mkdir -p "$WORK" "$ART"
LOG=$BUILD/fuzz-logs/$T.log
mkdir -p "$(dirname "$LOG")"
# Hangs: an input of at most max_len bytes taking 60 s of wall time is one
# (the sanitizers slow everything ~3x, a shared machine more). OOM: 3 GB
# resident (the simulated memory alone may take 1 GiB, docs/simulator.md
# "Limits"). libFuzzer stops at a crash, hang or OOM: the campaign restarts
# it (the corpus so far is kept) until SECONDS are spent.
: > "$LOG"
end=$(( $(date +%s) + SECS ))
runs=0
touch "$LOG.start"
while :; do
  left=$(( end - $(date +%s) ))
  [ "$left" -gt 5 ] || break
  runs=$((runs + 1))
  nice -n "${EPIC_FUZZ_NICE:-19}" "$BIN" "$WORK" "$SEEDS" -dict="$DICT" -max_total_time="$left" -timeout=60 \
    -rss_limit_mb=3072 -max_len=65536 -artifact_prefix="$ART/" -print_final_stats=1 "$@" >> "$LOG" 2>&1 || true
  # An input that stopped the run leaves the corpus (it is an artifact now),
  # or every restart would stop at it again.
  for a in $(find "$ART" -type f -newer "$LOG.start"); do
    find "$WORK" "$SEEDS" -type f -size "$(stat -c %s "$a")c" -exec cmp -s "$a" {} \; -delete
  done
  touch "$LOG.start"
done
last=$(grep -E '^#[0-9]+.*cov:' "$LOG" | tail -1 || true)
execs=$(sed -nE 's/.*stat::number_of_executed_units: *([0-9]+).*/\1/p' "$LOG" | awk '{s+=$1} END {print s+0}')
count() { ls "$ART" | grep -c "^$1-" || true; }
echo "$T: ${SECS}s in $runs run(s), executions $execs; last: ${last:-none}; artifacts: crash $(count crash)," \
     "timeout $(count timeout), oom $(count oom), leak $(count leak), slow $(count slow-unit) (log $LOG)"
