#!/usr/bin/env bash
# The main job on a fresh machine: install what is missing, build in Release, then compile and
# run a GEMM on this CPU twice, with the default schedule and with the matmul template, and
# print latency, GFLOPS and the correctness check of each.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release -DKTUNE_BUILD_TESTS=ON -DKTUNE_BUILD_BENCHMARKS=ON
cmake --build build -j2 --target ktune
SPEC=${KTUNE_MAIN_WORKLOAD:-matmul:M=1024,N=1024,K=1024}
echo "== default schedule =="
./build/ktune run --workload "$SPEC" --schedule default --repeat 3
echo "== matmul template (register-blocked micro-kernel, packed B panels outermost, parallel) =="
./build/ktune run --workload "$SPEC" --schedule template
