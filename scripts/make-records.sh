#!/usr/bin/env bash
# Makes the shipped records: tunes every workload of the CPU benchmark (bench_cpu's rows) on this
# machine with the model-guided search and writes the best 16 successful records of each to
# records/cpu-<LLVM cpu name>.jsonl, which `ktune run --schedule auto`, `ktune export` and
# Python's apply_best fall back to when no database has a record for a workload (the closest
# compatible file: the same CPU, else the same x86-64 level, else a lower one).
#   bash scripts/make-records.sh [TRIALS] [TARGET]   (default 64 per workload, this CPU)
# TARGET is a CPU target that runs here: an AVX-512 machine makes the AVX2 records with
# "llvm -mcpu=znver3". KTUNE_RECORDS_DB=FILE keeps the tuning database (bench_cpu --db FILE
# compares its best kernels with the templates). Run it on a quiet machine.
set -euo pipefail
cd "$(dirname "$0")/.."
TRIALS=${1:-64}
TARGET=${2:-llvm}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 --target ktune
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
DB=${KTUNE_RECORDS_DB:-$WORK/records.db}
WORKLOADS=(
  "matmul:M=1024,N=1024,K=1024" "matmul:M=512,N=512,K=512" "matmul:M=2048,N=2048,K=2048" "matmul:M=127,N=255,K=63"
  "dense:M=128,N=3072,K=768,bias=1,act=gelu" "batch_matmul:B=12,M=128,N=128,K=64"
  "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw" "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc"
  "depthwise_conv2d:N=1,C=64,H=56,W=56,R=3,S=3,pad=1,layout=nchw" "softmax:M=4096,N=1024" "layernorm:M=4096,N=1024"
  "softmax:M=16384,N=1024" "layernorm:M=16384,N=1024"
)
for w in "${WORKLOADS[@]}"; do
  ./build/ktune tune --workload "$w" --target "$TARGET" --trials "$TRIALS" --strategy xgb --db "$DB"
done
TARGET_STRING=$(./build/ktune run -w matmul:M=8,N=8,K=8 -t "$TARGET" --json --repeat 1 --min-repeat-ms 1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"])')
CPU=$(echo "$TARGET_STRING" | sed 's/^llvm -mcpu=//; s/ -mattr=/-/; s/[^A-Za-z0-9.+-]/_/g')
./build/ktune db export --db "$DB" --target "$TARGET_STRING" --output "$WORK/all.jsonl"
mkdir -p records
# The best 16 successful schedule records of each workload, oldest first as exported.
python3 - "$WORK/all.jsonl" "records/cpu-$CPU.jsonl" <<'PY'
import json, sys
lines = [l for l in open(sys.argv[1]) if l.strip()]
recs = [json.loads(l) for l in lines]
def median(c):
    c = sorted(c); n = len(c)
    return c[n // 2] if n % 2 else (c[n // 2 - 1] + c[n // 2]) / 2
keep = {}
for i, r in enumerate(recs):
    # Shipped records are schedules: a library call (OpenBLAS, oneDNN) depends on what the
    # user installed, and the schedule policy never takes one from here.
    if r.get("error") is not None or not r.get("costs") or r.get("library") is not None:
        continue
    keep.setdefault(r["workload"]["key"], []).append((median(r["costs"]), i))
chosen = sorted(i for v in keep.values() for _, i in sorted(v)[:16])
with open(sys.argv[2], "w") as out:
    for i in chosen:
        out.write(lines[i] if lines[i].endswith("\n") else lines[i] + "\n")
print(f"{len(chosen)} records of {len(keep)} workloads -> {sys.argv[2]}")
PY
