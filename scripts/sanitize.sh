#!/usr/bin/env bash
# The whole test suite under AddressSanitizer + UBSan (issue 21), one command:
#   bash scripts/sanitize.sh [ctest arguments, e.g. -R lit-robust]
# Configures (once) $EPIC_SANITIZE_BUILD (default build-asan) with
# -DEPIC_SANITIZE=ON -- clang-19 when installed, else g++ -- builds everything
# and runs ctest there. Any sanitizer report aborts its process, so the test
# that ran it fails. A build made with -DEPIC_FUZZ=ON (fuzz/run.sh's
# build-fuzz) has the same sanitizers and serves too:
#   EPIC_SANITIZE_BUILD=build-fuzz bash scripts/sanitize.sh
# Takes long (a sanitized build, then a suite 2-3x slower): run it niced on a
# shared machine. Not part of scripts/test.sh.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-deps.sh
BUILD=${EPIC_SANITIZE_BUILD:-build-asan}
if [ ! -f "$BUILD/build.ninja" ]; then
  if command -v clang++-19 >/dev/null; then export CC=clang-19 CXX=clang++-19; fi
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release -DEPIC_SANITIZE=ON
fi
cmake --build "$BUILD" -j "$(nproc)"
# halt_on_error: the first report ends the process (exit code != 0); leaks
# count as reports; UBSan prints the stack so the report is actionable.
export ASAN_OPTIONS=${ASAN_OPTIONS:-halt_on_error=1:detect_leaks=1:abort_on_error=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-halt_on_error=1:print_stacktrace=1}
cd "$BUILD"
ctest --output-on-failure -j "$(nproc)" --timeout 3600 "$@"
