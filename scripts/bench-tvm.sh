#!/usr/bin/env bash
# ktune against Apache TVM MetaSchedule, rerunnable with one command: each workload is tuned by
# both (MetaSchedule's defaults: evolutionary search + XGBoost cost model; ktune tune --strategy
# xgb) for the same number of trials on the same LLVM CPU and thread count, then each tool's best
# kernel is timed by its own evaluator. Prints a Markdown table (GFLOPS, kernel ratio, tuning
# time, time ratio) and, with --out, writes the figures as JSON for the README.
#
# TVM comes from PyPI into its own virtual environment (.venv-tvm/, git-ignored), so the project's
# own Python and CI never depend on it; the pins are in benchmarks/tvm/requirements.txt, and the
# comparison itself in benchmarks/tvm/metaschedule_bench.py.
#
#   bash scripts/bench-tvm.sh [--trials N] [--workloads a,b,c] [--mcpu NAME] [--out FILE.json]
#                             [--threads N] [--repeat R] [--min-repeat-ms MS] [--seed S] [--keep]
#                             [--tools tvm,ktune] [--stock-builder] [--no-build] [--venv DIR]
#
# --trials (default 64) trials per workload and tool. --workloads: short names (matmul, conv2d,
# conv2d_nchw, dense_gelu, batch_matmul; default matmul,conv2d,dense_gelu) or ktune specs.
# --mcpu (default $KTUNE_BENCH_MCPU, else the host as ktune's LLVM names it): both tools compile
# for `llvm -mcpu=NAME`, TVM as {"kind": "llvm", "mcpu": NAME, "num-cores": threads}.
# --no-build uses build/ktune as it is instead of bringing it up to date first.
# Run it on a quiet machine: both tools time kernels while they tune.
set -euo pipefail
cd "$(dirname "$0")/.."

VENV=${KTUNE_TVM_VENV:-.venv-tvm}
BUILD=1
ARGS=()
while [ $# -gt 0 ]; do
  case "$1" in
    --no-build) BUILD=0 ;;
    --venv) VENV=$2; shift ;;
    --venv=*) VENV=${1#--venv=} ;;
    -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
    *) ARGS+=("$1") ;;
  esac
  shift
done

REQ=benchmarks/tvm/requirements.txt
# Reinstall only when the pins change: a stamp holding the requirements file's hash, so a rerun
# needs no network and takes no time here.
STAMP="$VENV/.bench-tvm-requirements"
if [ ! -x "$VENV/bin/python" ]; then
  echo "bench-tvm: creating $VENV" >&2
  python3 -m venv "$VENV"
fi
if ! cmp -s <(sha256sum < "$REQ") "$STAMP" 2>/dev/null; then
  echo "bench-tvm: installing $REQ into $VENV" >&2
  "$VENV/bin/python" -m pip install -q --upgrade pip
  "$VENV/bin/python" -m pip install -q -r "$REQ"
  sha256sum < "$REQ" > "$STAMP"
fi

if [ "$BUILD" = 1 ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
  cmake --build build -j"$(nproc)" --target ktune ktune_worker
fi

exec "$VENV/bin/python" benchmarks/tvm/metaschedule_bench.py --ktune build/ktune "${ARGS[@]}"
