#!/usr/bin/env bash
# The GPU check, run once on a machine with an NVIDIA GPU (the device tool), with its output kept
# in the GPU issue's note:
#   1. `ktune targets` (the device and its architecture),
#   2. the GPU tests (every template through ptxas, and the harness measuring on the device),
#   3. tuning sessions of matmul 4096^3 f32 and f16 (tensor cores), dense 4096^3 + bias + gelu,
#      an NCHW 3x3 convolution and softmax 4096x4096 on the device (TRIALS each); the GEMMs and
#      the convolution measure ktune's library candidates first (cuBLAS, cuDNN's algorithms, with
#      the generated epilogue), and each session's log says "library X: t1; best generated: t2",
#   4. bench_gpu: the tuned kernels (bf16 and tf32: the template's defaults) against cuBLAS
#      (cublasSgemm, cublasGemmEx with f16/bf16 inputs or f32 with FAST_TF32), against ktune's
#      fastest library call for the fused and convolution rows, and the copy bandwidth; with the
#      "ktune best (kind)" decision per row.
# It uses the Release build in build/ when there is one, else the archive that
# scripts/gpu-bundle.sh made here (.gpu-bundle/, carried along), unpacked under /tmp.
#   bash scripts/gpu-check.sh [TRIALS] [OUT_DIR]     (defaults: 200 trials, ./gpu-check-out)
# With the device tool, only $OUT comes back and a session has minutes: pass both, e.g.
#   bash scripts/gpu-check.sh 32 "$OUT"
set -uo pipefail
cd "$(dirname "$0")/.."
TRIALS="${1:-200}"
OUT="${2:-gpu-check-out}"
# The device tool brings back at most 8 files from $OUT: the sessions' logs go under sessions/ and
# are packed into one archive at the end.
mkdir -p "$OUT/sessions"
if [ -x build/ktune ] && [ -x build/tests/test_gpu ]; then
  BIN=build; KT=build/ktune; TEST=build/tests/test_gpu; BENCH=build/benchmarks/bench_gpu
else
  [ -f .gpu-bundle/ktune-gpu.tar.xz ] || { echo "gpu-check: no build/ and no .gpu-bundle/ktune-gpu.tar.xz" >&2; exit 2; }
  rm -rf /tmp/ktune-gpu && mkdir -p /tmp/ktune-gpu && tar -C /tmp/ktune-gpu -xJf .gpu-bundle/ktune-gpu.tar.xz
  export LD_LIBRARY_PATH="/tmp/ktune-gpu/ktune/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  BIN=/tmp/ktune-gpu/ktune/bin; KT=$BIN/ktune; TEST=$BIN/test_gpu; BENCH=$BIN/bench_gpu
fi
export PATH="$PATH:/usr/local/cuda/bin"
# cuBLAS for bench_gpu's peer, wherever the toolkit keeps it.
for d in /usr/local/cuda/lib64 /usr/local/cuda/targets/x86_64-linux/lib /usr/lib/x86_64-linux-gnu; do
  [ -d "$d" ] && export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$d"
done
# cuDNN and cuBLAS from Python's NVIDIA wheels (nvidia-cudnn-cu13 and the like), where the toolkit
# has none: images that hold PyTorch often keep them only there. Appended, so the toolkit's win.
NV_DIRS=$(python3 -c '
import glob, importlib.util, os
s = importlib.util.find_spec("nvidia")
for root in (s.submodule_search_locations if s else []):
    for d in sorted(set(glob.glob(os.path.join(root, "*", "lib")) + glob.glob(os.path.join(root, "*", "*", "lib")))):
        print(d)' 2>/dev/null || true)
for d in $NV_DIRS; do export LD_LIBRARY_PATH="${LD_LIBRARY_PATH:+$LD_LIBRARY_PATH:}$d"; done
# Each tuning session may be bounded (seconds), so that a slow one cannot eat a short lease; its
# measurements are in the database as they are made, so bench_gpu still reads them.
TUNE_LIMIT="${GPU_CHECK_TUNE_LIMIT_S:-0}"
# A library the bundle's programs need and cannot find: say so now, not as a crash later.
if ldd "$KT" "$TEST" "$BENCH" 2>&1 | grep -q "not found"; then
  echo "gpu-check: missing libraries:" >&2; ldd "$KT" "$TEST" "$BENCH" 2>&1 | grep "not found" >&2
fi
{
  echo "== $(date -u +%FT%TZ) $(hostname)"
  nvidia-smi --query-gpu=name,driver_version,memory.total,clocks.max.sm --format=csv 2>&1 || true
  echo "== ktune targets"; $KT targets
  ARCH=$($KT targets --json | python3 -c 'import json,sys; d=json.load(sys.stdin)["cuda"]["devices"]; print(d[0]["target"] if d else "")')
  [ -n "$ARCH" ] || { echo "gpu-check: no CUDA device"; exit 3; }
  echo "== GPU tests ($ARCH, started $(date -u +%T))"; $TEST > "$OUT/test_gpu.log" 2>&1; echo "exit $?"; tail -25 "$OUT/test_gpu.log"
  DB="$OUT/gpu.db"
  for W in matmul:M=4096,N=4096,K=4096 matmul:M=4096,N=4096,K=4096,dtype=f16 \
           dense:M=4096,N=4096,K=4096,bias=1,act=gelu conv2d:N=8,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,bias=1,act=relu \
           softmax:M=4096,N=4096; do
    NAME=${W%%:*}; case "$W" in *dtype=*) NAME="$NAME-${W##*dtype=}" ;; esac
    echo "== ktune tune $W --target \"$ARCH\" --trials $TRIALS"
    echo "   started $(date -u +%T)"
    timeout "$TUNE_LIMIT" $KT tune -w "$W" --target "$ARCH" --trials "$TRIALS" --strategy xgb --db "$DB" --json > "$OUT/sessions/tune-$NAME.json" 2> "$OUT/sessions/tune-$NAME.log"
    echo "exit $?"; tail -3 "$OUT/sessions/tune-$NAME.log"
    # One line per session: the library candidate, the best generated kernel, the winner.
    python3 - "$OUT/sessions/tune-$NAME.json" <<'PY' || true
import json, sys
d = json.load(open(sys.argv[1]))
def ms(r): return "%.4f ms" % (r["median_cost_s"] * 1e3) if r and r.get("median_cost_s") else "none"
lib = d.get("best_library") or {}
name = lib.get("library") or {}
print("measured %s schedules and %s library calls in %.0f s; failures %s" % (d.get("measured"), d.get("library_measured"), d.get("elapsed_s", 0), d.get("failures")))
print("library %s: %s; best generated: %s; winner: %s" % (
    (name.get("library", "-") + " " + name.get("routine", "") + " " + str((name.get("params") or {}).get("algorithm", ""))).strip(),
    ms(lib), ms(d.get("best_generated")), (d.get("best") or {}).get("kind")))
PY
  done
  echo "== bench_gpu (started $(date -u +%T))"; $BENCH --db "$DB" --target "$ARCH"
} 2>&1 | tee "$OUT/gpu-check.log"
tar -C "$OUT" -czf "$OUT/sessions.tgz" sessions && rm -rf "$OUT/sessions"
