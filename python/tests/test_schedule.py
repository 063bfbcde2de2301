"""Every schedule primitive from Python, traces, inspection, and refused schedules."""
import json

import numpy as np
import pytest

import ktune
from conftest import matmul_compute


def check_matmul(s, A, B, C, rng, M, N, K):
    f = ktune.build(s, [A, B, C])
    a = rng.random((M, K), dtype=np.float32)
    b = rng.random((K, N), dtype=np.float32)
    c = np.zeros((M, N), np.float32)
    f(a, b, c)
    np.testing.assert_allclose(c, a @ b, rtol=1e-5, atol=1e-5)
    return f


def test_split_reorder_vectorize_unroll_parallel(rng):
    M, N, K = 70, 48, 33
    A, B, C = matmul_compute(M, N, K)
    s = ktune.create_schedule(C)
    i, j = s[C].op.axis
    (k,) = s[C].op.reduce_axis
    io, ii = s[C].split(i, factor=8)           # does not divide 70
    jo, ji = s[C].split(j, nparts=3)
    s[C].reorder(io, jo, k, ii, ji)
    s[C].vectorize(ji)
    s[C].unroll(ii)
    s[C].parallel(io)
    assert [a.name for a in s[C].leaf_axes] == ["i.outer", "j.outer", "k", "i.inner", "j.inner"]
    assert s[C].leaf_axes[0].kind == "parallel" and s[C].leaf_axes[4].kind == "vectorized"
    check_matmul(s, A, B, C, rng, M, N, K)
    kinds = [step["kind"] for step in s.trace()["steps"]]
    assert kinds == ["split", "split", "reorder", "vectorize", "unroll", "parallel"]


def test_tile_fuse_and_a_trace_replay(rng):
    M, N, K = 64, 64, 16
    A, B, C = matmul_compute(M, N, K)
    s = ktune.create_schedule(C)
    xo, yo, xi, yi = s[C].tile(s[C].op.axis[0], s[C].op.axis[1], 8, 16)
    fused = s[C].fuse(xo, yo)
    assert fused.name == "i.outer.j.outer.fused" and fused.extent == 32
    s[C].parallel(fused)
    s[C].vectorize(yi)
    check_matmul(s, A, B, C, rng, M, N, K)
    # The trace is the schedule: replaying it on the same computation gives the same loops.
    s2 = ktune.create_schedule(C, trace=s.trace())
    assert ktune.inspect(s2, "loops") == ktune.inspect(s, "loops")
    s3 = ktune.create_schedule(C, trace=json.dumps(s.trace()))
    assert s3.trace() == s.trace()


def test_compute_at_compute_inline_and_root(rng):
    M, N = 32, 24
    X = ktune.placeholder((M, N), name="X")
    Y = ktune.compute((M, N), lambda i, j: X[i, j] * 2.0, name="Y")
    Z = ktune.compute((M, N), lambda i, j: Y[i, j] + 1.0, name="Z")
    W = ktune.compute((M, N), lambda i, j: ktune.exp(Z[i, j]), name="W")
    s = ktune.create_schedule(W)
    s[Y].compute_inline()
    io, ii = s[W].split(s[W].op.axis[0], factor=4)
    s[Z].compute_at(s[W], io)
    loops = ktune.inspect(s, "loops")
    assert "Y[" not in loops  # inlined: no buffer of its own
    assert loops.index("for (i.outer") < loops.index("Z[")  # computed inside W's outer loop
    f = ktune.build(s, [X, W])
    x = rng.random((M, N), dtype=np.float32)
    w = np.zeros((M, N), np.float32)
    f(x, w)
    np.testing.assert_allclose(w, np.exp(x * 2 + 1), rtol=1e-5)
    s[Z].compute_root()
    f = ktune.build(s, [X, W])
    w[:] = 0
    f(x, w)
    np.testing.assert_allclose(w, np.exp(x * 2 + 1), rtol=1e-5)


def test_cache_read_and_cache_write(rng):
    M, N, K = 48, 64, 32
    A, B, C = matmul_compute(M, N, K)
    s = ktune.create_schedule(C)
    CL = s.cache_write(C, "local")
    assert CL.name == "C.local" and CL.scope == "local"
    io, jo, ii, ji = s[C].tile(s[C].op.axis[0], s[C].op.axis[1], 8, 16)
    s[CL].compute_at(s[C], jo)
    s[CL].vectorize(s[CL].op.axis[1])
    BS = s.cache_read(B, "global", [CL])
    assert BS.name in [st.name for st in s.stages]
    check_matmul(s, A, B, C, rng, M, N, K)
    steps = [step["kind"] for step in s.trace()["steps"]]
    assert "cache_write" in steps and "cache_read" in steps and "compute_at" in steps


def test_rfactor_splits_a_sum_into_slices(rng):
    M, N, K = 16, 24, 32
    A, B, C = matmul_compute(M, N, K)
    s = ktune.create_schedule(C)
    RF = s.rfactor(C, 4, 2)
    assert RF.name == "C.rf"
    assert [a.extent for a in s[RF].leaf_axes] == [4, M, N, 4, 2]
    check_matmul(s, A, B, C, rng, M, N, K)
    with pytest.raises(ktune.ScheduleError, match="slices"):
        ktune.create_schedule(C).rfactor(C, 5, 1)


def test_bind_makes_a_gpu_schedule_that_the_cpu_refuses():
    A, B, C = matmul_compute(64, 64, 64)
    s = ktune.create_schedule(C)
    bo, bi = s[C].split(s[C].op.axis[0], factor=32)
    s[C].bind(bo, "blockIdx.x")
    s[C].bind(bi, "threadIdx.x")
    assert s.trace()["steps"][-1] == {"kind": "bind", "stage": "C", "axis": "i.inner", "thread": "threadIdx.x"}
    with pytest.raises(ktune.KtuneError):
        ktune.build(s, [A, B, C])
    with pytest.raises(ktune.ScheduleError, match="thread"):
        s[C].bind(s[C].op.axis[1], "warpIdx.q")


def test_double_buffered_gpu_gemm_tiles():
    A, B, C = matmul_compute(64, 64, 64)
    s = ktune.create_schedule(C)
    with pytest.raises(ktune.ScheduleError, match="shared"):
        s[C].double_buffer()
    CL = s.cache_write(C, "local")
    AS = s.cache_read(A, "shared", [CL])
    BS = s.cache_read(B, "shared", [CL])
    i, j = s[C].op.axis
    bi, ti = s[C].split(i, factor=16)
    bj, tj = s[C].split(j, factor=16)
    s[C].reorder(bi, bj, ti, tj)
    for axis, tag in ((bi, "blockIdx.y"), (bj, "blockIdx.x"), (ti, "threadIdx.y"), (tj, "threadIdx.x")):
        s[C].bind(axis, tag)
    s[CL].compute_at(s[C], tj)
    ko, ki = s[CL].split(s[CL].op.reduce_axis[0], factor=8)
    for stage in (AS, BS):
        s[stage].compute_at(s[CL], ko)
        fused = s[stage].fuse(*s[stage].leaf_axes)
        _, t = s[stage].split(fused, factor=16)
        s[stage].bind(t, "threadIdx.x")
        s[stage].double_buffer()
    assert s.trace()["steps"][-1] == {"kind": "double_buffer", "stage": BS.name}
    loops = ktune.inspect(s, "loops", target="cuda -arch=sm_80")
    # the prologue's barrier, then one per K step (in each copy of the partitioned loop body)
    assert loops.count("thread_barrier()") <= 3 and "floormod((k.outer + 1), 2)" in loops
    assert "A.shared[f32 * 256]" in loops  # two copies of a 16 x 8 tile
    # A 3-stage pipeline of cp.async copies instead: three copies, waits and commits.
    for stage in (AS, BS):
        s[stage].pipeline(3, async_copy=True)
    assert s.trace()["steps"][-1] == {"kind": "pipeline", "stage": BS.name, "stages": 3, "async_copy": 1}
    loops = ktune.inspect(s, "loops", target="cuda -arch=sm_80")
    assert "A.shared[f32 * 384]" in loops and "async_wait(1)" in loops and "async_commit()" in loops
    with pytest.raises(ktune.ScheduleError, match="2, 3 or 4"):
        s[AS].pipeline(5)


def test_prefetch_asks_for_the_next_column_blocks_weights(rng):
    # Column blocks of C outermost: each block reads its own columns of B; the next block's are
    # prefetched a line per iteration of the reduction loop, and the result does not change.
    M, N, K = 24, 64, 40
    A, B, C = matmul_compute(M, N, K)
    s = ktune.create_schedule(C)
    CL = s.cache_write(C, "local")
    i, j = s[C].op.axis
    jo, ji = s[C].split(j, factor=16)
    s[C].reorder(jo, i, ji)
    s[CL].compute_at(s[C], i)
    s[CL].prefetch(B, s[CL].op.reduce_axis[0], jo)
    assert s.trace()["steps"][-1] == {"kind": "prefetch", "stage": CL.name, "tensor": "B", "at": "k",
                                      "ahead": "j.outer"}
    assert "prefetch(B[" in ktune.inspect(s, "loops")
    check_matmul(s, A, B, C, rng, M, N, K)
    with pytest.raises(ktune.ScheduleError, match="not an input"):
        s[CL].prefetch(CL.name, "k", "j.outer")
    with pytest.raises(ktune.ScheduleError, match="no loop axis 'q'"):
        s[CL].prefetch(B, "k", "q")


def test_prefetch_ahead_of_a_loop_of_the_stage_it_is_computed_at(rng):
    # CL, computed at C's row loop i, has a row loop i of its own (one iteration there): naming
    # C reaches C's.
    M, N, K = 24, 64, 40
    A, B, C = matmul_compute(M, N, K)
    s = ktune.create_schedule(C)
    CL = s.cache_write(C, "local")
    s[CL].compute_at(s[C], s[C].op.axis[0])
    s[CL].prefetch(A, "k", "i", ahead_stage=C)
    assert s.trace()["steps"][-1] == {"kind": "prefetch", "stage": CL.name, "tensor": "A", "at": "k",
                                      "ahead": "i", "ahead_stage": C.name}
    assert "prefetch(A[" in ktune.inspect(s, "loops")
    check_matmul(s, A, B, C, rng, M, N, K)
    with pytest.raises(ktune.ScheduleError, match="neither it nor a stage it is computed inside"):
        s[CL].prefetch(A, "k", "i", ahead_stage="A")


def test_defer_stores_the_previous_row_inside_the_next_rows_loop(rng):
    # Y's row i is stored in iteration i + 1 of the row loop, inside e's loop, from e's other copy.
    M, N = 12, 40
    X = ktune.placeholder((M, N), name="X")
    e = ktune.compute((M, N), lambda i, j: ktune.exp(X[i, j]), name="e")
    Y = ktune.compute((M, N), lambda i, j: e[i, j] * 2.0, name="Y")
    s = ktune.create_schedule(Y)
    i = s[Y].op.axis[0]
    s[e].compute_at(s[Y], i)
    s[Y].defer(i, e)
    assert s.trace()["steps"][-1] == {"kind": "defer", "stage": Y.name, "axis": "i", "into": e.name}
    loops = ktune.inspect(s, "loops")
    assert "allocate e[f32 * 80]" in loops and "floormod((i + 1), 2)" in loops
    f = ktune.build(s, [X, Y])
    x = rng.standard_normal((M, N)).astype(np.float32)
    y = np.zeros((M, N), np.float32)
    f(x, y)
    np.testing.assert_allclose(y, np.exp(x) * 2.0, rtol=1e-5)
    with pytest.raises(ktune.ScheduleError, match="already deferred"):
        s[Y].defer(i, e)


def test_inspect_every_stage():
    A, B, C = matmul_compute(16, 16, 16)
    s = ktune.create_schedule(C)
    s[C].vectorize(s[C].op.axis[1])
    stages = ktune.inspect(s, "all")
    assert set(stages) == {"te", "trace", "passes", "loops", "llvm", "asm"}
    assert "placeholder" in stages["te"] and "vectorize" in stages["trace"]
    assert "ramp" in stages["loops"] and "define" in stages["llvm"] and "ret" in stages["asm"]
    assert ktune.inspect(s, "loops") == stages["loops"]
    with pytest.raises(ktune.UserError, match="stage"):
        ktune.inspect(s, "bogus")


def test_refused_primitives_name_stage_and_axis_and_change_nothing():
    A, B, C = matmul_compute(16, 16, 16)
    s = ktune.create_schedule(C)
    before = s.trace()
    with pytest.raises(ktune.ScheduleError, match="'C'.*'nope'"):
        s[C].split("nope", factor=2)
    with pytest.raises(ktune.ScheduleError):
        s[C].split(s[C].op.axis[0], factor=0)
    with pytest.raises(ktune.ScheduleError):
        s[C].vectorize(s[C].op.reduce_axis[0])
    with pytest.raises(ktune.UserError, match="no stage 'D'"):
        s["D"]
    with pytest.raises(ktune.UserError, match="exactly one of factor= and nparts="):
        s[C].split(s[C].op.axis[0])
    assert s.trace() == before
    assert isinstance(ktune.ScheduleError("x"), ValueError)


@pytest.mark.parametrize("trace, message", [
    ("{not json", "not valid JSON"),
    (json.dumps({"steps": [{"kind": "split", "stage": "C", "axis": "i"}]}), "factor"),
    (json.dumps({"steps": [{"kind": "teleport", "stage": "C"}]}), "teleport"),
    (json.dumps({"steps": [{"kind": "split", "stage": "Q", "axis": "i", "factor": 2}]}), "Q"),
    (json.dumps({"steps": 3}), "list of steps"),
])
def test_malformed_traces_are_refused(trace, message):
    A, B, C = matmul_compute(16, 16, 16)
    with pytest.raises(ktune.UserError, match=message):
        ktune.create_schedule(C, trace=trace)


def test_every_primitive_of_the_list_has_its_python_method():
    # The Python method table (ktune/schedule.py) against the C++ list of primitives
    # (src/schedule/primitives/PrimitiveList.cpp): a primitive added there without its method here
    # fails this test, and so does a method for a primitive the list does not have.
    kinds = set(ktune._ktune.primitive_kinds())
    assert {"split", "fuse", "double_buffer", "cache_read", "transform_layout"} <= kinds
    stage_methods = {n for n in vars(ktune.schedule.Stage) if not n.startswith("_")}
    schedule_methods = {"cache_read", "cache_write", "rfactor"}
    assert kinds - stage_methods == schedule_methods
    assert all(hasattr(ktune.schedule.Schedule, k) for k in schedule_methods)
    properties = {n for n, v in vars(ktune.schedule.Stage).items() if isinstance(v, property)}
    assert stage_methods - properties - kinds == set()


def test_a_step_reports_what_it_made():
    A = ktune.placeholder((16, 8), name="A")
    B = ktune.compute((16, 8), lambda i, j: A[i, j] * 2.0, name="B")
    s = ktune.create_schedule(B)
    made = s._step("cache_write", stage="B", scope="local")
    assert made["axes"] == [] and made["stages"] == ["B.local"]
    made = s._step("split", stage="B", axis="i", factor=4)
    assert made == {"axes": ["i.outer", "i.inner"], "stages": []}
    with pytest.raises(ktune.ScheduleError):
        s._step("split", stage="B", axis="nope", factor=2)
