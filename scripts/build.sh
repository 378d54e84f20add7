#!/usr/bin/env bash
# Configures (once) and builds epicsched into build/ with CMake + Ninja.
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD=${EPIC_BUILD_DIR:-build}
if [ ! -f "$BUILD/build.ninja" ]; then
  cmake -S . -B "$BUILD" -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build "$BUILD" -j "$(nproc)"
