#!/usr/bin/env bash
# Makes the shipped records: tunes every workload of the CPU benchmark (bench_cpu's rows) on this
# machine with the model-guided search and writes the best 16 successful records of each to
# records/cpu-<LLVM cpu name>.jsonl, which `ktune run` falls back to when no database has a
# record for a workload. Run it on the reference CPU (x86-64 with AVX-512) on a quiet machine.
#   bash scripts/make-records.sh [TRIALS]    (default 64 per workload)
set -euo pipefail
cd "$(dirname "$0")/.."
TRIALS=${1:-64}
cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
cmake --build build -j2 --target ktune
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT
DB="$WORK/records.db"
WORKLOADS=(
  "matmul:M=1024,N=1024,K=1024" "matmul:M=512,N=512,K=512" "matmul:M=2048,N=2048,K=2048" "matmul:M=127,N=255,K=63"
  "dense:M=128,N=3072,K=768,bias=1,act=gelu" "batch_matmul:B=12,M=128,N=128,K=64"
  "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw" "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc"
  "depthwise_conv2d:N=1,C=64,H=56,W=56,R=3,S=3,pad=1,layout=nchw" "softmax:M=4096,N=1024" "layernorm:M=4096,N=1024"
)
for w in "${WORKLOADS[@]}"; do
  ./build/ktune tune --workload "$w" --trials "$TRIALS" --strategy xgb --db "$DB"
done
CPU=$(./build/ktune run -w matmul:M=8,N=8,K=8 --json --repeat 1 --min-repeat-ms 1 | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"].split("-mcpu=")[-1])')
./build/ktune db export --db "$DB" --output "$WORK/all.jsonl"
mkdir -p records
# The best 16 successful records of each workload, oldest first as exported.
python3 - "$WORK/all.jsonl" "records/cpu-$CPU.jsonl" <<'PY'
import json, sys
lines = [l for l in open(sys.argv[1]) if l.strip()]
recs = [json.loads(l) for l in lines]
def median(c):
    c = sorted(c); n = len(c)
    return c[n // 2] if n % 2 else (c[n // 2 - 1] + c[n // 2]) / 2
keep = {}
for i, r in enumerate(recs):
    if r.get("error") is not None or not r.get("costs"):
        continue
    keep.setdefault(r["workload"]["key"], []).append((median(r["costs"]), i))
chosen = sorted(i for v in keep.values() for _, i in sorted(v)[:16])
with open(sys.argv[2], "w") as out:
    for i in chosen:
        out.write(lines[i] if lines[i].endswith("\n") else lines[i] + "\n")
print(f"{len(chosen)} records of {len(keep)} workloads -> {sys.argv[2]}")
PY
