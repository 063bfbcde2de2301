#!/usr/bin/env bash
# Packs what scripts/gpu-check.sh needs on a GPU machine that cannot build ktune (no LLVM 19,
# SQLite or XGBoost development packages there, and no network): the Release programs and every
# shared library they load that is not the C library or the NVIDIA driver, as one xz archive in
# .gpu-bundle/ (ignored by git; carry it to the device machine). Build first (scripts/test.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
BIN=(build/ktune build/ktune_worker build/tests/test_gpu build/benchmarks/bench_gpu)
for b in "${BIN[@]}"; do [ -x "$b" ] || { echo "gpu-bundle: $b is missing: build in Release first" >&2; exit 2; }; done
STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
mkdir -p "$STAGE/ktune/bin" "$STAGE/ktune/lib"
cp "${BIN[@]}" "$STAGE/ktune/bin/"
# The libraries, without the C library and loader (the machine's own must be used) and libcuda.
if ldd "${BIN[@]}" | grep -q "not found"; then
  echo "gpu-bundle: a library the programs need is not found:" >&2; ldd "${BIN[@]}" | grep "not found" >&2; exit 2
fi
ldd "${BIN[@]}" | awk '/=> \// {print $3}' | sort -u |
  grep -Ev '/(libc|libm|libdl|libpthread|librt|ld-linux[^/]*|libcuda)\.so' |
  while read -r lib; do cp -L "$lib" "$STAGE/ktune/lib/"; done
mkdir -p .gpu-bundle
grep -qx '/.gpu-bundle/' .git/info/exclude 2>/dev/null || echo '/.gpu-bundle/' >> .git/info/exclude
tar -C "$STAGE" -cJf .gpu-bundle/ktune-gpu.tar.xz ktune
ls -la .gpu-bundle/ktune-gpu.tar.xz
# The device tool carries at most 64 MiB with the working tree.
size=$(stat -c %s .gpu-bundle/ktune-gpu.tar.xz)
[ "$size" -lt $((60 * 1024 * 1024)) ] || { echo "gpu-bundle: the archive ($size bytes) is too large to carry" >&2; exit 3; }
