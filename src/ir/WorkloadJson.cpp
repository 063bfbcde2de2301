// Workloads to JSON and back. The format names variables and tensors rather than numbering
// them so that a person can write a DAG file by hand; rebuilding goes through the same
// constructors (compute_from_body, the nodes' make) as C++ and Python, so every check they
// make applies, and the rebuilt workload has the key of the original.
#include "ktune/ir/WorkloadJson.h"

#include <functional>
#include <map>
#include <optional>
#include <unordered_map>

#include "ktune/ir/IRVisitor.h"
#include "ktune/ir/Tensor.h"
#include "ktune/support/Error.h"

namespace ktune {

using json = nlohmann::json;

namespace {

struct BinaryOp {
  const char *name;
  IRNodeType type;
  Expr (*make)(Expr, Expr);
};

const std::vector<BinaryOp> &binary_ops() {
  static const std::vector<BinaryOp> ops = {
      {"add", IRNodeType::Add, &Add::make},
      {"sub", IRNodeType::Sub, &Sub::make},
      {"mul", IRNodeType::Mul, &Mul::make},
      {"div", IRNodeType::Div, &Div::make},
      {"floordiv", IRNodeType::FloorDiv, &FloorDiv::make},
      {"floormod", IRNodeType::FloorMod, &FloorMod::make},
      {"xor", IRNodeType::BitXor, &BitXor::make},
      {"min", IRNodeType::Min, &Min::make},
      {"max", IRNodeType::Max, &Max::make},
      {"eq", IRNodeType::EQ, &EQ::make},
      {"ne", IRNodeType::NE, &NE::make},
      {"lt", IRNodeType::LT, &LT::make},
      {"le", IRNodeType::LE, &LE::make},
      {"gt", IRNodeType::GT, &GT::make},
      {"ge", IRNodeType::GE, &GE::make},
      {"and", IRNodeType::And, &And::make},
      {"or", IRNodeType::Or, &Or::make},
  };
  return ops;
}

// The two operands of any binary node (every binary node has fields a and b).
template <typename T>
bool binary_operands(const Expr &e, Expr &a, Expr &b) {
  if (auto *n = e.as<T>()) {
    a = n->a;
    b = n->b;
    return true;
  }
  return false;
}

bool operands_of(const Expr &e, Expr &a, Expr &b) {
  return binary_operands<Add>(e, a, b) || binary_operands<Sub>(e, a, b) || binary_operands<Mul>(e, a, b) ||
         binary_operands<Div>(e, a, b) || binary_operands<FloorDiv>(e, a, b) || binary_operands<FloorMod>(e, a, b) ||
         binary_operands<BitXor>(e, a, b) || binary_operands<Min>(e, a, b) || binary_operands<Max>(e, a, b) ||
         binary_operands<EQ>(e, a, b) || binary_operands<NE>(e, a, b) || binary_operands<LT>(e, a, b) ||
         binary_operands<LE>(e, a, b) || binary_operands<GT>(e, a, b) || binary_operands<GE>(e, a, b) ||
         binary_operands<And>(e, a, b) || binary_operands<Or>(e, a, b);
}

json expr_to_json(const Expr &e) {
  if (auto *n = e.as<IntImm>()) return {{"int", n->value}, {"dtype", n->type.str()}};
  if (auto *n = e.as<FloatImm>()) return {{"float", n->value}, {"dtype", n->type.str()}};
  if (auto *n = e.as<Variable>()) return {{"var", n->name}};
  if (auto *n = e.as<TensorRead>()) {
    json idx = json::array();
    for (auto &i : n->indices) idx.push_back(expr_to_json(i));
    return {{"read", n->op->name}, {"indices", idx}};
  }
  Expr a, b;
  if (operands_of(e, a, b)) {
    for (auto &op : binary_ops()) {
      if (op.type == e.node_type()) return {{"op", op.name}, {"a", expr_to_json(a)}, {"b", expr_to_json(b)}};
    }
  }
  if (auto *n = e.as<Not>()) return {{"op", "not"}, {"a", expr_to_json(n->a)}};
  if (auto *n = e.as<Select>()) {
    return {{"op", "select"},
            {"cond", expr_to_json(n->condition)},
            {"a", expr_to_json(n->true_value)},
            {"b", expr_to_json(n->false_value)}};
  }
  if (auto *n = e.as<Cast>()) return {{"op", "cast"}, {"dtype", n->type.str()}, {"a", expr_to_json(n->value)}};
  if (auto *n = e.as<Call>()) {
    json args = json::array();
    for (auto &x : n->args) args.push_back(expr_to_json(x));
    return {{"op", "call"}, {"fn", call_op_name(n->op)}, {"args", args}};
  }
  if (auto *n = e.as<Reduce>()) {
    json axes = json::array();
    for (auto &ax : n->axes) axes.push_back({{"name", ax->var.name()}, {"extent", ax->extent}});
    json j{{"op", "reduce"}, {"kind", reduce_kind_name(n->kind)}, {"axes", axes}, {"source", expr_to_json(n->source)}};
    if (n->init.defined()) j["init"] = expr_to_json(n->init);
    return j;
  }
  internal_check(false, "a " << node_type_name(e.node_type()) << " node cannot appear in a compute body");
  return {};
}

// Rebuilds expressions of one compute: `where` is the path to the node for error messages.
class ExprReader {
 public:
  ExprReader(std::string tensor, const std::map<std::string, Operation> &ops) : tensor_(std::move(tensor)), ops_(ops) {}

  void bind(const IterVar &axis) {
    user_check(vars_.emplace(axis->var.name(), axis->var).second,
               where("") << ": two axes are named '" << axis->var.name() << "'");
  }

  Expr read(const json &j, const std::string &path) {
    user_check(j.is_object(), where(path) << ": an expression must be a JSON object, got " << j.dump());
    if (j.contains("int")) {
      user_check(j["int"].is_number_integer(), where(path) << ": \"int\" must be an integer");
      return IntImm::make(dtype(j, path, DataType::i64()), j["int"].get<int64_t>());
    }
    if (j.contains("float")) {
      user_check(j["float"].is_number(), where(path) << ": \"float\" must be a number");
      return FloatImm::make(dtype(j, path, DataType::f32()), j["float"].get<double>());
    }
    if (j.contains("var")) {
      std::string name = text(j, "var", path);
      auto it = vars_.find(name);
      user_check(it != vars_.end(), where(path) << ": variable '" << name << "' is none of the compute's axes");
      return it->second;
    }
    if (j.contains("read")) {
      std::string name = text(j, "read", path);
      auto it = ops_.find(name);
      user_check(it != ops_.end(), where(path) << ": reads tensor '" << name << "', which is not defined before it");
      std::vector<Expr> idx;
      const json &list = field(j, "indices", path);
      user_check(list.is_array(), where(path) << ": \"indices\" must be a list");
      for (size_t i = 0; i < list.size(); ++i)
        idx.push_back(read(list[i], path + ".indices[" + std::to_string(i) + "]"));
      return Tensor(it->second)(idx);
    }
    std::string op = text(j, "op", path);
    for (auto &b : binary_ops()) {
      if (op == b.name) return b.make(read(field(j, "a", path), path + ".a"), read(field(j, "b", path), path + ".b"));
    }
    if (op == "not") return Not::make(read(field(j, "a", path), path + ".a"));
    if (op == "select") {
      return Select::make(read(field(j, "cond", path), path + ".cond"), read(field(j, "a", path), path + ".a"),
                          read(field(j, "b", path), path + ".b"));
    }
    if (op == "cast") return Cast::make(dtype(j, path, std::nullopt), read(field(j, "a", path), path + ".a"));
    if (op == "call") {
      std::string fn = text(j, "fn", path);
      std::vector<Expr> args;
      const json &list = field(j, "args", path);
      user_check(list.is_array(), where(path) << ": \"args\" must be a list");
      for (size_t i = 0; i < list.size(); ++i) args.push_back(read(list[i], path + ".args[" + std::to_string(i) + "]"));
      for (int c = 0; c <= static_cast<int>(CallOp::Ceil); ++c) {
        if (fn == call_op_name(static_cast<CallOp>(c))) return Call::make(static_cast<CallOp>(c), std::move(args));
      }
      user_check(false, where(path) << ": unknown function '" << fn << "'");
    }
    if (op == "reduce") {
      user_check(path.empty(), where(path) << ": a reduction is only allowed at the top of a compute body");
      std::string kind = text(j, "kind", path);
      ReduceKind k = ReduceKind::Sum;
      if (kind == "sum")
        k = ReduceKind::Sum;
      else if (kind == "max")
        k = ReduceKind::Max;
      else if (kind == "min")
        k = ReduceKind::Min;
      else
        user_check(false, where(path) << ": unknown reduction '" << kind << "' (sum, max or min)");
      std::vector<IterVar> axes;
      const json &list = field(j, "axes", path);
      user_check(list.is_array() && !list.empty(), where(path) << ": \"axes\" must be a non-empty list");
      for (auto &a : list) {
        user_check(a.is_object() && a.contains("name") && a["name"].is_string() && a.contains("extent") &&
                       a["extent"].is_number_integer(),
                   where(path) << ": each reduction axis needs \"name\" and an integer \"extent\", got " << a.dump());
        axes.push_back(reduce_axis(a["extent"].get<int64_t>(), a["name"].get<std::string>()));
        bind(axes.back());
      }
      Expr source = read(field(j, "source", path), ".source");
      Expr init = j.contains("init") ? read(j["init"], ".init") : Expr();
      return Reduce::make(k, source, axes, init);
    }
    user_check(false, where(path) << ": unknown expression op '" << op << "'");
    return {};
  }

 private:
  std::string where(const std::string &path) const { return "tensor '" + tensor_ + "' body" + path; }
  const json &field(const json &j, const char *name, const std::string &path) const {
    user_check(j.contains(name), where(path) << ": missing \"" << name << "\" in " << j.dump());
    return j[name];
  }
  std::string text(const json &j, const char *name, const std::string &path) const {
    const json &v = field(j, name, path);
    user_check(v.is_string(), where(path) << ": \"" << name << "\" must be a string");
    return v.get<std::string>();
  }
  DataType dtype(const json &j, const std::string &path, std::optional<DataType> fallback) const {
    if (!j.contains("dtype")) {
      user_check(fallback.has_value(), where(path) << ": missing \"dtype\"");
      return *fallback;
    }
    return DataType::parse(text(j, "dtype", path));
  }

  std::string tensor_;
  const std::map<std::string, Operation> &ops_;
  std::map<std::string, Var> vars_;
};

}  // namespace

json workload_to_json(const Workload &w) {
  json tensors = json::array();
  for (auto &op : w.ops()) {
    json t{{"name", op->name}, {"dtype", op->dtype.str()}, {"shape", op->shape}};
    if (op->is_placeholder()) {
      t["placeholder"] = true;
    } else {
      json axes = json::array();
      for (auto &a : op->axes) axes.push_back(a->var.name());
      t["tag"] = op->tag;
      t["axes"] = axes;
      t["body"] = expr_to_json(op->body);
    }
    tensors.push_back(t);
  }
  json inputs = json::array(), outputs = json::array();
  for (auto &t : w.inputs()) inputs.push_back(t.name());
  for (auto &t : w.outputs()) outputs.push_back(t.name());
  json dag = {{"format", "ktune-dag"}, {"version", 1}, {"tensors", tensors}, {"inputs", inputs}, {"outputs", outputs}};
  if (w.math() == MathMode::Tf32) dag["math"] = "tf32";
  return dag;
}

Workload workload_from_json(const json &j) {
  user_check(j.is_object(), "a workload DAG must be a JSON object");
  user_check(j.value("format", "") == "ktune-dag",
             "a workload DAG needs \"format\": \"ktune-dag\" (got " << j.value("format", json("none")).dump() << ")");
  user_check(j.value("version", 0) == 1, "workload DAG version " << j.value("version", json(0)).dump()
                                                                 << " is not supported (this ktune reads version 1)");
  user_check(j.contains("tensors") && j["tensors"].is_array(), "a workload DAG needs a \"tensors\" list");
  std::map<std::string, Operation> ops;
  for (size_t i = 0; i < j["tensors"].size(); ++i) {
    const json &t = j["tensors"][i];
    user_check(t.is_object() && t.contains("name") && t["name"].is_string(),
               "workload DAG tensor " << i << " needs a \"name\"");
    std::string name = t["name"].get<std::string>();
    user_check(!ops.count(name), "workload DAG: two tensors are named '" << name << "'");
    user_check(t.contains("shape") && t["shape"].is_array(), "tensor '" << name << "' needs a \"shape\" list");
    std::vector<int64_t> shape;
    for (auto &d : t["shape"]) {
      user_check(d.is_number_integer() && d.get<int64_t>() > 0,
                 "tensor '" << name << "': shape entries must be positive integers, got " << t["shape"].dump());
      shape.push_back(d.get<int64_t>());
    }
    DataType dtype = DataType::parse(t.value("dtype", "f32"));
    if (t.value("placeholder", false)) {
      ops[name] = placeholder(shape, dtype, name).op();
      continue;
    }
    user_check(t.contains("axes") && t["axes"].is_array() && t["axes"].size() == shape.size(),
               "tensor '" << name << "' needs \"axes\": one name per dimension of its shape");
    user_check(t.contains("body"), "tensor '" << name << "' needs a \"body\" (or \"placeholder\": true)");
    ExprReader reader(name, ops);
    std::vector<IterVar> axes;
    for (size_t d = 0; d < shape.size(); ++d) {
      user_check(t["axes"][d].is_string(), "tensor '" << name << "': axis names must be strings");
      axes.push_back(make_iter_var(t["axes"][d].get<std::string>(), shape[d], IterVarNode::Kind::Spatial));
      reader.bind(axes.back());
    }
    Expr body = reader.read(t["body"], "");
    ops[name] = compute_from_body(axes, body, name, t.value("tag", ""), dtype).op();
  }
  auto tensor_list = [&](const char *key) {
    std::vector<Tensor> list;
    user_check(j.contains(key) && j[key].is_array(), "a workload DAG needs an \"" << key << "\" list of tensor names");
    for (auto &n : j[key]) {
      user_check(n.is_string() && ops.count(n.get<std::string>()),
                 "workload DAG \"" << key << "\": " << n.dump() << " is not one of its tensors");
      list.emplace_back(ops[n.get<std::string>()]);
    }
    return list;
  };
  user_check(!j.contains("math") || j["math"].is_string(), "workload DAG \"math\" must be a string");
  std::string math = j.value("math", "exact");
  user_check(math == "exact" || math == "tf32",
             "workload DAG \"math\": '" << math << "' is not exact or tf32 (products rounded to TF32 allowed)");
  Workload w(tensor_list("inputs"), tensor_list("outputs"), math == "tf32" ? MathMode::Tf32 : MathMode::Exact);
  w.op_name = "custom";
  w.spec = workload_to_json(w).dump();
  w.flops = count_flops(w);
  return w;
}

double count_flops(const Workload &w) {
  double total = 0;
  for (auto &op : w.ops()) {
    if (!op->is_compute()) continue;
    double points = 1;
    for (int64_t d : op->shape) points *= static_cast<double>(d);
    double per_point = 0;
    std::function<double(const Expr &)> count = [&](const Expr &e) -> double {
      double n = 0;
      post_order_visit(e, [&](const Expr &x) {
        if (x.as<Reduce>()) return;
        if (!x.type().is_float()) return;
        if (auto *c = x.as<Call>())
          n += c->op == CallOp::Fma ? 2 : 1;
        else if (x.as<Add>() || x.as<Sub>() || x.as<Mul>() || x.as<Div>() || x.as<Min>() || x.as<Max>())
          n += 1;
      });
      return n;
    };
    if (auto *r = op->reduce()) {
      double iterations = 1;
      for (auto &a : r->axes) iterations *= static_cast<double>(a->extent);
      per_point = iterations * (count(r->source) + (r->type.is_float() ? 1 : 0));
    } else {
      per_point = count(op->body);
    }
    total += points * per_point;
  }
  return total;
}

}  // namespace ktune
