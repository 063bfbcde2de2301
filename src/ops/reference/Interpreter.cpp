// The tensor-IR interpreter. Each body is translated once into a tree of closures over a slot
// array of loop variables (so the per-element cost is a few indirect calls, not a walk over
// the IR with lookups), then evaluated at every point of its shape; every tensor is held as
// doubles. Integer types are computed on int64 values with the IR's rounding rules (Div
// truncates, FloorDiv/FloorMod round towards negative infinity).
#include "Interpreter.h"

#include <cmath>
#include <functional>
#include <unordered_map>

#include "ktune/ir/Tensor.h"
#include "ktune/support/Error.h"

namespace ktune::reference {

namespace {

using Fn = std::function<double(double *slots)>;

int64_t floor_div(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

class Translator {
 public:
  Translator(std::unordered_map<const OperationNode *, std::vector<double>> &values,
             std::unordered_map<const Variable *, int> &slots)
      : values_(values), slots_(slots) {}

  Fn translate(const Expr &e) {
    if (auto *n = e.as<IntImm>()) {
      double v = static_cast<double>(n->value);
      return [v](double *) { return v; };
    }
    if (auto *n = e.as<FloatImm>()) {
      double v = n->value;
      return [v](double *) { return v; };
    }
    if (auto *n = e.as<Variable>()) {
      auto it = slots_.find(n);
      internal_check(it != slots_.end(), "interpreter: unbound variable " << n->name);
      int s = it->second;
      return [s](double *slots) { return slots[s]; };
    }
    if (auto *n = e.as<TensorRead>()) {
      const std::vector<double> *data = &values_.at(n->op.get());
      std::vector<Fn> idx;
      for (auto &i : n->indices) idx.push_back(translate(i));
      std::vector<int64_t> shape = n->op->shape;
      std::string name = n->op->name;
      return [data, idx, shape, name](double *slots) {
        int64_t flat = 0;
        for (size_t d = 0; d < idx.size(); ++d) {
          auto i = static_cast<int64_t>(idx[d](slots));
          user_check(i >= 0 && i < shape[d], "the computation reads " << name << " out of bounds (index " << i
                                                                      << " of dimension " << d << ", extent "
                                                                      << shape[d] << ")");
          flat = flat * shape[d] + i;
        }
        return (*data)[flat];
      };
    }
#define KTUNE_BINARY(NODE, EXPR)                 \
  if (auto *n = e.as<NODE>()) {                  \
    Fn a = translate(n->a), b = translate(n->b); \
    bool is_int = n->a.type().is_integer();      \
    (void)is_int;                                \
    return [a, b, is_int](double *s) {           \
      double x = a(s), y = b(s);                 \
      (void)is_int;                              \
      return EXPR;                               \
    };                                           \
  }
    KTUNE_BINARY(Add, x + y)
    KTUNE_BINARY(Sub, x - y)
    KTUNE_BINARY(Mul, x * y)
    KTUNE_BINARY(Div, is_int ? static_cast<double>(static_cast<int64_t>(x) / static_cast<int64_t>(y)) : x / y)
    KTUNE_BINARY(FloorDiv, is_int ? static_cast<double>(floor_div(static_cast<int64_t>(x), static_cast<int64_t>(y)))
                                  : std::floor(x / y))
    KTUNE_BINARY(FloorMod, is_int ? static_cast<double>(static_cast<int64_t>(x) -
                                                        floor_div(static_cast<int64_t>(x), static_cast<int64_t>(y)) *
                                                            static_cast<int64_t>(y))
                                  : x - std::floor(x / y) * y)
    KTUNE_BINARY(BitXor, static_cast<double>(static_cast<int64_t>(x) ^ static_cast<int64_t>(y)))
    KTUNE_BINARY(Min, std::min(x, y))
    KTUNE_BINARY(Max, std::max(x, y))
    KTUNE_BINARY(EQ, x == y ? 1.0 : 0.0)
    KTUNE_BINARY(NE, x != y ? 1.0 : 0.0)
    KTUNE_BINARY(LT, x < y ? 1.0 : 0.0)
    KTUNE_BINARY(LE, x <= y ? 1.0 : 0.0)
    KTUNE_BINARY(GT, x > y ? 1.0 : 0.0)
    KTUNE_BINARY(GE, x >= y ? 1.0 : 0.0)
    KTUNE_BINARY(And, (x != 0 && y != 0) ? 1.0 : 0.0)
    KTUNE_BINARY(Or, (x != 0 || y != 0) ? 1.0 : 0.0)
#undef KTUNE_BINARY
    if (auto *n = e.as<Not>()) {
      Fn a = translate(n->a);
      return [a](double *s) { return a(s) != 0 ? 0.0 : 1.0; };
    }
    if (auto *n = e.as<Select>()) {
      Fn c = translate(n->condition), a = translate(n->true_value), b = translate(n->false_value);
      return [c, a, b](double *s) { return c(s) != 0 ? a(s) : b(s); };
    }
    if (auto *n = e.as<Cast>()) {
      Fn a = translate(n->value);
      DataType to = n->type;
      if (to.is_bool()) return [a](double *s) { return a(s) != 0 ? 1.0 : 0.0; };
      if (to.is_integer()) return [a](double *s) { return std::trunc(a(s)); };
      return a;
    }
    if (auto *n = e.as<Call>()) {
      std::vector<Fn> args;
      for (auto &x : n->args) args.push_back(translate(x));
      Fn a = args[0];
      switch (n->op) {
        case CallOp::Exp: return [a](double *s) { return std::exp(a(s)); };
        case CallOp::Log: return [a](double *s) { return std::log(a(s)); };
        case CallOp::Sqrt: return [a](double *s) { return std::sqrt(a(s)); };
        case CallOp::Rsqrt: return [a](double *s) { return 1.0 / std::sqrt(a(s)); };
        case CallOp::Tanh: return [a](double *s) { return std::tanh(a(s)); };
        case CallOp::Erf: return [a](double *s) { return std::erf(a(s)); };
        case CallOp::Abs: return [a](double *s) { return std::fabs(a(s)); };
        case CallOp::Floor: return [a](double *s) { return std::floor(a(s)); };
        case CallOp::Ceil: return [a](double *s) { return std::ceil(a(s)); };
        case CallOp::Pow: {
          Fn b = args[1];
          return [a, b](double *s) { return std::pow(a(s), b(s)); };
        }
        case CallOp::Fma: {
          Fn b = args[1], c = args[2];
          return [a, b, c](double *s) { return a(s) * b(s) + c(s); };
        }
        // Lowering-only calls (GPU barriers, warp shuffles, matrix instructions) never appear in
        // a compute body.
        case CallOp::ThreadBarrier:
        case CallOp::ShuffleXor:
        case CallOp::LoadMatrix:
        case CallOp::Mma:
        case CallOp::CopyAsync:
        case CallOp::AsyncCommit:
        case CallOp::AsyncWait:
        case CallOp::Prefetch: break;
      }
    }
    internal_check(false, "interpreter: a " << node_type_name(e.node_type()) << " node in a compute body");
    return {};
  }

 private:
  std::unordered_map<const OperationNode *, std::vector<double>> &values_;
  std::unordered_map<const Variable *, int> &slots_;
};

// Calls f for every point of the extents, the slots from first on holding the indices.
void for_each_point(const std::vector<int64_t> &extents, double *slots, int first, const std::function<void()> &f) {
  std::vector<int64_t> idx(extents.size(), 0);
  for (int64_t e : extents) {
    if (e == 0) return;
  }
  for (size_t d = 0; d < extents.size(); ++d) slots[first + d] = 0;
  while (true) {
    f();
    int d = static_cast<int>(extents.size()) - 1;
    for (; d >= 0; --d) {
      if (++idx[d] < extents[d]) {
        slots[first + d] = static_cast<double>(idx[d]);
        break;
      }
      idx[d] = 0;
      slots[first + d] = 0;
    }
    if (d < 0) return;
  }
}

}  // namespace

void interpret(const Workload &w, const std::vector<NDArray> &inputs, std::vector<NDArray> &outputs) {
  user_check(inputs.size() == w.inputs().size() && outputs.size() == w.outputs().size(),
             "interpreter: " << inputs.size() << " inputs and " << outputs.size() << " outputs given, the workload has "
                             << w.inputs().size() << " and " << w.outputs().size());
  std::unordered_map<const OperationNode *, std::vector<double>> values;
  for (size_t i = 0; i < inputs.size(); ++i) {
    std::vector<double> &v = values[w.inputs()[i].op().get()];
    v.resize(static_cast<size_t>(inputs[i].size()));
    for (int64_t e = 0; e < inputs[i].size(); ++e) v[static_cast<size_t>(e)] = inputs[i].get(e);
  }
  for (auto &op : w.ops()) {
    if (!op->is_compute()) continue;
    std::unordered_map<const Variable *, int> slots;
    std::vector<int64_t> spatial, reduction;
    for (auto &a : op->axes) {
      slots[a->var.node()] = static_cast<int>(slots.size());
      spatial.push_back(a->extent);
    }
    const Reduce *r = op->reduce();
    if (r) {
      for (auto &a : r->axes) {
        slots[a->var.node()] = static_cast<int>(slots.size());
        reduction.push_back(a->extent);
      }
    }
    Translator tr(values, slots);
    std::vector<double> out;
    int64_t points = 1;
    for (int64_t e : spatial) points *= e;
    out.reserve(static_cast<size_t>(points));
    std::vector<double> slot_values(slots.size() + 1, 0);
    double *s = slot_values.data();
    if (r) {
      Fn source = tr.translate(r->source);
      Fn init = tr.translate(r->initial_value());
      ReduceKind kind = r->kind;
      for_each_point(spatial, s, 0, [&] {
        double acc = init(s);
        for_each_point(reduction, s, static_cast<int>(spatial.size()), [&] {
          double v = source(s);
          acc = kind == ReduceKind::Sum ? acc + v : kind == ReduceKind::Max ? std::max(acc, v) : std::min(acc, v);
        });
        out.push_back(acc);
      });
    } else {
      Fn body = tr.translate(op->body);
      for_each_point(spatial, s, 0, [&] { out.push_back(body(s)); });
    }
    if (op->dtype.is_integer()) {
      for (double &v : out) v = std::trunc(v);
    }
    values[op.get()] = std::move(out);
  }
  for (size_t i = 0; i < outputs.size(); ++i) {
    const std::vector<double> &v = values.at(w.outputs()[i].op().get());
    user_check(outputs[i].size() == static_cast<int64_t>(v.size()),
               "interpreter: output " << i << " has " << outputs[i].size() << " elements, the workload's "
                                      << w.outputs()[i].name() << " has " << v.size());
    for (size_t e = 0; e < v.size(); ++e) outputs[i].set(static_cast<int64_t>(e), v[e]);
  }
}

}  // namespace ktune::reference
