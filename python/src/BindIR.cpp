// Expressions, tensors, computes and workloads for Python. Python's operators build IR nodes
// (ints become i64 constants and floats f32 constants, converted to the other operand's type
// as in C++); an expression has no truth value, so `if a < b` or `a < b < c` is an error
// instead of a silent mistake.
#include <pybind11/functional.h>
#include <pybind11/stl.h>

#include <set>

#include "Bindings.h"
#include "ktune/ir/IRPrinter.h"
#include "ktune/ir/Workload.h"
#include "ktune/ir/WorkloadJson.h"
#include "ktune/ops/Registry.h"
#include "ktune/support/Error.h"

namespace ktune::python {

namespace {

std::vector<IterVar> iter_vars(const std::vector<PyIterVar> &axes) {
  std::vector<IterVar> out;
  for (auto &a : axes) out.push_back(a.iv);
  return out;
}

py::tuple shape_tuple(const std::vector<int64_t> &shape) {
  py::tuple t(shape.size());
  for (size_t i = 0; i < shape.size(); ++i) t[i] = shape[i];
  return t;
}

std::vector<Expr> index_list(const Tensor &t, const py::object &index) {
  std::vector<Expr> indices;
  if (py::isinstance<py::tuple>(index)) {
    for (auto item : index.cast<py::tuple>()) indices.push_back(item.cast<Expr>());
  } else {
    indices.push_back(index.cast<Expr>());
  }
  user_check(static_cast<int>(indices.size()) == t.ndim(),
             "tensor '" << t.name() << "' has " << t.ndim() << " dimensions, indexed with " << indices.size());
  return indices;
}

/** The workload of a DAG given as tensors (inputs: its placeholders in kernel order, or empty
 * for those the outputs read, in the order of first reference, depth first). */
Workload custom_workload(std::vector<Tensor> inputs, const std::vector<Tensor> &outputs, const std::string &math) {
  user_check(math == "exact" || math == "tf32",
             "custom_workload: math '" << math << "' is not exact or tf32 (f32 products rounded to TF32 allowed)");
  if (inputs.empty()) {
    std::set<const OperationNode *> seen;
    std::function<void(const Operation &)> visit = [&](const Operation &op) {
      if (!seen.insert(op.get()).second) return;
      if (op->is_placeholder()) {
        inputs.push_back(Tensor(op));
        return;
      }
      for (auto &in : op->inputs()) visit(in);
    };
    for (auto &t : outputs) visit(t.op());
  }
  // Through the DAG's JSON: the result is exactly what the measuring processes rebuild from its
  // spec, and a body the JSON cannot carry is refused here rather than during tuning.
  MathMode mode = math == "tf32" ? MathMode::Tf32 : MathMode::Exact;
  return workload_from_json(workload_to_json(Workload(inputs, outputs, mode)));
}

}  // namespace

void bind_ir(py::module_ &m) {
  m.def(
      "parse_dtype", [](const std::string &s) { return DataType::parse(s).str(); },
      "The canonical name of a data type ('float32' -> 'f32').");

  py::class_<Expr> expr(m, "Expr", "An immutable IR expression. Build with Python operators.");
  expr.def(py::init([](int64_t v) { return Expr(v); }))
      .def(py::init([](double v) { return Expr(v); }))
      .def(py::init([](const PyIterVar &v) { return Expr(v.iv->var); }))
      .def_property_readonly("dtype", [](const Expr &e) { return e.type().str(); })
      .def("__repr__", [](const Expr &e) { return to_string(e); })
      .def("__bool__",
           [](const Expr &) -> bool {
             throw py::type_error(
                 "a ktune expression has no truth value: build conditions with ktune.select, "
                 "& (and), | (or), ~ (not) instead of if/and/or/chained comparisons");
           })
      .def("__add__", [](const Expr &a, const Expr &b) { return a + b; })
      .def("__radd__", [](const Expr &a, const Expr &b) { return b + a; })
      .def("__sub__", [](const Expr &a, const Expr &b) { return a - b; })
      .def("__rsub__", [](const Expr &a, const Expr &b) { return b - a; })
      .def("__mul__", [](const Expr &a, const Expr &b) { return a * b; })
      .def("__rmul__", [](const Expr &a, const Expr &b) { return b * a; })
      .def("__truediv__", [](const Expr &a, const Expr &b) { return a / b; })
      .def("__rtruediv__", [](const Expr &a, const Expr &b) { return b / a; })
      .def("__floordiv__", [](const Expr &a, const Expr &b) { return floordiv(a, b); })
      .def("__rfloordiv__", [](const Expr &a, const Expr &b) { return floordiv(b, a); })
      .def("__mod__", [](const Expr &a, const Expr &b) { return floormod(a, b); })
      .def("__rmod__", [](const Expr &a, const Expr &b) { return floormod(b, a); })
      .def("__neg__", [](const Expr &a) { return -a; })
      .def("__lt__", [](const Expr &a, const Expr &b) { return a < b; })
      .def("__le__", [](const Expr &a, const Expr &b) { return a <= b; })
      .def("__gt__", [](const Expr &a, const Expr &b) { return a > b; })
      .def("__ge__", [](const Expr &a, const Expr &b) { return a >= b; })
      .def("__and__", [](const Expr &a, const Expr &b) { return a && b; })
      .def("__rand__", [](const Expr &a, const Expr &b) { return b && a; })
      .def("__or__", [](const Expr &a, const Expr &b) { return a || b; })
      .def("__ror__", [](const Expr &a, const Expr &b) { return b || a; })
      .def("__invert__", [](const Expr &a) { return !a; });

  py::class_<Var, Expr>(m, "Var", "A variable: a compute's axis inside its body.")
      .def_property_readonly("name", [](const Var &v) { return v.name(); });

  py::class_<PyIterVar>(m, "IterVar", "An axis of a compute: spatial, or a reduction axis (reduce_axis).")
      .def_property_readonly("name", [](const PyIterVar &v) { return v.iv->var.name(); })
      .def_property_readonly("extent", [](const PyIterVar &v) { return v.iv->extent; })
      .def_property_readonly("var", [](const PyIterVar &v) { return v.iv->var; })
      .def_property_readonly("is_reduce", [](const PyIterVar &v) { return v.iv->kind == IterVarNode::Kind::Reduce; })
      .def("__repr__",
           [](const PyIterVar &v) {
             return std::string(v.iv->kind == IterVarNode::Kind::Reduce ? "reduce_axis(" : "axis(") + v.iv->var.name() +
                    ", " + std::to_string(v.iv->extent) + ")";
           })
      // Arithmetic on an axis is arithmetic on its variable.
      .def("__add__", [](const PyIterVar &a, const Expr &b) { return Expr(a.iv->var) + b; })
      .def("__radd__", [](const PyIterVar &a, const Expr &b) { return b + Expr(a.iv->var); })
      .def("__sub__", [](const PyIterVar &a, const Expr &b) { return Expr(a.iv->var) - b; })
      .def("__rsub__", [](const PyIterVar &a, const Expr &b) { return b - Expr(a.iv->var); })
      .def("__mul__", [](const PyIterVar &a, const Expr &b) { return Expr(a.iv->var) * b; })
      .def("__rmul__", [](const PyIterVar &a, const Expr &b) { return b * Expr(a.iv->var); })
      .def("__floordiv__", [](const PyIterVar &a, const Expr &b) { return floordiv(Expr(a.iv->var), b); })
      .def("__mod__", [](const PyIterVar &a, const Expr &b) { return floormod(Expr(a.iv->var), b); });
  py::implicitly_convertible<py::int_, Expr>();
  py::implicitly_convertible<py::float_, Expr>();
  py::implicitly_convertible<PyIterVar, Expr>();

  py::class_<Tensor>(m, "Tensor", "The value of a placeholder or compute; index it to read: A[i, k].")
      .def_property_readonly("name", &Tensor::name)
      .def_property_readonly("shape", [](const Tensor &t) { return shape_tuple(t.shape()); })
      .def_property_readonly("dtype", [](const Tensor &t) { return t.dtype().str(); })
      .def_property_readonly("ndim", &Tensor::ndim)
      .def_property_readonly("tag", [](const Tensor &t) { return t.op()->tag; })
      .def_property_readonly("is_placeholder", [](const Tensor &t) { return t.op()->is_placeholder(); })
      .def_property_readonly("axis",
                             [](const Tensor &t) {
                               std::vector<PyIterVar> out;
                               for (auto &a : t.op()->axes) out.push_back({a});
                               return out;
                             })
      .def_property_readonly("reduce_axis",
                             [](const Tensor &t) {
                               std::vector<PyIterVar> out;
                               if (auto *r = t.op()->reduce())
                                 for (auto &a : r->axes) out.push_back({a});
                               return out;
                             })
      .def_property_readonly("body",
                             [](const Tensor &t) -> py::object {
                               if (t.op()->is_placeholder()) return py::none();
                               return py::cast(t.op()->body);
                             })
      .def("__getitem__", [](const Tensor &t, const py::object &index) { return t(index_list(t, index)); })
      .def("__hash__", [](const Tensor &t) { return std::hash<const void *>()(t.op().get()); })
      .def("__eq__", [](const Tensor &a,
                        const py::object &b) { return py::isinstance<Tensor>(b) && a.op() == b.cast<Tensor>().op(); })
      .def("__repr__", [](const Tensor &t) {
        std::string s = "Tensor(" + t.name() + ", (";
        for (size_t i = 0; i < t.shape().size(); ++i) s += (i ? ", " : "") + std::to_string(t.shape()[i]);
        return s + (t.shape().size() == 1 ? ",), " : "), ") + t.dtype().str() + ")";
      });

  m.def(
      "placeholder",
      [](const std::vector<int64_t> &shape, const std::string &dtype, const std::string &name) {
        for (auto d : shape) user_check(d > 0, "placeholder '" << name << "': every dimension must be positive");
        return placeholder(shape, DataType::parse(dtype), name);
      },
      py::arg("shape"), py::arg("dtype"), py::arg("name"));
  m.def(
      "make_axis",
      [](const std::string &name, int64_t extent, bool reduce) {
        user_check(extent > 0, "axis '" << name << "' needs a positive extent, got " << extent);
        return PyIterVar{make_iter_var(name, extent, reduce ? IterVarNode::Kind::Reduce : IterVarNode::Kind::Spatial)};
      },
      py::arg("name"), py::arg("extent"), py::arg("reduce"));
  m.def(
      "compute_from_body",
      [](const std::vector<PyIterVar> &axes, const Expr &body, const std::string &name, const std::string &tag) {
        return compute_from_body(iter_vars(axes), body, name, tag);
      },
      py::arg("axes"), py::arg("body"), py::arg("name"), py::arg("tag") = "");
  m.def(
      "reduce",
      [](const std::string &kind, const Expr &source, const std::vector<PyIterVar> &axes,
         const std::optional<Expr> &init) {
        user_check(!axes.empty(), "a reduction needs at least one reduce_axis");
        for (auto &a : axes)
          user_check(a.iv->kind == IterVarNode::Kind::Reduce,
                     "axis '" << a.iv->var.name() << "' is not a reduce_axis, so it cannot be reduced over");
        Expr i = init ? *init : Expr();
        if (kind == "sum") return sum(source, iter_vars(axes), i);
        if (kind == "max") return max_reduce(source, iter_vars(axes), i);
        user_check(kind == "min", "unknown reduction '" << kind << "' (sum, max, min)");
        return min_reduce(source, iter_vars(axes), i);
      },
      py::arg("kind"), py::arg("source"), py::arg("axes"), py::arg("init") = py::none());

  m.def("exp", [](const Expr &x) { return exp(x); });
  m.def("log", [](const Expr &x) { return log(x); });
  m.def("sqrt", [](const Expr &x) { return sqrt(x); });
  m.def("rsqrt", [](const Expr &x) { return rsqrt(x); });
  m.def("tanh", [](const Expr &x) { return tanh(x); });
  m.def("erf", [](const Expr &x) { return erf(x); });
  m.def("abs", [](const Expr &x) { return abs(x); });
  m.def("floor", [](const Expr &x) { return floor(x); });
  m.def("ceil", [](const Expr &x) { return ceil(x); });
  m.def("pow", [](const Expr &x, const Expr &y) { return pow(x, y); });
  m.def("fma", [](const Expr &a, const Expr &b, const Expr &c) { return fma(a, b, c); });
  m.def("minimum", [](const Expr &a, const Expr &b) { return min(a, b); });
  m.def("maximum", [](const Expr &a, const Expr &b) { return max(a, b); });
  m.def("select", [](const Expr &c, const Expr &t, const Expr &f) { return select(c, t, f); });
  m.def("cast", [](const std::string &dtype, const Expr &v) { return cast(DataType::parse(dtype), v); });
  m.def("floordiv", [](const Expr &a, const Expr &b) { return floordiv(a, b); });
  m.def("floormod", [](const Expr &a, const Expr &b) { return floormod(a, b); });
  m.def("equal", [](const Expr &a, const Expr &b) { return a == b; });
  m.def("not_equal", [](const Expr &a, const Expr &b) { return a != b; });
  m.def(
      "const", [](double v, const std::string &dtype) { return make_const(DataType::parse(dtype), v); },
      py::arg("value"), py::arg("dtype"));

  py::class_<Workload>(m, "Workload", "A computation to compile and tune: its inputs, outputs and key.")
      .def_property_readonly("key", &Workload::key)
      .def_property_readonly("op_name", [](const Workload &w) { return w.op_name; })
      .def_property_readonly("spec", [](const Workload &w) { return w.spec; })
      .def_property_readonly("params", [](const Workload &w) { return w.params; })
      .def_property_readonly("flops", [](const Workload &w) { return w.flops; })
      .def_property_readonly("math", [](const Workload &w) { return w.math() == MathMode::Tf32 ? "tf32" : "exact"; })
      .def_property_readonly("inputs", &Workload::inputs)
      .def_property_readonly("outputs", &Workload::outputs)
      .def_property_readonly("args", &Workload::args)
      .def_property_readonly("canonical_text", &Workload::canonical_text)
      .def_property_readonly("kernel_name", [](const Workload &w) { return kernel_name(w); })
      .def("tensor_ir", [](const Workload &w) { return print_tensor_ir(w); })
      .def("to_json", [](const Workload &w) { return workload_to_json(w).dump(); })
      .def("__repr__", [](const Workload &w) {
        return "Workload(" + (w.op_name == "custom" ? std::string("custom DAG ") + kernel_name(w) : w.spec) + ", key " +
               w.key() + ")";
      });
  m.def("workload_from_spec", &workload_from_spec, py::arg("spec"));
  m.def("custom_workload", &custom_workload, py::arg("inputs"), py::arg("outputs"), py::arg("math") = "exact");
  m.def("op_registry", []() {
    py::list ops;
    for (auto &def : op_registry()) {
      py::list params;
      for (auto &p : def.params) params.append(py::make_tuple(p.name, p.default_value, p.help));
      ops.append(py::dict(py::arg("name") = def.name, py::arg("summary") = def.summary, py::arg("params") = params));
    }
    return ops;
  });
}

}  // namespace ktune::python
