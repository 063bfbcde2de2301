#!/usr/bin/env bash
# The tuning figures of the CPU benchmark: tunes every bench_cpu row with the model-guided
# search (TRIALS measurements each, default 200, in one database so that later rows learn from
# earlier ones), prints the tuning throughput of each row (trials per minute), then runs
# bench_cpu --db on that database: every tuned kernel against its peer library and against the
# expert template, interleaved in one run. Run it on a quiet machine.
#   bash scripts/bench-tuned.sh [TRIALS] [DB] [TARGET]   (DB default: a temporary file; TARGET
#                                                         default this CPU)
# An AVX-512 machine measures the AVX2 figures with TARGET "llvm -mcpu=znver3"; the peers are then
# held to AVX2 too (ONEDNN_MAX_CPU_ISA=AVX2; OpenBLAS's core type is what OPENBLAS_CORETYPE says).
set -euo pipefail
cd "$(dirname "$0")/.."
TRIALS=${1:-200}
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
DB=${2:-$WORK/tuned.db}
TARGET=${3:-llvm}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 --target ktune ktune_worker bench_cpu
WORKLOADS=(
  "matmul:M=1024,N=1024,K=1024" "matmul:M=512,N=512,K=512" "matmul:M=2048,N=2048,K=2048" "matmul:M=127,N=255,K=63"
  "dense:M=128,N=3072,K=768,bias=1,act=gelu" "batch_matmul:B=12,M=128,N=128,K=64"
  "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw" "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc"
  "depthwise_conv2d:N=1,C=64,H=56,W=56,R=3,S=3,pad=1,layout=nchw" "softmax:M=4096,N=1024" "layernorm:M=4096,N=1024"
  "softmax:M=16384,N=1024" "layernorm:M=16384,N=1024"
)
echo "# Tuning throughput ($(date -u +%F), $TRIALS model-guided trials per row, database $DB)"
echo
echo "| workload | space | measured | failed | seconds | trials/min | best GFLOPS |"
echo "|---|---:|---:|---:|---:|---:|---:|"
for w in "${WORKLOADS[@]}"; do
  ./build/ktune tune --workload "$w" --target "$TARGET" --trials "$TRIALS" --strategy xgb --db "$DB" --json > "$WORK/tune.json"
  python3 - "$w" "$WORK/tune.json" <<'PY'
import json, sys
j = json.load(open(sys.argv[2]))
rate = j["measured"] * 60 / j["elapsed_s"] if j["elapsed_s"] > 0 else 0
best = j["best"]["gflops"] if j.get("best") else 0
note = " (space exhausted)" if j["space_exhausted"] else ""
print(f"| {sys.argv[1]} | {j['space_size']} | {j['measured']}{note} | {j['failures']} | {j['elapsed_s']:.0f} | {rate:.0f} | {best:.1f} |")
PY
done
echo
if [ "$TARGET" = llvm ]; then
  ./build/benchmarks/bench_cpu --db "$DB"
else
  ONEDNN_MAX_CPU_ISA=${ONEDNN_MAX_CPU_ISA:-AVX2} ./build/benchmarks/bench_cpu --db "$DB" --target "$TARGET"
fi
