#!/usr/bin/env bash
# One libFuzzer campaign: fuzz/run.sh [--cpu=N] TARGET SECONDS [extra libFuzzer flags]
#   TARGET: parse asm sched sched_z3 dvcheck scenario model elf (or NAME_fuzzer)
#   SECONDS: wall time at most; --cpu=N also stops once the fuzzer processes
#   have used N CPU seconds (user + sys), the budget on a shared machine.
#   fuzz/run.sh --ledger: the CPU seconds, executions and findings per target
#   summed over every campaign in fuzz/campaigns.tsv, and what is left to an hour.
# Builds the target in $EPIC_FUZZ_BUILD (default build-fuzz: clang-19, ASan +
# UBSan + coverage, -DEPIC_FUZZ=ON), gathers its seed corpus (the project's
# test inputs, and ../shared/corpus when present), runs libFuzzer under
# `nice` (restarted after each crash, hang or OOM, which is saved), prints
# one summary line and appends it to the ledger fuzz/campaigns.tsv ($EPIC_FUZZ_LEDGER).
# Campaigns accumulate: the corpus libFuzzer grows lives outside the
# repository in $EPIC_FUZZ_CORPORA/TARGET (default ../fuzz-corpora, next to
# ../shared/corpus) and every campaign starts from it. Artifacts (each a
# reproducer: `build-fuzz/bin/TARGET_fuzzer FILE`) go to
# $EPIC_FUZZ_CORPORA/artifacts/TARGET/.
set -euo pipefail
cd "$(dirname "$0")/.."
LEDGER=${EPIC_FUZZ_LEDGER:-fuzz/campaigns.tsv}
if [ "${1:-}" = --ledger ]; then
  # Totals per target over every campaign of the ledger (columns: see its header).
  printf '%-9s %9s %8s %12s %8s %9s %5s %6s\n' target campaigns cpu_s executions crashes timeouts ooms to_1h
  awk -F'\t' 'NR > 1 { c[$2] += $3; x[$2] += $5; n[$2]++; cr[$2] += $8; to[$2] += $9; oo[$2] += $10 }
    END { for (t in c) printf "%-9s %9d %8d %12d %8d %9d %5d %6d\n", t, n[t], c[t], x[t], cr[t], to[t], oo[t],
                              (c[t] < 3600 ? 3600 - c[t] : 0) }' "$LEDGER" | sort
  exit 0
fi
CPU_BUDGET=0
case ${1:-} in --cpu=*) CPU_BUDGET=${1#--cpu=}; shift ;; esac
[ $# -ge 2 ] || { sed -n 2,17p "$0"; exit 2; }
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
CORPORA=${EPIC_FUZZ_CORPORA:-../fuzz-corpora}
WORK=$CORPORA/$T
ART=$CORPORA/artifacts/$T
mkdir -p "$WORK" "$ART"
LOG=$BUILD/fuzz-logs/$T.log
mkdir -p "$(dirname "$LOG")"
# The commit the fuzzer was built from (the ledger's last column); the
# ledger and the notes do not count as changes.
COMMIT=$(git rev-parse --short HEAD 2>/dev/null || echo unknown)
git diff --quiet HEAD -- . ':!*.md' ':!fuzz/campaigns.tsv' 2>/dev/null || COMMIT=$COMMIT+changes
# Hangs: an input of at most max_len bytes taking 60 s of wall time is one
# (the sanitizers slow everything ~3x, a shared machine more). OOM: 3 GB
# resident (the simulated memory alone may take 1 GiB, docs/simulator.md
# "Limits"). libFuzzer stops at a crash, hang or OOM: the campaign restarts
# it (the corpus so far is kept) until SECONDS are spent, or --cpu's budget.
# CPU time is the fuzzer's and its children's (bash's `times` of the subshell
# that waits for it: the children line counts every waited-for descendant,
# the jobs of -fork=N/-jobs=N too); a watcher reads /proc while it runs (the
# fuzzer's time, its reaped children's, and every live descendant's) and
# interrupts it (SIGINT: libFuzzer prints its final stats) when the budget
# is reached.
: > "$LOG"
start=$(date +%s)
end=$(( start + SECS ))
runs=0 cpu=0
touch "$LOG.start" "$LOG.campaign"
TICK=$(getconf CLK_TCK)
# CPU seconds of process $1 and its descendants so far: its own utime + stime,
# cutime + cstime (children already reaped), and each live child's tree.
treecpu() {
  local s c
  s=$(awk -v t="$TICK" '{ sub(/.*\) /, ""); print ($12 + $13 + $14 + $15) / t }' "/proc/$1/stat" 2>/dev/null || echo 0)
  for c in $(cat /proc/"$1"/task/*/children 2>/dev/null); do
    s=$(awk -v a="$s" -v b="$(treecpu "$c")" 'BEGIN { print a + b }')
  done
  echo "${s:-0}"
}
tosec() { awk '{ for (i = 1; i <= 2; i++) { split($i, a, /[ms]/); s += a[1] * 60 + a[2] } } END { printf "%.2f", s }'; }
while :; do
  left=$(( end - $(date +%s) ))
  [ "$left" -gt 5 ] || break
  [ "$CPU_BUDGET" = 0 ] || awk -v c="$cpu" -v b="$CPU_BUDGET" 'BEGIN { exit !(c < b - 1) }' || break
  runs=$((runs + 1))
  # bash -c has one child, the fuzzer (nice execs it): its `times` is the
  # fuzzer's CPU alone; the watcher runs outside it.
  rm -f "$LOG.pid"
  PIDF=$LOG.pid OUT=$LOG bash -c 'nice -n "${EPIC_FUZZ_NICE:-19}" "$@" >> "$OUT" 2>&1 & echo $! > "$PIDF"
    wait $!; times' fuzzer "$BIN" "$WORK" "$SEEDS" -dict="$DICT" -max_total_time="$left" -timeout=60 \
      -rss_limit_mb=3072 -max_len=65536 -artifact_prefix="$ART/" -print_final_stats=1 "$@" > "$LOG.times" &
  sh=$!
  # libFuzzer checks -max_total_time only after its first pass over the
  # corpus (slow seeds under the sanitizers can take far longer): the watcher
  # also ends the run at the wall deadline.
  while kill -0 $sh 2>/dev/null; do
    pid=$(cat "$LOG.pid" 2>/dev/null || true)
    used=$( [ -n "$pid" ] && treecpu "$pid" || echo 0)
    if [ "$(date +%s)" -ge $((end + 10)) ] ||
       { [ "$CPU_BUDGET" != 0 ] && awk -v c="$cpu" -v u="$used" -v b="$CPU_BUDGET" 'BEGIN { exit !(c + u >= b) }'; }; then
      kill -INT "$pid" 2>/dev/null || true
      break
    fi
    sleep 2
  done
  wait $sh || true
  sed -n 2p "$LOG.times" | tosec > "$LOG.cpu"
  cpu=$(awk -v c="$cpu" -v u="$(cat "$LOG.cpu")" 'BEGIN { printf "%.2f", c + u }')
  # An input that stopped the run leaves the corpus (it is an artifact now),
  # or every restart would stop at it again.
  for a in $(find "$ART" -type f -newer "$LOG.start"); do
    find "$WORK" "$SEEDS" -type f -size "$(stat -c %s "$a")c" -exec cmp -s "$a" {} \; -delete
  done
  touch "$LOG.start"
done
wall=$(( $(date +%s) - start ))
last=$(grep -E '^#[0-9]+.*cov:' "$LOG" | tail -1 || true)
covft=$(echo "$last" | sed -nE 's/.*cov: ([0-9]+) ft: ([0-9]+).*/\1\/\2/p')
execs=$(sed -nE 's/.*stat::number_of_executed_units: *([0-9]+).*/\1/p' "$LOG" | awk '{s+=$1} END {print s+0}')
count() { find "$ART" -type f -name "$1-*" -newer "$LOG.campaign" | wc -l; }
corpus=$(find "$WORK" -type f | wc -l)
echo "$T: ${wall}s wall, ${cpu}s CPU in $runs run(s), executions $execs; last: ${last:-none}; corpus $corpus ($WORK);" \
     "new artifacts: crash $(count crash), timeout $(count timeout), oom $(count oom), leak $(count leak)," \
     "slow $(count slow-unit) ($ART; log $LOG)"
[ -f "$LEDGER" ] || printf 'date\ttarget\tcpu_seconds\twall_seconds\texecutions\tcov/ft\tcorpus\tcrashes\ttimeouts\tooms\tleaks\tcommit\n' > "$LEDGER"
printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$(date -u +%Y-%m-%dT%H:%MZ)" "$T" "$cpu" "$wall" "$execs" \
  "${covft:--}" "$corpus" "$(count crash)" "$(count timeout)" "$(count oom)" "$(count leak)" "$COMMIT" >> "$LEDGER"
