#!/usr/bin/env bash
# README command 1: install what is missing, build, run the main job.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-deps.sh
bash scripts/build.sh
BUILD=${EPIC_BUILD_DIR:-build}
# Until the fast-path report exists, the main job parses the included
# example fast path and prints what it found, then schedules the IPC fast
# path and prints what the scheduler did (per procedure: instructions,
# bundles, nops, groups, predicted cycles, proven lower bound).
"$BUILD/bin/epicsched" parse examples/fsys_getpid.S --summary
echo
exec "$BUILD/bin/epicsched" sched fastpaths/ipc/ipc_fastpath.S -I fastpaths/include --stats \
  -o "$BUILD/ipc_fastpath.sched.s"
