"""The operator registry: one function per op, returning its Workload.

    w = ktune.ops.matmul(1024, 1024, 1024)          # positional: the op's parameters in order
    w = ktune.ops.dense(M=128, N=3072, K=768, bias=1, act="gelu")
    s = ktune.create_schedule(w)

ktune.ops.list() describes every op and its parameters (as `ktune ops` does)."""
from . import _ktune

_REGISTRY = {op["name"]: op for op in _ktune.op_registry()}


def _value(v):
    if isinstance(v, bool):
        return "1" if v else "0"
    return str(v)


def _make(op):
    names = [p[0] for p in op["params"]]

    def build(*args, **kwargs):
        if len(args) > len(names):
            raise _ktune.UserError("ktune.ops.%s takes at most %d positional parameters (%s), got %d"
                                   % (op["name"], len(names), ", ".join(names), len(args)))
        given = dict(zip(names, args))
        for k, v in kwargs.items():
            if k in given:
                raise _ktune.UserError("ktune.ops.%s: parameter %s given twice" % (op["name"], k))
            given[k] = v
        spec = op["name"] + ":" + ",".join("%s=%s" % (k, _value(v)) for k, v in given.items())
        return _ktune.workload_from_spec(spec)

    build.__name__ = op["name"]
    build.__doc__ = "%s\n\nParameters (default):\n%s" % (
        op["summary"], "\n".join("  %s (%s): %s" % (p[0], p[1] or "required", p[2]) for p in op["params"]))
    return build


for _name, _op in _REGISTRY.items():
    globals()[_name] = _make(_op)


def list():  # noqa: A001 - ktune.ops.list()
    """Every registry op: name, summary and parameters (name, default, help)."""
    return [dict(op) for op in _REGISTRY.values()]


def spec(spec_text):
    """The workload of a spec string "op:key=value,..." (or a DAG's JSON)."""
    return _ktune.workload_from_spec(spec_text)
