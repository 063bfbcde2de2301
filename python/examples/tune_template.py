"""A schedule template written in Python, tuned by ktune's C++ tuner, then used.

    PYTHONPATH=build/python python3 python/examples/tune_template.py [--trials 100] [--db ktune.db]

The template tiles a matmul with knobs for the two tile sizes, the loop order and unrolling;
`ktune.tune` searches them (XGBoost-guided) in the measurement harness and stores every
measurement in the SQLite database; `ktune.apply_best` then builds the best one."""
import argparse

import numpy as np

import ktune


@ktune.template("example_matmul")
def matmul(cfg, M, N, K):
    A = ktune.placeholder((M, K), "float32", name="A")
    B = ktune.placeholder((K, N), "float32", name="B")
    k = ktune.reduce_axis(K, name="k")
    C = ktune.compute((M, N), lambda i, j: ktune.sum(A[i, k] * B[k, j], axis=k), name="C")
    s = ktune.create_schedule(C)
    CL = s.cache_write(C, "local")
    i, j = s[C].op.axis
    cfg.define_split("tile_i", i, num_outputs=2, max_factor=16)
    cfg.define_split("tile_j", j, num_outputs=2, policy="power2", max_factor=64, default=(-1, 32))
    cfg.define_knob("parallel", [0, 1], default=1)
    cfg.define_knob("unroll_rows", [0, 1], default=1)
    io, ii = cfg["tile_i"].apply(s, C, i)
    jo, ji = cfg["tile_j"].apply(s, C, j)
    s[C].reorder(io, jo, ii, ji)
    s[C].vectorize(ji)
    if cfg["parallel"]:
        s[C].parallel(io)
    s[CL].compute_at(s[C], jo)
    ci, cj = s[CL].op.axis
    (ck,) = s[CL].op.reduce_axis
    s[CL].reorder(ck, ci, cj)
    s[CL].vectorize(cj)
    if cfg["unroll_rows"]:
        s[CL].unroll(ci)
    return s, [A, B, C]


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--trials", type=int, default=100)
    p.add_argument("--db", default="ktune.db")
    p.add_argument("--size", type=int, default=256)
    args = p.parse_args()
    n = args.size
    print("template space: %d configurations" % matmul.space_size(n, n, n))
    result = ktune.tune(matmul, args=(n, n, n), trials=args.trials, db=args.db, strategy="xgb")
    print(result)
    print("best knobs:", result.best_knobs)
    with ktune.apply_best(args.db):
        s, tensors = matmul(n, n, n)
        f = ktune.build(s, tensors)
    print("built from", f.source)
    rng = np.random.default_rng(0)
    a = rng.random((n, n), dtype=np.float32)
    b = rng.random((n, n), dtype=np.float32)
    c = np.zeros((n, n), np.float32)
    f(a, b, c)
    err = np.abs(c - a @ b).max() / np.abs(a @ b).max()
    print("relative error against NumPy: %.2e" % err)
    if err > 1e-4:
        raise SystemExit("wrong result")


if __name__ == "__main__":
    main()
