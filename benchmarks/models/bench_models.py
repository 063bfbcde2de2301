#!/usr/bin/env python3
"""ktune's whole models against ONNX Runtime, side by side in one run (scripts/bench-models.sh).

For each model (ResNet-18, MobileNetV2, the BERT-base encoder layer of tests/graph/make_models.py;
or --model FILE), on the same input: ONNX Runtime's CPU execution provider (all graph
optimisations, intra-op threads = ktune's threads, one inter-op thread) and ktune's model built
with templates only (untuned) and, with --db, with the best records of that tuning database
(generated: its best generated kernels, what build() gives by default) and with the vendor library
calls that were measured faster alone (tuned, library=True). The timings are interleaved: rounds of
ORT, ktune untuned, generated and tuned, each median of
--runs runs, after a pause that lets the other side's threads park; the reported figure is the
median over the rounds. Outputs are checked against ONNX Runtime first (relative error 1e-4).
Prints a Markdown table (ratio = ORT time / ktune time: above 1, ktune is faster), each
model's top kernels from ktune's profile and ONNX Runtime's top nodes from its own profiler (a
separate session, so that the timed one runs unprofiled); --json writes the figures.

AVX2 against AVX2 on an AVX-512 machine: --target "llvm -mcpu=znver3" (or x86-64-v3) compiles ktune's
kernels as AVX2 code, and --hide-avx512 reruns the benchmark in a process whose CPUID reports no
AVX-512 (libktune_hide_avx512.so from the build, benchmarks/models/HideAvx512.c), so that ONNX
Runtime's MLAS, which picks its kernels by CPUID and has no switch of its own, runs its AVX2 ones.
"""
import argparse
import json
import os
import platform
import statistics
import sys
import tempfile
import time

import numpy as np
import onnxruntime as ort

import ktune


def median_time(fn, runs):
    times = []
    for _ in range(runs):
        t0 = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def ort_top_nodes(path, so_threads, feed, runs, count=5):
    """ONNX Runtime's slowest nodes after its graph optimisations (its names: "bn_227_nchwc" is a
    Conv with its BatchNormalization, in MLAS's NCHWc layout), each the median of `runs` runs of
    its own profiler, from a session of its own so that the timed one runs unprofiled."""
    so = ort.SessionOptions()
    so.intra_op_num_threads = so_threads
    so.inter_op_num_threads = 1
    so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    so.enable_profiling = True
    with tempfile.TemporaryDirectory() as d:
        so.profile_file_prefix = os.path.join(d, "ort")
        session = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
        for _ in range(runs + 1):
            session.run(None, feed)
        with open(session.end_profiling()) as f:
            events = json.load(f)
    per_node = {}
    for e in events:
        if e.get("cat") == "Node" and e.get("name", "").endswith("_kernel_time"):
            key = (e["name"][:-len("_kernel_time")], e.get("args", {}).get("op_name", ""))
            per_node.setdefault(key, []).append(e["dur"] * 1e-6)
    medians = {k: statistics.median(v[-runs:]) for k, v in per_node.items()}
    total = sum(medians.values())
    top = sorted(medians.items(), key=lambda kv: -kv[1])[:count]
    return [{"node": n, "op": op, "ms": t * 1e3, "share": t / total} for (n, op), t in top]


def hide_avx512_library():
    """libktune_hide_avx512.so of the build this ktune comes from (KTUNE_HIDE_AVX512_LIB overrides)."""
    path = os.environ.get("KTUNE_HIDE_AVX512_LIB") or os.path.join(
        os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(ktune.__file__)))), "benchmarks",
        "libktune_hide_avx512.so")
    if not os.path.isfile(path):
        sys.exit("--hide-avx512: %s is not built (cmake --build build --target ktune_hide_avx512, or set "
                 "KTUNE_HIDE_AVX512_LIB)" % path)
    return path


def rerun_with_avx512_hidden():
    """Runs this benchmark again, whole, in a process whose CPUID reports no AVX-512; in that process,
    checks that it does."""
    lib = hide_avx512_library()
    if os.environ.get("KTUNE_AVX512_HIDDEN") != "1":
        env = dict(os.environ, KTUNE_AVX512_HIDDEN="1")
        env["LD_PRELOAD"] = lib + (" " + env["LD_PRELOAD"] if env.get("LD_PRELOAD") else "")
        env.pop("PYTHONFAULTHANDLER", None)  # its SIGSEGV handler would replace the library's
        sys.stdout.flush()
        os.execve(sys.executable, [sys.executable] + sys.argv, env)
    # What a library that asks CPUID after start-up sees: NumPy's dispatcher, imported after the preload.
    try:
        from numpy._core._multiarray_umath import __cpu_features__ as features
    except ImportError:  # NumPy 1.x
        from numpy.core._multiarray_umath import __cpu_features__ as features
    if features.get("AVX512F") or not features.get("AVX2"):
        sys.exit("--hide-avx512: CPUID still reports AVX-512 in this process (or no AVX2): this CPU or kernel has no "
                 "CPUID faulting (arch_prctl ARCH_SET_CPUID), or %s was not preloaded" % lib)
    import ctypes
    calls = ctypes.CDLL(lib).ktune_hide_avx512_cpuid_calls  # the preloaded library: the same handle
    calls.restype = ctypes.c_long
    return calls


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--models", nargs="+", required=True, help="ONNX files (one input, float32)")
    p.add_argument("--db", default="", help="a tuning database: also time ktune with its records (tuned)")
    p.add_argument("--threads", type=int, default=0, help="threads of both (0: the CPUs this process may use)")
    p.add_argument("--rounds", type=int, default=5)
    p.add_argument("--runs", type=int, default=10)
    p.add_argument("--json", default="", help="write the figures here")
    p.add_argument("--target", default="llvm",
                   help='ktune\'s CPU target: "llvm" (this CPU, the default) or another CPU that runs here, e.g. '
                        '"llvm -mcpu=znver3" for AVX2 code; records of --db are those tuned for it')
    p.add_argument("--hide-avx512", action="store_true",
                   help="run in a process whose CPUID reports no AVX-512, so that ONNX Runtime uses its AVX2 kernels "
                        "(use with an AVX2 --target)")
    a = p.parse_args()
    cpuid_calls = None
    if a.hide_avx512:
        if a.target == "llvm":
            sys.exit('--hide-avx512 compares AVX2 with AVX2: give ktune an AVX2 --target as well, e.g. '
                     '"llvm -mcpu=znver3" or "llvm -mcpu=x86-64-v3"')
        cpuid_calls = rerun_with_avx512_hidden()
    threads = a.threads or len(os.sched_getaffinity(0))
    os.environ["KTUNE_NUM_THREADS"] = str(threads)
    results = []
    for path in a.models:
        name = os.path.basename(path).rsplit(".", 1)[0]
        model = ktune.frontend.from_onnx(path)
        (input_name, shape), = model.inputs
        x = np.random.default_rng(1).uniform(-1, 1, shape).astype(np.float32)
        so = ort.SessionOptions()
        so.intra_op_num_threads = threads
        so.inter_op_num_threads = 1
        so.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
        session = ort.InferenceSession(path, so, providers=["CPUExecutionProvider"])
        (want,) = session.run(None, {input_name: x})
        sides = {"onnxruntime": lambda: session.run(None, {input_name: x})}
        built = {"untuned": model.build(target=a.target)}
        if a.db:
            built["generated"] = model.build(db=a.db, target=a.target)  # the default: generated kernels only
            # The same records with the vendor library calls that were measured faster alone.
            built["tuned"] = model.build(db=a.db, target=a.target, library=True)
        for label, compiled in built.items():
            got = compiled(x)
            err = float(np.max(np.abs(got - want)) / max(np.max(np.abs(want)), 1e-30))
            if not err <= 1e-4:
                sys.exit("%s %s: relative error %.3g against ONNX Runtime" % (name, label, err))
            sides[label] = (lambda c: (lambda: c(x)))(compiled)
        rounds = {k: [] for k in sides}
        for fn in sides.values():  # warm-up
            fn()
        traps_before = cpuid_calls() if cpuid_calls else 0
        for _ in range(a.rounds):
            for label, fn in sides.items():
                time.sleep(0.2)  # the other side's idle threads park before this one is timed
                rounds[label].append(median_time(fn, a.runs))
        row = {"model": name, "threads": threads}
        if cpuid_calls:  # a CPUID in either side's hot path would be timed with its trap
            row["cpuid_trapped_while_timed"] = cpuid_calls() - traps_before
        for label, ts in rounds.items():
            row[label + "_ms"] = statistics.median(ts) * 1e3
        for label in built:
            row[label + "_ratio"] = row["onnxruntime_ms"] / row[label + "_ms"]
        final = built.get("generated", built["untuned"])  # what build() gives by default
        prof = final.profile(x, repeat=a.runs)
        total = sum(k["latency_s"] for k in prof["kernels"])
        top = sorted(prof["kernels"], key=lambda k: -k["latency_s"])[:5]
        row["top_kernels"] = [{"name": k["name"], "ms": k["latency_s"] * 1e3, "share": k["latency_s"] / total,
                               "onnx_nodes": k["onnx_nodes"],
                               "schedule": k["schedule"] + (" (library call %s)" % k["library"] if k["library"] else "")}
                              for k in top]
        row["onnxruntime_top_nodes"] = ort_top_nodes(path, threads, {input_name: x}, a.runs)
        row["schedules"] = {r: sum(1 for s in final.schedules if s["rule"] == r) for r in ("database", "shipped", "template")}
        if "tuned" in built:
            row["schedules"]["library calls with library=True"] = sum(1 for s in built["tuned"].schedules if s["library"])
        results.append(row)
    print("%s, %d threads, onnxruntime %s, %s, ktune target %s%s" % (
        cpu_name(), threads, ort.__version__, time.strftime("%Y-%m-%d"), a.target,
        "; AVX-512 hidden from CPUID (ONNX Runtime runs its AVX2 kernels)" if a.hide_avx512 else ""))
    tuned_cols = ["generated_ms", "generated_ratio", "tuned_ms", "tuned_ratio"]
    cols = ["onnxruntime_ms", "untuned_ms", "untuned_ratio"] + (tuned_cols if a.db else [])
    print("\n| model | ORT ms | ktune untuned ms | ratio |" +
          (" ktune tuned ms | ratio | ktune tuned + library calls ms | ratio |" if a.db else ""))
    print("|---|" + "---:|" * len(cols))
    for r in results:
        print("| %s | " % r["model"] + " | ".join("%.3f" % r[c] if c.endswith("_ms") else "%.2f" % r[c] for c in cols) + " |")
    if a.hide_avx512:
        print("\nCPUIDs trapped while the models were timed: %s" % ", ".join(
            "%s %d" % (r["model"], r["cpuid_trapped_while_timed"]) for r in results))
    for r in results:
        print("\n%s, top kernels (%s):" % (r["model"], ", ".join("%d %s" % (n, k) for k, n in r["schedules"].items())))
        for k in r["top_kernels"]:
            nodes = ", ".join(k["onnx_nodes"][:4]) + (" ..." if len(k["onnx_nodes"]) > 4 else "")
            print("  %5.1f%%  %8.3f ms  %s  [%s]  %s" % (100 * k["share"], k["ms"], k["name"], nodes, k["schedule"]))
        print("%s, ONNX Runtime's top nodes (its profiler, the same threads):" % r["model"])
        for k in r["onnxruntime_top_nodes"]:
            print("  %5.1f%%  %8.3f ms  %s  [%s]" % (100 * k["share"], k["ms"], k["node"], k["op"]))
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"cpu": cpu_name(), "onnxruntime": ort.__version__, "target": a.target,
                       "avx512_hidden": a.hide_avx512, "results": results}, f, indent=1)


if __name__ == "__main__":
    main()
