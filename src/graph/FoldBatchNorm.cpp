// BatchNormalization folding: an inference BatchNormalization that reads only a Conv's output
// becomes part of that Conv's weights and bias.
//
// What it decides: y = (conv(x, W) + b - mean) * gamma / sqrt(var + eps) + beta is
// conv(x, W * s) + (b - mean) * s + beta with s = gamma / sqrt(var + eps) per output channel,
// so the normalisation costs nothing at run time. It applies when the Conv's weights (and bias,
// if any) are constants and nothing else reads the Conv's output; the folded weights are new
// constants (the originals, still referenced by nobody, are dropped with the dead values). A
// BatchNormalization that does not follow such a Conv stays an elementwise node (a per-channel
// scale and shift) and fuses like one.
#include <cmath>

#include "Passes.h"

namespace ktune::graph {

void fold_batch_norms(Graph &g) {
  auto consumers = g.consumers();
  std::vector<bool> drop(g.nodes.size(), false);
  for (size_t k = 0; k < g.nodes.size(); ++k) {
    Node &bn = g.nodes[k];
    if (bn.op != "BatchNormalization") continue;
    int x = bn.inputs[0];
    int p = g.values[x].producer;
    if (p < 0 || g.nodes[p].op != "Conv" || consumers[x].size() != 1 || g.is_output(x)) continue;
    Node &conv = g.nodes[p];
    int wv = conv.inputs[1], bv = conv.input(2);
    if (!g.values[wv].is_constant() || (bv >= 0 && !g.values[bv].is_constant())) continue;
    const NDArray &W = *g.values[wv].constant;
    if (W.dtype() != DataType::f32() || W.shape().empty() || W.shape()[0] == 0) continue;
    int64_t M = W.shape()[0], per = W.size() / M;
    const NDArray &gamma = *g.values[bn.inputs[1]].constant, &beta = *g.values[bn.inputs[2]].constant,
                  &mean = *g.values[bn.inputs[3]].constant, &var = *g.values[bn.inputs[4]].constant;
    double eps = bn.attr_float("epsilon", 1e-5);
    NDArray W2 = NDArray::empty(W.shape(), DataType::f32()), b2 = NDArray::empty({M}, DataType::f32());
    for (int64_t m = 0; m < M; ++m) {
      double s = gamma.get(m) / std::sqrt(var.get(m) + eps);
      for (int64_t i = 0; i < per; ++i)
        W2.as<float>()[m * per + i] = static_cast<float>(W.as<float>()[m * per + i] * s);
      double b = bv >= 0 ? g.values[bv].constant->get(m) : 0.0;
      b2.as<float>()[m] = static_cast<float>((b - mean.get(m)) * s + beta.get(m));
    }
    // Add the new constants after taking what is needed of `conv`'s values (add_value may move
    // the value vector, not the node vector).
    int w2 = g.add_constant(g.fresh_name(g.values[wv].name + "_bnfolded"), std::move(W2));
    int b2v = g.add_constant(g.fresh_name(g.values[g.nodes[p].outputs[0]].name + "_bias_bnfolded"), std::move(b2));
    Node &c = g.nodes[p];
    c.inputs.resize(3);
    c.inputs[1] = w2;
    c.inputs[2] = b2v;
    c.origin.insert(c.origin.end(), bn.origin.begin(), bn.origin.end());
    // The Conv now writes what the BatchNormalization wrote.
    int y = bn.outputs[0];
    g.values[y].producer = p;
    g.values[c.outputs[0]].producer = -1;
    c.outputs[0] = y;
    drop[k] = true;
  }
  std::vector<Node> kept;
  for (size_t k = 0; k < g.nodes.size(); ++k) {
    if (!drop[k]) kept.push_back(std::move(g.nodes[k]));
  }
  g.nodes = std::move(kept);
  for (auto &v : g.values) v.producer = -1;
  for (size_t k = 0; k < g.nodes.size(); ++k) {
    for (int v : g.nodes[k].outputs) g.values[v].producer = static_cast<int>(k);
  }
}

}  // namespace ktune::graph
