#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite.
#   bash scripts/test.sh              Release build, every test
#   bash scripts/test.sh --sanitize   AddressSanitizer + UBSan build (build-sanitize/), every test
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
BUILD_DIR=build
BUILD_TYPE=Release
if [ "${1:-}" = "--sanitize" ]; then
  BUILD_DIR=build-sanitize
  BUILD_TYPE=Sanitize
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
fi
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" -DKTUNE_BUILD_TESTS=ON -DKTUNE_BUILD_BENCHMARKS=ON
cmake --build "$BUILD_DIR" -j2
cd "$BUILD_DIR"
ctest --output-on-failure --no-tests=error -j2 --timeout 900
