"""Tuning from Python: templates with knobs, and tuning sessions.

    @ktune.template("my_matmul")
    def my_matmul(cfg, M, N, K):
        A = ktune.placeholder((M, K), name="A"); B = ktune.placeholder((K, N), name="B")
        k = ktune.reduce_axis(K, name="k")
        C = ktune.compute((M, N), lambda i, j: ktune.sum(A[i, k] * B[k, j], axis=k), name="C")
        s = ktune.create_schedule(C)
        i, j = s[C].op.axis
        cfg.define_split("tile_i", i, num_outputs=2)
        cfg.define_knob("vectorize", [0, 1])
        io, ii = cfg["tile_i"].apply(s, C, i)
        if cfg["vectorize"]:
            s[C].vectorize(j)
        return s, [A, B, C]

    result = ktune.tune(my_matmul, args=(256, 256, 256), trials=100, db="ktune.db")

The function is called once to learn its knobs (each at its default) and then once for every
configuration the tuner wants, under the C++ tuner: it must define the same knobs and build
the same computation every time. Knob values reach the tuner as integers: a define_knob of ints
searches the ints themselves; splits, reorders and other knobs search indices into their
candidate lists (the records' "knobs" show those).
"""
import itertools
import json
import math
import os
import sys

from . import _ktune
from .schedule import Schedule, workload_of, _axis_name, _stage_name
from .database import Database, _record
from .te import Tensor

_PACKAGE_DIR = os.path.dirname(os.path.abspath(__file__))


class SplitEntity:
    """A chosen split: sizes = (outer, f1, ..., fn-1); outer = ceil(extent / product(f))."""

    def __init__(self, sizes):
        self.size = tuple(sizes)

    def apply(self, s, stage, axis):
        """Splits axis of stage into len(size) axes, outermost first; returns them."""
        st = s[stage] if not hasattr(stage, "split") else stage
        axes = []
        rest = axis
        for n in range(1, len(self.size)):
            inner = math.prod(self.size[n:])
            outer, rest = st.split(rest, factor=inner)
            axes.append(outer)
        axes.append(rest)
        return axes

    def __repr__(self):
        return "SplitEntity(%s)" % (self.size,)


class ReorderEntity:
    """A chosen order of axes: perm[n] is the position in the defined list of the n-th axis."""

    def __init__(self, perm):
        self.perm = tuple(perm)

    def apply(self, s, stage, axes):
        st = s[stage] if not hasattr(stage, "reorder") else stage
        ordered = [axes[p] for p in self.perm]
        st.reorder(*ordered)
        return ordered

    def __repr__(self):
        return "ReorderEntity(%s)" % (self.perm,)


class _Knob:
    def __init__(self, name, candidates, domain, default_index, wrap):
        self.name = name
        self.candidates = candidates  # what each index means
        self.domain = domain          # the integers the C++ tuner searches
        self.default_index = default_index
        self.wrap = wrap

    def value_at(self, index):
        return self.wrap(self.candidates[index])


class Config:
    """The knobs of one template configuration. In the first call every knob is at its
    default; under the tuner, at the values of the configuration being measured."""

    def __init__(self, template_name, chosen=None, definitions=None):
        self._template = template_name
        self._chosen = chosen          # knob name -> int (tuner's value), None while defining
        self._definitions = definitions
        self._knobs = {}

    # --- defining knobs ---
    def define_split(self, name, axis, num_outputs=2, policy="factors", max_factor=None, default=None):
        """Splits of an axis into num_outputs loops. policy "factors": the inner sizes divide the
        extent exactly; "power2": inner sizes are powers of two (the last loop may be partial).
        max_factor bounds every inner size. default: the sizes to start from, e.g. (-1, 8)."""
        extent = axis if isinstance(axis, int) else getattr(axis, "extent", None)
        if not isinstance(extent, int) or extent <= 0:
            raise _ktune.UserError("template '%s': define_split('%s') needs an axis with a known extent or an int"
                                   % (self._template, name))
        if num_outputs < 2:
            raise _ktune.UserError("template '%s': define_split('%s') needs num_outputs >= 2" % (self._template, name))
        cands = _split_candidates(extent, num_outputs, policy, max_factor, self._template, name)
        index = 0
        if default is not None:
            want = tuple(default[1:])
            match = [n for n, c in enumerate(cands) if tuple(c[1:]) == want]
            if not match:
                raise _ktune.UserError("template '%s': default %r of split '%s' is not one of its candidates"
                                       % (self._template, default, name))
            index = match[0]
        return self._define(name, cands, list(range(len(cands))), index, SplitEntity)

    def define_knob(self, name, values, default=None):
        """A knob over a list of values (ints are searched as themselves, others by index)."""
        values = list(values)
        if not values:
            raise _ktune.UserError("template '%s': knob '%s' has no values" % (self._template, name))
        ints = all(isinstance(v, int) and not isinstance(v, bool) for v in values)
        if ints and len(set(values)) != len(values):
            raise _ktune.UserError("template '%s': knob '%s' lists a value twice" % (self._template, name))
        domain = values if ints else list(range(len(values)))
        index = 0
        if default is not None:
            if default not in values:
                raise _ktune.UserError("template '%s': default %r of knob '%s' is not one of its values"
                                       % (self._template, default, name))
            index = values.index(default)
        return self._define(name, values, domain, index, lambda v: v)

    def define_reorder(self, name, axes, policy="all", candidates=None):
        """Orders of the given axes: "all" permutations (up to 6 axes), or the explicit
        candidates (lists of positions into axes); the first candidate is the default."""
        n = len(axes)
        if candidates is not None:
            cands = [tuple(c) for c in candidates]
            for c in cands:
                if sorted(c) != list(range(n)):
                    raise _ktune.UserError("template '%s': reorder candidate %r of '%s' is not a permutation of 0..%d"
                                           % (self._template, c, name, n - 1))
        elif policy == "all":
            if n > 6:
                raise _ktune.UserError("template '%s': define_reorder('%s') over %d axes has too many orders; "
                                       "give candidates=" % (self._template, name, n))
            cands = list(itertools.permutations(range(n)))
        else:
            raise _ktune.UserError("template '%s': unknown reorder policy '%s' (all, or candidates=)"
                                   % (self._template, policy))
        return self._define(name, cands, list(range(len(cands))), 0, ReorderEntity)

    def _define(self, name, candidates, domain, default_index, wrap):
        if name in self._knobs:
            raise _ktune.UserError("template '%s' defines knob '%s' twice" % (self._template, name))
        knob = _Knob(name, candidates, domain, default_index, wrap)
        if self._chosen is not None:
            known = self._definitions.get(name)
            if known is None or known.domain != domain:
                raise _ktune.UserError("template '%s' defined knob '%s' differently than in its first call: "
                                       "a template must define the same knobs every time" % (self._template, name))
        self._knobs[name] = knob
        return self[name]

    # --- reading knobs ---
    def __getitem__(self, name):
        knob = self._knobs.get(name)
        if knob is None:
            raise _ktune.UserError("template '%s' has no knob '%s' (defined so far: %s)"
                                   % (self._template, name, ", ".join(self._knobs) or "none"))
        if self._chosen is None:
            return knob.value_at(knob.default_index)
        value = self._chosen.get(name)
        if value is None or value not in knob.domain:
            raise _ktune.UserError("template '%s': knob '%s' has no value %r" % (self._template, name, value))
        return knob.value_at(knob.domain.index(value))

    def __contains__(self, name):
        return name in self._knobs

    @property
    def knobs(self):
        """name -> the value in use."""
        return {n: self[n] for n in self._knobs}


def _split_candidates(extent, num_outputs, policy, max_factor, template, name):
    if policy == "factors":
        inner_choices = [d for d in range(1, extent + 1) if extent % d == 0]
    elif policy == "power2":
        inner_choices = [1 << p for p in range(0, max(1, extent).bit_length()) if (1 << p) <= extent]
    else:
        raise _ktune.UserError("template '%s': unknown split policy '%s' (factors, power2)" % (template, policy))
    if max_factor is not None:
        inner_choices = [d for d in inner_choices if d <= max_factor]
    cands = []
    for inner in itertools.product(inner_choices, repeat=num_outputs - 1):
        p = math.prod(inner)
        if p > extent or (policy == "factors" and extent % p != 0):
            continue
        cands.append((-(-extent // p),) + tuple(inner))
    return cands


class Template:
    """A schedule template written in Python (see ktune.template)."""

    def __init__(self, name, fn):
        self.name = name
        self.fn = fn
        self.__doc__ = fn.__doc__

    def _call(self, cfg, args):
        out = self.fn(cfg, *args)
        if not (isinstance(out, tuple) and len(out) == 2 and isinstance(out[0], Schedule)):
            raise _ktune.UserError("template '%s' must return (schedule, [tensors]), got %s"
                                   % (self.name, type(out).__name__))
        return out

    def __call__(self, *args):
        """The schedule and tensors at the default configuration: (s, [tensors])."""
        return self._call(Config(self.name), args)

    def instantiate(self, *args):
        """(workload, the C++ template space, the default (s, tensors)) for these arguments."""
        cfg = Config(self.name)
        s, tensors = self._call(cfg, args)
        definitions = dict(cfg._knobs)
        defaults = {n: k.domain[k.default_index] for n, k in definitions.items()}
        domains = {n: list(k.domain) for n, k in definitions.items()}
        key = s.workload.key

        def apply(knobs):
            c = Config(self.name, dict(knobs), definitions)
            s2, _ = self._call(c, args)
            missing = set(definitions) - set(c._knobs)
            if missing:
                raise _ktune.UserError("template '%s' did not define knob(s) %s in this call"
                                       % (self.name, ", ".join(sorted(missing))))
            if s2.workload.key != key:
                raise _ktune.UserError("template '%s' built a different computation for another configuration"
                                       % self.name)
            return s2.trace_json()

        space = _ktune.TemplateSpace(self.name, defaults, domains, apply)
        return s.workload, space, (s, tensors)

    def space_size(self, *args):
        return self.instantiate(*args)[1].size

    def __repr__(self):
        return "Template(%s)" % self.name


def template(name):
    """Decorator: a Python schedule template named `name` (see the module's docstring)."""
    if not isinstance(name, str) or not name:
        raise _ktune.UserError("ktune.template needs a name, e.g. @ktune.template(\"my_matmul\")")

    def wrap(fn):
        return Template(name, fn)
    return wrap


class TuneResult:
    """What a tuning session did: the best record (over the database and the session) and
    this session's measurements as rows."""

    def __init__(self, d, workload, target, db_path, history):
        self.workload = workload
        self.target = target
        self.db = db_path
        self.measured = d["measured"]
        self.failures = d["failures"]
        self.space_size = d["space_size"]
        self.elapsed_s = d["elapsed_s"]
        # Where elapsed_s went, in wall seconds: search, harness, confirm, library, final.
        self.phases_s = d["phases_s"]
        self.space_exhausted = d["space_exhausted"]
        self.already_in_database = d["already_in_database"]
        # The best of any kind (a library call when one was faster), and the best of each kind.
        self.best_record = None if d["best"] is None else _record(d["best"])
        self.best_library = None if d["best_library"] is None else _record(d["best_library"])
        self.best_generated = None if d["best_generated"] is None else _record(d["best_generated"])
        self.library_measured = d["library_measured"]
        # Contenders for the best measured again in other runner processes (confirm=).
        self.confirmed = d["confirmed"]
        # The final round (final=): its records, best first (its winner is best_record), and the
        # template's defaults among them (-1: not among them).
        self.final_round = [_record(t) for t in d["final_round"]]
        self.final_template = d["final_template"]
        self.best_gflops = d["best_gflops"]
        self.history = history

    @property
    def best_cost(self):
        """Median seconds per call of the best kernel (None when nothing succeeded)."""
        return None if self.best_record is None else self.best_record["cost"]

    @property
    def best_trace(self):
        """The trace of the best generated kernel (a library call has none)."""
        return None if self.best_generated is None else self.best_generated["trace"]

    @property
    def best_knobs(self):
        """The knobs of the best generated kernel."""
        return None if self.best_generated is None else self.best_generated.get("knobs")

    def best_schedule(self):
        """The best generated kernel's schedule, replayed on the workload."""
        if self.best_generated is None:
            return None
        return Schedule(_ktune.Schedule.replay(self.workload, json.dumps(self.best_trace)))

    def __repr__(self):
        best = "none" if self.best_cost is None else "%.4g ms (%.1f GFLOPS)" % (self.best_cost * 1e3, self.best_gflops)
        return "TuneResult(%s: %d measured, %d failed, best %s)" % (self.workload.kernel_name, self.measured,
                                                                    self.failures, best)


class _Progress:
    """tqdm when it is installed, otherwise one plain line per batch on stderr."""

    def __init__(self, enabled, trials, label):
        self.enabled = enabled
        self.bar = None
        self.label = label
        if enabled:
            try:
                from tqdm import tqdm
                self.bar = tqdm(total=trials, desc=label, unit="trial")
            except ImportError:
                self.bar = None

    def __call__(self, p):
        if not self.enabled:
            return
        if self.bar is not None:
            self.bar.update(p["measured"] - self.bar.n)
            self.bar.set_postfix(best="%.1f GFLOPS" % p["best_gflops"], failed=p["failures"])
        else:
            print("[ktune] %s: %d/%d measured, %d failed, best %.1f GFLOPS, %.1f s"
                  % (self.label, p["measured"], p["trials"], p["failures"], p["best_gflops"], p["elapsed_s"]),
                  file=sys.stderr, flush=True)

    def close(self):
        if self.bar is not None:
            self.bar.close()


def tune(task, target="llvm", trials=64, db="ktune.db", strategy=None, args=(), seed=0, batch=16,
         transfer=True, expert_first=True, progress=True, measure=None, library=True, confirm=2,
         final=3):
    """Tunes a computation on a target and stores every measurement in the database.

    task: a Template (with args=), a Workload (ktune.ops.matmul(...)), output tensor(s) of a
    computation (tuned through its op's template or the generic template), a Schedule (its
    workload), or a workload spec string. strategy: "xgb" (model-guided, the default, as in
    `ktune tune`), "random", "grid" or "evolutionary". measure: harness options (repeat, number,
    min_repeat_ms, build_timeout_s, run_timeout_s, build_workers, threads, flush_cache, cold_weights,
    cooldown_ms).
    library: also measure the workload's vendor-library calls (OpenBLAS, oneDNN), first, as
    `ktune tune` does (False: `--no-library`). confirm: runner processes in which each contender
    for the best (within 5% of it) is measured, a fresh one each, its record holding all their
    costs (`ktune tune --confirm`; 1: one process). final: runner processes of the final round
    (`ktune tune --final`): after the search, the few best configurations and the template's
    defaults are measured again side by side, and the winner becomes the best (0: none). The
    result's history is the search's measurements; the final round's are in final_round.
    Returns a TuneResult."""
    if strategy is None:
        strategy = _ktune.default_search_strategy
    space = None
    if isinstance(task, Template):
        workload, space, _ = task.instantiate(*args)
        label = task.name
    else:
        if args:
            raise _ktune.UserError("args= is for templates; %s takes none" % type(task).__name__)
        workload = workload_of(task)
        label = workload.op_name if workload.op_name != "custom" else workload.kernel_name
    options = dict(measure or {})
    worker = os.path.join(_PACKAGE_DIR, "ktune_worker")
    if os.path.exists(worker):
        options.setdefault("worker_path", worker)
    db_path = db.path if isinstance(db, Database) else str(db)
    database = Database(db_path)
    before = {r["id"] for r in database.records(workload.key, target)}
    bar = _Progress(progress, trials, label)
    try:
        d = _ktune.tune(db_path, workload.spec, target, int(trials), strategy, int(seed), int(batch), bool(transfer),
                        bool(expert_first), bool(library), int(confirm), int(final), options, space, bar)
    finally:
        bar.close()
    history = []
    for r in database.records(workload.key, target):
        if r["id"] in before or "final_round" in (r.get("provenance") or {}):
            continue
        cost = r["cost"]
        history.append({"id": r["id"], "knobs": r.get("knobs"), "cost": cost,
                        "gflops": (workload.flops / cost / 1e9) if cost else 0.0,
                        "error": r["error_kind"], "error_message": r["error_message"],
                        "timestamp": r.get("timestamp")})
    return TuneResult(d, workload, target, db_path, history)
