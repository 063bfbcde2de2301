#!/usr/bin/env python3
"""The polynomial of ktune's inline f32 exp (src/codegen/VectorMath.cpp), and its error.

After the reduction x = n ln2 + r, |r| <= ln2/2, e^r is a polynomial of degree DEG whose
coefficients minimise the largest relative error over that interval (the Remez exchange
algorithm, in 40-digit arithmetic). The coefficients are then rounded to f32 and evaluated the
way the generated code does (degree 6: 1 + (r + r^2 Q(r)) with Q's terms by Estrin's scheme;
other degrees: Horner's rule; one rounding per fused multiply-add) on a dense grid of f32 values
of r, against exact e^r: that is the polynomial's share of exp's error.

    pip install mpmath && python3 scripts/exp-polynomial.py [DEG]     (default 6)
"""
import math
import struct
import sys

from mpmath import exp, log, lu_solve, matrix, mp, mpf

mp.dps = 40


def f32(x):
    return struct.unpack("f", struct.pack("f", float(x)))[0]


def remez(degree, half_width):
    """Coefficients c0..c_degree of the minimax polynomial for e^r, relative error."""
    n = degree + 2  # alternation points: degree + 1 coefficients and the error
    points = [-half_width * mp.cos(mp.pi * i / (n - 1)) for i in range(n)]
    grid = [-half_width + 2 * half_width * k / 6000 for k in range(6001)]
    for _ in range(40):
        a, b = matrix(n, n), matrix(n, 1)
        for i, x in enumerate(points):
            for j in range(degree + 1):
                a[i, j] = x**j
            a[i, degree + 1] = (-1) ** i * exp(x)
            b[i] = exp(x)
        solution = lu_solve(a, b)
        c = [solution[j] for j in range(degree + 1)]
        errors = [(sum(c[j] * x**j for j in range(degree + 1)) - exp(x)) / exp(x) for x in grid]
        extrema = [k for k in range(len(grid)) if k in (0, len(grid) - 1) or
                   abs(errors[k - 1]) <= abs(errors[k]) >= abs(errors[k + 1])]
        chosen = []
        for k in extrema:  # one point per run of one sign: its largest error
            if chosen and (errors[k] > 0) == (errors[chosen[-1]] > 0):
                if abs(errors[k]) > abs(errors[chosen[-1]]):
                    chosen[-1] = k
            else:
                chosen.append(k)
        while len(chosen) > n:
            chosen.pop(0 if abs(errors[chosen[0]]) < abs(errors[chosen[-1]]) else -1)
        points = [grid[k] for k in chosen]
    return c, max(abs(e) for e in errors)


def evaluate(coefficients, r):
    """p(r) in f32 as VectorMath.cpp's emit_exp_f32 evaluates it; each f32(a * b + c) is an FMA
    (the double product and sum are exact enough here)."""
    if len(coefficients) == 7 and coefficients[-1] == 1 and coefficients[-2] == 1:
        c6, c5, c4, c3, c2 = coefficients[:5]
        r2 = f32(r * r)
        low = f32(r * c3 + c2)
        high = f32(r2 * c6 + f32(r * c5 + c4))
        q = f32(high * r2 + low)
        return f32(f32(q * r2 + r) + 1)
    p = coefficients[0]
    for cc in coefficients[1:]:
        p = f32(p * r + cc)
    return p


def main():
    degree = int(sys.argv[1]) if len(sys.argv) > 1 else 6
    half_width = log(2) / 2 * mpf("1.0001")  # a little past ln2/2: r is rounded
    c, error = remez(degree, half_width)
    coefficients = [f32(x) for x in reversed(c)]  # highest power first, as polynomial() takes them
    print("degree %d: minimax relative error %.3g" % (degree, error))
    print("f32 coefficients, highest power first:", ", ".join("%.10e" % x for x in coefficients))
    worst = 0.0
    steps = 400000
    for k in range(steps + 1):
        r = f32(-float(half_width) + 2 * float(half_width) * k / steps)
        p = evaluate(coefficients, r)
        worst = max(worst, abs(p - math.exp(r)) / math.exp(r))
    print("evaluated in f32 with FMAs: worst relative error %.3g (%.2f units in the last place of 1)"
          % (worst, worst / 2**-23))


if __name__ == "__main__":
    main()
