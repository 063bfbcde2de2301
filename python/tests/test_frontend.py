"""ktune.frontend.from_onnx: a model built here with the onnx package (Debian's python3-onnx in
the build tree's tests, PyPI's in scripts/pip-check.sh), its kernels, tasks and reference."""

import os

import numpy as np
import pytest

import ktune

onnx = pytest.importorskip("onnx", reason="the onnx package (python3-onnx or pip install onnx) builds the models")
from onnx import TensorProto, helper, numpy_helper  # noqa: E402


def conv_relu_twice(rng):
    """Two identical Conv+bias+Relu layers: one task of weight 2, two kernels."""
    w = rng.uniform(-0.5, 0.5, (4, 4, 3, 3)).astype(np.float32)
    b = rng.uniform(-0.5, 0.5, 4).astype(np.float32)
    nodes = [
        helper.make_node("Conv", ["x", "w", "b"], ["c1"], name="conv1", pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c1"], ["r1"], name="relu1"),
        helper.make_node("Conv", ["r1", "w", "b"], ["c2"], name="conv2", pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c2"], ["y"], name="relu2"),
    ]
    g = helper.make_graph(nodes, "twice", [helper.make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 4, 6, 6])],
                          [helper.make_tensor_value_info("y", TensorProto.FLOAT, ["batch", 4, 6, 6])],
                          [numpy_helper.from_array(w, "w"), numpy_helper.from_array(b, "b")])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    m.ir_version = 8
    return m, w, b


def numpy_conv_relu(x, w, b):
    xp = np.pad(x.astype(np.float64), ((0, 0), (0, 0), (1, 1), (1, 1)))
    out = np.zeros((x.shape[0], w.shape[0], x.shape[2], x.shape[3]))
    for r in range(3):
        for s in range(3):
            out += np.einsum("nchw,mc->nmhw", xp[:, :, r:r + x.shape[2], s:s + x.shape[3]], w[:, :, r, s])
    return np.maximum(out + b.reshape(1, -1, 1, 1), 0)


def test_from_onnx_gives_fused_kernels_weighted_tasks_and_the_reference(rng, tmp_path):
    proto, w, b = conv_relu_twice(rng)
    with pytest.raises(ktune.UserError, match=r"open dimension 0 \('batch'\).*input_shapes=\{'x': DIMS\}"):
        ktune.frontend.from_onnx(proto)
    model = ktune.frontend.from_onnx(proto, input_shapes={"x": (2, 4, 6, 6)}, layout="nchw")
    assert model.onnx_nodes == 4 and model.inputs == [("x", [2, 4, 6, 6])]
    kernels = model.kernels()
    assert [k["fused"] for k in kernels] == [["conv2d", "bias", "relu"]] * 2
    assert kernels[0]["onnx_nodes"] == ["conv1", "relu1"] and kernels[1]["onnx_nodes"] == ["conv2", "relu2"]
    assert kernels[0]["name"].startswith("ktune_fused_conv2d_bias_relu_2x4x6x6_")
    tasks = model.tasks()
    assert len(tasks) == 1 and tasks[0]["weight"] == 2 and isinstance(tasks[0]["workload"], ktune.Workload)
    x = rng.uniform(-1, 1, (2, 4, 6, 6)).astype(np.float32)
    (y,) = model.reference(x)
    want = numpy_conv_relu(numpy_conv_relu(x, w, b), w, b)
    assert np.max(np.abs(y - want)) <= 1e-5 * max(1.0, np.max(np.abs(want)))
    # The same model from a file and from its bytes.
    path = tmp_path / "twice.onnx"
    onnx.save(proto, str(path))
    assert len(ktune.frontend.from_onnx(path, {"x": (2, 4, 6, 6)}, layout="nchw").kernels()) == 2
    assert len(ktune.frontend.from_onnx(proto.SerializeToString(), {"x": (2, 4, 6, 6)}, layout="nchw").tasks()) == 1
    assert "conv1" in model.inspect() and '"tasks"' in model.to_json()


def test_channels_last_copies_only_where_the_model_meets_nchw(rng):
    proto, w, b = conv_relu_twice(rng)
    model = ktune.frontend.from_onnx(proto, input_shapes={"x": (2, 4, 6, 6)})  # layout="nhwc"
    kernels = model.kernels()
    assert [k["fused"] for k in kernels] == [["transpose"], ["conv2d", "bias", "relu"], ["conv2d", "bias", "relu"],
                                             ["transpose"]]
    assert kernels[1]["name"].startswith("ktune_fused_conv2d_bias_relu_2x6x6x4_")
    assert "layout=nhwc" in kernels[1]["workload"].spec
    assert [t["weight"] for t in model.tasks()] == [1, 2, 1]
    x = rng.uniform(-1, 1, (2, 4, 6, 6)).astype(np.float32)
    want = numpy_conv_relu(numpy_conv_relu(x, w, b), w, b)
    (y,) = model.reference(x)
    assert np.max(np.abs(y - want)) <= 1e-5 * max(1.0, np.max(np.abs(want)))
    y = model.build()(x)
    assert y.shape == (2, 4, 6, 6) and np.max(np.abs(y - want)) <= 1e-4 * max(1.0, np.max(np.abs(want)))
    with pytest.raises(ktune.UserError, match="layout 'nchwc'"):
        ktune.frontend.from_onnx(proto, input_shapes={"x": (2, 4, 6, 6)}, layout="nchwc")


def test_the_task_workload_compiles_and_matches_the_numpy_layer(rng):
    proto, w, b = conv_relu_twice(rng)
    model = ktune.frontend.from_onnx(proto, input_shapes={"x": (1, 4, 6, 6)}, layout="nchw")
    k = model.kernels()[0]
    f = ktune.build(ktune.create_schedule(k["workload"]))
    x = rng.uniform(-1, 1, (1, 4, 6, 6)).astype(np.float32)
    y = np.zeros((1, 4, 6, 6), np.float32)
    args = {"x": x, "w": w, "b": b}
    f(*[args[a["value"]] for a in k["args"]], y)
    assert np.max(np.abs(y - numpy_conv_relu(x, w, b))) <= 1e-4


def test_bad_models_raise_user_errors():
    with pytest.raises(ktune.UserError, match="is not an ONNX model"):
        ktune.frontend.from_onnx(b"not a model at all")
    node = helper.make_node("NonZero", ["x"], ["y"], name="nz")
    g = helper.make_graph([node], "g", [helper.make_tensor_value_info("x", TensorProto.FLOAT, [3])],
                          [helper.make_tensor_value_info("y", TensorProto.INT64, [1, 3])])
    m = helper.make_model(g, opset_imports=[helper.make_opsetid("", 13)])
    m.ir_version = 8
    with pytest.raises(ktune.UserError, match="1 x NonZero: nz"):
        ktune.frontend.from_onnx(m)



def test_build_runs_the_model_end_to_end(rng):
    proto, w, b = conv_relu_twice(rng)
    model = ktune.frontend.from_onnx(proto, input_shapes={"x": (2, 4, 6, 6)}, layout="nchw")
    compiled = model.build()
    x = rng.uniform(-1, 1, (2, 4, 6, 6)).astype(np.float32)
    y = compiled(x)
    want = numpy_conv_relu(numpy_conv_relu(x, w, b), w, b)
    assert y.shape == (2, 4, 6, 6) and np.max(np.abs(y - want)) <= 1e-4 * max(1.0, np.max(np.abs(want)))
    assert [s["rule"] for s in compiled.schedules] == ["template", "template"]
    assert compiled.workspace_bytes > 0
    p = compiled.profile(x, repeat=2)
    assert p["latency_s"] > 0 and [k["onnx_nodes"] for k in p["kernels"]] == [["conv1", "relu1"], ["conv2", "relu2"]]
    with pytest.raises(ktune.UserError, match=r"input 'x' must be a f32\[2,4,6,6\] array"):
        compiled(np.zeros((1, 4, 6, 6), np.float32))


def test_export_writes_the_model_library(rng, tmp_path):
    proto, w, b = conv_relu_twice(rng)
    path = tmp_path / "twice.onnx"
    onnx.save(proto, str(path))
    model = ktune.frontend.from_onnx(path, {"x": (1, 4, 6, 6)}, layout="nchw")
    out = model.export(tmp_path / "lib", name="twice")
    assert out["functions"] == 1 and out["kernels"] == 2
    # Channels last: the two copies are kernels (and functions) of their own.
    out = ktune.frontend.from_onnx(path, {"x": (1, 4, 6, 6)}).export(tmp_path / "lib_nhwc", name="twice")
    assert out["functions"] == 3 and out["kernels"] == 4
    for f in ("static_library", "shared_library", "header", "manifest"):
        assert os.path.exists(out[f])
    assert "twice_create" in open(out["header"]).read()
    with pytest.raises(ktune.UserError, match="needs a model read from a file"):
        ktune.frontend.from_onnx(proto, {"x": (1, 4, 6, 6)}).export(tmp_path / "never")
