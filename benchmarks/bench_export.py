#!/usr/bin/env python3
"""Times every kernel of a library written by `ktune export` through its C entry points (ctypes),
beside the time its tuning record measured, so that what a user's program gets from the library
(a generated kernel, or a vendor library call loaded by the library itself) can be compared with
what ktune measured when it chose it. Arguments are random arrays of the manifest's shapes (64-byte
aligned, as the harness's); each
kernel is called once to warm up (a library call loads its library then), then timed as the
median of --repeat calls.

    python3 benchmarks/bench_export.py OUT_DIR [--repeat 30] [--only SYMBOL]
"""
import argparse
import ctypes
import json
import os
import pathlib
import statistics
import time

# NumPy loads the system's OpenBLAS when it is imported, before an exported library can set
# OPENBLAS_CORETYPE for the CPU (OpenBLAS 0.3.21 runs its SSE3 kernels on CPU models newer than
# itself): set it first, as ktune does where it measures (src/library/LibraryCall.cpp).
_flags = open("/proc/cpuinfo").read().split()
if "avx512f" in _flags:
    os.environ.setdefault("OPENBLAS_CORETYPE", "SkylakeX")
elif "avx2" in _flags:
    os.environ.setdefault("OPENBLAS_CORETYPE", "Haswell")

import numpy as np  # noqa: E402

DTYPES = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "i64": np.int64}


def aligned(values, alignment=64):
    """A copy of values whose data starts on a 64-byte boundary, as ktune's harness allocates
    its buffers. NumPy's large arrays start 16 bytes into a page: every 64-byte vector load of
    AVX-512 code then spans two cache lines, and an exported softmax 4096x1024 measured 1.51 ms
    on such arrays against 1.26 ms on aligned ones (2026-12-05, Xeon)."""
    raw = np.empty(values.nbytes + alignment, dtype=np.uint8)
    start = -raw.ctypes.data % alignment
    out = raw[start:start + values.nbytes].view(values.dtype).reshape(values.shape)
    out[...] = values
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", help="a folder written by ktune export (manifest.json, lib<name>.so)")
    parser.add_argument("--repeat", type=int, default=30)
    parser.add_argument("--only", help="time only this kernel (another kernel's library threads may still spin)")
    args = parser.parse_args()
    out = pathlib.Path(args.out_dir)
    manifest = json.loads((out / "manifest.json").read_text())
    lib = ctypes.CDLL(str(out / ("lib%s.so" % manifest["library"])))
    lib.ktune_runtime_last_error.restype = ctypes.c_char_p
    print("%-72s %-8s %12s %12s %7s" % ("kernel", "kind", "exported ms", "record ms", "ratio"))
    rng = np.random.default_rng(0)
    for k in manifest["kernels"]:
        if args.only and k["symbol"] != args.only:
            continue
        arrays = []
        for a in k["arguments"]:
            if a["dtype"] not in DTYPES:
                break
            arrays.append(aligned(rng.standard_normal(a["shape"]).astype(DTYPES[a["dtype"]])))
        if len(arrays) != len(k["arguments"]):
            print("%-72s skipped: an argument type this script does not make" % k["symbol"])
            continue
        pointers = (ctypes.c_void_p * len(arrays))(*[a.ctypes.data for a in arrays])
        packed = getattr(lib, k["packed_symbol"])
        packed.argtypes = [ctypes.c_void_p]
        packed(pointers)
        error = lib.ktune_runtime_last_error().decode() if k.get("kind") == "library" else ""
        if error:
            print("%-72s failed: %s" % (k["symbol"], error))
            continue
        times = []
        for _ in range(args.repeat):
            start = time.perf_counter()
            packed(pointers)
            times.append(time.perf_counter() - start)
        exported = statistics.median(times) * 1e3
        record = k["record"]["median_cost_s"] * 1e3 if k.get("record") else None
        print("%-72s %-8s %12.4f %12s %7s" % (k["symbol"][:72], k.get("kind", "schedule"), exported,
                                              "-" if record is None else "%.4f" % record,
                                              "-" if record is None else "%.2f" % (record / exported)))


if __name__ == "__main__":
    main()
