#!/usr/bin/env python3
"""ktune against Apache TVM MetaSchedule: the same computation tuned by both, side by side.

Run through `bash scripts/bench-tvm.sh`, which makes the virtual environment this needs (TVM from
PyPI, see requirements.txt beside this file) and builds ktune. For each workload it

  1. writes the computation in TVM's tensor expressions with exactly the shapes, layouts, argument
     order and math of the ktune spec (ktune's op definitions in src/ops/ are the authority: the
     explicit pad stage of a padded convolution, the exact erf GELU of `dense`), so that both tools
     search schedules for the same program;
  2. tunes it with MetaSchedule's defaults (`tune_tir`: evolutionary search, XGBoost cost model,
     local builder and runner) for N trials, then builds the best schedule, checks it once against
     NumPy (float64) and times it with TVM's own `time_evaluator`;
  3. tunes it with `ktune tune --strategy xgb --trials N` on a fresh database and times the best
     record with `ktune run --db` (ktune's own evaluator);
  4. prints a Markdown table and writes the figures as JSON (for a README table).

Both final timings use the same protocol (one warm-up call, --repeat repeats of at least
--min-repeat-ms each, median per-call time), the same thread count and the same LLVM CPU, so the
kernel ratio compares code and not measurement rules. Tuning time is wall-clock time of the whole
tuning call as a user would see it (builds, measurements, model, search); TVM's one-time import of
its tensor intrinsics in this process is reported separately, since it is paid once per process
and not per workload.
"""

import argparse
import json
import logging
import math
import os
import platform
import re
import statistics
import subprocess
import sys
import tempfile
import time
from datetime import datetime, timezone

import numpy as np

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Short names for the rows the README compares; anything else is given as a ktune spec.
NAMED = {
    "matmul": "matmul:M=1024,N=1024,K=1024",
    "conv2d": "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nhwc",
    "conv2d_nchw": "conv2d:N=1,C=64,H=56,W=56,K=64,R=3,S=3,pad=1,layout=nchw",
    "dense_gelu": "dense:M=128,N=3072,K=768,bias=1,act=gelu",
    "batch_matmul": "batch_matmul:B=12,M=128,N=128,K=64",
}
DEFAULT_WORKLOADS = "matmul,conv2d,dense_gelu"

# The parameters and defaults of the ktune ops mirrored here (README "Workload specs"): a spec
# that names anything else is refused rather than silently benchmarked as something different.
OP_PARAMS = {
    "matmul": {"M": None, "N": None, "K": None},
    "batch_matmul": {"B": None, "M": None, "N": None, "K": None},
    "dense": {"M": None, "N": None, "K": None, "bias": "0", "act": "none"},
    "conv2d": {"N": None, "C": None, "H": None, "W": None, "K": None, "R": None, "S": None,
               "stride": "1", "pad": "0", "dilation": "1", "layout": "nchw"},
}


def log(msg):
    print(msg, file=sys.stderr, flush=True)


def split_workloads(text):
    """Split --workloads on commas, keeping a spec's own `key=value` commas with its spec."""
    items = []
    for piece in (p.strip() for p in text.split(",")):
        if not piece:
            continue
        if "=" in piece and ":" not in piece and items and ":" in items[-1]:
            items[-1] += "," + piece
        else:
            items.append(piece)
    return [NAMED.get(i, i) for i in items]


def parse_spec(spec):
    op, _, rest = spec.partition(":")
    op = op.strip()
    if op not in OP_PARAMS:
        raise SystemExit(f"bench-tvm: unsupported op '{op}' in '{spec}' (supported: {', '.join(OP_PARAMS)})")
    params = dict(OP_PARAMS[op])
    given = {}
    for item in filter(None, (x.strip() for x in rest.split(","))):
        key, eq, value = item.partition("=")
        key = key.strip()
        if not eq or (key not in params and key != "dtype"):
            raise SystemExit(f"bench-tvm: bad parameter '{item}' in '{spec}'")
        given[key] = value.strip()
    if given.pop("dtype", "f32") != "f32":
        raise SystemExit(f"bench-tvm: only dtype=f32 is compared ('{spec}')")
    params.update(given)
    missing = [k for k, v in params.items() if v is None]
    if missing:
        raise SystemExit(f"bench-tvm: '{spec}' lacks {', '.join(missing)}")
    out = {}
    for k, v in params.items():
        out[k] = v if k in ("act", "layout") else int(v)
    return op, out


class Workload:
    """One ktune spec: its TE computation (arguments in ktune's order), FLOP count and NumPy reference."""

    def __init__(self, spec):
        self.spec = spec
        self.op, self.p = parse_spec(spec)
        p = self.p
        if self.op == "conv2d":
            self.P = (p["H"] + 2 * p["pad"] - p["dilation"] * (p["R"] - 1) - 1) // p["stride"] + 1
            self.Q = (p["W"] + 2 * p["pad"] - p["dilation"] * (p["S"] - 1) - 1) // p["stride"] + 1
        # The FLOP counts of README "Workload specs" (bias and activation not counted), so both
        # tools' GFLOPS are the same latency converted by the same number.
        if self.op in ("matmul", "dense"):
            self.flops = 2.0 * p["M"] * p["N"] * p["K"]
        elif self.op == "batch_matmul":
            self.flops = 2.0 * p["B"] * p["M"] * p["N"] * p["K"]
        else:
            self.flops = 2.0 * p["N"] * p["K"] * self.P * self.Q * p["C"] * p["R"] * p["S"]

    def te_args(self):
        from tvm import te, tirx

        p, f32 = self.p, "float32"
        if self.op == "matmul":
            A = te.placeholder((p["M"], p["K"]), f32, name="A")
            B = te.placeholder((p["K"], p["N"]), f32, name="B")
            k = te.reduce_axis((0, p["K"]), name="k")
            C = te.compute((p["M"], p["N"]), lambda i, j: te.sum(A[i, k] * B[k, j], axis=k), name="C")
            return [A, B, C]
        if self.op == "batch_matmul":
            A = te.placeholder((p["B"], p["M"], p["K"]), f32, name="A")
            B = te.placeholder((p["B"], p["K"], p["N"]), f32, name="B")
            k = te.reduce_axis((0, p["K"]), name="k")
            C = te.compute((p["B"], p["M"], p["N"]),
                           lambda b, i, j: te.sum(A[b, i, k] * B[b, k, j], axis=k), name="C")
            return [A, B, C]
        if self.op == "dense":
            X = te.placeholder((p["M"], p["K"]), f32, name="X")
            W = te.placeholder((p["N"], p["K"]), f32, name="W")
            k = te.reduce_axis((0, p["K"]), name="k")
            D = te.compute((p["M"], p["N"]), lambda i, j: te.sum(X[i, k] * W[j, k], axis=k), name="D")
            args = [X, W]
            bias = None
            if p["bias"]:
                bias = te.placeholder((p["N"],), f32, name="bias")
                args.append(bias)
            if not p["bias"] and p["act"] == "none":
                return args + [D]

            def epilogue(i, j):
                x = D[i, j] + bias[j] if bias is not None else D[i, j]
                if p["act"] == "relu":
                    x = tirx.max(x, tirx.const(0.0, f32))
                elif p["act"] == "gelu":  # exact GELU, as ktune's dense: 0.5 x (1 + erf(x / sqrt 2))
                    x = tirx.const(0.5, f32) * x * (tirx.const(1.0, f32) + tirx.erf(x * tirx.const(0.70710678118654752, f32)))
                return x

            Y = te.compute((p["M"], p["N"]), epilogue, name="Y")
            return args + [Y]
        # conv2d, with ktune's explicit pad stage when pad > 0
        nhwc = p["layout"] == "nhwc"
        n_, c_, h_, w_ = p["N"], p["C"], p["H"], p["W"]
        pad, st, dl = p["pad"], p["stride"], p["dilation"]
        if nhwc:
            I = te.placeholder((n_, h_, w_, c_), f32, name="I")
            Wt = te.placeholder((p["R"], p["S"], c_, p["K"]), f32, name="W")
        else:
            I = te.placeholder((n_, c_, h_, w_), f32, name="I")
            Wt = te.placeholder((p["K"], c_, p["R"], p["S"]), f32, name="W")
        Ip = I
        if pad:
            zero = tirx.const(0.0, f32)
            inside = lambda h, w: tirx.all(h >= pad, h < h_ + pad, w >= pad, w < w_ + pad)  # noqa: E731
            if nhwc:
                Ip = te.compute((n_, h_ + 2 * pad, w_ + 2 * pad, c_),
                                lambda n, h, w, c: tirx.if_then_else(inside(h, w), I[n, h - pad, w - pad, c], zero),
                                name="pad")
            else:
                Ip = te.compute((n_, c_, h_ + 2 * pad, w_ + 2 * pad),
                                lambda n, c, h, w: tirx.if_then_else(inside(h, w), I[n, c, h - pad, w - pad], zero),
                                name="pad")
        rc = te.reduce_axis((0, c_), name="rc")
        ry = te.reduce_axis((0, p["R"]), name="ry")
        rx = te.reduce_axis((0, p["S"]), name="rx")
        if nhwc:
            O = te.compute((n_, self.P, self.Q, p["K"]),
                           lambda n, y, x, k: te.sum(Ip[n, y * st + ry * dl, x * st + rx * dl, rc] * Wt[ry, rx, rc, k],
                                                     axis=[ry, rx, rc]), name="O")
        else:
            O = te.compute((n_, p["K"], self.P, self.Q),
                           lambda n, k, y, x: te.sum(Ip[n, rc, y * st + ry * dl, x * st + rx * dl] * Wt[k, rc, ry, rx],
                                                     axis=[rc, ry, rx]), name="O")
        return [I, Wt, O]

    def prim_func(self):
        from tvm import te

        return te.create_prim_func(self.te_args())

    def reference(self, inputs):
        """The output in float64 from float32 inputs, written independently of the TE above."""
        p = self.p
        x = [a.astype(np.float64) for a in inputs]
        if self.op == "matmul":
            return x[0] @ x[1]
        if self.op == "batch_matmul":
            return np.matmul(x[0], x[1])
        if self.op == "dense":
            y = x[0] @ x[1].T
            if p["bias"]:
                y = y + x[2][None, :]
            if p["act"] == "relu":
                y = np.maximum(y, 0.0)
            elif p["act"] == "gelu":
                y = 0.5 * y * (1.0 + np.vectorize(math.erf)(y / math.sqrt(2.0)))
            return y
        nhwc = p["layout"] == "nhwc"
        pad, st, dl = p["pad"], p["stride"], p["dilation"]
        I, W = x
        if nhwc:
            I = np.pad(I, ((0, 0), (pad, pad), (pad, pad), (0, 0)))
            out = np.zeros((p["N"], self.P, self.Q, p["K"]))
        else:
            I = np.pad(I, ((0, 0), (0, 0), (pad, pad), (pad, pad)))
            out = np.zeros((p["N"], p["K"], self.P, self.Q))
        for r in range(p["R"]):
            for s in range(p["S"]):
                ys = slice(r * dl, r * dl + (self.P - 1) * st + 1, st)
                xs = slice(s * dl, s * dl + (self.Q - 1) * st + 1, st)
                if nhwc:
                    out += np.einsum("npqc,ck->npqk", I[:, ys, xs, :], W[r, s])
                else:
                    out += np.einsum("ncpq,kc->nkpq", I[:, :, ys, xs], W[:, :, r, s])
        return out


# ---------------------------------------------------------------------------------------------
# TVM MetaSchedule


def build_without_tensor_intrin(mod, target, _params):
    """MetaSchedule's default_build minus its `import tvm.s_tir.tensor_intrin`.

    The default builder imports the whole tensor-intrinsic library (TVMScript-parsing every
    intrinsic of every target) in every build worker, and LocalBuilder starts fresh workers for
    every batch (it restarts its pool to dodge a memory leak), so each batch pays that import
    (12-33 s on a 2-core machine) before building anything, and on a loaded 2-core machine the
    two workers' imports outlast LocalBuilder's 30 s timeout and every build of the batch fails
    (`--stock-builder` shows it). That would charge MetaSchedule for an import, not for its
    search. The import only registers intrinsics by name for `tensorize`, which the *search*
    process applies while scheduling (TuneContext imports the library there, once); tensorize
    inlines the intrinsic's body into the module a worker receives, so building it needs no
    registry (and for these f32 workloads no tensorize rule applies: the task log says "The
    workload cannot be tensorized"). Everything else is what default_build does. This function
    lives in __main__, so cloudpickle ships it to the workers by value.
    """
    import tvm
    from tvm.s_tir.transform import RemoveWeightLayoutRewriteBlock

    mod = RemoveWeightLayoutRewriteBlock(skip_tensor_rewrite=True)(mod)
    return tvm.tirx.build(mod, target)


def tvm_target(mcpu, threads):
    from tvm.target import Target

    return Target({"kind": "llvm", "mcpu": mcpu, "num-cores": threads})


def random_inputs(shapes, seed=0):
    # ktune's inputs: uniform in [-1, 1), fixed seed
    rng = np.random.default_rng(seed)
    return [rng.uniform(-1.0, 1.0, size=s).astype(np.float32) for s in shapes]


def relative_error(out, ref):
    # ktune's check: max |out - ref| / max |ref|, tolerance 1e-4 for f32
    return float(np.max(np.abs(out - ref)) / max(np.max(np.abs(ref)), 1e-30))


def tune_tvm(w, args, work_dir):
    import tvm
    from tvm.s_tir import meta_schedule as ms

    target = tvm_target(args.mcpu, args.threads)
    func = w.prim_func()
    builder = ms.builder.LocalBuilder(f_build=None if args.stock_builder else build_without_tensor_intrin)
    # tune_tir reconfigures MetaSchedule's loggers on every call and takes the console handler's
    # level from this logger, which its previous call left at DEBUG: without this, every
    # iteration's task table goes to stdout among the results (the work directory keeps them).
    logging.getLogger("tvm.s_tir.meta_schedule").setLevel(logging.WARNING)
    t0 = time.perf_counter()
    db = ms.tune_tir(func, target, work_dir=work_dir, max_trials_global=args.trials, builder=builder,
                     seed=args.seed)
    tune_s = time.perf_counter() - t0

    records = db.get_all_tuning_records()
    ok = [r for r in records if r.run_secs and all(float(s) < 1e9 for s in r.run_secs)]
    tuned_best = min((statistics.mean(float(s) for s in r.run_secs) for r in ok), default=None)
    sch = ms.tir_integration.compile_tir(db, func, target)
    if sch is None:
        return {"error": "no valid schedule in the database", "tuning_s": tune_s, "measured": len(records),
                "failures": len(records) - len(ok)}

    lib = tvm.tirx.build(sch.mod, target)
    dev = tvm.cpu(0)
    shapes = [tuple(int(d) for d in t.shape) for t in w.te_args()]
    inputs = random_inputs(shapes[:-1], args.seed)
    tensors = [tvm.runtime.tensor(a, dev) for a in inputs]
    out = tvm.runtime.tensor(np.zeros(shapes[-1], np.float32), dev)
    lib["main"](*tensors, out)
    err = relative_error(out.numpy(), w.reference(inputs))

    # number=1 with min_repeat_ms: TVM raises the calls per repeat until one repeat lasts that
    # long, after one warm-up call; the median over repeats is the figure, as in `ktune run`.
    # These are ktune's inputs, not the runner's (uniform in [1, 10)), so tuned_best_s can differ
    # from this for data-dependent code: TVM computes erf with libm's scalar erff, whose time
    # depends on the value (the GELU epilogue is 20% or more faster on the runner's inputs).
    timer = lib.time_evaluator("main", dev, number=1, repeat=args.repeat, min_repeat_ms=args.min_repeat_ms)
    costs = [float(c) for c in timer(*tensors, out).results]
    latency = statistics.median(costs)
    return {
        "latency_s": latency,
        "gflops": w.flops / latency / 1e9,
        "costs_s": costs,
        "tuning_s": tune_s,
        "measured": len(records),
        "failures": len(records) - len(ok),
        "tuned_best_s": tuned_best,
        "max_relative_error": err,
        "correct": err <= 1e-4,
        "trace": str(sch.trace),
    }


# ---------------------------------------------------------------------------------------------
# ktune


def ktune_env(empty_dir):
    env = dict(os.environ)
    # No shipped records: `run --schedule auto` must take the best record of this session's
    # database, or say it found none, not fall back to a record tuned elsewhere.
    env["KTUNE_RECORDS_DIR"] = empty_dir
    return env


def run_json(cmd, env):
    proc = subprocess.run(cmd, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        return proc.returncode, json.loads(proc.stdout)
    except json.JSONDecodeError:
        raise SystemExit(f"bench-tvm: `{' '.join(cmd)}` exited {proc.returncode}:\n{proc.stderr.strip()}")


def tune_ktune(w, args, work_dir):
    env = ktune_env(os.path.join(work_dir, "no-records"))
    os.makedirs(env["KTUNE_RECORDS_DIR"], exist_ok=True)
    db = os.path.join(work_dir, "ktune.db")
    target = f"llvm -mcpu={args.mcpu}"
    t0 = time.perf_counter()
    _, tune = run_json([args.ktune, "tune", "-w", w.spec, "-t", target, "--strategy", "xgb",
                        "--trials", str(args.trials), "--seed", str(args.seed), "--threads", str(args.threads),
                        "--db", db, "--json"], env)
    tune_s = time.perf_counter() - t0
    rc, run = run_json([args.ktune, "run", "-w", w.spec, "-t", target, "--db", db, "--schedule", "auto",
                        "--threads", str(args.threads), "--repeat", str(args.repeat),
                        "--min-repeat-ms", str(args.min_repeat_ms), "--json"], env)
    result = {
        "latency_s": run["latency_s"],
        "gflops": run["gflops"],
        "costs_s": run.get("costs_s"),
        "tuning_s": tune_s,
        "tuning_elapsed_s": tune.get("elapsed_s"),  # ktune's own clock, without process start-up
        "measured": tune.get("measured"),
        "failures": tune.get("failures"),
        "space_size": tune.get("space_size"),
        "tuned_best_s": (tune.get("best") or {}).get("median_cost_s"),
        "knobs": (tune.get("best") or {}).get("knobs"),
        "schedule": run.get("schedule"),
        "max_relative_error": run.get("max_relative_error"),
        "correct": bool(run.get("correct")) and rc == 0,
    }
    # Without a successful record `run` would time the template instead: not a tuned kernel.
    if not str(run.get("schedule", "")).startswith("database"):
        result["error"] = "no successful record in the tuning database"
    return result


def cpu_name():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


def host_mcpu(ktune):
    """The CPU name ktune's LLVM gives this host, else TVM's LLVM's (they can differ in version)."""
    if ktune and os.access(ktune, os.X_OK):
        proc = subprocess.run([ktune, "run", "-w", "matmul:M=8,N=8,K=8", "--schedule", "default",
                               "--repeat", "1", "--min-repeat-ms", "1", "--json"],
                              stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
        m = re.search(r"-mcpu=(\S+)", json.loads(proc.stdout).get("target", "")) if proc.stdout else None
        if m:
            return m.group(1)
    from tvm.target import codegen

    return codegen.llvm_get_system_cpu()


# ---------------------------------------------------------------------------------------------


def fmt(x, spec):
    return "-" if x is None else format(x, spec)


def table(rows):
    lines = ["| workload | trials | TVM GFLOPS | ktune GFLOPS | kernel ratio (ktune/TVM) "
             "| TVM tuning s | ktune tuning s | time ratio (ktune/TVM) |",
             "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    for r in rows:
        t, k = r.get("tvm") or {}, r.get("ktune") or {}
        flag = lambda d: "" if not d or d.get("correct", True) else " (wrong!)"  # noqa: E731
        # the trials asked for, and what each tool measured when that differs (a space measured
        # whole, duplicates, a short last batch)
        trials = str(r["trials"])
        if any(d and d.get("measured") not in (None, r["trials"]) for d in (t, k)):
            trials += f" (TVM {t.get('measured', '-')}, ktune {k.get('measured', '-')})"
        lines.append(f"| `{r['workload']}` | {trials} | {fmt(t.get('gflops'), '.1f')}{flag(t)} "
                     f"| {fmt(k.get('gflops'), '.1f')}{flag(k)} | {fmt(r.get('kernel_ratio'), '.2f')} "
                     f"| {fmt(t.get('tuning_s'), '.0f')} | {fmt(k.get('tuning_s'), '.0f')} "
                     f"| {fmt(r.get('time_ratio'), '.2f')} |")
    return "\n".join(lines)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--trials", type=int, default=64, help="trials per workload and tool (default 64)")
    ap.add_argument("--workloads", default=DEFAULT_WORKLOADS,
                    help=f"comma-separated short names ({', '.join(NAMED)}) or ktune specs "
                         f"(default {DEFAULT_WORKLOADS})")
    ap.add_argument("--mcpu", default=os.environ.get("KTUNE_BENCH_MCPU") or None,
                    help="LLVM CPU for both tools (default $KTUNE_BENCH_MCPU, else the host)")
    ap.add_argument("--threads", type=int, default=os.cpu_count(), help="threads and TVM num-cores (default nproc)")
    ap.add_argument("--out", help="write the results as JSON to this file")
    ap.add_argument("--ktune", default=os.path.join(REPO, "build", "ktune"), help="the ktune binary")
    ap.add_argument("--tools", default="tvm,ktune", help="tvm, ktune or both (default)")
    ap.add_argument("--repeat", type=int, default=10, help="timed repeats of the best kernels (default 10)")
    ap.add_argument("--min-repeat-ms", type=int, default=50, help="minimum length of one repeat (default 50)")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--keep", action="store_true", help="keep the work directory (databases, TVM logs)")
    ap.add_argument("--stock-builder", action="store_true",
                    help="TVM: MetaSchedule's default builder, which imports the tensor intrinsics in every "
                         "worker of every batch (to measure what build_without_tensor_intrin saves)")
    args = ap.parse_args()
    tools = set(args.tools.split(","))
    if args.trials < 1 or not tools <= {"tvm", "ktune"}:
        ap.error("--trials must be positive and --tools a subset of tvm,ktune")
    workloads = [Workload(s) for s in split_workloads(args.workloads)]  # refuses bad specs up front
    if "ktune" in tools and not os.access(args.ktune, os.X_OK):
        raise SystemExit(f"bench-tvm: {args.ktune} not found (build it: cmake --build build --target ktune ktune_worker)")

    # The runtime's thread pool reads this when first used, in this process and in the runner
    # workers (which inherit it): the same thread count as ktune's --threads.
    os.environ["TVM_NUM_THREADS"] = str(args.threads)
    setup_s = None
    tvm_version = None
    if "tvm" in tools:
        t0 = time.perf_counter()
        import tvm
        import tvm.s_tir.tensor_intrin  # noqa: F401  (paid once; TuneContext would import it anyway)
        from tvm.s_tir import meta_schedule  # noqa: F401

        setup_s = time.perf_counter() - t0
        tvm_version = tvm.__version__
    if not args.mcpu:
        args.mcpu = host_mcpu(args.ktune if "ktune" in tools else None)
    log(f"bench-tvm: mcpu {args.mcpu}, {args.threads} threads, {args.trials} trials, "
        f"workloads {', '.join(w.spec for w in workloads)}")

    work = tempfile.mkdtemp(prefix="bench-tvm-")
    rows = []
    for w in workloads:
        row = {"workload": w.spec, "trials": args.trials, "flops": w.flops}
        if "tvm" in tools:
            log(f"bench-tvm: MetaSchedule tuning {w.spec} ...")
            row["tvm"] = tune_tvm(w, args, tempfile.mkdtemp(prefix="tvm-", dir=work))
            log(f"bench-tvm:   {json.dumps({k: v for k, v in row['tvm'].items() if k not in ('trace', 'costs_s')})}")
        if "ktune" in tools:
            log(f"bench-tvm: ktune tuning {w.spec} ...")
            row["ktune"] = tune_ktune(w, args, tempfile.mkdtemp(prefix="ktune-", dir=work))
            log(f"bench-tvm:   {json.dumps({k: v for k, v in row['ktune'].items() if k not in ('costs_s',)})}")
        t, k = row.get("tvm") or {}, row.get("ktune") or {}
        if t.get("gflops") and k.get("gflops"):
            row["kernel_ratio"] = k["gflops"] / t["gflops"]
        if t.get("tuning_s") and k.get("tuning_s"):
            row["time_ratio"] = k["tuning_s"] / t["tuning_s"]
        rows.append(row)

    result = {
        "format": "ktune-bench-tvm", "version": 1,
        "date": datetime.now(timezone.utc).isoformat(timespec="seconds"),
        "host": platform.node(), "cpu": cpu_name(),
        "mcpu": args.mcpu, "threads": args.threads, "trials": args.trials,
        "repeat": args.repeat, "min_repeat_ms": args.min_repeat_ms, "seed": args.seed,
        "tvm_version": tvm_version, "tvm_setup_s": setup_s,
        "tvm_builder": "stock" if args.stock_builder else "build_without_tensor_intrin",
        "rows": rows,
    }
    print(f"ktune vs TVM MetaSchedule, {args.trials} trials each, llvm -mcpu={args.mcpu}, {args.threads} threads "
          f"({result['date'][:10]}); kernel ratio above 1: ktune's kernel is faster; time ratio below 1: "
          f"ktune tunes faster")
    print()
    print(table(rows))
    if setup_s is not None:
        print(f"\n(TVM's one-time import in the tuning process, not in the table: {setup_s:.1f} s)")
    if args.out:
        with open(args.out, "w") as f:
            json.dump(result, f, indent=1)
            f.write("\n")
        log(f"bench-tvm: wrote {args.out}")
    if args.keep:
        log(f"bench-tvm: work directory kept: {work}")
    else:
        import shutil

        shutil.rmtree(work, ignore_errors=True)
    bad = [r["workload"] for r in rows for tool in ("tvm", "ktune")
           if r.get(tool) and (r[tool].get("error") or not r[tool].get("correct"))]
    if bad:
        log(f"bench-tvm: failed or wrong results: {', '.join(sorted(set(bad)))}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
