// The decomposed LayerNorm: ReduceMean, Sub, Pow (or Mul), ReduceMean, Add eps, Sqrt, Div (or
// Reciprocal and Mul), then optionally Mul by a scale and Add of a bias, over the last axis,
// becomes one LayerNormalization node.
//
// What it decides: exporters before opset 17 (and PyTorch's with an older opset) write layer
// normalisation as these nine nodes; as nodes they would be five kernels with two reductions,
// as one node they are one kernel (the registry's layernorm where the scale and bias are
// vectors over the last axis). The match is structural and strict: each inner value is read
// only by the next node of the pattern (the centred value by the square and the division), the
// reductions are over the last axis with keepdims, eps is a scalar constant, and the scale and
// bias are constants that broadcast over the last axis. Anything else is left as it is.
#include <algorithm>
#include <set>

#include "Passes.h"

namespace ktune::graph {

namespace {

class LayerNormMatcher {
 public:
  explicit LayerNormMatcher(Graph &g) : g_(g), consumers_(g.consumers()) {}

  // Matches the pattern at ReduceMean node m1; on success rewrites the graph.
  bool try_at(int m1) {
    std::vector<int> nodes{m1};
    const Node &mean = g_.nodes[m1];
    int x = mean.inputs[0];
    size_t rank = g_.values[x].shape.size();
    if (!last_axis_mean(mean, rank)) return false;
    int sub = only_consumer(mean.outputs[0], "Sub");
    if (sub < 0 || g_.nodes[sub].inputs[0] != x || g_.nodes[sub].inputs[1] != mean.outputs[0]) return false;
    nodes.push_back(sub);
    int d = g_.nodes[sub].outputs[0];
    if (g_.is_output(d) || consumers_[d].size() != 2) return false;
    int sq = -1, div = -1;
    for (int c : consumers_[d]) {
      const Node &n = g_.nodes[c];
      double e = 0;
      if (n.op == "Pow" && n.inputs[0] == d && scalar_constant(g_, n.inputs[1], &e) && e == 2.0) sq = c;
      if (n.op == "Mul" && n.inputs[0] == d && n.inputs[1] == d) sq = c;
      if (n.op == "Div" && n.inputs[0] == d) div = c;
      if (n.op == "Mul" && n.inputs.size() == 2 && n.inputs[0] != n.inputs[1]) div = c;  // d * reciprocal
    }
    if (sq < 0 || div < 0) return false;
    nodes.push_back(sq);
    int var = only_consumer(g_.nodes[sq].outputs[0], "ReduceMean");
    if (var < 0 || !last_axis_mean(g_.nodes[var], rank)) return false;
    nodes.push_back(var);
    int add = only_consumer(g_.nodes[var].outputs[0], "Add");
    double eps = 0;
    if (add < 0 || !scalar_constant(g_, other_input(add, g_.nodes[var].outputs[0]), &eps)) return false;
    nodes.push_back(add);
    int sqrt = only_consumer(g_.nodes[add].outputs[0], "Sqrt");
    if (sqrt < 0) return false;
    nodes.push_back(sqrt);
    int s = g_.nodes[sqrt].outputs[0];
    if (g_.nodes[div].op == "Div") {
      if (g_.nodes[div].inputs[1] != s || single_use(s) != div) return false;
    } else {  // Mul(d, Reciprocal(sqrt))
      int rec = only_consumer(s, "Reciprocal");
      if (rec < 0 || other_input(div, d) != g_.nodes[rec].outputs[0] || single_use(g_.nodes[rec].outputs[0]) != div) {
        return false;
      }
      nodes.push_back(rec);
    }
    nodes.push_back(div);
    int y = g_.nodes[div].outputs[0];
    int64_t N = g_.values[x].shape.back();
    int scale = -1, bias = -1;
    int mul = only_consumer(y, "Mul");
    if (mul >= 0 && fits_last_axis(other_input(mul, y), N)) {
      scale = other_input(mul, y);
      nodes.push_back(mul);
      y = g_.nodes[mul].outputs[0];
      int b = only_consumer(y, "Add");
      if (b >= 0 && fits_last_axis(other_input(b, y), N)) {
        bias = other_input(b, y);
        nodes.push_back(b);
        y = g_.nodes[b].outputs[0];
      }
    }
    if (scale < 0) scale = g_.add_constant(g_.fresh_name("layernorm_ones"), filled(N, 1.0f));
    if (bias < 0) bias = g_.add_constant(g_.fresh_name("layernorm_zeros"), filled(N, 0.0f));
    Node ln;
    ln.op = "LayerNormalization";
    ln.name = g_.nodes[nodes.back()].name;
    ln.inputs = {x, scale, bias};
    ln.outputs = {y};
    Attribute axis, epsilon;
    axis.kind = Attribute::Kind::Int;
    axis.i = static_cast<int64_t>(rank) - 1;
    epsilon.kind = Attribute::Kind::Float;
    epsilon.f = eps;
    ln.attrs = {{"axis", axis}, {"epsilon", epsilon}};
    for (int n : nodes) ln.origin.insert(ln.origin.end(), g_.nodes[n].origin.begin(), g_.nodes[n].origin.end());
    rewrite(nodes, ln);
    return true;
  }

 private:
  Graph &g_;
  std::vector<std::vector<int>> consumers_;

  bool last_axis_mean(const Node &n, size_t rank) const {
    return n.op == "ReduceMean" && n.attr_int("keepdims", 1) == 1 &&
           n.attr_ints("axes") == std::vector<int64_t>{static_cast<int64_t>(rank) - 1};
  }
  // The node that alone reads v, if it is of that op; else -1.
  int only_consumer(int v, const std::string &op) const {
    if (g_.is_output(v) || consumers_[v].size() != 1) return -1;
    int c = consumers_[v][0];
    return g_.nodes[c].op == op ? c : -1;
  }
  int single_use(int v) const { return consumers_[v].size() == 1 && !g_.is_output(v) ? consumers_[v][0] : -1; }
  int other_input(int node, int v) const {
    const Node &n = g_.nodes[node];
    if (n.inputs.size() != 2) return -1;
    return n.inputs[0] == v ? n.inputs[1] : n.inputs[1] == v ? n.inputs[0] : -1;
  }
  bool fits_last_axis(int v, int64_t N) const {
    if (v < 0 || !g_.values[v].is_constant()) return false;
    const auto &s = g_.values[v].shape;
    for (size_t d = 0; d + 1 < s.size(); ++d) {
      if (s[d] != 1) return false;
    }
    return !s.empty() && s.back() == N;
  }
  static NDArray filled(int64_t n, float v) {
    NDArray a = NDArray::empty({n}, DataType::f32());
    for (int64_t i = 0; i < n; ++i) a.as<float>()[i] = v;
    return a;
  }
  void rewrite(const std::vector<int> &nodes, const Node &ln) {
    int last = *std::max_element(nodes.begin(), nodes.end());
    std::set<int> gone(nodes.begin(), nodes.end());
    std::vector<Node> kept;
    for (size_t k = 0; k < g_.nodes.size(); ++k) {
      if (static_cast<int>(k) == last) {
        kept.push_back(ln);
      } else if (!gone.count(static_cast<int>(k))) {
        kept.push_back(std::move(g_.nodes[k]));
      }
    }
    g_.nodes = std::move(kept);
    for (auto &v : g_.values) v.producer = -1;
    for (size_t k = 0; k < g_.nodes.size(); ++k) {
      for (int v : g_.nodes[k].outputs) g_.values[v].producer = static_cast<int>(k);
    }
    consumers_ = g_.consumers();
  }
};

}  // namespace

void recognize_layer_norm(Graph &g) {
  LayerNormMatcher m(g);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t k = 0; k < g.nodes.size(); ++k) {
      if (g.nodes[k].op == "ReduceMean" && m.try_at(static_cast<int>(k))) {
        changed = true;
        break;
      }
    }
  }
}

}  // namespace ktune::graph
