"""The three generated models (tests/graph/make_models.py: ResNet-18, MobileNetV2, a BERT-base
encoder layer) run end to end with ktune's kernels and match ONNX Runtime (the CPU execution
provider). onnxruntime comes from PyPI in scripts/pip-check.sh's environment."""
import importlib.util
import os

import numpy as np
import pytest

import ktune

onnx = pytest.importorskip("onnx", reason="the onnx package builds the models")
ort = pytest.importorskip("onnxruntime", reason="ONNX Runtime (pip install onnxruntime) is the peer checked against")

_GENERATOR = os.path.join(os.path.dirname(__file__), "..", "..", "tests", "graph", "make_models.py")


def _models():
    spec = importlib.util.spec_from_file_location("make_models", _GENERATOR)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("name", ["resnet18", "mobilenetv2", "bert_layer"])
def test_the_model_matches_onnx_runtime(name):
    proto = getattr(_models(), name)()
    shape = [d.dim_value for d in proto.graph.input[0].type.tensor_type.shape.dim]
    x = np.random.default_rng(5).uniform(-1, 1, shape).astype(np.float32)
    session = ort.InferenceSession(proto.SerializeToString(), providers=["CPUExecutionProvider"])
    (want,) = session.run(None, {proto.graph.input[0].name: x})
    got = ktune.frontend.from_onnx(proto).build()(x)
    assert got.shape == want.shape
    assert np.max(np.abs(got - want)) <= 1e-4 * np.max(np.abs(want))
