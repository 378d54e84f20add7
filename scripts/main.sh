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
# The same, drawn (bubble bars beside the paper's, pipeline timelines), in
# one self-contained HTML page.
status=0
"$BUILD/bin/epicsched" report --html="$BUILD/report.html" || status=$?
echo
echo "HTML report (Figure-5 bubble bars, pipeline timelines): $BUILD/report.html"
exit $status
