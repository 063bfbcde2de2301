"""Building a schedule into a kernel and calling it on NumPy arrays.

    f = ktune.build(s, [A, B, C])
    f(a, b, c)             # a, b, c: C-contiguous arrays of the right shapes and dtypes

Inside `with ktune.apply_best("ktune.db"):`, build() uses the best recorded schedule of the
workload on the target instead of the one given (or the vendor library call measured faster
than every schedule: f.library), and the function says so (f.source).
"""
import contextlib
import json
import threading

from . import _ktune
from .schedule import Schedule
from .te import Tensor
from .database import Database

_context = threading.local()


def _best_contexts():
    if not hasattr(_context, "stack"):
        _context.stack = []
    return _context.stack


@contextlib.contextmanager
def apply_best(db="ktune.db", compat="target", library=True):
    """Within the block, build() takes each workload's schedule by ktune's one policy (as
    `ktune run --schedule auto` and `ktune export` do): the database's best record (compat:
    "exact" this device only, "target" this device then any device of the target, "any" any
    target), else the closest compatible shipped record; with neither, the schedule given to
    build(), and Function.source says why. Where the fastest record is a vendor library call
    (OpenBLAS, oneDNN) whose library loads here, build() returns that call (Function.library
    says which); library=False takes generated kernels only."""
    database = db if isinstance(db, Database) else Database(db, read_only=True)
    _best_contexts().append((database, compat, library))
    try:
        yield database
    finally:
        _best_contexts().pop()


class Function:
    """A compiled kernel, callable on arrays in the order of the args given to build()."""

    def __init__(self, kernel, order, names, schedule, source, record=None, library=None):
        self._kernel = kernel
        self._order = order  # kernel parameter p takes the user's argument order[p]
        self.arg_names = names
        self.schedule = schedule  # None for a library call
        self.source = source
        self.record = record
        self.library = library  # the library call ({"library", "version", "routine", "params"}), or None

    @property
    def symbol(self):
        return self._kernel.symbol

    @property
    def trace(self):
        return None if self.schedule is None else self.schedule.trace()

    @property
    def compile_seconds(self):
        return self._kernel.compile_seconds

    def __call__(self, *arrays):
        if len(arrays) != len(self._order):
            raise _ktune.UserError("%s takes %d arrays (%s), got %d" % (self.symbol, len(self._order),
                                                                       ", ".join(self.arg_names), len(arrays)))
        self._kernel.call([arrays[i] for i in self._order])

    def __repr__(self):
        return "Function(%s(%s), %s)" % (self.symbol, ", ".join(self.arg_names), self.source)


def build(s, args=None, target="llvm"):
    """Compiles schedule s for a CPU target ("llvm": this machine). args: the tensors in the
    order the function will take them (default: the workload's inputs then outputs)."""
    if not isinstance(s, Schedule):
        raise _ktune.UserError("build takes a ktune schedule (ktune.create_schedule), got %s" % type(s).__name__)
    w = s.workload
    kernel_names = [t.name for t in w.args]
    if args is None:
        order = list(range(len(kernel_names)))
        names = kernel_names
    else:
        names = []
        for a in args:
            if not isinstance(a, Tensor):
                raise _ktune.UserError("build's args must be tensors, got %s" % type(a).__name__)
            names.append(a.name)
        if sorted(names) != sorted(kernel_names):
            raise _ktune.UserError("build's args (%s) must be exactly the workload's inputs and outputs (%s)"
                                   % (", ".join(names), ", ".join(kernel_names)))
        order = [names.index(n) for n in kernel_names]
    source = "the given schedule"
    record = None
    contexts = _best_contexts()
    if contexts:
        database, compat, library = contexts[-1]
        rule, record, why, trace = database.choose(w, target, compat, library=library)
        if record is not None and record["kind"] == "library":
            kernel = _ktune.build_library_call(w, json.dumps(record["library"]), target)
            return Function(kernel, order, names, None, why, record, record["library"])
        if rule != "none":
            s = Schedule(_ktune.Schedule.replay(w, trace))
            source = why
        else:
            source = "the given schedule (%s)" % why
    kernel = _ktune.build(s._core, target)
    return Function(kernel, order, names, s, source, record)
