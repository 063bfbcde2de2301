"""Shared fixtures of the Python test suite (run by ctest: python.* tests)."""
import numpy as np
import pytest

import ktune


@pytest.fixture
def rng():
    return np.random.default_rng(0)


@pytest.fixture
def db_path(tmp_path):
    return str(tmp_path / "ktune.db")


def matmul_compute(M, N, K, names=("A", "B", "C")):
    A = ktune.placeholder((M, K), "float32", name=names[0])
    B = ktune.placeholder((K, N), "float32", name=names[1])
    k = ktune.reduce_axis(K, name="k")
    C = ktune.compute((M, N), lambda i, j: ktune.sum(A[i, k] * B[k, j], axis=k), name=names[2])
    return A, B, C


# Small harness settings: the tests check behaviour, never timings.
FAST_MEASURE = {"repeat": 1, "min_repeat_ms": 1, "build_workers": 2}
