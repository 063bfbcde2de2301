"""A fused op of the user's own, gelu(x @ w + b) * scale, tuned with the generic template.

    PYTHONPATH=build/python python3 python/examples/tune_fused_op.py [--trials 64] [--db ktune.db]

No template is written: ktune's generic template (multi-level tiling of any DAG, with knobs
to inline the elementwise stages into the tile) is searched for it."""
import argparse
import math

import numpy as np

import ktune


def fused(M, N, K):
    x = ktune.placeholder((M, K), "float32", name="x")
    w = ktune.placeholder((K, N), "float32", name="w")
    b = ktune.placeholder((N,), "float32", name="b")
    scale = ktune.placeholder((N,), "float32", name="scale")
    k = ktune.reduce_axis(K, name="k")
    xw = ktune.compute((M, N), lambda i, j: ktune.sum(x[i, k] * w[k, j], axis=k), name="xw", tag="matmul")
    z = ktune.compute((M, N), lambda i, j: xw[i, j] + b[j], name="z", tag="bias")
    g = ktune.compute((M, N), lambda i, j: 0.5 * z[i, j] * (1.0 + ktune.erf(z[i, j] * 0.7071067811865476)),
                      name="g", tag="gelu")
    y = ktune.compute((M, N), lambda i, j: g[i, j] * scale[j], name="y", tag="scale")
    return [x, w, b, scale, y]


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--trials", type=int, default=64)
    p.add_argument("--db", default="ktune.db")
    p.add_argument("--m", type=int, default=64)
    p.add_argument("--n", type=int, default=768)
    p.add_argument("--k", type=int, default=256)
    args = p.parse_args()
    tensors = fused(args.m, args.n, args.k)
    y = tensors[-1]
    print(ktune.workload(y).tensor_ir())
    result = ktune.tune(y, trials=args.trials, db=args.db, strategy="xgb")
    print(result)
    with ktune.apply_best(args.db):
        f = ktune.build(ktune.create_schedule(y), tensors)
    print("built %s from %s" % (f.symbol, f.source))
    rng = np.random.default_rng(0)
    xa = rng.standard_normal((args.m, args.k)).astype(np.float32)
    wa = rng.standard_normal((args.k, args.n)).astype(np.float32) / math.sqrt(args.k)
    ba = rng.standard_normal(args.n).astype(np.float32)
    sa = rng.standard_normal(args.n).astype(np.float32)
    ya = np.zeros((args.m, args.n), np.float32)
    f(xa, wa, ba, sa, ya)
    z = xa.astype(np.float64) @ wa + ba
    ref = 0.5 * z * (1 + np.vectorize(math.erf)(z / math.sqrt(2))) * sa
    err = np.abs(ya - ref).max() / np.abs(ref).max()
    print("relative error against NumPy: %.2e" % err)
    if err > 1e-4:
        raise SystemExit("wrong result")


if __name__ == "__main__":
    main()
