// Fusion: the graph cut into kernels, each a group of nodes that runs as one.
//
// What it decides (the rules, in the spirit of TVM's FuseOps and Inductor's pointwise
// epilogues, kept simple enough to state):
// - Views are not kernels. Reshape, Flatten, Squeeze and Unsqueeze of contiguous data give the
//   same buffer another shape; a kernel that reads a view reads its storage with the view's
//   shape.
// - An anchor (Conv, MatMul, Gemm, pooling, Softmax, LayerNormalization, a reduction) starts a
//   kernel; so does an injective copy (Transpose, Slice, Concat, Gather, Expand) and an
//   elementwise node that no kernel absorbed.
// - A kernel absorbs the elementwise node that alone reads its output, as long as that node's
//   output has the kernel's output shape (a bias, an activation, a residual add, a scale) and
//   its other inputs do not depend on the kernel (no cycle through another kernel); then the
//   next one, and so on. A value that is also a graph output, or is read by two nodes, ends
//   the kernel there: it has to be stored.
// - A Transpose read only by a MatMul (or a Gemm) becomes that operand's layout: the MatMul
//   reads the transposed data through the index map (attention's Q.K^T reads K this way), no
//   copy is made. Every other Transpose is a copy kernel.
// Each group lists the values it reads from outside and the one value it writes; groups come
// in the graph's topological order, so each runs after the kernels it reads from.
#include "ktune/graph/Fusion.h"

#include <algorithm>
#include <functional>
#include <set>

#include "ktune/graph/OpSet.h"
#include "ktune/support/Error.h"

namespace ktune::graph {

int FusedGraph::storage(int v) const {
  auto it = views.find(v);
  return it == views.end() ? v : it->second;
}

namespace {

OpKind kind_of(const Node &n) {
  const OpSupport *s = find_op_support(n.op);
  internal_check(s, "fusion met an op it does not know: " << n.op);
  return s->kind;
}

class Fuser {
 public:
  explicit Fuser(FusedGraph &fg) : fg_(fg), g_(fg.graph), consumers_(g_.consumers()), group_of_(g_.nodes.size(), -1) {}

  void run() {
    for (size_t k = 0; k < g_.nodes.size(); ++k) {
      const Node &n = g_.nodes[k];
      if (kind_of(n) == OpKind::View) {
        fg_.views[n.outputs[0]] = fg_.storage(n.inputs[0]);
        group_of_[k] = -2;
      }
    }
    for (size_t k = 0; k < g_.nodes.size(); ++k) {
      if (group_of_[k] != -1) continue;
      if (is_operand_transpose(static_cast<int>(k))) continue;  // taken by its MatMul below
      make_group(static_cast<int>(k));
    }
    for (size_t k = 0; k < g_.nodes.size(); ++k) {
      internal_check(group_of_[k] != -1, "fusion left node '" << g_.nodes[k].name << "' without a kernel");
    }
    order();
  }

 private:
  FusedGraph &fg_;
  Graph &g_;
  std::vector<std::vector<int>> consumers_;
  std::vector<int> group_of_;  // -1: not yet, -2: a view, else the group index

  // Kernels in an order that runs each after those it reads from: groups are made in node order
  // of their anchors, but an epilogue's other input (a residual) may come from a later anchor.
  void order() {
    size_t count = fg_.groups.size();
    std::vector<std::set<int>> deps(count);
    for (size_t i = 0; i < count; ++i) {
      for (int v : fg_.groups[i].inputs) {
        int p = g_.values[fg_.storage(v)].producer;
        if (p >= 0 && group_of_[p] >= 0 && group_of_[p] != static_cast<int>(i)) deps[i].insert(group_of_[p]);
      }
    }
    std::vector<FusedGroup> sorted;
    std::vector<bool> done(count, false);
    while (sorted.size() < count) {
      size_t before = sorted.size();
      for (size_t i = 0; i < count; ++i) {
        if (done[i] || !std::all_of(deps[i].begin(), deps[i].end(), [&](int d) { return done[d]; })) continue;
        done[i] = true;
        sorted.push_back(fg_.groups[i]);
        break;
      }
      internal_check(sorted.size() > before, "the fused kernels depend on each other in a cycle");
    }
    fg_.groups = std::move(sorted);
  }

  int single_consumer(int v) const {
    if (g_.is_output(v) || consumers_[v].size() != 1) return -1;
    return consumers_[v][0];
  }
  bool is_operand_transpose(int k) const {
    const Node &n = g_.nodes[k];
    if (n.op != "Transpose") return false;
    int c = single_consumer(n.outputs[0]);
    if (c < 0) return false;
    const Node &m = g_.nodes[c];
    if (m.op == "MatMul") return true;
    // Gemm's operands are 2-D; its transA/transB already say the same, but a Transpose node
    // before it is read the same way.
    return m.op == "Gemm" && (m.inputs[0] == n.outputs[0] || m.inputs[1] == n.outputs[0]);
  }
  // Whether node k depends (through any path) on a node of the group.
  bool depends_on(int k, const std::set<int> &group) const {
    std::vector<int> stack{k};
    std::set<int> seen;
    while (!stack.empty()) {
      int n = stack.back();
      stack.pop_back();
      if (group.count(n)) return true;
      if (!seen.insert(n).second) continue;
      for (int v : g_.nodes[n].inputs) {
        if (v >= 0 && g_.values[v].producer >= 0) stack.push_back(g_.values[v].producer);
      }
    }
    return false;
  }

  void make_group(int first) {
    FusedGroup grp;
    std::set<int> members;
    const Node &a = g_.nodes[first];
    if (a.op == "MatMul" || a.op == "Gemm") {
      for (int v : a.inputs) {
        int p = v >= 0 ? g_.values[v].producer : -1;
        if (p >= 0 && group_of_[p] == -1 && is_operand_transpose(p) && single_consumer(v) == first) {
          grp.nodes.push_back(p);
          members.insert(p);
        }
      }
    }
    grp.anchor = first;
    grp.nodes.push_back(first);
    members.insert(first);
    int out = a.outputs[0];
    // The elementwise epilogue.
    for (;;) {
      int c = single_consumer(out);
      if (c < 0 || group_of_[c] != -1) break;
      const Node &e = g_.nodes[c];
      if (kind_of(e) != OpKind::Elementwise) break;
      if (g_.values[e.outputs[0]].shape != g_.values[out].shape) break;
      bool independent = true;
      for (int v : e.inputs) {
        if (v == out || v < 0) continue;
        int p = g_.values[v].producer;
        if (p >= 0 && depends_on(p, members)) independent = false;
      }
      if (!independent) break;
      grp.nodes.push_back(c);
      members.insert(c);
      out = e.outputs[0];
    }
    grp.output = out;
    std::set<int> produced;
    for (int n : grp.nodes) {
      for (int v : g_.nodes[n].inputs) {
        if (v < 0 || produced.count(v)) continue;
        if (std::find(grp.inputs.begin(), grp.inputs.end(), v) == grp.inputs.end()) grp.inputs.push_back(v);
      }
      for (int v : g_.nodes[n].outputs) produced.insert(v);
    }
    for (int n : grp.nodes) {
      grp.onnx_nodes.insert(grp.onnx_nodes.end(), g_.nodes[n].origin.begin(), g_.nodes[n].origin.end());
    }
    int index = static_cast<int>(fg_.groups.size());
    for (int n : grp.nodes) group_of_[n] = index;
    fg_.groups.push_back(std::move(grp));
  }
};

}  // namespace

FusedGraph fuse(Graph g) {
  FusedGraph fg;
  fg.graph = std::move(g);
  Fuser(fg).run();
  return fg;
}

}  // namespace ktune::graph
