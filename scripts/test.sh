#!/usr/bin/env bash
# README command 2: install what is missing, build, run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup-deps.sh
bash scripts/build.sh
BUILD=${EPIC_BUILD_DIR:-build}
cd "$BUILD"
ctest --output-on-failure -j "$(nproc)"
