#!/usr/bin/env bash
# README command 1: install what is missing, build, run the main job.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-deps.sh
bash scripts/build.sh
BUILD=${EPIC_BUILD_DIR:-build}
# The main job: build every fast path (IPC, system calls, signals, queues)
# as written, list-scheduled and Z3-scheduled, run each scenario on the
# simulated Itanium 2 and print the table next to the paper's figures, then
# the issue's targets. Exit status 1 when a scenario fails its expectations.
exec "$BUILD/bin/epicsched" report
