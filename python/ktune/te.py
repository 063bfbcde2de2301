"""Describing computations: placeholders, computes, reductions and math on IR expressions.

    A = ktune.placeholder((M, K), "float32", name="A")
    B = ktune.placeholder((K, N), "float32", name="B")
    k = ktune.reduce_axis(K, name="k")
    C = ktune.compute((M, N), lambda i, j: ktune.sum(A[i, k] * B[k, j], axis=k), name="C")

A compute's axes take the names of its function's parameters (i, j above): schedules and
traces address axes by name, so keep them meaningful and distinct from the reduction axes.
"""
import inspect as _inspect

from . import _ktune

Expr = _ktune.Expr
Var = _ktune.Var
IterVar = _ktune.IterVar
Tensor = _ktune.Tensor


def placeholder(shape, dtype="float32", name="placeholder"):
    """An input tensor of the given shape and dtype ("float32", "f32", "int32", ...)."""
    return _ktune.placeholder(_shape(shape, name), dtype, name)


def reduce_axis(extent, name="k"):
    """A reduction axis over [0, extent). Give each reduction axis of a compute its own name."""
    return _ktune.make_axis(name, _extent(extent, name), True)


def compute(shape, fcompute, name="compute", tag=""):
    """A tensor whose element at (i, j, ...) is fcompute(i, j, ...).

    fcompute takes one argument per dimension; its parameter names become the axis names.
    Its result may be a reduction (ktune.sum/max/min) only at the top."""
    shape = _shape(shape, name)
    names = _axis_names(fcompute, len(shape), name)
    axes = [_ktune.make_axis(n, e, False) for n, e in zip(names, shape)]
    body = fcompute(*[a.var for a in axes])
    body = _expr(body, "the body of compute '%s'" % name)
    return _ktune.compute_from_body(axes, body, name, tag)


def sum(expr, axis, init=None):  # noqa: A001 - the reducer's name, as in TVM
    """The sum of expr over one reduction axis or a list of them."""
    return _reduce("sum", expr, axis, init)


def max(*args, axis=None, init=None):  # noqa: A001
    """max(expr, axis=k): the maximum over reduction axes; max(a, b): the larger of two values."""
    return _min_max("max", args, axis, init)


def min(*args, axis=None, init=None):  # noqa: A001
    """min(expr, axis=k): the minimum over reduction axes; min(a, b): the smaller of two values."""
    return _min_max("min", args, axis, init)


exp = _ktune.exp
log = _ktune.log
sqrt = _ktune.sqrt
rsqrt = _ktune.rsqrt
tanh = _ktune.tanh
erf = _ktune.erf
abs = _ktune.abs  # noqa: A001
floor = _ktune.floor
ceil = _ktune.ceil
pow = _ktune.pow  # noqa: A001
fma = _ktune.fma
select = _ktune.select
floordiv = _ktune.floordiv
floormod = _ktune.floormod
equal = _ktune.equal
not_equal = _ktune.not_equal


def cast(dtype, expr):
    """expr converted to dtype."""
    return _ktune.cast(dtype, expr)


def const(value, dtype="float32"):
    """A constant of the given dtype."""
    return _ktune.const(float(value), dtype)


def sigmoid(x):
    """1 / (1 + exp(-x))."""
    return 1.0 / (1.0 + exp(-_expr(x, "sigmoid's argument")))


# ---------------------------------------------------------------------------------------------


def _shape(shape, name):
    if isinstance(shape, int):
        shape = (shape,)
    try:
        dims = tuple(shape)
    except TypeError:
        raise _ktune.UserError("the shape of '%s' must be a tuple of ints, got %r" % (name, shape)) from None
    if not dims:
        raise _ktune.UserError("'%s' needs at least one dimension" % name)
    for d in dims:
        _extent(d, name)
    return [int(d) for d in dims]


def _extent(e, name):
    if isinstance(e, bool) or not isinstance(e, int) or e <= 0:
        raise _ktune.UserError("'%s': every extent must be a positive int, got %r" % (name, e))
    return int(e)


def _axis_names(fcompute, ndim, name):
    try:
        params = [p for p in _inspect.signature(fcompute).parameters.values()
                  if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)]
    except (TypeError, ValueError):
        params = []
    names = [p.name for p in params]
    if len(names) != ndim:
        if params:
            raise _ktune.UserError("compute '%s' has %d dimensions but its function takes %d arguments"
                                   % (name, ndim, len(names)))
        names = ["i", "j", "l", "m", "n", "o", "p", "q"][:ndim]
    return names


def _expr(x, what):
    if isinstance(x, (Expr, IterVar)):
        return x if isinstance(x, Expr) else x.var
    if isinstance(x, (int, float)) and not isinstance(x, bool):
        return Expr(x)
    raise _ktune.UserError("%s must be a ktune expression or a number, got %s" % (what, type(x).__name__))


def _axes(axis):
    axes = list(axis) if isinstance(axis, (list, tuple)) else [axis]
    for a in axes:
        if not isinstance(a, IterVar):
            raise _ktune.UserError("axis= takes reduce_axis objects, got %s" % type(a).__name__)
    return axes


def _reduce(kind, expr, axis, init):
    init = None if init is None else _expr(init, "init")
    return _ktune.reduce(kind, _expr(expr, "the reduced value"), _axes(axis), init)


def _min_max(kind, args, axis, init):
    if axis is not None:
        if len(args) != 1:
            raise _ktune.UserError("ktune.%s(expr, axis=...) reduces one expression, got %d" % (kind, len(args)))
        return _reduce(kind, args[0], axis, init)
    if len(args) != 2:
        raise _ktune.UserError("ktune.%s takes (a, b), or (expr, axis=reduce_axis)" % kind)
    a, b = (_expr(x, "ktune.%s's argument" % kind) for x in args)
    return _ktune.maximum(a, b) if kind == "max" else _ktune.minimum(a, b)
