#!/usr/bin/env bash
# Installs what is missing, builds, and runs the whole test suite.
#   bash scripts/test.sh              Release build, every test on this CPU, then again with the
#                                     default CPU target forced to each lower x86-64 level
#   bash scripts/test.sh --sanitize   AddressSanitizer + UBSan build (build-sanitize/), every test
#                                     on this CPU (the benchmarks, which time and test nothing, are
#                                     not built there)
# The forced levels (KTUNE_HOST_TARGET="llvm -mcpu=x86-64-v3", then x86-64-v2) run every kernel
# of the suite as AVX2 and as SSE4.2 code, so a machine with AVX-512 also sees the failures that
# only a CPU without it would show (a missing compiler-rt builtin, a template that assumes 32
# vector registers). KTUNE_TEST_LEVELS="x86-64-v3" (or "") chooses the levels.
# The Release run ends with scripts/slurm-check.sh: `ktune tune --shard` as an array job under a
# real one-node Slurm, with its faults (skipped, saying why, where the daemons cannot start;
# KTUNE_SLURM_CHECK=0 leaves it out). Before it, a part of the suite runs on an emulated
# AVX2-only CPU (below).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
BUILD_DIR=build
BUILD_TYPE=Release
LEVELS=${KTUNE_TEST_LEVELS-"x86-64-v3 x86-64-v2"}
BENCHMARKS=ON
if [ "${1:-}" = "--sanitize" ]; then
  BUILD_DIR=build-sanitize
  BUILD_TYPE=Sanitize
  LEVELS=""
  BENCHMARKS=OFF
  export ASAN_OPTIONS=detect_leaks=1:abort_on_error=0
  export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
fi
# The Release build treats warnings as errors (the Sanitize build's -O1 gives GCC other
# heuristics; its warnings are shown, not fatal).
WERROR=ON
[ "$BUILD_TYPE" = Release ] || WERROR=OFF
cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="$BUILD_TYPE" -DKTUNE_BUILD_TESTS=ON -DKTUNE_BUILD_BENCHMARKS="$BENCHMARKS" \
  -DKTUNE_WERROR="$WERROR"
cmake --build "$BUILD_DIR" -j2
cd "$BUILD_DIR"
echo "test.sh: every test on this CPU"
ctest --output-on-failure --no-tests=error -j2 --timeout 900
for level in $LEVELS; do
  echo "test.sh: every test again with KTUNE_HOST_TARGET='llvm -mcpu=$level'"
  KTUNE_HOST_TARGET="llvm -mcpu=$level" ctest --output-on-failure --no-tests=error -j2 --timeout 900
done
cd ..
# A part of the suite (templates, half precision, the inlined math, codegen, the harness, the
# GPU emulator's f16/bf16 kernels, the expert schedules on shapes that no tile divides, the CLI
# and an exported library built by the C compiler) again on an emulated AVX2-only CPU: QEMU's
# EPYC-Milan, whose cpuid makes LLVM detect znver3 and on which an AVX-512 instruction faults
# (scripts/test-emulated.py; about 3 minutes). KTUNE_TEST_EMULATED=0 leaves it out, =all runs
# every test so (well over an hour: the whole-model tests and the shipped-record replays are slow).
EMULATED_TESTS='^(TemplateTest|HalfPrecisionTest|VectorMathTest|OddLanesTest|CodegenTest|TargetTest|MeasureTest|ThreadPoolTest)\.|^Ops/DefaultScheduleTest|^Overlap/|GpuEmulationTest.*(bf16|f16)|^NonDividing/ExpertScheduleTest|^cli\.run_json$|^export\.c_consumer$'
if [ "$BUILD_TYPE" = Release ] && [ "${KTUNE_TEST_EMULATED:-1}" != 0 ]; then
  echo "test.sh: tests again on an emulated AVX2-only CPU (scripts/test-emulated.py)"
  if [ "${KTUNE_TEST_EMULATED:-1}" = all ]; then EMULATED_TESTS=""; fi
  python3 scripts/test-emulated.py "$BUILD_DIR" -R "$EMULATED_TESTS"
fi
if [ "$BUILD_TYPE" = Release ] && [ "${KTUNE_SLURM_CHECK:-1}" != 0 ]; then
  echo "test.sh: scale-out under a real Slurm (scripts/slurm-check.sh)"
  bash scripts/slurm-check.sh
fi
