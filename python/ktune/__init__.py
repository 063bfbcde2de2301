"""ktune: describe tensor computations, schedule them, compile them with LLVM, run them on
NumPy arrays, and tune their schedules (random, grid, evolutionary or XGBoost-guided search)
into a SQLite tuning database.

    import numpy as np, ktune
    A = ktune.placeholder((128, 64), "float32", name="A")
    B = ktune.placeholder((64, 32), "float32", name="B")
    k = ktune.reduce_axis(64, name="k")
    C = ktune.compute((128, 32), lambda i, j: ktune.sum(A[i, k] * B[k, j], axis=k), name="C")
    s = ktune.create_schedule(C)
    s[C].vectorize(s[C].op.axis[1])
    f = ktune.build(s, [A, B, C])
    f(a, b, c)

See python/examples/ and the README's Python section.
"""
import os as _os

# OpenMP's wait policy for ktune's oneDNN calls (set_openmp_wait_policy, LibraryCall.h): libgomp
# reads it when it is loaded, which the extension does (through XGBoost), so it is set first,
# unless the user set it. It has no effect where another module loaded libgomp before ktune.
if "OMP_WAIT_POLICY" not in _os.environ and "GOMP_SPINCOUNT" not in _os.environ:
    _os.environ["GOMP_SPINCOUNT"] = "1000"

from . import _ktune  # noqa: E402
from ._ktune import (KtuneError, UserError, ScheduleError, InternalError, Workload, Expr, Var, IterVar,
                     Tensor)
from .te import (placeholder, reduce_axis, compute, sum, max, min, exp, log, sqrt, rsqrt, tanh, erf, abs,
                 floor, ceil, pow, fma, select, floordiv, floormod, equal, not_equal, cast, const, sigmoid)
from .schedule import Schedule, Stage, Axis, create_schedule, inspect, workload_of
from .build import build, Function, apply_best
from .database import Database
from .autotune import template, Template, Config, SplitEntity, ReorderEntity, tune, TuneResult
from .arrays import empty, aligned
from . import ops
from . import frontend

__version__ = _ktune.__version__


def workload(outputs, inputs=None, math="exact"):
    """The Workload of a computation (its key, spec, flops, tensor IR).

    math="tf32" lets its f32 products be rounded to TF32 (NVIDIA tensor cores; checked to 1e-2):
    a workload of its own, as the GEMM ops' dtype="tf32"."""
    return workload_of(outputs, inputs, math)


def strategies():
    """The search strategies ktune.tune accepts."""
    return list(_ktune.search_strategies())
