#!/usr/bin/env bash
# Installs the Debian 12 packages epicsched needs, only when one is missing.
set -euo pipefail
# chromium renders the HTML report in its tests (tests/lit/views).
PKGS=(cmake ninja-build g++ cpp python3 llvm-19-dev llvm-19-tools
      libantlr4-runtime-dev antlr4 libz3-dev libyaml-cpp-dev googletest libgtest-dev
      binutils-ia64-linux-gnu chromium)
# libFuzzer targets are optional; EPIC_FUZZ=1 adds clang-19 and its runtime.
if [ "${EPIC_FUZZ:-0}" = 1 ]; then PKGS+=(clang-19 libclang-rt-19-dev); fi
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "epicsched: installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO=sudo
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
