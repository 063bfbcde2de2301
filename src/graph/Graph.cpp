// The graph's own bookkeeping: values, consumers, topological order, dead-node removal, printing.
#include "ktune/graph/Graph.h"

#include <algorithm>
#include <set>
#include <sstream>

#include <fmt/format.h>

#include "ktune/support/Error.h"

namespace ktune::graph {

int64_t Value::elements() const {
  int64_t n = 1;
  for (auto d : shape) {
    user_check(d >= 0 && !__builtin_mul_overflow(n, d, &n), "value '" << name << "': its shape overflows 64 bits");
  }
  return n;
}

std::string Value::type_str() const {
  std::string s = dtype.str() + "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? "," : "") + std::to_string(shape[i]);
  return s + "]";
}

int64_t Node::attr_int(const std::string &key, int64_t fallback) const {
  auto it = attrs.find(key);
  if (it == attrs.end()) return fallback;
  user_check(it->second.kind == Attribute::Kind::Int,
             "node '" << name << "' (" << op << "): attribute " << key << " is not an integer");
  return it->second.i;
}

double Node::attr_float(const std::string &key, double fallback) const {
  auto it = attrs.find(key);
  if (it == attrs.end()) return fallback;
  if (it->second.kind == Attribute::Kind::Int) return static_cast<double>(it->second.i);
  user_check(it->second.kind == Attribute::Kind::Float,
             "node '" << name << "' (" << op << "): attribute " << key << " is not a number");
  return it->second.f;
}

std::string Node::attr_string(const std::string &key, const std::string &fallback) const {
  auto it = attrs.find(key);
  if (it == attrs.end()) return fallback;
  user_check(it->second.kind == Attribute::Kind::String,
             "node '" << name << "' (" << op << "): attribute " << key << " is not a string");
  return it->second.s;
}

std::vector<int64_t> Node::attr_ints(const std::string &key, const std::vector<int64_t> &fallback) const {
  auto it = attrs.find(key);
  if (it == attrs.end()) return fallback;
  if (it->second.kind == Attribute::Kind::Int) return {it->second.i};
  user_check(it->second.kind == Attribute::Kind::Ints,
             "node '" << name << "' (" << op << "): attribute " << key << " is not a list of integers");
  return it->second.ints;
}

int Graph::add_value(Value v) {
  values.push_back(std::move(v));
  return static_cast<int>(values.size()) - 1;
}

int Graph::add_constant(const std::string &name, NDArray data) {
  Value v;
  v.name = name;
  v.dtype = data.dtype();
  v.shape = data.shape();
  v.constant = std::make_shared<const NDArray>(std::move(data));
  return add_value(std::move(v));
}

int Graph::find_value(const std::string &name) const {
  for (size_t i = 0; i < values.size(); ++i) {
    if (values[i].name == name) return static_cast<int>(i);
  }
  return -1;
}

std::string Graph::fresh_name(const std::string &stem) const {
  std::set<std::string> used;
  for (auto &v : values) used.insert(v.name);
  if (!used.count(stem)) return stem;
  for (int k = 1;; ++k) {
    std::string n = fmt::format("{}_{}", stem, k);
    if (!used.count(n)) return n;
  }
}

std::vector<std::vector<int>> Graph::consumers() const {
  std::vector<std::vector<int>> c(values.size());
  for (size_t n = 0; n < nodes.size(); ++n) {
    for (int v : nodes[n].inputs) {
      if (v >= 0 && (c[v].empty() || c[v].back() != static_cast<int>(n))) c[v].push_back(static_cast<int>(n));
    }
  }
  return c;
}

bool Graph::is_output(int value) const { return std::find(outputs.begin(), outputs.end(), value) != outputs.end(); }

void Graph::sort_topologically() {
  std::vector<int> writer(values.size(), -1);
  for (size_t n = 0; n < nodes.size(); ++n) {
    for (int v : nodes[n].outputs) {
      user_check(writer[v] < 0, "value '" << values[v].name << "' is written by two nodes, '" << nodes[writer[v]].name
                                          << "' and '" << nodes[n].name << "'");
      writer[v] = static_cast<int>(n);
    }
  }
  std::vector<bool> ready(values.size(), false);
  for (size_t v = 0; v < values.size(); ++v) {
    if (writer[v] < 0) {
      user_check(
          values[v].is_constant() || std::find(inputs.begin(), inputs.end(), static_cast<int>(v)) != inputs.end() ||
              std::none_of(nodes.begin(), nodes.end(),
                           [&](const Node &n) {
                             return std::find(n.inputs.begin(), n.inputs.end(), static_cast<int>(v)) != n.inputs.end();
                           }),
          "value '" << values[v].name << "' is read but is neither a graph input, a constant nor a node's output");
      ready[v] = true;
    }
  }
  // Kahn's algorithm, taking the earliest ready node each time, so that a graph already in order
  // keeps its order.
  std::vector<Node> sorted;
  std::vector<bool> done(nodes.size(), false);
  sorted.reserve(nodes.size());
  for (bool progress = true; progress;) {
    progress = false;
    for (size_t n = 0; n < nodes.size(); ++n) {
      if (done[n]) continue;
      bool can = std::all_of(nodes[n].inputs.begin(), nodes[n].inputs.end(), [&](int v) { return v < 0 || ready[v]; });
      if (!can) continue;
      done[n] = true;
      for (int v : nodes[n].outputs) ready[v] = true;
      sorted.push_back(nodes[n]);
      progress = true;
      break;
    }
  }
  if (sorted.size() != nodes.size()) {
    std::string stuck;
    int shown = 0;
    for (size_t n = 0; n < nodes.size(); ++n) {
      if (done[n] || shown == 8) continue;
      stuck += (stuck.empty() ? "" : ", ") + ("'" + nodes[n].name + "' (" + nodes[n].op + ")");
      ++shown;
    }
    user_check(false, "the graph has a cycle: " << nodes.size() - sorted.size()
                                                << " nodes wait on each other's outputs, e.g. " << stuck);
  }
  nodes = std::move(sorted);
  for (auto &v : values) v.producer = -1;
  for (size_t n = 0; n < nodes.size(); ++n) {
    for (int v : nodes[n].outputs) values[v].producer = static_cast<int>(n);
  }
}

void Graph::remove_dead() {
  // Live nodes: those that (transitively) feed a graph output.
  std::vector<bool> live_value(values.size(), false);
  for (int v : outputs) live_value[v] = true;
  std::vector<bool> live_node(nodes.size(), false);
  for (size_t k = nodes.size(); k-- > 0;) {
    const Node &n = nodes[k];
    if (std::none_of(n.outputs.begin(), n.outputs.end(), [&](int v) { return live_value[v]; })) continue;
    live_node[k] = true;
    for (int v : n.inputs) {
      if (v >= 0) live_value[v] = true;
    }
  }
  for (int v : inputs) live_value[v] = true;
  std::vector<int> remap(values.size(), -1);
  std::vector<Value> kept;
  for (size_t v = 0; v < values.size(); ++v) {
    if (!live_value[v]) continue;
    remap[v] = static_cast<int>(kept.size());
    kept.push_back(values[v]);
  }
  std::vector<Node> kept_nodes;
  for (size_t k = 0; k < nodes.size(); ++k) {
    if (!live_node[k]) continue;
    Node n = nodes[k];
    for (int &v : n.inputs) v = v < 0 ? -1 : remap[v];
    // An unread extra output of a live node (Dropout's mask, say) is dropped.
    std::vector<int> outs;
    for (int v : n.outputs) outs.push_back(remap[v]);
    n.outputs = outs;
    kept_nodes.push_back(std::move(n));
  }
  for (int &v : inputs) v = remap[v];
  for (int &v : outputs) v = remap[v];
  values = std::move(kept);
  nodes = std::move(kept_nodes);
  for (auto &v : values) v.producer = -1;
  for (size_t k = 0; k < nodes.size(); ++k) {
    for (int v : nodes[k].outputs) {
      if (v >= 0) values[v].producer = static_cast<int>(k);
    }
  }
}

namespace {
std::string attr_str(const Attribute &a) {
  auto list = [](const auto &xs) {
    std::string s = "[";
    for (size_t i = 0; i < xs.size(); ++i) s += (i ? "," : "") + fmt::format("{}", xs[i]);
    return s + "]";
  };
  switch (a.kind) {
    case Attribute::Kind::Int: return std::to_string(a.i);
    case Attribute::Kind::Float: return fmt::format("{}", a.f);
    case Attribute::Kind::String: return "\"" + a.s + "\"";
    case Attribute::Kind::Ints: return list(a.ints);
    case Attribute::Kind::Floats: return list(a.floats);
    case Attribute::Kind::Tensor: return "<tensor>";
  }
  return "?";
}
}  // namespace

std::string Graph::str() const {
  std::ostringstream os;
  for (int v : inputs) os << "input  %" << values[v].name << " " << values[v].type_str() << "\n";
  for (auto &n : nodes) {
    os << "  ";
    for (size_t k = 0; k < n.outputs.size(); ++k) {
      if (n.outputs[k] < 0) continue;
      os << (k ? ", " : "") << "%" << values[n.outputs[k]].name << " " << values[n.outputs[k]].type_str();
    }
    os << " = " << n.op << "(";
    for (size_t k = 0; k < n.inputs.size(); ++k) {
      os << (k ? ", " : "");
      if (n.inputs[k] < 0) {
        os << "-";
        continue;
      }
      const Value &v = values[n.inputs[k]];
      os << (v.is_constant() ? "$" : "%") << v.name;
    }
    os << ")";
    if (!n.attrs.empty()) {
      os << " {";
      bool first = true;
      for (auto &[k, a] : n.attrs) {
        os << (first ? "" : ", ") << k << "=" << attr_str(a);
        first = false;
      }
      os << "}";
    }
    os << "  # " << n.name;
    if (n.origin.size() > 1) os << " (" << n.origin.size() << " ONNX nodes)";
    os << "\n";
  }
  for (int v : outputs) os << "output %" << values[v].name << " " << values[v].type_str() << "\n";
  return os.str();
}

bool scalar_constant(const Graph &g, int v, double *out) {
  if (v < 0 || !g.values[v].is_constant()) return false;
  const NDArray &a = *g.values[v].constant;
  if (a.size() != 1 || !NDArray::has_scalar_access(a.dtype())) return false;
  *out = a.get(0);
  return true;
}

}  // namespace ktune::graph
