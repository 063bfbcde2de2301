#!/usr/bin/env bash
# The main job on a fresh machine: install what is missing, build in Release, then run a GEMM on
# this CPU with the default schedule and with the expert template, tune it (a session of
# KTUNE_MAIN_TRIALS measurements stored in the SQLite database KTUNE_MAIN_DB) and run the tuned
# kernel from the database; each run prints latency, GFLOPS and the correctness check.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DKTUNE_BUILD_TESTS=ON -DKTUNE_BUILD_BENCHMARKS=ON
cmake --build build -j2 --target ktune
SPEC=${KTUNE_MAIN_WORKLOAD:-matmul:M=1024,N=1024,K=1024}
DB=${KTUNE_MAIN_DB:-ktune.db}
TRIALS=${KTUNE_MAIN_TRIALS:-32}
echo "== default schedule =="
./build/ktune run --workload "$SPEC" --schedule default --repeat 3
echo "== expert template (register-blocked micro-kernel, packed panels outermost, parallel) =="
./build/ktune run --workload "$SPEC" --schedule template
echo "== tuning session: $TRIALS trials, database $DB (a rerun continues where it stopped) =="
./build/ktune tune --workload "$SPEC" --trials "$TRIALS" --db "$DB"
echo "== the tuned kernel: the best record of this machine in $DB =="
./build/ktune run --workload "$SPEC" --db "$DB"
