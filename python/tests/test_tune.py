"""Python templates, tuning sessions, the database and apply_best (small budgets: the tests
check what is stored and chosen, never how fast anything is)."""
import datetime
import json
import threading

import numpy as np
import pytest

import ktune
from conftest import matmul_compute, FAST_MEASURE


@ktune.template("test_matmul")
def tiled_matmul(cfg, M, N, K):
    A, B, C = matmul_compute(M, N, K)
    s = ktune.create_schedule(C)
    i, j = s[C].op.axis
    (k,) = s[C].op.reduce_axis
    cfg.define_split("tile_i", i, num_outputs=2, max_factor=8)
    cfg.define_split("tile_j", j, num_outputs=2, policy="power2", max_factor=32, default=(-1, 16))
    cfg.define_knob("unroll", [0, 1])
    cfg.define_knob("order", ["ikj", "kij"])
    io, ii = cfg["tile_i"].apply(s, C, i)
    jo, ji = cfg["tile_j"].apply(s, C, j)
    if cfg["order"] == "ikj":
        s[C].reorder(io, jo, k, ii, ji)
    else:
        s[C].reorder(k, io, jo, ii, ji)
    s[C].vectorize(ji)
    if cfg["unroll"]:
        s[C].unroll(ii)
    return s, [A, B, C]


def test_a_template_knows_its_space():
    s, (A, B, C) = tiled_matmul(32, 32, 32)  # the default configuration
    assert [a.name for a in s[C].leaf_axes] == ["i.outer", "j.outer", "k", "i.inner", "j.inner"]
    assert s[C].leaf_axes[-1].extent == 16
    # tile_i: inner factors of 32 up to 8 (1, 2, 4, 8); tile_j: powers of two up to 32 (6).
    assert tiled_matmul.space_size(32, 32, 32) == 4 * 6 * 2 * 2


def test_tuning_a_python_template(db_path, rng):
    result = ktune.tune(tiled_matmul, args=(48, 32, 16), trials=12, db=db_path, strategy="xgb", batch=6,
                        progress=False, measure=FAST_MEASURE)
    assert result.measured == 12 and result.failures == 0
    assert len(result.history) == 12 and all(row["cost"] > 0 for row in result.history)
    # The final round (final=3, the default) measured the template's defaults and the best
    # configurations again side by side; its winner is the best.
    assert len(result.final_round) >= 2 and result.final_template >= 0
    assert result.final_round[result.final_template]["knobs"] == result.history[0]["knobs"]
    assert result.best_record["id"] == result.final_round[0]["id"]
    assert result.best_cost == min(r["cost"] for r in result.final_round)
    assert all(r["provenance"]["processes"] == 3 for r in result.final_round)
    assert set(result.best_knobs) == {"tile_i", "tile_j", "unroll", "order"}
    assert result.best_knobs["unroll"] in (0, 1) and result.best_knobs["order"] in (0, 1)
    # The first measurement is the template's defaults, as for a built-in template.
    assert result.history[0]["knobs"] == {"tile_i": 0, "tile_j": 4, "unroll": 0, "order": 0}
    db = ktune.Database(db_path)
    records = db.records(result.workload)
    assert len([r for r in records if "final_round" not in r["provenance"]]) == 12
    assert all(r["provenance"]["template"] == "test_matmul" for r in records)
    assert db.best(result.workload)["id"] == result.best_record["id"]
    # The best record's schedule builds and computes the right thing.
    with ktune.apply_best(db_path):
        s, (A, B, C) = tiled_matmul(48, 32, 16)
        f = ktune.build(s, [A, B, C])
    assert f.source.startswith("database %s record %d " % (db_path, result.best_record["id"]))
    assert f.trace == result.best_trace
    a = rng.random((48, 16), dtype=np.float32)
    b = rng.random((16, 32), dtype=np.float32)
    c = np.zeros((48, 32), np.float32)
    f(a, b, c)
    np.testing.assert_allclose(c, a @ b, rtol=1e-5)
    # Resuming skips what is measured: a second session measures new configurations only.
    again = ktune.tune(tiled_matmul, args=(48, 32, 16), trials=4, db=db_path, strategy="random", batch=4,
                       progress=False, measure=FAST_MEASURE, final=0)
    searched = [r for r in db.records(result.workload) if "final_round" not in r["provenance"]]
    assert again.measured == 4 and len(searched) == 16
    seen = [json.dumps(r["knobs"], sort_keys=True) for r in searched]
    assert len(set(seen)) == len(seen)


def test_an_unknown_knob_is_a_clear_error(db_path):
    @ktune.template("bad_knob")
    def bad(cfg, n):
        X = ktune.placeholder((n,), name="X")
        Y = ktune.compute((n,), lambda i: X[i] + 1.0, name="Y")
        s = ktune.create_schedule(Y)
        cfg.define_knob("unroll", [0, 4])
        if cfg["unrol"]:
            s[Y].unroll(s[Y].op.axis[0])
        return s, [X, Y]

    with pytest.raises(ktune.UserError, match="template 'bad_knob' has no knob 'unrol'.*unroll"):
        ktune.tune(bad, args=(64,), trials=2, db=db_path, progress=False)
    with pytest.raises(ktune.UserError, match="no knob"):
        bad(64)


def test_reorder_and_split_entities(rng):
    A, B, C = matmul_compute(24, 16, 8)
    s = ktune.create_schedule(C)
    i, j = s[C].op.axis
    (k,) = s[C].op.reduce_axis
    cfg = ktune.Config("t")
    split = cfg.define_split("tile_j", j, num_outputs=3)
    assert split.size == (16, 1, 1)  # the first candidate: no split
    order = cfg.define_reorder("order", [i, j, k])
    assert order.perm == (0, 1, 2)
    # Under the tuner: the configuration's values (indices into the candidates).
    chosen = ktune.Config("t", {"tile_j": 0, "order": 5}, dict(cfg._knobs))
    chosen.define_split("tile_j", j, num_outputs=3)
    assert chosen.define_reorder("order", [i, j, k]).perm == (2, 1, 0)
    rows = dict(cfg._knobs)["tile_j"].candidates
    assert len(rows) == 15 and all(r[0] * r[1] * r[2] == 16 for r in rows)  # ordered factorisations of 16
    axes = ktune.SplitEntity((2, 4, 2)).apply(s, C, j)
    assert [a.extent for a in axes] == [2, 4, 2]
    ktune.ReorderEntity((2, 0, 1)).apply(s, C, [i, k, axes[0]])
    # The listed axes keep the positions they held (0, 1 and 4), in the new order.
    assert [a.name for a in s[C].leaf_axes] == ["j.outer", "i", "j.inner.outer", "j.inner.inner", "k"]
    f = ktune.build(s, [A, B, C])
    a, b = rng.random((24, 8), dtype=np.float32), rng.random((8, 16), dtype=np.float32)
    c = np.zeros((24, 16), np.float32)
    f(a, b, c)
    np.testing.assert_allclose(c, a @ b, rtol=1e-5)


def test_bad_template_definitions():
    cfg = ktune.Config("t")
    with pytest.raises(ktune.UserError, match="no values"):
        cfg.define_knob("a", [])
    with pytest.raises(ktune.UserError, match="twice"):
        cfg.define_knob("b", [1, 1])
    cfg.define_knob("c", [1, 2])
    with pytest.raises(ktune.UserError, match="defines knob 'c' twice"):
        cfg.define_knob("c", [1, 2])
    with pytest.raises(ktune.UserError, match="not one of its candidates"):
        cfg.define_split("s", 12, num_outputs=2, default=(-1, 5))
    with pytest.raises(ktune.UserError, match="not a permutation"):
        cfg.define_reorder("r", ["x", "y"], candidates=[(0, 0)])

    @ktune.template("no_schedule")
    def returns_nothing(cfg):
        return None

    with pytest.raises(ktune.UserError, match="must return \\(schedule, \\[tensors\\]\\)"):
        returns_nothing()


def test_a_template_that_changes_its_knobs_fails_per_configuration(db_path):
    calls = [0]

    @ktune.template("unstable")
    def unstable(cfg, n):
        calls[0] += 1
        X = ktune.placeholder((n,), name="X")
        Y = ktune.compute((n,), lambda i: X[i] * 2.0, name="Y")
        s = ktune.create_schedule(Y)
        cfg.define_knob("v", [1, 2] if calls[0] == 1 else [1, 2, 3])
        return s, [X, Y]

    result = ktune.tune(unstable, args=(32,), trials=2, db=db_path, progress=False, measure=FAST_MEASURE)
    assert result.measured == 2 and result.failures == 2
    assert all("defined knob 'v' differently" in row["error_message"] for row in result.history)
    assert result.best_cost is None


def test_a_user_fused_op_is_tuned_through_the_generic_template(db_path, rng):
    import math
    M, N, K = 16, 64, 32
    x = ktune.placeholder((M, K), name="x")
    w = ktune.placeholder((K, N), name="w")
    b = ktune.placeholder((N,), name="b")
    k = ktune.reduce_axis(K, name="k")
    xw = ktune.compute((M, N), lambda i, j: ktune.sum(x[i, k] * w[k, j], axis=k), name="xw", tag="matmul")
    y = ktune.compute((M, N), lambda i, j: (0.5 * (xw[i, j] + b[j]) * (1.0 + ktune.erf((xw[i, j] + b[j]) * 0.70710678)))
                      * 2.0, name="y", tag="gelu_scale")
    result = ktune.tune(y, trials=6, db=db_path, strategy="random", batch=6, progress=False, measure=FAST_MEASURE)
    assert result.measured == 6 and result.failures == 0
    assert result.best_record["provenance"]["template"] == "generic"
    assert any(name.startswith("tile_") for name in result.best_knobs)
    with ktune.apply_best(db_path):
        f = ktune.build(ktune.create_schedule(y), [x, w, b, y])
    assert "record" in f.source
    xa, wa = rng.random((M, K), dtype=np.float32), rng.random((K, N), dtype=np.float32)
    ba, ya = rng.random(N, dtype=np.float32), np.zeros((M, N), np.float32)
    f(xa, wa, ba, ya)
    z = xa.astype(np.float64) @ wa + ba
    ref = 0.5 * z * (1 + np.vectorize(math.erf)(z * 0.70710678)) * 2
    np.testing.assert_allclose(ya, ref, rtol=1e-4)


def test_a_registry_op_with_its_template_and_the_database(db_path, tmp_path):
    w = ktune.ops.matmul(32, 32, 32)
    # final=0: no final round, whose records would be the best (test_tuning_a_python_template).
    result = ktune.tune(w, trials=4, db=db_path, strategy="grid", batch=4, progress=False, measure=FAST_MEASURE,
                        library=False, final=0)
    assert result.measured == 4 and result.best_record["provenance"]["template"] == "matmul"
    # The best was measured in two runner processes (confirm=2, the default), and said so.
    assert result.confirmed >= 1 and result.best_record["provenance"]["processes"] == 2
    # Where the time went: the harness built and timed the four; no final round ran.
    assert 0 < result.phases_s["harness"] <= result.elapsed_s and result.phases_s["final"] == 0
    db = ktune.Database(db_path)
    assert db.stats()["records"] == 4 and db.stats()["workloads"] == 1
    assert db.best("matmul:M=32,N=32,K=32")["id"] == db.best(w.key)["id"]
    assert db.best(ktune.ops.matmul(64, 32, 32)) is None
    record, why = db.explain_best(ktune.ops.matmul(64, 32, 32))
    assert record is None and why
    # JSON Lines out and into another database; a bad line is reported, the good ones kept.
    log = tmp_path / "log.jsonl"
    assert db.export_log(log) == 4
    lines = log.read_text().splitlines()
    log.write_text("\n".join(lines[:2] + ["{\"format\": \"ktune-record\", \"version\": 1"] + lines[2:]) + "\n")
    other = ktune.Database(str(tmp_path / "other.db"))
    summary = other.import_log(log)
    assert summary["imported"] == 4 and summary["rejected"] == 1 and summary["problems"][0][0] == 3
    assert other.import_log(log)["duplicates"] == 4
    third = ktune.Database(str(tmp_path / "third.db"))
    assert third.merge(db_path)["imported"] == 4
    with pytest.raises(ktune.UserError):
        ktune.Database(str(tmp_path / "missing.db"), read_only=True)
    with pytest.raises(ktune.UserError):
        other.import_log(tmp_path / "no-such-log.jsonl")


def test_bad_tuning_requests(db_path):
    w = ktune.ops.matmul(16, 16, 16)
    with pytest.raises(ktune.UserError, match="strategy"):
        ktune.tune(w, trials=1, db=db_path, strategy="annealing", progress=False)
    with pytest.raises(ktune.UserError, match="trials"):
        ktune.tune(w, trials=-1, db=db_path, progress=False)
    with pytest.raises(ktune.UserError, match="confirm_processes"):
        ktune.tune(w, trials=1, db=db_path, progress=False, confirm=0)
    with pytest.raises(ktune.UserError, match="args= is for templates"):
        ktune.tune(w, args=(1,), trials=1, db=db_path, progress=False)
    with pytest.raises(ktune.UserError, match="finite"):
        ktune.tune(w, trials=1, db=db_path, progress=False, measure={"run_timeout_s": float("inf")})
    with pytest.raises(ktune.UserError, match="unknown measure option 'repeats'"):
        ktune.tune(w, trials=1, db=db_path, progress=False, measure={"repeats": 2})
    with pytest.raises(ktune.UserError):
        ktune.tune(w, trials=1, db=db_path, target="cuda -arch=sm_90", progress=False)
    assert ktune.Database(db_path).stats()["records"] == 0


def test_progress_lines_and_the_gil_during_tuning(db_path, capsys):
    try:
        import tqdm  # noqa: F401
        has_tqdm = True
    except ImportError:
        has_tqdm = False
    count, done = [0], threading.Event()

    def counter():
        while not done.is_set():
            count[0] += 1

    t = threading.Thread(target=counter)
    t.start()
    try:
        result = ktune.tune(ktune.ops.matmul(24, 24, 24), trials=4, db=db_path, strategy="random", batch=2,
                            measure=FAST_MEASURE)
    finally:
        done.set()
        t.join()
    assert result.measured == 4
    # The other thread ran while the session compiled and measured (the GIL was released).
    assert count[0] > 1000
    err = capsys.readouterr().err
    if has_tqdm:
        assert "matmul" in err and "4/4" in err and "GFLOPS" in err  # the bar's last state
    else:
        assert "[ktune] matmul: 2/4 measured" in err and "[ktune] matmul: 4/4 measured" in err
    quiet = ktune.tune(ktune.ops.matmul(24, 24, 24), trials=2, db=db_path, strategy="random", batch=2,
                       progress=False, measure=FAST_MEASURE)
    assert quiet.measured == 2 and capsys.readouterr().err == ""


def test_library_calls_are_measured_first_and_the_kinds_kept_apart(db_path, tmp_path):
    # OpenBLAS as a candidate (when installed): one library record beside the schedules; the
    # result keeps the best of each kind.
    w = ktune.ops.matmul(48, 32, 16)
    result = ktune.tune(w, trials=2, db=db_path, strategy="random", batch=2, progress=False, measure=FAST_MEASURE)
    assert result.measured == 2
    # The search's records; the final round's (the best library call among its finalists) apart.
    records = [r for r in ktune.Database(db_path).records(w) if "final_round" not in r["provenance"]]
    libraries = [r for r in records if r["kind"] == "library"]
    assert len(libraries) == result.library_measured
    if result.library_measured == 0:
        pytest.skip("no BLAS library is installed here (scripts/install-deps.sh installs OpenBLAS)")
    assert records[0]["kind"] == "library" and records[0]["library"]["routine"] == "cblas_sgemm"
    assert result.best_library["provenance"]["finalist_of"] == records[0]["id"]
    assert result.best_library["library"] == records[0]["library"]
    assert result.best_generated["kind"] == "schedule" and result.best_knobs == result.best_generated["knobs"]
    assert result.best_record["cost"] == min(result.best_library["cost"], result.best_generated["cost"])
    assert result.best_schedule() is not None

    # A faster library record (the call's line, imported again with a tiny cost, measured after the
    # final round, so that it competes with the round's winner): apply_best builds that call, which
    # computes the matmul; library=False keeps to generated kernels.
    db = ktune.Database(db_path)
    db.export_log(tmp_path / "all.jsonl", w)
    line = next(json.loads(t) for t in (tmp_path / "all.jsonl").read_text().splitlines() if json.loads(t)["library"])
    line["costs"] = [1e-9, 1e-9]
    line["timestamp"] = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    (tmp_path / "fast.jsonl").write_text(json.dumps(line) + "\n")
    assert db.import_log(tmp_path / "fast.jsonl")["imported"] == 1
    a = np.random.default_rng(0).standard_normal((48, 16)).astype(np.float32)
    b = np.random.default_rng(1).standard_normal((16, 32)).astype(np.float32)
    c = np.zeros((48, 32), np.float32)
    s = ktune.create_schedule(w)
    with ktune.apply_best(db_path):
        f = ktune.build(s)
    assert f.library is not None and f.library["routine"] == "cblas_sgemm" and f.schedule is None
    assert f.record["kind"] == "library" and "library call openblas" in f.source
    f(a, b, c)
    np.testing.assert_allclose(c, a @ b, rtol=1e-4, atol=1e-4)
    with ktune.apply_best(db_path, library=False):
        g = ktune.build(s)
    assert g.library is None and g.record["kind"] == "schedule" and "is faster but not taken" in g.source



def test_a_model_runs_and_exports_its_faster_library_calls(db_path, tmp_path):
    # A model's dense layer (Gemm + bias + Relu): its task tuned (OpenBLAS measured first), then
    # the library record made the fastest; build(library=True) runs the call, build() does not,
    # and export(library=True) writes it (the manifest says so).
    onnx = pytest.importorskip("onnx", reason="the onnx package builds the model")
    from onnx import TensorProto, helper, numpy_helper
    rng = np.random.default_rng(3)
    w = rng.uniform(-0.5, 0.5, (24, 16)).astype(np.float32)
    b = rng.uniform(-0.5, 0.5, 24).astype(np.float32)
    nodes = [helper.make_node("Gemm", ["x", "w", "b"], ["g"], name="fc", transB=1),
             helper.make_node("Relu", ["g"], ["y"], name="relu")]
    g = helper.make_graph(nodes, "fc", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [8, 16])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, [8, 24])],
                          [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")])
    proto = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    proto.ir_version = 8
    path = tmp_path / "fc.onnx"
    onnx.save(proto, str(path))
    model = ktune.frontend.from_onnx(path)
    (task,) = model.tasks()
    # final=0: the library record below is made fastest by hand, with a timestamp that a final
    # round would postdate.
    result = ktune.tune(task["spec"], trials=2, db=db_path, strategy="random", batch=2, progress=False,
                        measure=FAST_MEASURE, final=0)
    if result.library_measured == 0:
        pytest.skip("no BLAS library is installed here (scripts/install-deps.sh installs OpenBLAS)")
    db = ktune.Database(db_path)
    db.export_log(tmp_path / "all.jsonl", task["workload"])
    line = next(json.loads(t) for t in (tmp_path / "all.jsonl").read_text().splitlines() if json.loads(t)["library"])
    line["costs"] = [1e-9, 1e-9]
    line["timestamp"] = "2026-12-03T00:00:00.000000Z"
    (tmp_path / "fast.jsonl").write_text(json.dumps(line) + "\n")
    assert db.import_log(tmp_path / "fast.jsonl")["imported"] == 1

    x = rng.uniform(-1, 1, (8, 16)).astype(np.float32)
    want = np.maximum(x.astype(np.float64) @ w.T.astype(np.float64) + b, 0)
    compiled = model.build(db=db_path, library=True)
    assert [s["library"] is not None for s in compiled.schedules] == [True]
    assert "cblas_sgemm" in compiled.schedules[0]["library"]
    np.testing.assert_allclose(compiled(x), want, rtol=1e-4, atol=1e-4)
    assert compiled.profile(x, repeat=2)["kernels"][0]["library"] == compiled.schedules[0]["library"]
    generated = model.build(db=db_path)  # generated kernels by default
    assert [s["library"] for s in generated.schedules] == [None]
    np.testing.assert_allclose(generated(x), want, rtol=1e-4, atol=1e-4)

    for library, kind in [(True, "library"), (False, "schedule")]:
        out = model.export(tmp_path / ("lib-%s" % kind), db=db_path, name="fc", library=library)
        manifest = json.loads(open(out["manifest"]).read())
        assert [k["kind"] for k in manifest["kernels"]] == [kind]
