"""Schedules: the primitives of ktune's C++ Schedule on stages addressed by tensor.

    s = ktune.create_schedule(C)
    io, ii = s[C].split(s[C].op.axis[0], factor=8)
    s[C].vectorize(s[C].op.axis[1])
    print(s.trace())                     # the JSON trace: the schedule as data
    print(ktune.inspect(s, "loops"))     # the loop nest it lowers to

Every primitive is checked by the C++ schedule; a refused one raises ktune.ScheduleError
naming the stage and axis, and the schedule stays as it was.
"""
import json

from . import _ktune
from .te import Tensor, IterVar, Var


class Axis:
    """A loop axis of a stage (a root axis, or one made by split or fuse)."""

    def __init__(self, stage, info):
        self.stage = stage
        self.name = info["name"]
        self.extent = info["extent"]
        self.is_reduce = info["is_reduce"]
        self.kind = info["kind"]

    def __repr__(self):
        return "Axis(%s.%s, extent=%d%s)" % (self.stage, self.name, self.extent,
                                             ", reduce" if self.is_reduce else "")


class Stage:
    """One stage of a schedule: s[C]. Methods apply primitives to it."""

    def __init__(self, schedule, name):
        self._sch = schedule
        self.name = name

    # --- what the stage looks like now ---
    def _info(self):
        return self._sch._core.stage_info(self.name)

    @property
    def axis(self):
        """The stage's original spatial axes (as TVM's s[C].op.axis)."""
        return [Axis(self.name, a) for a in self._info()["root_axes"]]

    @property
    def reduce_axis(self):
        return [Axis(self.name, a) for a in self._info()["reduce_axes"]]

    @property
    def leaf_axes(self):
        """The current loop nest, outermost first."""
        return [Axis(self.name, a) for a in self._info()["leaf_axes"]]

    @property
    def op(self):
        """For TVM-style code: s[C].op.axis and s[C].op.reduce_axis."""
        return self

    @property
    def scope(self):
        return self._info()["scope"]

    def __repr__(self):
        return "Stage(%s: %s)" % (self.name, ", ".join("%s(%d)" % (a.name, a.extent) for a in self.leaf_axes))

    def _axis(self, name):
        for a in self.leaf_axes:
            if a.name == name:
                return a
        return Axis(self.name, {"name": name, "extent": 0, "is_reduce": False, "kind": "serial"})

    # --- primitives: one method per entry of the C++ list (src/schedule/primitives/PrimitiveList.cpp;
    # test_schedule checks this table against it), each building its trace step ---
    def _step(self, kind, **fields):
        return self._sch._step(kind, stage=self.name, **fields)

    def split(self, axis, factor=None, nparts=None):
        """Splits axis into (outer, inner) with inner extent `factor`, or into `nparts` outer
        iterations. The factor need not divide the extent."""
        if (factor is None) == (nparts is None):
            raise _ktune.UserError("split of %s.%s: give exactly one of factor= and nparts="
                                   % (self.name, _axis_name(axis)))
        if factor is not None:
            made = self._step("split", axis=_axis_name(axis), factor=_int(factor, "split factor"))
        else:
            made = self._step("split", axis=_axis_name(axis), nparts=_int(nparts, "split nparts"))
        return tuple(self._axis(n) for n in made["axes"])

    def tile(self, x, y, x_factor, y_factor):
        """Splits x and y and orders (x.outer, y.outer, x.inner, y.inner); returns the four."""
        made = self._step("tile", x=_axis_name(x), y=_axis_name(y), x_factor=_int(x_factor, "tile factor"),
                          y_factor=_int(y_factor, "tile factor"))
        return tuple(self._axis(n) for n in made["axes"])

    def fuse(self, *axes):
        """Fuses adjacent axes (outermost first) into one; returns it."""
        if len(axes) == 1 and isinstance(axes[0], (list, tuple)):
            axes = tuple(axes[0])
        if len(axes) < 2:
            raise _ktune.UserError("fuse of stage %s needs at least two axes" % self.name)
        fused = _axis_name(axes[0])
        for a in axes[1:]:
            fused = self._step("fuse", outer=fused, inner=_axis_name(a))["axes"][0]
        return self._axis(fused)

    def reorder(self, *axes):
        if len(axes) == 1 and isinstance(axes[0], (list, tuple)):
            axes = tuple(axes[0])
        self._step("reorder", axes=[_axis_name(a) for a in axes])

    def vectorize(self, axis):
        self._step("vectorize", axis=_axis_name(axis))

    def vectorize_reduction(self, axis):
        self._step("vectorize_reduction", axis=_axis_name(axis))

    def unroll(self, axis):
        self._step("unroll", axis=_axis_name(axis))

    def double_buffer(self):
        """Two shared buffers used in turn by the loop this stage is computed at (GPU)."""
        self._step("double_buffer")

    def pipeline(self, stages, async_copy=False):
        """stages (2-4) shared buffers used in turn by the loop this stage is computed at (GPU);
        with async_copy, the tiles are filled by cp.async copies (NVIDIA sm_80 and later)."""
        self._step("pipeline", stages=_int(stages, "pipeline stages"), async_copy=1 if async_copy else 0)

    def prefetch(self, tensor, at, ahead, ahead_stage=None):
        """While an iteration of loop `ahead` (this stage's, or of a stage it is computed inside)
        runs, brings what the next one reads of input `tensor` into the CPU's L2, its cache lines
        spread in order over the iterations of this stage's loop `at` (CPU; nothing on a GPU).
        `ahead` is looked up in this stage first, then outwards; ahead_stage names the stage
        whose loop it is where this stage has a loop of the same name."""
        name = tensor if isinstance(tensor, str) else getattr(tensor, "name", None)
        if not isinstance(name, str):
            raise TypeError("prefetch: tensor must be an input's name or its tensor, got %r" % (tensor,))
        fields = dict(tensor=name, at=_axis_name(at), ahead=_axis_name(ahead))
        if ahead_stage is not None:
            fields["ahead_stage"] = _stage_name(ahead_stage)
        self._step("prefetch", **fields)

    def swizzle(self):
        """XOR-swizzles this shared stage's 16-byte units by row, so that ldmatrix and cp.async
        touch eight different bank groups (GPU)."""
        self._step("swizzle")

    def stream_stores(self):
        """This stage's whole-vector stores bypass the caches (non-temporal stores, CPU; a GPU
        stores normally): for an output larger than the caches that is not read again soon."""
        self._step("stream_stores")

    def defer(self, axis, into):
        """This stage's work in iteration k of its serial loop `axis` is done in iteration k + 1,
        inside the first loop of stage `into` (computed at `axis`), and the last iteration's
        after the loop (CPU): its stores overlap the next iteration's arithmetic."""
        self._step("defer", axis=_axis_name(axis), into=_stage_name(into))

    def tensorize(self, axis, intrinsic):
        """The loop of axis and the two inside it (rows, columns, reduction) become one matrix
        instruction of the warp (GPU tensor cores), e.g. intrinsic="mma.m16n8k16.f16"; the stage
        is a cache_write with scope "fragment" of a sum of products of two shared stages."""
        if not isinstance(intrinsic, str):
            raise TypeError("tensorize intrinsic must be a name such as 'mma.m16n8k16.f16'")
        self._step("tensorize", axis=_axis_name(axis), intrinsic=intrinsic)

    def parallel(self, axis):
        self._step("parallel", axis=_axis_name(axis))

    def bind(self, axis, thread_tag):
        """Binds an axis to blockIdx.x/y/z or threadIdx.x/y/z (GPU targets)."""
        self._step("bind", axis=_axis_name(axis), thread=thread_tag)

    def compute_at(self, stage, axis):
        """Computes this stage inside `stage`'s loop `axis`, over the region needed there."""
        self._step("compute_at", target=_stage_name(stage), axis=_axis_name(axis))

    def compute_inline(self):
        self._step("compute_inline")

    def compute_root(self):
        self._step("compute_root")

    def transform_layout(self, splits, order=()):
        """Stores the stage's buffer blocked: splits = [(dim, factor), ...], order = permutation."""
        fields = {"splits": [[_int(d, "layout dimension"), _int(f, "layout factor")] for d, f in splits]}
        if order:
            fields["order"] = [_int(o, "layout order") for o in order]
        self._step("transform_layout", **fields)


class Schedule:
    """A workload and the primitives applied to it, recorded as a trace."""

    def __init__(self, core):
        self._core = core

    @property
    def workload(self):
        return self._core.workload

    def __getitem__(self, x):
        name = _stage_name(x)
        if not self._core.has_stage(name):
            raise _ktune.UserError("the schedule has no stage '%s' (stages: %s)"
                                   % (name, ", ".join(self._core.stage_names())))
        return Stage(self, name)

    @property
    def stages(self):
        return [Stage(self, n) for n in self._core.stage_names()]

    def _step(self, kind, **fields):
        """Applies one primitive's step; returns what it made ({"axes": [...], "stages": [...]})."""
        fields["kind"] = kind
        return self._core.step(json.dumps(fields))

    def cache_read(self, tensor, scope, readers):
        """A stage copying tensor into scope, read by readers instead. Returns the new stage."""
        if not isinstance(readers, (list, tuple)):
            readers = [readers]
        made = self._step("cache_read", tensor=_stage_name(tensor), scope=scope,
                          readers=[_stage_name(r) for r in readers])
        return Stage(self, made["stages"][0])

    def cache_write(self, tensor, scope):
        """A stage computing tensor's value in scope; the stage becomes a copy of it. Returns
        the new stage."""
        return Stage(self, self._step("cache_write", stage=_stage_name(tensor), scope=scope)["stages"][0])

    def rfactor(self, tensor, slices, grain=1):
        """Splits the stage's sum into slices kept apart by a new stage (returned: tensor.rf[s, ..]),
        slice s taking every slices-th block of grain reduction values; the stage then adds the
        slices up (split-K; reorders the sum: results change by rounding)."""
        step = self._step("rfactor", stage=_stage_name(tensor), slices=_int(slices, "rfactor slices"),
                          grain=_int(grain, "rfactor grain"))
        return Stage(self, step["stages"][0])

    def trace(self):
        """The JSON trace (a dict): every primitive applied, in order."""
        return json.loads(self._core.trace())

    def trace_json(self):
        return self._core.trace()

    def copy(self):
        return Schedule(self._core.copy())

    def apply_trace(self, trace):
        """Applies the steps of a trace (dict, list of steps or JSON text) to this schedule."""
        text = trace if isinstance(trace, str) else json.dumps(trace)
        try:
            parsed = json.loads(text)
        except ValueError as e:
            raise _ktune.UserError("the trace is not valid JSON: %s" % e) from None
        steps = parsed.get("steps") if isinstance(parsed, dict) else parsed
        if not isinstance(steps, list):
            raise _ktune.UserError("a trace is a list of steps or {\"steps\": [...]}, got %s" % type(parsed).__name__)
        for step in steps:
            self._core.apply(json.dumps(step))
        return self

    def __repr__(self):
        return "Schedule(%r, %d steps)" % (self.workload, len(self.trace()["steps"]))


def workload_of(x, inputs=None, math="exact"):
    """The workload of x: a Workload, a Tensor (or list of output tensors), a Schedule or a spec;
    math ("exact" or "tf32") applies to a computation given as tensors."""
    if isinstance(x, (_ktune.Workload, Schedule, str)):
        w = x if isinstance(x, _ktune.Workload) else x.workload if isinstance(x, Schedule) else \
            _ktune.workload_from_spec(x)
        # A built workload keeps its own math: asking for another is an error, not a silent no-op.
        if math != "exact" and w.math != math:
            raise _ktune.UserError("math=%r applies to a computation given as tensors; this workload's math is %r "
                                   "(for a registry op, use dtype=tf32 in its spec)" % (math, w.math))
        return w
    outputs = list(x) if isinstance(x, (list, tuple)) else [x]
    for t in outputs:
        if not isinstance(t, Tensor):
            raise _ktune.UserError("expected output tensors, a Workload, a Schedule or a spec string, got %s"
                                   % type(t).__name__)
    return _ktune.custom_workload(list(inputs or []), outputs, math)


def create_schedule(outputs, inputs=None, trace=None):
    """A schedule of the computation reaching `outputs` (a tensor or list of them), or of a
    Workload (ktune.ops.matmul(...)). inputs fixes the kernel's input order (default: the order
    in which the computation first reads them). trace replays a recorded schedule."""
    w = workload_of(outputs, inputs)
    s = Schedule(_ktune.Schedule(w))
    if trace is not None:
        s.apply_trace(trace)
    return s


_STAGES = ("te", "trace", "passes", "loops", "llvm", "asm")


def inspect(s, stage="loops", target="llvm"):
    """The text of one compilation stage of schedule s: "te" (tensor IR), "trace", "passes"
    (the loop IR after every lowering pass), "loops" (the final loop nest), "llvm" (optimised
    LLVM IR) or "asm"; stage="all" returns a dict of all of them."""
    if not isinstance(s, Schedule):
        raise _ktune.UserError("inspect takes a ktune schedule, got %s" % type(s).__name__)
    if stage == "all":
        return {st: s._core.inspect(st, target) for st in _STAGES}
    return s._core.inspect(stage, target)


def _int(v, what):
    if isinstance(v, bool) or not isinstance(v, int):
        raise _ktune.UserError("%s must be an int, got %r" % (what, v))
    return v


def _axis_name(a):
    if isinstance(a, str):
        return a
    if isinstance(a, (Axis, IterVar, Var)):
        return a.name
    raise _ktune.UserError("expected an axis (from s[T].op.axis, split, fuse ...) or its name, got %s"
                           % type(a).__name__)


def _stage_name(x):
    if isinstance(x, str):
        return x
    if isinstance(x, (Tensor, Stage)):
        return x.name
    raise _ktune.UserError("expected a tensor, a stage or a stage name, got %s" % type(x).__name__)
