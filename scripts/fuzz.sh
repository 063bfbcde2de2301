#!/usr/bin/env bash
# Builds the libFuzzer target of the log line parser with clang++-19 (in build-fuzz/) and runs it.
#   bash scripts/fuzz.sh [SECONDS]     default 60; exit 0 when no crash was found
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-60}"
command -v clang++-19 >/dev/null || { echo "fuzz: clang++-19 not found (bash scripts/install-deps.sh)"; exit 2; }
cmake -S fuzz -B build-fuzz -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_COMPILER=clang++-19 >/dev/null
cmake --build build-fuzz -j1
# The checked-in seeds (one record per file) are copied: libFuzzer adds what it finds to the
# first corpus folder, which stays out of the source tree.
rm -rf build-fuzz/corpus && mkdir -p build-fuzz/corpus && cp fuzz/corpus/* build-fuzz/corpus/
export ASAN_OPTIONS=detect_leaks=1
# libFuzzer's progress lines go to build-fuzz/fuzz.log; its summary (or the crash report) is shown.
if build-fuzz/fuzz_log_line -max_total_time="$SECONDS_TO_RUN" -max_len=8192 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=build-fuzz/ build-fuzz/corpus > build-fuzz/fuzz.log 2>&1; then
  grep -E "^#[0-9]+.*(pulse|DONE)|^Done" build-fuzz/fuzz.log | tail -n 2
  echo "fuzz: no crash in $SECONDS_TO_RUN s (log: build-fuzz/fuzz.log)"
else
  tail -n 80 build-fuzz/fuzz.log
  echo "fuzz: the fuzzer found a failure (artifact in build-fuzz/, log: build-fuzz/fuzz.log)"
  exit 1
fi
