// Activation patterns: the elementwise regions that compute GELU (erf or tanh form), SiLU or
// HardSwish of one value become one node (Gelu, Silu, HardSwish).
//
// What it decides: exporters write these activations as chains of small ops, in many orders
// (x * 0.5 * (1 + erf(x / sqrt 2)), 0.5 * x * (...), x * sigmoid(x), x * relu6(x + 3) / 6, ...).
// Rather than listing the orders, a region is recognised by what it computes: around each
// Erf, Tanh, Sigmoid, HardSigmoid or Clip node, every region of elementwise nodes that reads
// one value x (and scalar constants) and whose inner values are read only inside it is
// evaluated by the reference interpreter at 89 points of [-8, 8] and 8 up to +-100; where it
// matches an activation to 1e-6 (relative to the value's scale), the largest such region becomes one node
// whose origin lists the ONNX nodes it replaced. The kernel then carries the activation's name
// (dense's act=gelu, a kernel named ..._gelu), and its code is the one expression ktune knows
// for it. A region that computes something else is left as it is and fuses like any other.
#include <algorithm>
#include <cmath>
#include <functional>
#include <set>

#include "Passes.h"
#include "ktune/graph/Interpreter.h"
#include "ktune/graph/OpSet.h"

namespace ktune::graph {

namespace {

struct Candidate {
  std::string op, approximate;
  std::function<double(double)> f;
};

const std::vector<Candidate> &candidates() {
  static const std::vector<Candidate> c = {
      {"Gelu", "none", [](double x) { return 0.5 * x * (1.0 + std::erf(x / std::sqrt(2.0))); }},
      {"Gelu", "tanh",
       [](double x) { return 0.5 * x * (1.0 + std::tanh(std::sqrt(2.0 / M_PI) * (x + 0.044715 * x * x * x))); }},
      {"Silu", "", [](double x) { return x / (1.0 + std::exp(-x)); }},
      {"HardSwish", "", [](double x) { return x * std::max(0.0, std::min(1.0, x / 6.0 + 0.5)); }},
  };
  return c;
}

bool is_elementwise(const Node &n) {
  const OpSupport *s = find_op_support(n.op);
  return s && s->kind == OpKind::Elementwise && n.op != "BatchNormalization";
}

class Matcher {
 public:
  explicit Matcher(Graph &g) : g_(g), consumers_(g.consumers()) {}

  // Tries every (x, y) pair around node t; applies the largest match. Returns whether it did.
  bool try_at(int t) {
    std::vector<int> xs = backward_values(g_.nodes[t].inputs[0], 6);
    std::vector<int> ys = forward_values(g_.nodes[t].outputs[0], 6);
    // Larger regions first: the farthest y, then the farthest x.
    for (auto yi = ys.rbegin(); yi != ys.rend(); ++yi) {
      for (auto xi = xs.rbegin(); xi != xs.rend(); ++xi) {
        std::vector<int> region;
        if (!region_between(*xi, *yi, &region)) continue;
        const Candidate *c = match(*xi, *yi, region);
        if (!c) continue;
        replace(*xi, *yi, region, *c);
        return true;
      }
    }
    return false;
  }

 private:
  Graph &g_;
  std::vector<std::vector<int>> consumers_;

  bool scalar(int v) const {
    double d;
    return scalar_constant(g_, v, &d);
  }
  // The values reached walking back from v through elementwise nodes (every input), nearest
  // first: the candidates for the region's one input x.
  std::vector<int> backward_values(int v, int depth) const {
    std::vector<int> out{v}, frontier{v};
    std::set<int> seen{v};
    while (depth-- > 0 && !frontier.empty() && out.size() < 24) {
      std::vector<int> next;
      for (int f : frontier) {
        int p = g_.values[f].producer;
        if (p < 0 || !is_elementwise(g_.nodes[p])) continue;
        for (int in : g_.nodes[p].inputs) {
          if (in < 0 || scalar(in) || !seen.insert(in).second) continue;
          next.push_back(in);
          out.push_back(in);
        }
      }
      frontier = next;
    }
    return out;
  }
  // The values reached walking forward from v through elementwise consumers (every path).
  std::vector<int> forward_values(int v, int depth) const {
    std::vector<int> out, frontier{v};
    std::set<int> seen{v};
    out.push_back(v);
    while (depth-- > 0 && !frontier.empty()) {
      std::vector<int> next;
      for (int f : frontier) {
        for (int c : consumers_[f]) {
          if (!is_elementwise(g_.nodes[c])) continue;
          int o = g_.nodes[c].outputs[0];
          if (seen.insert(o).second) {
            next.push_back(o);
            out.push_back(o);
          }
        }
      }
      frontier = next;
    }
    return out;
  }
  // The nodes between x and y: elementwise ancestors of y that x reaches; every input of each is
  // x, a scalar constant or another region node's output, and every value inside is read only
  // inside (y aside).
  bool region_between(int x, int y, std::vector<int> *region) const {
    std::set<int> nodes;
    std::vector<int> stack{y};
    std::set<int> visited;
    while (!stack.empty()) {
      int v = stack.back();
      stack.pop_back();
      if (v == x || scalar(v) || !visited.insert(v).second) continue;
      int p = g_.values[v].producer;
      if (p < 0 || !is_elementwise(g_.nodes[p]) || nodes.size() > 12) return false;
      nodes.insert(p);
      for (int in : g_.nodes[p].inputs) {
        if (in < 0) return false;
        stack.push_back(in);
      }
    }
    if (nodes.size() < 2) return false;
    for (int n : nodes) {
      int o = g_.nodes[n].outputs[0];
      if (o == y) continue;
      if (g_.is_output(o)) return false;
      for (int c : consumers_[o]) {
        if (!nodes.count(c)) return false;
      }
      if (g_.values[o].shape != g_.values[x].shape) return false;
    }
    if (g_.values[y].shape != g_.values[x].shape) return false;
    region->assign(nodes.begin(), nodes.end());  // node indices ascending: topological
    return true;
  }
  // Evaluates the region on sample points and compares with each activation.
  const Candidate *match(int x, int y, const std::vector<int> &region) const {
    Graph t;
    t.opset = g_.opset;
    std::map<int, int> map;
    const int samples = 97;
    Value xv;
    xv.name = "x";
    xv.dtype = DataType::f64();
    xv.shape = {samples};
    map[x] = t.add_value(xv);
    t.inputs = {map[x]};
    for (int n : region) {
      Node copy = g_.nodes[n];
      for (int &in : copy.inputs) {
        if (!map.count(in)) {
          double d = 0;
          scalar_constant(g_, in, &d);
          NDArray c = NDArray::empty({}, DataType::f64());
          c.set(0, d);
          map[in] = t.add_constant("c" + std::to_string(in), c);
        }
        in = map[in];
      }
      Value ov;
      ov.name = "v" + std::to_string(copy.outputs[0]);
      ov.dtype = DataType::f64();
      ov.shape = {samples};
      map[copy.outputs[0]] = t.add_value(ov);
      copy.outputs = {map[copy.outputs[0]]};
      t.nodes.push_back(copy);
    }
    t.outputs = {map[y]};
    NDArray in = NDArray::empty({samples}, DataType::f64());
    // 89 points of [-8, 8], where the activations bend, then far ones, where a clipped or
    // otherwise different region would part from them.
    static const double far[] = {-100, -50, -20, -12, 12, 20, 50, 100};
    for (int i = 0; i < samples - 8; ++i) in.set(i, -8.0 + 16.0 * i / (samples - 9));
    for (int i = 0; i < 8; ++i) in.set(samples - 8 + i, far[i]);
    NDArray out;
    try {
      out = run_graph(t, {in})[0];
    } catch (const std::exception &) {
      return nullptr;
    }
    for (auto &c : candidates()) {
      bool ok = true;
      for (int i = 0; i < samples && ok; ++i) {
        double want = c.f(in.get(i));
        ok = std::fabs(out.get(i) - want) <= 1e-6 * std::max(1.0, std::fabs(want));
      }
      if (ok) return &c;
    }
    return nullptr;
  }
  void replace(int x, int y, const std::vector<int> &region, const Candidate &c) {
    Node n;
    n.op = c.op;
    n.name = g_.nodes[region.back()].name;
    if (!c.approximate.empty()) {
      Attribute a;
      a.kind = Attribute::Kind::String;
      a.s = c.approximate;
      n.attrs["approximate"] = a;
    }
    for (int r : region) n.origin.insert(n.origin.end(), g_.nodes[r].origin.begin(), g_.nodes[r].origin.end());
    n.inputs = {x};
    n.outputs = {y};
    // The new node takes the place of the region's last node; the others go.
    int last = region.back();
    std::set<int> gone(region.begin(), region.end());
    std::vector<Node> kept;
    for (size_t k = 0; k < g_.nodes.size(); ++k) {
      if (static_cast<int>(k) == last) {
        kept.push_back(n);
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

void recognize_activation_patterns(Graph &g) {
  static const std::set<std::string> seeds = {"Erf", "Tanh", "Sigmoid", "HardSigmoid", "Clip"};
  Matcher m(g);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t k = 0; k < g.nodes.size(); ++k) {
      if (!seeds.count(g.nodes[k].op)) continue;
      if (m.try_at(static_cast<int>(k))) {
        changed = true;
        break;
      }
    }
  }
}

}  // namespace ktune::graph
