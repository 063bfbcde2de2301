"""Models from frameworks: ONNX import into ktune's fused graph, its kernels and tuning tasks.

    import ktune
    model = ktune.frontend.from_onnx("resnet18.onnx")            # or an onnx.ModelProto
    model = ktune.frontend.from_onnx("bert.onnx", input_shapes={"input_ids": (1, 128)})
    for t in model.tasks():                                       # each unique workload once
        print(t["weight"], t["workload"])
    print(model.inspect())                                        # as `ktune inspect --model`
    outputs = model.reference(x)                                  # the graph's reference interpreter

Tune the tasks with `ktune tune --model FILE`, which times them with their weights cold and their activations
as a parallel producer leaves them, as the model runs them (or each task's workload with
ktune.tune(..., measure={"cold_weights": True}), for the same condition).
"""
import os

from . import _ktune


class Model:
    """An imported model: the fused graph's kernels, its tasks and the reference interpreter."""

    def __init__(self, impl, path=None, input_shapes=None, layout="nhwc"):
        self._impl = impl
        self._path = path
        self._input_shapes = input_shapes or {}
        self._layout = layout

    @property
    def source(self):
        return self._impl.source

    @property
    def onnx_nodes(self):
        """Nodes of the ONNX graph as written."""
        return self._impl.onnx_nodes

    @property
    def opset(self):
        return self._impl.opset

    @property
    def inputs(self):
        """[(name, shape)] of the graph inputs."""
        return self._impl.inputs

    def tasks(self):
        """The unique workloads, each once: dicts of workload (a ktune.Workload), spec,
        workload_key, weight (how many kernels compute it) and kernels (their names)."""
        return self._impl.tasks()

    def kernels(self):
        """Every fused kernel in run order: dicts of name, fused (what it fused), workload,
        registry_op, onnx_nodes (the ONNX nodes it computes), args and output."""
        return self._impl.kernels()

    def inspect(self):
        """The fused graph, its kernels and tasks, as `ktune inspect --model ... --stage graph`."""
        return self._impl.inspect()

    def to_json(self):
        """What `ktune import -o` writes (a tasks file for `ktune tune --tasks` as well)."""
        return self._impl.to_json()

    def reference(self, *inputs):
        """The model's outputs for float32 inputs (in the order of .inputs), computed by ktune's
        reference interpreter of the graph (double precision, plain loops)."""
        return self._impl.reference(list(inputs))

    def build(self, db=None, target="llvm", library=False):
        """The model compiled for this CPU: each kernel with its best record in db (a tuning
        database path), else the closest shipped record, else its template; a callable on
        float32 NumPy arrays (one per input, in the order of .inputs) that returns the output
        (or the list of outputs). With library=True, a kernel whose best record is a vendor library
        call (OpenBLAS, oneDNN) whose library loads here is that call; off by default: measured
        inside a model, such calls lost what they won alone (docs/models.md)."""
        return CompiledModel(self._impl.build(db or "", target, bool(library)))

    def export(self, out_dir, db=None, name="model", target="llvm", weights_file=False, library=False):
        """Writes the model as one C library, as `ktune export --model`: lib<name>.a, lib<name>.so,
        <name>.h (<name>_create, <name>_run, <name>_destroy, ...), manifest.json and, with
        weights_file, <name>.weights. Returns what was written. The model must come from a file.
        library=True: kernels whose best record is a vendor library call make that call (--library)."""
        if self._path is None:
            raise _ktune.UserError("Model.export needs a model read from a file (from_onnx(path)); "
                                   "save the ModelProto with onnx.save first")
        return _ktune.export_model(self._path, self._input_shapes, os.fspath(out_dir), db or "", name, target,
                                   bool(weights_file), self._layout, bool(library))

    def __repr__(self):
        return "Model(%s: %d ONNX nodes -> %d kernels, %d tasks)" % (
            self.source, self.onnx_nodes, len(self.kernels()), len(self.tasks()))


class CompiledModel:
    """A model compiled for this CPU (Model.build): call it on NumPy arrays."""

    def __init__(self, impl):
        self._impl = impl

    def __call__(self, *inputs):
        outputs = self._impl.run(list(inputs))
        return outputs[0] if len(outputs) == 1 else outputs

    def profile(self, *inputs, repeat=10):
        """{latency_s, kernels: [{name, symbol, onnx_nodes, schedule, record_id, record_location,
        reason, library, latency_s}]} (record_id: the database record, -1 for none; record_location:
        a shipped record's "FILE:LINE", "" for none; library: the vendor library call in words, None
        for a generated kernel): the median of `repeat` runs, whole and per kernel."""
        return self._impl.profile(list(inputs), repeat)

    @property
    def workspace_bytes(self):
        """The bytes of the one workspace that holds every intermediate (reused by liveness)."""
        return self._impl.workspace_bytes

    @property
    def schedules(self):
        """Each kernel's schedule: rule (database, shipped or template), record_id (-1 for none),
        record_location (a shipped record's "FILE:LINE"), reason, and library (the library call in
        words, or None for a generated kernel)."""
        return self._impl.schedules


def from_onnx(model, input_shapes=None, layout="nhwc"):
    """Imports an ONNX model: a file path, an onnx.ModelProto, or its serialised bytes.
    input_shapes gives static shapes {name: (dims...)} for inputs with open dimensions.
    layout is how convolutions store their activations: "nhwc" (channels last, with copies where
    the model's NCHW inputs and outputs meet them) or "nchw" (as ONNX writes them).
    Raises ktune.UserError naming the op, node, tensor or input that is wrong."""
    shapes = {name: [int(d) for d in dims] for name, dims in (input_shapes or {}).items()}
    if hasattr(model, "SerializeToString"):
        name = getattr(getattr(model, "graph", None), "name", "") or "model"
        return Model(_ktune.load_onnx_bytes(model.SerializeToString(), "ModelProto '%s'" % name, shapes, layout),
                     layout=layout)
    if isinstance(model, (bytes, bytearray)):
        return Model(_ktune.load_onnx_bytes(bytes(model), "the given bytes", shapes, layout), layout=layout)
    return Model(_ktune.load_onnx_file(os.fspath(model), shapes, layout), os.fspath(model), shapes, layout)
