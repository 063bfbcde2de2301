"""Describing computations from Python: placeholders, computes, expressions, the registry."""
import math

import numpy as np
import pytest

import ktune
from conftest import matmul_compute


def run(outputs, arrays, schedule=None):
    s = schedule or ktune.create_schedule(outputs)
    f = ktune.build(s)
    f(*arrays)
    return f


def test_python_matmul_has_the_registry_key():
    A, B, C = matmul_compute(128, 64, 96)
    assert ktune.workload(C).key == ktune.ops.matmul(128, 64, 96).key
    # Names do not change the key; shapes and bodies do.
    _, _, C2 = matmul_compute(128, 64, 96, names=("X", "Y", "Z"))
    assert ktune.workload(C2).key == ktune.workload(C).key
    _, _, C3 = matmul_compute(128, 64, 97)
    assert ktune.workload(C3).key != ktune.workload(C).key


def test_tf32_is_a_workload_of_its_own():
    A, B, C = matmul_compute(32, 16, 24)
    tf32 = ktune.workload(C, math="tf32")
    assert tf32.math == "tf32" and ktune.workload(C).math == "exact"
    assert tf32.key == ktune.workload("matmul:M=32,N=16,K=24,dtype=tf32").key
    assert tf32.key != ktune.workload(C).key
    with pytest.raises(ktune.UserError, match="tf32"):
        ktune.workload(C, math="fast")
    with pytest.raises(ktune.UserError, match="math"):
        ktune.workload("matmul:M=32,N=16,K=24", math="tf32")


def test_python_dense_bias_gelu_has_the_registry_key():
    M, N, K = 8, 16, 4
    X = ktune.placeholder((M, K), name="X")
    W = ktune.placeholder((N, K), name="W")
    k = ktune.reduce_axis(K, name="k")
    D = ktune.compute((M, N), lambda i, j: ktune.sum(X[i, k] * W[j, k], axis=k), name="D", tag="dense")
    bias = ktune.placeholder((N,), name="bias")
    Y = ktune.compute((M, N), lambda i, j: (0.5 * (D[i, j] + bias[j])) *
                      (1.0 + ktune.erf((D[i, j] + bias[j]) * 0.707106769)), name="Y")
    assert ktune.workload(Y).key == ktune.ops.dense(M=M, N=N, K=K, bias=1, act="gelu").key


def test_matmul_runs_on_numpy_arrays(rng):
    A, B, C = matmul_compute(33, 17, 29)
    a = rng.random((33, 29), dtype=np.float32)
    b = rng.random((29, 17), dtype=np.float32)
    c = np.zeros((33, 17), np.float32)
    run(C, [a, b, c])
    np.testing.assert_allclose(c, a @ b, rtol=1e-5, atol=1e-5)


def test_math_functions_match_numpy(rng):
    n = 257
    X = ktune.placeholder((n,), name="X")
    Y = ktune.compute((n,), lambda i: ktune.exp(X[i]) + ktune.tanh(X[i]) * ktune.sqrt(ktune.abs(X[i]))
                      - ktune.erf(X[i]) + ktune.max(X[i], 0.25) - ktune.min(X[i], -0.5)
                      + ktune.select(X[i] > 0.0, ktune.log(ktune.abs(X[i]) + 1.0), ktune.floor(X[i] * 4.0))
                      + ktune.sigmoid(X[i]) + ktune.pow(ktune.abs(X[i]), 1.5), name="Y")
    x = rng.standard_normal(n).astype(np.float32)
    y = np.zeros(n, np.float32)
    run(Y, [x, y])
    xd = x.astype(np.float64)
    erf = np.vectorize(math.erf)
    ref = (np.exp(xd) + np.tanh(xd) * np.sqrt(np.abs(xd)) - erf(xd) + np.maximum(xd, 0.25) - np.minimum(xd, -0.5)
           + np.where(xd > 0, np.log(np.abs(xd) + 1), np.floor(xd * 4)) + 1 / (1 + np.exp(-xd))
           + np.abs(xd) ** 1.5)
    np.testing.assert_allclose(y, ref, rtol=2e-5, atol=2e-5)


def test_softmax_with_max_and_sum_reductions(rng):
    M, N = 16, 40
    X = ktune.placeholder((M, N), name="X")
    j = ktune.reduce_axis(N, name="j")
    mx = ktune.compute((M,), lambda i: ktune.max(X[i, j], axis=j), name="mx")
    e = ktune.compute((M, N), lambda i, j: ktune.exp(X[i, j] - mx[i]), name="e")
    j2 = ktune.reduce_axis(N, name="j")
    s = ktune.compute((M,), lambda i: ktune.sum(e[i, j2], axis=j2), name="s")
    Y = ktune.compute((M, N), lambda i, j: e[i, j] / s[i], name="Y")
    assert ktune.workload(Y).key == ktune.ops.softmax(M, N).key
    x = rng.standard_normal((M, N)).astype(np.float32)
    y = np.zeros((M, N), np.float32)
    run(Y, [x, y])
    ref = np.exp(x - x.max(1, keepdims=True))
    np.testing.assert_allclose(y, ref / ref.sum(1, keepdims=True), rtol=1e-5, atol=1e-6)


def test_integer_and_index_arithmetic(rng):
    X = ktune.placeholder((8, 12), "int32", name="X")
    Y = ktune.compute((8, 12), lambda i, j: X[i, j] * 3 + ktune.cast("int32", (i * 12 + j) // 5 % 7), name="Y")
    x = rng.integers(-100, 100, (8, 12)).astype(np.int32)
    y = np.zeros((8, 12), np.int32)
    run(Y, [x, y])
    idx = np.arange(96).reshape(8, 12)
    np.testing.assert_array_equal(y, x * 3 + (idx // 5) % 7)


def test_registry_ops_build_with_their_templates(rng):
    w = ktune.ops.matmul(64, 48, 32)
    assert w.op_name == "matmul" and w.params["M"] == "64" and w.flops == 2 * 64 * 48 * 32
    s = ktune.create_schedule(w)
    f = ktune.build(s)
    a = rng.random((64, 32), dtype=np.float32)
    b = rng.random((32, 48), dtype=np.float32)
    c = np.zeros((64, 48), np.float32)
    f(a, b, c)
    np.testing.assert_allclose(c, a @ b, rtol=1e-5)
    assert f.symbol == "ktune_matmul_f32_m64_n48_k32"
    with pytest.raises(ktune.UserError, match="unknown op|no op"):
        ktune.ops.spec("nosuchop:M=1")
    with pytest.raises(ktune.UserError, match="positional"):
        ktune.ops.matmul(1, 2, 3, "f32", 5)


def test_an_expression_has_no_truth_value():
    X = ktune.placeholder((4,), name="X")
    with pytest.raises(TypeError, match="no truth value"):
        ktune.compute((4,), lambda i: X[i] if X[i] > 0.0 else 0.0, name="Y")


def test_bad_computations_raise_clear_errors():
    X = ktune.placeholder((4, 4), name="X")
    with pytest.raises(ktune.UserError, match="2 dimensions, indexed with 1"):
        X[1]
    with pytest.raises(ktune.UserError, match="positive"):
        ktune.placeholder((4, 0), name="Z")
    with pytest.raises(ktune.UserError, match="2 dimensions but its function takes 1"):
        ktune.compute((4, 4), lambda i: X[i, i], name="Y")
    with pytest.raises(ktune.UserError):
        ktune.placeholder((4,), "float33", name="W")
    k = ktune.reduce_axis(4, name="k")
    with pytest.raises(ktune.UserError, match="reduce_axis"):
        ktune.sum(X[0, 0], axis=X)
    with pytest.raises(ktune.UserError, match="named 'X'"):
        Y = ktune.compute((4,), lambda i: X[i, i], name="X")  # the same name as its input
        ktune.workload(Y)
    with pytest.raises(ktune.UserError, match="axis= takes reduce_axis"):
        ktune.sum(X[0, 0], axis=k.var)
