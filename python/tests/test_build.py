"""Building kernels and calling them on NumPy arrays: zero copies, checked arguments."""
import threading

import numpy as np
import pytest

import ktune
from conftest import matmul_compute


@pytest.fixture
def matmul(rng):
    M, N, K = 32, 16, 8
    A, B, C = matmul_compute(M, N, K)
    s = ktune.create_schedule(C)
    f = ktune.build(s, [A, B, C])
    a = rng.random((M, K), dtype=np.float32)
    b = rng.random((K, N), dtype=np.float32)
    return f, a, b, np.zeros((M, N), np.float32)


def test_writes_into_the_callers_array(matmul):
    f, a, b, c = matmul
    view = c  # the same memory: no copy in or out
    f(a, b, c)
    np.testing.assert_allclose(view, a @ b, rtol=1e-5)
    assert f.symbol.startswith("ktune_c_f32_32x16_")
    assert f.source == "the given schedule" and f.trace["steps"] == []


def test_arguments_in_the_users_order(rng):
    A, B, C = matmul_compute(8, 4, 2)
    f = ktune.build(ktune.create_schedule(C), [C, B, A])
    a = rng.random((8, 2), dtype=np.float32)
    b = rng.random((2, 4), dtype=np.float32)
    c = np.zeros((8, 4), np.float32)
    f(c, b, a)
    np.testing.assert_allclose(c, a @ b, rtol=1e-5)
    with pytest.raises(ktune.UserError, match="exactly the workload's inputs and outputs"):
        ktune.build(ktune.create_schedule(C), [A, C])


def test_wrong_dtype(matmul):
    f, a, b, c = matmul
    with pytest.raises(ktune.UserError, match="'A' must hold f32 elements, got buffer format 'd'"):
        f(a.astype(np.float64), b, c)
    with pytest.raises(ktune.UserError, match="'C' \\(an output\\) must hold f32"):
        f(a, b, c.astype(np.int32))


def test_wrong_shape(matmul):
    f, a, b, c = matmul
    with pytest.raises(ktune.UserError, match=r"'B' must have shape \(8, 16\), got \(16, 8\)"):
        f(a, b.T.copy(), c)
    with pytest.raises(ktune.UserError, match="shape"):
        f(a, b, c.reshape(-1))


def test_non_contiguous_arrays(matmul):
    f, a, b, c = matmul
    with pytest.raises(ktune.UserError, match="'A' is not C-contiguous"):
        f(np.asfortranarray(a), b, c)
    big = np.zeros((32, 32), np.float32)
    with pytest.raises(ktune.UserError, match="'C' \\(an output\\) is not C-contiguous"):
        f(a, b, big[:, ::2])


def test_read_only_output_and_aliasing(matmul):
    f, a, b, c = matmul
    c.setflags(write=False)
    with pytest.raises(ktune.UserError, match="read-only"):
        f(a, b, c)
    A = ktune.placeholder((16,), name="A")
    B = ktune.compute((16,), lambda i: A[i] + 1.0, name="B")
    g = ktune.build(ktune.create_schedule(B))
    x = np.zeros(16, np.float32)
    with pytest.raises(ktune.UserError, match="overlaps"):
        g(x, x)


def test_wrong_number_of_arrays_and_non_arrays(matmul):
    f, a, b, c = matmul
    with pytest.raises(ktune.UserError, match="takes 3 arrays"):
        f(a, b)
    with pytest.raises(TypeError):
        f(a, b, [[0.0] * 16] * 32)


def test_unknown_and_gpu_targets_are_refused():
    A, B, C = matmul_compute(8, 8, 8)
    s = ktune.create_schedule(C)
    with pytest.raises(ktune.UserError):
        ktune.build(s, target="tpu")
    with pytest.raises(ktune.UserError, match="CPU"):
        ktune.build(s, target="cuda -arch=sm_90")


def test_calls_release_the_gil(rng):
    # A large kernel runs in one thread while another thread keeps counting: without the GIL
    # released, the counter could not move during the call.
    M = N = K = 384
    A, B, C = matmul_compute(M, N, K)
    f = ktune.build(ktune.create_schedule(C), [A, B, C])
    a = rng.random((M, K), dtype=np.float32)
    b = rng.random((K, N), dtype=np.float32)
    c = np.zeros((M, N), np.float32)
    started, count, done = threading.Event(), [0], threading.Event()

    def counter():
        started.set()
        while not done.is_set():
            count[0] += 1

    t = threading.Thread(target=counter)
    t.start()
    started.wait()
    seen_before = count[0]
    f(a, b, c)  # the default schedule: a naive triple loop, long enough to be seen
    seen_after = count[0]
    done.set()
    t.join()
    assert seen_after > seen_before


def test_half_precision_inputs_accumulate_in_f32(rng):
    # f16 inputs as NumPy float16; bf16 inputs as their bit patterns in uint16 (NumPy has no bf16).
    M, N, K = 24, 16, 40
    a = rng.random((M, K), dtype=np.float32).astype(np.float16)
    b = rng.random((K, N), dtype=np.float32).astype(np.float16)
    c = np.zeros((M, N), np.float32)
    f = ktune.build(ktune.create_schedule(ktune.ops.matmul(M, N, K, dtype="f16")))
    f(a, b, c)
    np.testing.assert_allclose(c, a.astype(np.float32) @ b.astype(np.float32), rtol=1e-5, atol=1e-5)

    def to_bf16(x):  # round to nearest even, as ktune does
        u = x.astype(np.float32).view(np.uint32)
        return ((u + 0x7FFF + ((u >> 16) & 1)) >> 16).astype(np.uint16)

    def from_bf16(h):
        return (h.astype(np.uint32) << 16).view(np.float32)

    a16, b16 = to_bf16(rng.random((M, K))), to_bf16(rng.random((K, N)))
    g = ktune.build(ktune.create_schedule(ktune.ops.matmul(M, N, K, dtype="bf16")))
    g(a16, b16, c)
    np.testing.assert_allclose(c, from_bf16(a16) @ from_bf16(b16), rtol=1e-5, atol=1e-5)
    with pytest.raises(ktune.UserError, match="bf16"):
        g(a16.view(np.float16), b16, c)


def test_aligned_arrays_start_on_64_bytes_and_call_kernels(matmul):
    f, a, b, c = matmul
    for shape in [(33, 17), 5, (4096,)]:
        e = ktune.empty(shape, "float32")
        assert e.ctypes.data % 64 == 0 and e.flags.c_contiguous and e.flags.writeable
        assert e.shape == ((shape,) if isinstance(shape, int) else shape) and e.dtype == np.float32
    a64, b64, c64 = ktune.aligned(a), ktune.aligned(b), ktune.empty(c.shape, c.dtype)
    assert all(x.ctypes.data % 64 == 0 for x in (a64, b64, c64))
    assert np.array_equal(a64, a) and np.array_equal(b64, b)
    f(a64, b64, c64)
    np.testing.assert_allclose(c64, a @ b, rtol=1e-5)
    assert ktune.empty((8,), "float64", alignment=4096).ctypes.data % 4096 == 0
    with pytest.raises(ValueError, match="power of two"):
        ktune.empty((8,), alignment=48)
