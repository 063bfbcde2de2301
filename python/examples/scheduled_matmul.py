"""A matmul written and scheduled by hand from Python, run on NumPy arrays.

    PYTHONPATH=build/python python3 python/examples/scheduled_matmul.py [--size 512]

Schedule: register tiles of 8 x 32 computed in a local accumulator (cache_write), the
reduction between the tile loops and the tile, the inner row vectorized, the outer loop
parallel. Prints the loop nest, checks the result against NumPy and times both."""
import argparse
import time

import numpy as np

import ktune


def matmul_schedule(n):
    A = ktune.placeholder((n, n), "float32", name="A")
    B = ktune.placeholder((n, n), "float32", name="B")
    k = ktune.reduce_axis(n, name="k")
    C = ktune.compute((n, n), lambda i, j: ktune.sum(A[i, k] * B[k, j], axis=k), name="C")
    s = ktune.create_schedule(C)
    CL = s.cache_write(C, "local")
    io, jo, ii, ji = s[C].tile(s[C].op.axis[0], s[C].op.axis[1], 8, 32)
    s[C].parallel(io)
    s[C].vectorize(ji)
    s[CL].compute_at(s[C], jo)
    ci, cj = s[CL].op.axis
    (ck,) = s[CL].op.reduce_axis
    s[CL].reorder(ck, ci, cj)
    s[CL].unroll(ci)
    s[CL].vectorize(cj)
    return s, [A, B, C]


def best_of(fn, repeat=5):
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--size", type=int, default=512)
    args = p.parse_args()
    n = args.size
    s, tensors = matmul_schedule(n)
    print(ktune.inspect(s, "loops"))
    f = ktune.build(s, tensors)
    rng = np.random.default_rng(0)
    a = rng.random((n, n), dtype=np.float32)
    b = rng.random((n, n), dtype=np.float32)
    c = np.zeros((n, n), np.float32)
    f(a, b, c)
    err = np.abs(c - a @ b).max() / np.abs(a @ b).max()
    print("kernel %s: relative error %.2e against NumPy" % (f.symbol, err))
    if err > 1e-4:
        raise SystemExit("wrong result")
    flops = 2.0 * n ** 3
    t_ktune = best_of(lambda: f(a, b, c))
    t_numpy = best_of(lambda: np.matmul(a, b, out=c))
    print("ktune %.1f GFLOPS, NumPy %.1f GFLOPS (best of 5 runs each)" % (flops / t_ktune / 1e9, flops / t_numpy / 1e9))


if __name__ == "__main__":
    main()
