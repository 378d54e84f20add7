#!/usr/bin/env bash
# The whole test suite under AddressSanitizer + UBSan (issue 21), one command:
#   bash scripts/sanitize.sh [ctest arguments, e.g. -R lit-robust]
# Configures (once) $EPIC_SANITIZE_BUILD (default build-asan) with
# -DEPIC_SANITIZE=ON -- clang-19 when installed, else g++; through ccache when
# installed -- builds everything and runs every ctest test there: units, lit,
# corpus, the differential runs, the installed package. Nothing is left out:
# the long tests get EPIC_TEST_TIMEOUT_SCALE (8) times their usual time limit,
# the others (units, lit folders) 3600 s each.
# Any sanitizer report aborts its process (SIGABRT, not an exit code): an
# exit code would pass a lit `not` line or a harness that accepts exit 1 as
# "refused"; a crash fails both. A build made with -DEPIC_FUZZ=ON (fuzz/run.sh's
# build-fuzz) has the same sanitizers and serves too:
#   EPIC_SANITIZE_BUILD=build-fuzz bash scripts/sanitize.sh
# On a shared machine: EPIC_NICE=19 EPIC_JOBS=2 bash scripts/sanitize.sh
# (the sanitized build takes about an hour on 2 busy cores, the suite about
# as long again). Not part of scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-deps.sh
BUILD=${EPIC_SANITIZE_BUILD:-build-asan}
JOBS=${EPIC_JOBS:-$(nproc)}
NICE="nice -n ${EPIC_NICE:-0}"
if [ ! -f "$BUILD/build.ninja" ]; then
  if command -v clang++-19 >/dev/null; then export CC=clang-19 CXX=clang++-19; fi
  launcher=()
  if command -v ccache >/dev/null; then
    launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
  fi
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DEPIC_SANITIZE=ON "${launcher[@]}"
fi
$NICE cmake --build "$BUILD" -j "$JOBS"
# Every report is fatal and aborts; leaks count as reports; UBSan prints the
# stack so the report is actionable. ASan's own stack is enough (no core).
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:abort_on_error=1:detect_leaks=1:disable_coredump=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:abort_on_error=1:print_stacktrace=1}
cd "$BUILD"
$NICE ctest --output-on-failure -j "$JOBS" --timeout 3600 "$@"
